/**
 * The background worker that delivers stored leads: it takes due deliveries
 * one at a time, oldest lead first, and after a failure tries again later,
 * waiting twice as long each time up to DELIVERY_MAX_BACKOFF_MS. Nothing is
 * ever given up on: a lead stays pending until it is delivered.
 */
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../../config.ts";
import { createLeadMailer, type LeadMailer } from "./lead-mailer.ts";
import type { DeliveryChannel, DueDelivery, DueNotice, LeadStore } from "../store/lead-store.ts";
import { createLeadWebhook, type LeadWebhook } from "./lead-webhook.ts";
import { isGoneOwner, newLeaseOwner, retireLeaseOwner } from "./lease-owner.ts";

export interface LeadOutbox {
  /** A new lead was stored: deliver soon. */
  wake(): void;
  /** Finishes the delivery in flight, then stops (for a graceful shutdown). The store stays open. */
  stop(): Promise<void>;
  /** Resolves once no delivery run is in flight or queued. */
  idle(): Promise<void>;
}

export type OutboxConfig = Pick<
  ServerConfig,
  | "SMTP_URL"
  | "SMTP_ALLOW_PLAINTEXT"
  | "LEADS_TO"
  | "LEADS_FROM"
  | "LEADS_WEBHOOK_URL"
  | "LEADS_WEBHOOK_SECRET"
  | "DELIVERY_MAX_BACKOFF_MS"
  | "SITE_URL"
>;

export interface LeadOutboxOptions {
  store: LeadStore;
  config: OutboxConfig;
  log: FastifyBaseLogger;
  /** Epoch milliseconds; tests move it forward instead of waiting. */
  now?: () => number;
  /** 0 to 1, for the jitter; tests pin it. */
  random?: () => number;
  /** Longest wait between looks at the database, which catches `leads retry` and other processes' leads. */
  pollIntervalMs?: number;
  /** The first retry's wait (FIRST_RETRY_MS); tests of real outages shorten it to see the waits grow within seconds. */
  firstRetryMs?: number;
}

/** How an attempt ended, kept until the database has it. */
type AttemptOutcome = { leadId: string; channel: DeliveryChannel } & (
  { delivered: true; at: number } | { delivered: false; error: string; nextAttemptAt: number }
);

/** The first retry waits this long; each further one twice as long. Exported so tests move their clock by exactly one first wait. */
export const FIRST_RETRY_MS = 5_000;
/** How long a worker holds a delivery it is trying; longer than any SMTP or webhook timeout. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/**
 * How long to wait after the given failed attempt (1 for the first):
 * 5 s, 10 s, 20 s ... each within ±20% so that many leads failing together
 * do not all retry in the same instant, and never more than `maxMs`.
 * Exported so the rule is tested over every attempt and jitter.
 */
export function deliveryBackoffMs(
  attempt: number,
  maxMs: number,
  random: () => number = Math.random,
  firstMs = FIRST_RETRY_MS,
): number {
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.min(maxMs, Math.round(base * (0.8 + 0.4 * random())));
}

