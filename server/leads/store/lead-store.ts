/**
 * Where every lead is kept: the shared database (server/db/), with an
 * outbox row per delivery channel written in the same transaction as the
 * lead, so a lead that was answered "OK" is always stored and always has its
 * deliveries waiting. The delivery rows themselves are delivery-queue.ts's.
 */
import { randomUUID } from "node:crypto";
import { type ControlledTransaction, type RawBuilder, sql } from "kysely";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { AppDatabase, Db } from "../../db/database.ts";
import type { NoticeKind, Tables } from "../../db/tables.ts";
import * as deliveryQueue from "../delivery/delivery-queue.ts";
import { assignArrivals } from "./lead-assignment.ts";
import { eraseExpired, eraseLeads, type Erasure, type RetentionCutoffs } from "./lead-erasure.ts";
import { storedScenario } from "./lead-scenario.ts";
import { visitorColumns } from "./visitor-columns.ts";
import { type PrivacyAction, type PrivacyAuditEntry, privacyAuditEntries } from "./privacy-audit.ts";

export type { Erasure } from "./lead-erasure.ts";

export type DeliveryChannel = "email" | "webhook";
export type LeadDeliveryState = "pending" | "delivered" | "spam";

export interface NewLead {
  form: LeadFormName;
  /** Validated, normalised field values (from the shared schema). */
  fields: Record<string, string>;
  /** Honeypot filled: stored, never delivered. */
  spam: boolean;
  /** The calculator scenario sent with an inquiry, already checked (lead-routes.ts); absent or null: none. */
  scenario?: CalculatorScenario | null;
  /** When its first contact is due (intake/first-contact-deadline.ts); absent: no clock (spam, or no opening hours to count). */
  firstContact?: FirstContactClock | undefined;
}

/** A new lead's first-contact clock, as ISO instants (decision 019). */
export interface FirstContactClock {
  dueAt: string;
  escalateAt: string;
  /** A callback request's chosen window's start, or null. */
  callbackAt: string | null;
}

export interface StoredLead {
  id: string;
  form: LeadFormName;
  fields: Record<string, string>;
  receivedAt: string;
  deliveryState: LeadDeliveryState;
  deliveredAt: string | null;
  /** The calculator scenario the visitor sent with it, or null. */
  scenario: CalculatorScenario | null;
}

