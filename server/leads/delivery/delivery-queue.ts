/**
 * The outbox's queue: the only writer of `lead_deliveries` and
 * `assignment_notices` (the e-mails that tell an assignee), and of the
 * delivery state on `leads` (pending, delivered, spam) that follows from it.
 * The store (a new lead's rows, the outbox's claims and outcomes, erasure),
 * the command-line tool (retry) and the inbox (Spam, Not spam, Retry
 * delivery now) all change deliveries through these functions, so one rule
 * decides when a lead counts as delivered (docs/ARCHITECTURE.md, "One owner
 * per table").
 *
 * Each function takes the Kysely instance to run on: the shared one, or a
 * transaction it then joins. The same SQL holds on both engines: a claim is
 * one conditional UPDATE, which only one worker can win (on PostgreSQL the
 * second waits for the first's row lock, then finds the lease taken).
 */
import { sql, type Kysely } from "kysely";
import type { NoticeKind, Tables } from "../../db/tables.ts";
import type { DeliveryChannel, DeliveryRow, LeadRow } from "../store/lead-store.ts";

type Db = Kysely<Tables>;

/** Every channel gets an outbox row; one that is not configured when due is skipped (see lead-outbox.ts). */
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook"];

/** The longest error text kept with a delivery. */
const ERROR_LIMIT = 1000;

/** A due delivery with its lead's row. */
export type DueRow = LeadRow & { channel: DeliveryChannel; attempts: number; next_attempt_at: number; seq: number };

/** Runs `work` in a transaction of its own, or in the one `db` already is. */
async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** New leads' rows, one per channel, due at once; run inside the leads' own insert. */
export async function enqueueDeliveries(db: Db, leadIds: string | readonly string[], at: number): Promise<void> {
  const ids = typeof leadIds === "string" ? [leadIds] : leadIds;
  if (ids.length === 0) return;
  await db
    .insertInto("lead_deliveries")
    .values(
      ids.flatMap((leadId) =>
        DELIVERY_CHANNELS.map((channel) => ({
          lead_id: leadId,
          channel,
          state: "pending" as const,
          next_attempt_at: at,
        })),
      ),
    )
    .execute();
}

export async function deliveriesOf(db: Db, leadId: string): Promise<DeliveryRow[]> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select(["lead_id", "channel", "state", "attempts", "next_attempt_at", "last_error", "delivered_at"])
    .where("lead_id", "=", leadId)
    .orderBy("channel")
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), next_attempt_at: Number(row.next_attempt_at) }));
}

/** Pending deliveries on these channels that are due and not leased, the longest due first. */
export async function dueDeliveries(
  db: Db,
  { now, channels, limit }: { now: number; channels: readonly DeliveryChannel[]; limit: number },
): Promise<DueRow[]> {
  // Per channel, so each reads only its own slice of the due index (migration 3).
  const perChannel = await Promise.all(
    channels.map((channel) =>
      db
        .selectFrom("lead_deliveries as d")
        .innerJoin("leads", "leads.id", "d.lead_id")
        .select([
          "leads.id",
          "leads.form",
          "leads.fields",
          "leads.received_at",
          "leads.delivery_state",
          "leads.delivered_at",
          "leads.scenario",
          "leads.seq",
          "d.channel",
          "d.attempts",
          "d.next_attempt_at",
        ])
        .where("d.channel", "=", channel)
        .where("d.state", "=", "pending")
        .where("d.next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("d.leased_until", "is", null), eb("d.leased_until", "<=", now)]))
        .orderBy("d.next_attempt_at")
        .orderBy("leads.seq")
        .limit(limit)
        .execute(),
    ),
  );
  return perChannel
    .flat()
    .map((row) => ({
      ...row,
      seq: Number(row.seq),
      attempts: Number(row.attempts),
      next_attempt_at: Number(row.next_attempt_at),
    }))
    .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.seq - b.seq)
    .slice(0, limit);
}

/** When the next pending delivery on these channels can be tried (epoch ms), or null when none is pending. */
export async function nextAttemptAt(db: Db, channels: readonly DeliveryChannel[]): Promise<number | null> {
  const times = await Promise.all(
    channels.flatMap((channel) => [
      // The earliest row not held by a lease beyond its own time (leased rows
      // are few, so the index walk stops at once) ...
      db
        .selectFrom("lead_deliveries")
        .select("next_attempt_at as next")
        .where("channel", "=", channel)
        .where("state", "=", "pending")
        .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", eb.ref("next_attempt_at"))]))
        .orderBy("next_attempt_at")
        .limit(1)
        .executeTakeFirst()
        .then((row) => row?.next),
      // ... or else when the earliest lease ends.
      db
        .selectFrom("lead_deliveries")
        .select((eb) => eb.fn.min("leased_until").as("next"))
        .where("channel", "=", channel)
        .where("state", "=", "pending")
        .where("leased_until", "is not", null)
        .where((eb) => eb("leased_until", ">", eb.ref("next_attempt_at")))
        .executeTakeFirst()
        .then((row) => row?.next),
    ]),
  );
  const known = times.filter((time) => time !== null && time !== undefined).map(Number);
  return known.length > 0 ? Math.min(...known) : null;
}

