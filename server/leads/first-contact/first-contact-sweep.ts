/**
 * The first-contact clock's sweep (decision 019): every few seconds, on
 * every server, it looks for the leads whose time has come and nobody has
 * tried to contact:
 *
 * - past `escalate_at` (LEAD_ESCALATE_MINUTES of opening time past the
 *   deadline): each enrolled, enabled admin is e-mailed that the lead is
 *   overdue, naming its owner ("overdue");
 * - ten minutes before a callback's `callback_at`: its owner is reminded,
 *   or the admins when it has no owner who can take it ("callback due").
 *
 * Each is claimed once across servers by a conditional update of the lead's
 * `escalated_at` or `callback_reminded_at` (this module is their one writer),
 * and the notices and the audit line are written in the same transaction, so
 * a lead is escalated with its e-mails and its line, or not at all. The
 * outbox sends the notices, with its lease and backoff. A time that passed
 * long ago (the server was down) is still acted on, once: the sweep asks
 * "due by now and not yet done", never "due in the last 15 seconds".
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase, Db } from "../../db/database.ts";
import { writeTransaction } from "../../db/write-transaction.ts";
import { recordAuditLines } from "../../db/audit-trail.ts";
import { enqueueNotices } from "../delivery/delivery-queue.ts";

/** How often every server sweeps: an escalation is e-mailed at most this late. */
export const SWEEP_INTERVAL_MS = 15_000;

/** The owner is reminded this long before the window the visitor asked for. */
export const CALLBACK_REMINDER_MS = 10 * 60_000;

/** Leads claimed per read; the sweep reads again until none is left. */
const BATCH_SIZE = 100;

/** What one sweep did: the leads it escalated and the callbacks it reminded of, by lead id. */
export interface SweepOutcome {
  escalated: string[];
  reminded: string[];
}

/** A lead whose time has come, with its owner (who may no longer take leads). */
interface DueLead {
  id: string;
  received_at: string;
  first_contact_due_at: string | null;
  owner_id: number | null;
  owner_name: string | null;
  /** The owner is enrolled and not disabled: the one a callback reminder goes to. */
  owner_active: boolean;
}

/** One sweep at `now` (epoch ms): every escalation and reminder due, each claimed once. */
export async function sweepFirstContact(database: AppDatabase, now: number): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { escalated: [], reminded: [] };
  const nowIso = new Date(now).toISOString();
  for (;;) {
    const due = await dueLeads(database.db, "escalate_at", "escalated_at", nowIso);
    for (const lead of due) if (await escalate(database, lead, now)) outcome.escalated.push(lead.id);
    if (due.length < BATCH_SIZE) break;
  }
  const remindBy = new Date(now + CALLBACK_REMINDER_MS).toISOString();
  for (;;) {
    const due = await dueLeads(database.db, "callback_at", "callback_reminded_at", remindBy);
    for (const lead of due) if (await remind(database, lead, now)) outcome.reminded.push(lead.id);
    if (due.length < BATCH_SIZE) break;
  }
  return outcome;
}

/**
 * Leads whose `timeColumn` is at or before `by`, not yet done (`doneColumn`
 * null) and not contacted: a seek in migration 18's partial index
 * (leads_to_escalate, leads_callbacks_to_remind). Spam is left out here and
 * again in the claim, as a lead can be marked spam between the two.
 */
async function dueLeads(
  db: Db,
  timeColumn: "escalate_at" | "callback_at",
  doneColumn: "escalated_at" | "callback_reminded_at",
  by: string,
): Promise<DueLead[]> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("staff as owner", "owner.id", "leads.assigned_to")
    .select([
      "leads.id",
      "leads.received_at",
      "leads.first_contact_due_at",
      "owner.id as owner_id",
      "owner.name as owner_name",
      "owner.enrolled_at as owner_enrolled_at",
      "owner.disabled_at as owner_disabled_at",
    ])
    .where(`leads.${timeColumn}`, "is not", null)
    .where(`leads.${timeColumn}`, "<=", by)
    .where(`leads.${doneColumn}`, "is", null)
    .where("leads.first_contact_at", "is", null)
    .where("leads.delivery_state", "!=", "spam")
    .orderBy(`leads.${timeColumn}`)
    .limit(BATCH_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    received_at: row.received_at,
    first_contact_due_at: row.first_contact_due_at,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    owner_active: row.owner_id !== null && row.owner_enrolled_at !== null && row.owner_disabled_at === null,
  }));
}

/**
 * Marks the lead done in `doneColumn` if no other server (or sweep) has, and
 * it is still uncontacted and not spam; true for the one claim that wins. On
 * PostgreSQL a second claim waits for the first's row lock, then finds the
 * column set; on SQLite the write transaction holds the file's lock.
 */