export interface LeadDelivery {
  leadId: string;
  channel: DeliveryChannel;
  state: "pending" | "delivered" | "skipped";
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface DueDelivery {
  channel: DeliveryChannel;
  /** Attempts made before this one. */
  attempts: number;
  lead: StoredLead;
}

/**
 * A notice to a staff member: a lead is theirs ("assigned"), a lead is still
 * waiting past its escalation time (to each admin, "overdue"), or a callback
 * is due in ten minutes (to its owner, "callback due"). It carries the lead's
 * id, form, name and enquiry type, whom to tell, and what each kind says.
 */
export interface DueNotice {
  id: number;
  kind: NoticeKind;
  leadId: string;
  form: LeadFormName;
  visitorName: string;
  enquiryType: string | null;
  to: { name: string; email: string };
  /** The lead's owner's name, or null when it has none (an overdue notice names them). */
  ownerName: string | null;
  /** When its first contact was due (ISO), or null when no clock ran for it. */
  dueAt: string | null;
  /** The start of the window a callback request asked for (ISO), or null. */
  callbackAt: string | null;
  /** Attempts made before this one. */
  attempts: number;
}

export type StoringOutcome = { stored: true; id: string; receivedAt: string } | { stored: false; error: unknown };

export interface LeadFilter {
  /** An ISO instant: leads received at or after it. */
  since?: string;
  form?: LeadFormName;
  /** A person's leads: the visitor's e-mail address, in any case. */
  email?: string;
  /** A person's leads: the visitor's phone number as stored, normalised (+61...). */
  phone?: string;
}

export interface LeadStore {
  /** The shared database the store keeps leads in (the inbox queries it too). */
  readonly database: AppDatabase;
  /**
   * SQLite only: the file. Kept for the tools and tests that open it by name;
   * on PostgreSQL there is none, and reading it throws.
   */
  readonly databasePath: string;
  /**
   * Stores the lead and its outbox rows in one transaction; resolves only
   * once committed; rejects if it could not store it. (insertMany of one.)
   * The server stores through insertMany (lead-intake.ts); this stays for the
   * tests, which set up the leads they need one at a time.
   */
  insert(lead: NewLead): Promise<{ id: string; receivedAt: string }>;
  /**
   * Stores several leads in one commit (one wait for the disk instead of one
   * each), each in a savepoint of its own: one lead that cannot be stored
   * does not fail the others. Each entry says whether its lead is stored.
   */
  insertMany(leads: readonly NewLead[]): Promise<StoringOutcome[]>;
  /** Only tests read one lead by id; it stays so they check a row through the store's own reading of it. */
  getLead(id: string): Promise<StoredLead | undefined>;
  /** Oldest first. */
  listLeads(filter?: LeadFilter): Promise<StoredLead[]>;
  deliveriesOf(leadId: string): Promise<LeadDelivery[]>;
  /** Only tests count; it stays as the cheap question they poll while the outbox works. */
  countLeads(): Promise<Record<LeadDeliveryState, number>>;
  /** Pending deliveries on these channels that are due and not taken by a worker, the longest due first. */
  dueDeliveries(options: { now: number; channels: readonly DeliveryChannel[]; limit: number }): Promise<DueDelivery[]>;
  /** When the next pending delivery on these channels can be tried (epoch ms), or null when none is pending. */
  nextAttemptAt(channels: readonly DeliveryChannel[]): Promise<number | null>;
  /** Takes a due delivery for one worker until `now + leaseMs`; false when it is no longer due or another worker has it. */
  claimDelivery(
    leadId: string,
    channel: DeliveryChannel,
    lease: { now: number; leaseMs: number; owner?: string },
  ): Promise<boolean>;
  /**
   * Ends the leases held by owners that `isGone` says no longer run (a
   * process that was killed); resolves to how many deliveries it freed.
   */
  releaseLeasesOf(isGone: (owner: string) => boolean): Promise<number>;
  markDelivered(leadId: string, channel: DeliveryChannel, at: number): Promise<void>;
  /** The assignees' notices that are due (delivery-queue.ts), sent by the outbox like a lead's e-mail. */
  dueNotices(options: { now: number; limit: number }): Promise<DueNotice[]>;
  /** When the next pending notice can be tried (epoch ms), or null. */
  nextNoticeAt(): Promise<number | null>;
  claimNotice(id: number, lease: { now: number; leaseMs: number; owner?: string }): Promise<boolean>;
  markNoticeSent(id: number, at: number): Promise<void>;
  markNoticeFailed(id: number, failure: { error: string; nextAttemptAt: number }): Promise<void>;
  /** As releaseLeasesOf, for the notices. */
  releaseNoticeLeasesOf(isGone: (owner: string) => boolean): Promise<number>;
  markFailed(
    leadId: string,
    channel: DeliveryChannel,
    failure: { error: string; nextAttemptAt: number },
  ): Promise<void>;
  /**
   * For a channel with nothing configured: marks every delivery pending on it
   * skipped, in one commit (nothing to deliver to, so no lead waits for it);
   * resolves to how many.
   */
  skipPending(channel: DeliveryChannel, skip: { at: number; reason: string }): Promise<number>;
  /** Makes every pending delivery due at `now`; resolves to how many. */
  retryPending(now: number): Promise<number>;
  /** Erases these leads and their deliveries for good, recording it in the privacy audit (lead-erasure.ts). */
  eraseLeads(ids: readonly string[], why: { action: PrivacyAction; reason: string }): Promise<Erasure>;
  /** Erases every lead past its retention (lead-retention.ts says when), recording it in the privacy audit. */
  eraseExpired(cutoffs: RetentionCutoffs, reason: string): Promise<Erasure>;
  /** Oldest first. */
  privacyAudit(): Promise<PrivacyAuditEntry[]>;
  /**
   * SQLite only: copies the database to `file` with SQLite's online backup:
   * one read transaction, so the copy is consistent while the server goes on
   * writing. On PostgreSQL, pg_dump does this (lead-cli.ts says so).
   */
  backupTo(file: string): Promise<void>;
  /** Ends the store's use of the database; the database itself is closed by whoever opened it. */
  close(): void;
}

/** A leads row as the database gives it (the columns the store reads); the inbox's rows carry these too. */
export interface LeadRow {
  id: string;
  form: LeadFormName;
  fields: string;
  received_at: string;
  delivery_state: LeadDeliveryState;
  delivered_at: string | null;
  /** JSON (migration 8), or null. */
  scenario: string | null;
}

/** A lead_deliveries row as the database gives it; the inbox reads them too (toLeadDelivery). */
export interface DeliveryRow {
  lead_id: string;
  channel: DeliveryChannel;
  state: LeadDelivery["state"];
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

/** better-sqlite3's largest step. */
const ALL_PAGES = 0x7fffffff;

/**
 * PostgreSQL: the advisory lock a transaction holds while it numbers new
 * leads, so that two servers inserting at once cannot both take the same
 * `seq` (MAX + 1 is read before either commits). SQLite has one writer at a
 * time anyway.
 */
const LEAD_SEQ_LOCK = 0x4b52_5351;

const LEAD_COLUMNS = ["id", "form", "fields", "received_at", "delivery_state", "delivered_at", "scenario"] as const;

export interface LeadStoreOptions {
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
  /**
   * Told when new leads could not be assigned (lead-assignment.ts): they are
   * stored all the same, with no owner. main.ts logs it.
   */
  onAssignmentFailed?: (error: unknown) => void;
}

/**
 * The store of leads in the shared database, which server/db/database.ts has
 * opened and brought up to date (so a database that cannot be opened stops
 * the server at start-up, not at its first lead).
 *
 * Durability on SQLite: WAL with synchronous=FULL (sqlite-connection.ts).
 * WAL lets the command-line tool read while the server writes; FULL makes
 * every commit wait for the WAL to reach the disk, so a lead we answered "OK"
 * for survives a power cut too, not only a crash of the process.
 */
export function openLeadStore(database: AppDatabase, options: LeadStoreOptions = {}): LeadStore {
  const now = options.now ?? Date.now;
  let closed = false;

  function db(): Db {
    if (closed) throw new Error("The lead store is closed");
    return database.db;
  }

  /**
   * Runs a write, once more on a new connection when the database says its
   * connection cannot write (a SQLite file that was read-only when it was
   * opened: server/db/database.ts, reconnectAfter). If the new one cannot
   * write either, the error goes to the caller (the endpoint answers 503) and
   * the next write tries again. Other errors (a full disk, a lock held too
   * long, a PostgreSQL server away) are only passed on.
   */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!database.reconnectAfter(error)) throw error;
      return write();
    }
  }

  const store: LeadStore = {
    database,

    get databasePath() {
      if (database.path === undefined) throw new Error("The lead database is on PostgreSQL: it has no file.");
      return database.path;
    },

    async insert(lead) {
      const [outcome] = await store.insertMany([lead]);
      if (!outcome?.stored) throw outcome?.error ?? new Error("lead not stored");
      return { id: outcome.id, receivedAt: outcome.receivedAt };
    },

    async insertMany(leads) {
      const receivedAtMs = now();
      const receivedAt = new Date(receivedAtMs).toISOString();
      const ids = leads.map(() => randomUUID());
      try {
        // A failed commit rolled everything back, so trying again cannot store a lead twice.
        const errors = await writing(() =>
          insertLeads(database, db(), leads, ids, receivedAtMs, options.onAssignmentFailed),
        );
        return errors.map((error, index) =>
          error === undefined
            ? { stored: true as const, id: ids[index] as string, receivedAt }
            : { stored: false as const, error },
        );
      } catch (error) {
        // The commit itself failed: none of them is stored.
        return leads.map(() => ({ stored: false as const, error }));
      }
    },

    async getLead(id) {
      const row = await db().selectFrom("leads").select(LEAD_COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && toStoredLead(row);
    },

    async listLeads(filter = {}) {
      let query = db().selectFrom("leads").select(LEAD_COLUMNS);
      if (filter.since !== undefined) query = query.where("received_at", ">=", filter.since);
      if (filter.form !== undefined) query = query.where("form", "=", filter.form);
      // A person is found by the visitor columns (step 11, from contracts/lead-forms.ts's
      // map): the e-mail stored lowercased, the phone normalised (+61...).
      if (filter.email !== undefined) query = query.where("visitor_email", "=", filter.email.trim().toLowerCase());
      if (filter.phone !== undefined) query = query.where("visitor_phone", "=", filter.phone);
      const rows = await query.orderBy("received_at").orderBy("seq").execute();
      return rows.map(toStoredLead);
    },

    async deliveriesOf(leadId) {
      return (await deliveryQueue.deliveriesOf(db(), leadId)).map(toLeadDelivery);
    },

    async countLeads() {
      const counts = { pending: 0, delivered: 0, spam: 0 };
      const rows = await db()
        .selectFrom("leads")
        .select((eb) => ["delivery_state", eb.fn.countAll().as("count")])
        .groupBy("delivery_state")
        .execute();
      for (const row of rows) counts[row.delivery_state] = Number(row.count);
      return counts;
    },

    async dueDeliveries(options) {
      const rows = await deliveryQueue.dueDeliveries(db(), options);
      return rows.map((row) => ({ channel: row.channel, attempts: row.attempts, lead: toStoredLead(row) }));
    },

    nextAttemptAt(channels) {
      return deliveryQueue.nextAttemptAt(db(), channels);
    },

    claimDelivery(leadId, channel, lease) {
      return writing(() => deliveryQueue.claimDelivery(db(), leadId, channel, lease));
    },

    releaseLeasesOf(isGone) {
      return writing(() => deliveryQueue.releaseLeasesOf(db(), isGone));
    },

    markDelivered(leadId, channel, at) {
      return writing(() => deliveryQueue.markDelivered(db(), leadId, channel, at));
    },

    async dueNotices(options) {
      return (await deliveryQueue.dueNotices(db(), options)).map((row) => ({
        id: row.id,
        kind: row.kind,
        leadId: row.lead_id,
        form: row.form,
        visitorName: row.visitor_name ?? "",
        enquiryType: row.enquiry_type,
        to: { name: row.staff_name, email: row.staff_email },
        ownerName: row.owner_name,
        dueAt: row.first_contact_due_at,
        callbackAt: row.callback_at,
        attempts: row.attempts,
      }));
    },

    nextNoticeAt() {
      return deliveryQueue.nextNoticeAt(db());
    },

    claimNotice(id, lease) {
      return writing(() => deliveryQueue.claimNotice(db(), id, lease));
    },

    markNoticeSent(id, at) {
      return writing(() => deliveryQueue.markNoticeSent(db(), id, at));
    },

    markNoticeFailed(id, failure) {
      return writing(() => deliveryQueue.markNoticeFailed(db(), id, failure));
    },

    releaseNoticeLeasesOf(isGone) {
      return writing(() => deliveryQueue.releaseNoticeLeasesOf(db(), isGone));
    },

    markFailed(leadId, channel, failure) {
      return writing(() => deliveryQueue.markFailed(db(), leadId, channel, failure));
    },

    skipPending(channel, skip) {
      return writing(() => deliveryQueue.skipPending(db(), channel, skip));
    },

    retryPending(at) {
      return writing(() => deliveryQueue.retryPending(db(), at));
    },

    eraseLeads(ids, { action, reason }) {
      db();
      return writing(() => eraseLeads(database, ids, { action, reason, at: new Date(now()).toISOString() }));
    },

    eraseExpired(cutoffs, reason) {
      db();
      return writing(() =>
        eraseExpired(database, cutoffs, { action: "retention purge", reason, at: new Date(now()).toISOString() }),
      );
    },

    privacyAudit() {
      return privacyAuditEntries(db());
    },

    async backupTo(file) {
      const connection = database.sqlite;
      if (!connection) throw new Error("On PostgreSQL, back up the lead database with pg_dump.");
      // Every page in one step: in steps, a lead written meanwhile would
      // restart the copy, for ever under load. While Kysely holds the one
      // connection, so no other module's transaction is half done on it.
      await db()
        .connection()
        .execute(() => connection.backup(file, { progress: () => ALL_PAGES }));
    },

    close() {
      closed = true;
    },
  };
  return store;
}