/** Takes a due delivery for one worker until `now + leaseMs`; false when it is no longer due or another worker has it. */
export async function claimDelivery(
  db: Db,
  leadId: string,
  channel: DeliveryChannel,
  { now, leaseMs, owner }: { now: number; leaseMs: number; owner?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("lead_deliveries")
    .set({ leased_until: now + leaseMs, leased_by: owner ?? null })
    .where("lead_id", "=", leadId)
    .where("channel", "=", channel)
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the leases held by owners that `isGone` says no longer run; returns how many deliveries it freed. */
export async function releaseLeasesOf(db: Db, isGone: (owner: string) => boolean): Promise<number> {
  const owners = await db
    .selectFrom("lead_deliveries")
    .select("leased_by")
    .distinct()
    .where("state", "=", "pending")
    .where("leased_until", "is not", null)
    .where("leased_by", "is not", null)
    .execute();
  const gone = owners.map((row) => row.leased_by).filter((owner): owner is string => owner !== null && isGone(owner));
  if (gone.length === 0) return 0;
  const result = await db
    .updateTable("lead_deliveries")
    .set({ leased_until: null, leased_by: null })
    .where("state", "=", "pending")
    .where("leased_by", "in", gone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends a pending delivery (delivered, or skipped with the reason), and settles its lead once none waits. */
async function finishDelivery(
  db: Db,
  leadId: string,
  channel: DeliveryChannel,
  outcome: { state: "delivered" | "skipped"; at: number; error: string | null },
): Promise<void> {
  const at = new Date(outcome.at).toISOString();
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      state: outcome.state,
      attempts: eb("attempts", "+", outcome.state === "delivered" ? 1 : 0),
      delivered_at: at,
      last_error: outcome.error,
      leased_until: null,
    }))
    .where("lead_id", "=", leadId)
    .where("channel", "=", channel)
    .where("state", "=", "pending")
    .execute();
  await settleLeads(db, [leadId], at);
}

/** A lead is delivered once none of its deliveries is still waiting. */
async function settleLeads(db: Db, leadIds: readonly string[], at: string): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .updateTable("leads")
    .set({ delivery_state: "delivered", delivered_at: at })
    .where("id", "in", leadIds)
    .where("delivery_state", "=", "pending")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_deliveries")
            .select(sql.lit(1).as("one"))
            .whereRef("lead_deliveries.lead_id", "=", "leads.id")
            .where("lead_deliveries.state", "=", "pending"),
        ),
      ),
    )
    .execute();
}

export async function markDelivered(db: Db, leadId: string, channel: DeliveryChannel, at: number): Promise<void> {
  await inTransaction(db, (trx) => finishDelivery(trx, leadId, channel, { state: "delivered", at, error: null }));
}

export async function markFailed(
  db: Db,
  leadId: string,
  channel: DeliveryChannel,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: number },
): Promise<void> {
  await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      next_attempt_at: nextAttemptAt,
      last_error: error.slice(0, ERROR_LIMIT),
      leased_until: null,
    }))
    .where("lead_id", "=", leadId)
    .where("channel", "=", channel)
    .where("state", "=", "pending")
    .execute();
}

/**
 * For a channel with nothing configured: marks every delivery pending on it
 * skipped, in one commit (nothing to deliver to, so no lead waits for it);
 * returns how many.
 */
export async function skipPending(
  db: Db,
  channel: DeliveryChannel,
  { at, reason }: { at: number; reason: string },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom("lead_deliveries")
      .select("lead_id")
      .where("channel", "=", channel)
      .where("state", "=", "pending")
      .execute();
    if (pending.length === 0) return 0;
    const leadIds = pending.map((row) => row.lead_id);
    const atIso = new Date(at).toISOString();
    await trx
      .updateTable("lead_deliveries")
      .set({ state: "skipped", delivered_at: atIso, last_error: reason.slice(0, ERROR_LIMIT), leased_until: null })
      .where("channel", "=", channel)
      .where("state", "=", "pending")
      .where("lead_id", "in", leadIds)
      .execute();
    // In chunks: an engine takes only so many parameters in one statement.
    for (let start = 0; start < leadIds.length; start += 500) {
      await settleLeads(trx, leadIds.slice(start, start + 500), atIso);
    }
    return leadIds.length;
  });
}