export function startLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { store, config, log } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const pollIntervalMs = options.pollIntervalMs ?? 30_000;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;

  const mailer: LeadMailer | undefined =
    config.SMTP_URL && config.LEADS_TO && config.LEADS_FROM
      ? createLeadMailer({
          smtpUrl: config.SMTP_URL,
          from: config.LEADS_FROM,
          to: config.LEADS_TO,
          siteUrl: config.SITE_URL,
          allowPlaintext: config.SMTP_ALLOW_PLAINTEXT,
        })
      : undefined;
  // readConfig requires the secret with the URL: a post is never sent unsigned.
  const webhook: LeadWebhook | undefined =
    config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET
      ? createLeadWebhook({
          url: config.LEADS_WEBHOOK_URL,
          secret: config.LEADS_WEBHOOK_SECRET,
          siteUrl: config.SITE_URL,
          now,
        })
      : undefined;

  // With no SMTP settings the e-mail rows are left alone: the leads wait,
  // untouched, for the day delivery is configured. With no webhook, its rows
  // are skipped at every run (all in one commit), so that they do not hold
  // their leads "pending" for ever.
  const channels: DeliveryChannel[] = [
    ...(mailer ? (["email"] as const) : []),
    ...(webhook ? (["webhook"] as const) : []),
  ];

  const leaseOwner = newLeaseOwner();
  let stopping = false;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let timer: NodeJS.Timeout | undefined;
  // Runs in a row that the database failed (cannot be read or written); 0 when the last run went through.
  let databaseFailures = 0;

  // What became of attempts that the database has not recorded yet (it was
  // full or read-only when they ended), by lead and channel. They are
  // recorded first at every run, before anything else is sent: the delivery
  // stays leased to this worker meanwhile, so it is neither sent again nor
  // left waiting for the lease to run out once the database is back. Only a
  // restart while the database still fails loses them; then the next server
  // takes the lease back (lease-owner.ts) and sends an accepted delivery
  // again, with the same Message-ID and Idempotency-Key, so the brokerage and
  // the CRM can tell it is the same lead.
  const unrecorded = new Map<string, AttemptOutcome>();

  async function recordOutcomes(): Promise<void> {
    for (const [key, outcome] of unrecorded) {
      if (outcome.delivered) await store.markDelivered(outcome.leadId, outcome.channel, outcome.at);
      else
        await store.markFailed(outcome.leadId, outcome.channel, {
          error: outcome.error,
          nextAttemptAt: outcome.nextAttemptAt,
        });
      unrecorded.delete(key);
    }
  }

  async function deliver({ channel, attempts, lead }: DueDelivery): Promise<void> {
    const attempt = attempts + 1;
    const context = { leadId: lead.id, form: lead.form, channel, attempt };
    if (!(await store.claimDelivery(lead.id, channel, { now: now(), leaseMs: LEASE_MS, owner: leaseOwner }))) return;
    let outcome: AttemptOutcome;
    try {
      if (channel === "email") await mailer?.send(lead);
      else await webhook?.send(lead);
      outcome = { leadId: lead.id, channel, delivered: true, at: now() };
      log.info(context, "lead delivered");
    } catch (error) {
      const errorCode = deliveryErrorCode(error);
      const retryInMs = deliveryBackoffMs(attempt, config.DELIVERY_MAX_BACKOFF_MS, random, firstRetryMs);
      outcome = {
        leadId: lead.id,
        channel,
        delivered: false,
        error: `${errorCode}: ${errorMessage(error)}`,
        nextAttemptAt: now() + retryInMs,
      };
      // A refusal that waiting will not cure (bad login, unknown mailbox, a webhook that 404s) needs a person.
      const level = /^(SMTP_5|HTTP_4|EAUTH|ENOAUTH)/.test(errorCode) ? "error" : "warn";
      log[level]({ ...context, errorCode, retryInMs }, "lead delivery failed; will retry");
    }
    unrecorded.set(`${lead.id} ${channel}`, outcome);
    await recordOutcomes();
  }

  /**
   * Tells an assignee a lead is theirs, as a lead's e-mail is sent: claimed
   * under a lease, retried with the same backoff, never given up. What the
   * database did not record is not kept over (unlike a lead's outcome): the
   * lease runs out and the notice goes again, with the same Message-ID.
   */
  async function sendNotice(notice: DueNotice): Promise<void> {
    const context = { leadId: notice.leadId, notice: notice.id, attempt: notice.attempts + 1 };
    if (!mailer || !(await store.claimNotice(notice.id, { now: now(), leaseMs: LEASE_MS, owner: leaseOwner }))) return;
    try {
      await mailer.sendNotice(notice);
      await store.markNoticeSent(notice.id, now());
      log.info(context, "assignee told");
    } catch (error) {
      const errorCode = deliveryErrorCode(error);
      const retryInMs = deliveryBackoffMs(notice.attempts + 1, config.DELIVERY_MAX_BACKOFF_MS, random, firstRetryMs);
      log.warn({ ...context, errorCode, retryInMs }, "assignee notice failed; will retry");
      await store.markNoticeFailed(notice.id, {
        error: `${errorCode}: ${errorMessage(error)}`,
        nextAttemptAt: now() + retryInMs,
      });
    }
  }

  async function sendDueNotices(): Promise<void> {
    if (!mailer) return;
    for (;;) {
      const due = await store.dueNotices({ now: now(), limit: BATCH_SIZE });
      if (due.length === 0) break;
      for (const notice of due) {
        if (stopping) return;
        await sendNotice(notice);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  async function deliverDueLeads(): Promise<void> {
    try {
      await recordOutcomes();
      if (!webhook) await store.skipPending("webhook", { at: now(), reason: "LEADS_WEBHOOK_URL was not set" });
      // Each delivery leaves the due list (delivered, skipped or rescheduled
      // later), so this ends once everything due has had its attempt.
      for (;;) {
        const due = await store.dueDeliveries({ now: now(), channels, limit: BATCH_SIZE });
        if (due.length === 0) break;
        for (const delivery of due) {
          if (stopping) return;
          await deliver(delivery);
          // A skipped or refused delivery ends without waiting on the network;
          // yield anyway, so a backlog never holds up the leads coming in.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      await sendDueNotices();
      databaseFailures = 0;
    } catch (error) {
      // The database itself failed (locked, read-only, full, closed): try again after a wait (scheduleNextRun).
      databaseFailures += 1;
      log.error(
        { errorCode: deliveryErrorCode(error), unrecordedAttempts: unrecorded.size },
        "lead outbox could not read or update the lead database",
      );
    }
  }

  async function scheduleNextRun(): Promise<void> {
    const waitMs = await nextRunInMs();
    // A wake or a stop came while the database was asked: that one decides.
    if (stopping || running) return;
    clearTimeout(timer);
    // A run the clock starts (at most a poll apart) first takes back what a
    // server that died held: on this machine at once, not when the lease
    // runs out; a dead server on another machine's leases end by themselves.
    timer = setTimeout(() => wake(takeBackLeasesThenDeliver), waitMs);
    // The worker alone never keeps the process alive (the CLI, tests, shutdown).
    timer.unref();
  }

  async function nextRunInMs(): Promise<number> {
    if (databaseFailures > 0) {
      // Not at once, which would try a broken disk ten times a second and fill
      // the log, nor as late as the next poll: waits that grow, as after a
      // failed delivery, up to the delivery cap. A new lead wakes the outbox
      // sooner, and a stored lead means the database works again.
      return deliveryBackoffMs(
        databaseFailures,
        Math.min(pollIntervalMs, config.DELIVERY_MAX_BACKOFF_MS),
        random,
        firstRetryMs,
      );
    }
    try {
      const times = [await store.nextAttemptAt(channels), mailer ? await store.nextNoticeAt() : null];
      const known = times.filter((time): time is number => time !== null);
      if (known.length > 0) return Math.min(pollIntervalMs, Math.max(100, Math.min(...known) - now()));
    } catch {
      // The next poll will see whether the database is back.
    }
    return pollIntervalMs;
  }

  // One run at a time: a wake during a run asks for one more run after it,
  // so two deliveries of the same lead never overlap.
  function wake(run: () => Promise<void> = deliverDueLeads): void {
    if (stopping) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    wakeAgain = false;
    running = runThenSchedule(run);
  }

  function runThenSchedule(run: () => Promise<void>): Promise<void> {
    return run().then(async () => {
      running = undefined;
      if (stopping) return;
      if (wakeAgain) wake();
      else await scheduleNextRun();
    });
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  async function takeBackLeasesThenDeliver(): Promise<void> {
    try {
      const freed = (await store.releaseLeasesOf(isGoneOwner)) + (await store.releaseNoticeLeasesOf(isGoneOwner));
      if (freed > 0) log.info({ freed }, "took back the deliveries a stopped server was making");
    } catch (error) {
      // The leases then run out by themselves; the first run reports a broken database.
      log.warn({ errorCode: deliveryErrorCode(error) }, "could not read the delivery leases");
    }
    if (!stopping) await deliverDueLeads();
  }

  log.info({ email: Boolean(mailer), webhook: Boolean(webhook) }, "lead outbox started");
  const plaintext = plaintextSmtpNotice(config);
  // One line at every start, so plain text to the relay is a choice someone can see in the log, never a surprise.
  if (plaintext) log.warn(plaintext);
  // The first run: a wake meanwhile asks for one more after it, as during any run.
  running = runThenSchedule(takeBackLeasesThenDeliver);

  return {
    wake: () => wake(),
    idle,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await idle();
      try {
        await recordOutcomes();
      } catch (error) {
        // Lead ids only: the next server takes their leases back and sends these again.
        const attempts = [...unrecorded.values()].map(({ leadId, channel, delivered }) => ({
          leadId,
          channel,
          delivered,
        }));
        log.error(
          { errorCode: deliveryErrorCode(error), attempts },
          "lead outbox stopped with attempts the database did not record",
        );
      }
      mailer?.close();
      retireLeaseOwner(leaseOwner);
    },
  };
}

/**
 * The one line `npm start` prints on a machine with no SMTP settings, so
 * nobody wonders where the leads went; undefined once e-mail is configured.
 */
export function undeliveredLeadsNotice(config: Pick<ServerConfig, "SMTP_URL" | "DATABASE_PATH">): string | undefined {
  if (config.SMTP_URL) return undefined;
  return `Lead e-mails are off (SMTP_URL is not set): leads are kept in ${config.DATABASE_PATH}; list them with \`npm run leads -- list\`.`;
}

/** A short code for logs: SMTP_451, HTTP_500, ECONNREFUSED... never the message, which may quote the lead. */
function deliveryErrorCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return "UNKNOWN";
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === "number") return `SMTP_${responseCode}`;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : "UNKNOWN";
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The line logged at start when SMTP_ALLOW_PLAINTEXT lets lead e-mails go to
 * a local relay without TLS; undefined when every e-mail is encrypted.
 */
export function plaintextSmtpNotice(
  config: Pick<ServerConfig, "SMTP_URL" | "SMTP_ALLOW_PLAINTEXT">,
): string | undefined {
  if (!config.SMTP_ALLOW_PLAINTEXT || !config.SMTP_URL?.startsWith("smtp://")) return undefined;
  return `SMTP_ALLOW_PLAINTEXT=true: lead e-mails go to the relay at ${new URL(config.SMTP_URL).host} without TLS (allowed for this machine's own relay only)`;
}