/**
 * Group commit: one transaction for every lead of a turn. They are written
 * together, a statement for all the leads and one for their deliveries; only
 * when one of them breaks a rule of the tables is that transaction rolled
 * back and the leads written again one by one, each in a savepoint, so that
 * one alone fails. Resolves to one entry per lead: undefined when stored, or
 * why it was not.
 *
 * Together, because each statement costs a round trip on PostgreSQL and
 * every batch waits for the one before it (the numbering lock): three
 * statements a lead and a savepoint each held intake under 450 leads/s
 * there (decision 015).
 */
async function insertLeads(
  database: AppDatabase,
  db: Db,
  leads: readonly NewLead[],
  ids: readonly string[],
  receivedAtMs: number,
  onAssignmentFailed: ((error: unknown) => void) | undefined,
): Promise<unknown[]> {
  const thenAssigned = async (trx: ControlledTransaction<Tables>, outcomes: unknown[] | false) => {
    if (outcomes === false) return false;
    const stored = ids.filter((_, index) => outcomes[index] === undefined && !leads[index]?.spam);
    await assignedOrLeft(trx, stored, receivedAtMs, onAssignmentFailed);
    return outcomes;
  };
  if (leads.length > 1) {
    const together = await numbering(database, db, async (trx) =>
      thenAssigned(trx, await insertedTogether(database, trx, leads, ids, receivedAtMs)),
    );
    if (together) return together;
  }
  const oneByOne = await numbering(database, db, async (trx) =>
    thenAssigned(trx, await insertedOneByOne(database, trx, leads, ids, receivedAtMs)),
  );
  if (!oneByOne) throw new Error("The leads were not stored");
  return oneByOne;
}