/** Makes every pending delivery due at `now` (`npm run leads -- retry`); returns how many. */
export async function retryPending(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable("lead_deliveries")
    .set({ next_attempt_at: now })
    .where("state", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * "Retry delivery now" in the inbox: the lead's pending deliveries (on one
 * channel, or all) are due at `now`; returns how many.
 */
export async function retryNow(db: Db, leadId: string, now: number, channel?: DeliveryChannel): Promise<number> {
  let update = db
    .updateTable("lead_deliveries")
    .set({ next_attempt_at: now })
    .where("lead_id", "=", leadId)
    .where("state", "=", "pending");
  if (channel) update = update.where("channel", "=", channel);
  return Number((await update.executeTakeFirst()).numUpdatedRows);
}

/**
 * "Spam" in the inbox: these leads go to spam and their deliveries still
 * waiting are skipped, as an unconfigured channel's are (what was delivered
 * stays so). Returns the ids that moved: not those gone or already spam.
 */
export async function markSpam(db: Db, leadIds: readonly string[], now: number): Promise<string[]> {
  if (leadIds.length === 0) return [];
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable("leads")
      .set({ delivery_state: "spam" })
      .where("id", "in", leadIds)
      .where("delivery_state", "!=", "spam")
      .returning("id")
      .execute();
    const ids = moved.map((row) => row.id);
    if (ids.length > 0) {
      await trx
        .updateTable("lead_deliveries")
        .set({
          state: "skipped",
          last_error: "marked as spam",
          delivered_at: new Date(now).toISOString(),
          leased_until: null,
          leased_by: null,
        })
        .where("lead_id", "in", ids)
        .where("state", "=", "pending")
        .execute();
    }
    return ids;
  });
}

/**
 * "Not spam" in the inbox: these leads are delivered like any lead, their
 * deliveries due at `now`. A honeypot catch was stored with none, so they
 * are made; attempts are kept, so the backoff and history go on from where
 * they were, and what was delivered before the lead went to spam is not sent
 * twice. Returns the ids that moved: not those gone or not in spam.
 */