async function claim(
  tx: Db,
  leadId: string,
  doneColumn: "escalated_at" | "callback_reminded_at",
  nowIso: string,
): Promise<boolean> {
  const result = await tx
    .updateTable("leads")
    .set({ [doneColumn]: nowIso })
    .where("id", "=", leadId)
    .where(doneColumn, "is", null)
    .where("first_contact_at", "is", null)
    .where("delivery_state", "!=", "spam")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The enrolled admins who can sign in: the ones told a lead is overdue. */
async function activeAdmins(tx: Db): Promise<number[]> {
  const rows = await tx
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("enrolled_at", "is not", null)
    .where("disabled_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

async function escalate(database: AppDatabase, lead: DueLead, now: number): Promise<boolean> {
  return writeTransaction(database, async (tx) => {
    if (!(await claim(tx, lead.id, "escalated_at", new Date(now).toISOString()))) return false;
    const admins = await activeAdmins(tx);
    await enqueueNotices(
      tx,
      admins.map((staffId) => ({ leadId: lead.id, staffId, kind: "overdue" as const })),
      now,
    );
    await recordAuditLines(
      tx,
      [{ staffId: null, action: "escalated lead", leadId: lead.id, detail: escalationDetail(lead, now) }],
      now,
    );
    return true;
  });
}

async function remind(database: AppDatabase, lead: DueLead, now: number): Promise<boolean> {
  return writeTransaction(database, async (tx) => {
    if (!(await claim(tx, lead.id, "callback_reminded_at", new Date(now).toISOString()))) return false;
    const staffIds = lead.owner_active && lead.owner_id !== null ? [lead.owner_id] : await activeAdmins(tx);
    const toOwner = lead.owner_active && lead.owner_id !== null;
    await enqueueNotices(
      tx,
      staffIds.map((staffId) => ({ leadId: lead.id, staffId, kind: "callback due" as const })),
      now,
    );
    const detail = toOwner ? `to ${lead.owner_name ?? "its owner"}` : "to the admins (no owner who can take it)";
    await recordAuditLines(tx, [{ staffId: null, action: "reminded of a callback", leadId: lead.id, detail }], now);
    return true;
  });
}

/** The trail's words: who owns the lead and how long it has waited, nothing of the visitor's. */
export function escalationDetail(
  lead: Pick<DueLead, "owner_name" | "received_at" | "first_contact_due_at">,
  now: number,
): string {
  const owner = lead.owner_name === null ? "with no owner" : `owned by ${lead.owner_name}`;
  const waited = `waiting ${elapsedWords(now - Date.parse(lead.received_at))} since it arrived`;
  const late = lead.first_contact_due_at
    ? `, ${elapsedWords(now - Date.parse(lead.first_contact_due_at))} past its first-contact deadline`
    : "";
  return `${owner}; ${waited}${late}`;
}

/** "31 min", "2 h 5 min", "3 days 2 h": a wait as a person reads it. */
export function elapsedWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0)
    return hours > 0 ? `${days} ${days === 1 ? "day" : "days"} ${hours} h` : `${days} ${days === 1 ? "day" : "days"}`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export interface FirstContactSweep {
  /** No more sweeps start; one under way finishes (await `idle`). */
  stop(): void;
  /** Resolves once no sweep is under way. */
  idle(): Promise<void>;
}

/**
 * Sweeps now and every `intervalMs` (SWEEP_INTERVAL_MS), one sweep at a time,
 * on a timer that never holds the process open. `onQueued` runs after a
 * sweep that queued notices: the server wakes its outbox, so they go at once
 * rather than at the outbox's next look.
 */
export function startFirstContactSweep(options: {
  database: AppDatabase;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  onQueued?: () => void;
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
  intervalMs?: number;
}): FirstContactSweep {
  const { database, log, onQueued } = options;
  const now = options.now ?? Date.now;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    if (stopped) return;
    try {
      const { escalated, reminded } = await sweepFirstContact(database, now());
      // Lead ids only: the log is read by more people than the inbox.
      if (escalated.length > 0) log.info({ leadIds: escalated }, "overdue leads escalated to the admins");
      if (reminded.length > 0) log.info({ leadIds: reminded }, "owners reminded of callbacks due");
      if (escalated.length + reminded.length > 0) onQueued?.();
    } catch (error) {
      log.error({ err: error }, "the first-contact sweep failed; trying again at the next");
    }
  };
  const run = () => {
    running = running.then(runOnce);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    idle: () => running,
  };
}