/**
 * Gives the stored leads their owners (lead-assignment.ts) in a savepoint of
 * the same transaction: assigned once, under the numbering lock. Assignment
 * never costs a lead: when it fails, the savepoint is rolled back and the
 * leads are committed with no owner (an admin gives them one by hand).
 */
async function assignedOrLeft(
  trx: ControlledTransaction<Tables>,
  leadIds: readonly string[],
  at: number,
  onAssignmentFailed: ((error: unknown) => void) | undefined,
): Promise<void> {
  if (leadIds.length === 0) return;
  const assigning = await trx.savepoint("assignment").execute();
  try {
    await assignArrivals(assigning, leadIds, at);
    await assigning.releaseSavepoint("assignment").execute();
  } catch (error) {
    await assigning.rollbackToSavepoint("assignment").execute();
    onAssignmentFailed?.(error);
  }
}

/**
 * Runs `write` in a transaction that may number new leads (on PostgreSQL it
 * holds LEAD_SEQ_LOCK): commits it, or rolls it back when `write` gives false.
 */
async function numbering<T>(
  database: AppDatabase,
  db: Db,
  write: (trx: ControlledTransaction<Tables>) => Promise<T | false>,
): Promise<T | false> {
  const trx = await db.startTransaction().execute();
  try {
    if (database.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${LEAD_SEQ_LOCK})`.execute(trx);
    const written = await write(trx);
    if (written === false) await trx.rollback().execute();
    else await trx.commit().execute();
    return written;
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** Most leads one INSERT writes: bounds the statement's parameters (13 a lead) well within either engine's limit. */
const LEADS_PER_STATEMENT = 100;

/** Every lead written, or false when one of them breaks a rule of the tables (roll back: some are written). */
async function insertedTogether(
  database: AppDatabase,
  trx: Db,
  leads: readonly NewLead[],
  ids: readonly string[],
  receivedAtMs: number,
): Promise<unknown[] | false> {
  try {
    for (let start = 0; start < leads.length; start += LEADS_PER_STATEMENT) {
      // Numbered after the leads before, under the transaction's write lock
      // (SQLite) or LEAD_SEQ_LOCK (PostgreSQL). The statement reads MAX(seq)
      // as it was before its own rows (PostgreSQL: one snapshot per statement;
      // SQLite: held to it by the store's test of a 230-lead batch), so each
      // row adds its place in the statement.
      const rows = leads
        .slice(start, start + LEADS_PER_STATEMENT)
        .map((lead, place) =>
          leadRow(
            lead,
            ids[start + place] as string,
            receivedAtMs,
            sql<number>`(SELECT COALESCE(MAX(seq), 0) FROM leads) + ${place + 1}`,
          ),
        );
      await trx.insertInto("leads").values(rows).execute();
    }
    const delivered = ids.filter((_, index) => !leads[index]?.spam);
    for (let start = 0; start < delivered.length; start += LEADS_PER_STATEMENT) {
      await deliveryQueue.enqueueDeliveries(trx, delivered.slice(start, start + LEADS_PER_STATEMENT), receivedAtMs);
    }
    return leads.map(() => undefined);
  } catch (error) {
    if (!failsAlone(database, error)) throw error;
    return false;
  }
}

async function insertedOneByOne(
  database: AppDatabase,
  trx: ControlledTransaction<Tables>,
  leads: readonly NewLead[],
  ids: readonly string[],
  receivedAtMs: number,
): Promise<unknown[]> {
  const outcomes: unknown[] = [];
  for (const [index, lead] of leads.entries()) {
    const inLead = await trx.savepoint("lead").execute();
    try {
      await insertLead(inLead, lead, ids[index] as string, receivedAtMs);
      await inLead.releaseSavepoint("lead").execute();
      outcomes.push(undefined);
    } catch (error) {
      if (!failsAlone(database, error)) throw error;
      await inLead.rollbackToSavepoint("lead").execute();
      outcomes.push(error);
    }
  }
  return outcomes;
}

async function insertLead(db: Db, lead: NewLead, id: string, receivedAtMs: number): Promise<void> {
  await db
    .insertInto("leads")
    .values(leadRow(lead, id, receivedAtMs, sql<number>`(SELECT COALESCE(MAX(seq), 0) + 1 FROM leads)`))
    .execute();
  if (!lead.spam) await deliveryQueue.enqueueDeliveries(db, id, receivedAtMs);
}

function leadRow(lead: NewLead, id: string, receivedAtMs: number, seq: number | RawBuilder<number>) {
  return {
    id,
    form: lead.form,
    fields: JSON.stringify(lead.fields),
    received_at: new Date(receivedAtMs).toISOString(),
    delivery_state: lead.spam ? ("spam" as const) : ("pending" as const),
    scenario: lead.scenario ? JSON.stringify(lead.scenario) : null,
    ...visitorColumns(lead.form, lead.fields),
    first_contact_due_at: lead.spam ? null : (lead.firstContact?.dueAt ?? null),
    escalate_at: lead.spam ? null : (lead.firstContact?.escalateAt ?? null),
    callback_at: lead.spam ? null : (lead.firstContact?.callbackAt ?? null),
    seq,
  };
}

/**
 * Only a lead that breaks a rule of the tables fails alone. A database that
 * cannot write (read-only, full, I/O, gone) fails the whole batch: some of
 * those errors roll back the whole transaction, after which going on would
 * commit the rest one by one.
 */
function failsAlone(database: AppDatabase, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  if (database.engine === "sqlite")
    return database.sqlite?.inTransaction === true && code.startsWith("SQLITE_CONSTRAINT");
  // Class 23: integrity constraint violation.
  return code.startsWith("23");
}

export function toLeadDelivery(row: DeliveryRow): LeadDelivery {
  return {
    leadId: row.lead_id,
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    fields: JSON.parse(row.fields) as Record<string, string>,
    receivedAt: row.received_at,
    deliveryState: row.delivery_state,
    deliveredAt: row.delivered_at,
    scenario: storedScenario(row.scenario),
  };
}