export async function markNotSpam(db: Db, leadIds: readonly string[], now: number): Promise<string[]> {
  if (leadIds.length === 0) return [];
  return inTransaction(db, async (trx) => {
    const spam = await trx
      .selectFrom("leads")
      .select("id")
      .where("id", "in", leadIds)
      .where("delivery_state", "=", "spam")
      .execute();
    const ids = spam.map((row) => row.id);
    if (ids.length === 0) return [];
    await trx
      .insertInto("lead_deliveries")
      .values(
        ids.flatMap((id) =>
          DELIVERY_CHANNELS.map((channel) => ({
            lead_id: id,
            channel,
            state: "pending" as const,
            next_attempt_at: now,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(["lead_id", "channel"]).doNothing())
      .execute();
    await trx
      .updateTable("lead_deliveries")
      .set({
        state: "pending",
        next_attempt_at: now,
        leased_until: null,
        leased_by: null,
        last_error: null,
        delivered_at: null,
      })
      .where("lead_id", "in", ids)
      .where("state", "!=", "delivered")
      .execute();
    await trx
      .updateTable("leads")
      .set((eb) => ({
        delivery_state: eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom("lead_deliveries")
                .select(sql.lit(1).as("one"))
                .whereRef("lead_deliveries.lead_id", "=", "leads.id")
                .where("lead_deliveries.state", "=", "pending"),
            ),
          )
          .then(sql.lit("pending"))
          .else(sql.lit("delivered"))
          .end()
          .$castTo<"pending" | "delivered">(),
      }))
      .where("id", "in", ids)
      .execute();
    return ids;
  });
}

/** Part of an erasure (lead-erasure.ts), inside its transaction: the leads' deliveries go with them. */
export async function forgetDeliveriesOf(db: Db, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db.deleteFrom("lead_deliveries").where("lead_id", "in", leadIds).execute();
  await db.deleteFrom("assignment_notices").where("lead_id", "in", leadIds).execute();
}

/**
 * The notices that tell a staff member a lead is now theirs (migration 16):
 * queued in the transaction that assigns the lead, then sent, leased and
 * retried by the outbox exactly as a lead's e-mail is, so a notice is never
 * lost and never holds up the lead. They do not count towards the lead's own
 * delivery state: the lead reached the office whatever became of its notice.
 */
export interface NoticeRow {
  id: number;
  /** What it says: the lead is yours, it is overdue (to the admins), or its callback is due (to its owner). */
  kind: NoticeKind;
  lead_id: string;
  form: LeadRow["form"];
  /** The visitor's name (the notice's one personal detail) and the enquiry type; nothing else of the lead. */
  visitor_name: string | null;
  enquiry_type: string | null;
  /** Whom it tells. */
  staff_email: string;
  staff_name: string;
  /** The lead's owner's name (an overdue notice names them), or null when it has none. */
  owner_name: string | null;
  /** When its first contact was due, and the start of the window a callback asked for (ISO), or null. */
  first_contact_due_at: string | null;
  callback_at: string | null;
  attempts: number;
}

/**
 * Queues a notice each, due at once (an assignment's unless `kind` says
 * otherwise); runs inside the transaction that assigns the lead, or that
 * claims its escalation or reminder (server/leads/first-contact/).
 */
export async function enqueueNotices(
  db: Db,
  notices: readonly { leadId: string; staffId: number; kind?: NoticeKind }[],
  at: number,
): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto("assignment_notices")
    .values(
      notices.map(({ leadId, staffId, kind }) => ({
        lead_id: leadId,
        staff_id: staffId,
        kind: kind ?? "assigned",
        state: "pending" as const,
        next_attempt_at: at,
      })),
    )
    .execute();
}

/** Pending notices that are due and not leased, the longest due first. */
export async function dueNotices(db: Db, { now, limit }: { now: number; limit: number }): Promise<NoticeRow[]> {
  const rows = await db
    .selectFrom("assignment_notices as n")
    .innerJoin("leads", "leads.id", "n.lead_id")
    .innerJoin("staff", "staff.id", "n.staff_id")
    .leftJoin("staff as owner", "owner.id", "leads.assigned_to")
    .select([
      "n.id",
      "n.kind",
      "n.lead_id",
      "leads.form",
      "leads.visitor_name",
      "leads.enquiry_type",
      "staff.email as staff_email",
      "staff.name as staff_name",
      "owner.name as owner_name",
      "leads.first_contact_due_at",
      "leads.callback_at",
      "n.attempts",
    ])
    .where("n.state", "=", "pending")
    .where("n.next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("n.leased_until", "is", null), eb("n.leased_until", "<=", now)]))
    .orderBy("n.next_attempt_at")
    .orderBy("n.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** When the next pending notice can be tried (epoch ms), or null when none is pending. */
export async function nextNoticeAt(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("assignment_notices")
    .select((eb) => eb.fn.min(eb.fn.coalesce("leased_until", "next_attempt_at")).as("next"))
    .where("state", "=", "pending")
    .executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

/** Takes a due notice for one worker, as claimDelivery takes a delivery. */
export async function claimNotice(
  db: Db,
  id: number,
  { now, leaseMs, owner }: { now: number; leaseMs: number; owner?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("assignment_notices")
    .set({ leased_until: now + leaseMs, leased_by: owner ?? null })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markNoticeSent(db: Db, id: number, at: number): Promise<void> {
  await db
    .updateTable("assignment_notices")
    .set((eb) => ({
      state: "sent" as const,
      attempts: eb("attempts", "+", 1),
      sent_at: new Date(at).toISOString(),
      last_error: null,
      leased_until: null,
    }))
    .where("id", "=", id)
    .where("state", "=", "pending")
    .execute();
}

export async function markNoticeFailed(
  db: Db,
  id: number,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: number },
): Promise<void> {
  await db
    .updateTable("assignment_notices")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      next_attempt_at: nextAttemptAt,
      last_error: error.slice(0, ERROR_LIMIT),
      leased_until: null,
    }))
    .where("id", "=", id)
    .where("state", "=", "pending")
    .execute();
}

/** Ends the notice leases of owners that `isGone` says no longer run; returns how many it freed. */
export async function releaseNoticeLeasesOf(db: Db, isGone: (owner: string) => boolean): Promise<number> {
  const owners = await db
    .selectFrom("assignment_notices")
    .select("leased_by")
    .distinct()
    .where("state", "=", "pending")
    .where("leased_by", "is not", null)
    .execute();
  const gone = owners.map((row) => row.leased_by).filter((owner): owner is string => owner !== null && isGone(owner));
  if (gone.length === 0) return 0;
  const result = await db
    .updateTable("assignment_notices")
    .set({ leased_until: null, leased_by: null })
    .where("state", "=", "pending")
    .where("leased_by", "in", gone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
