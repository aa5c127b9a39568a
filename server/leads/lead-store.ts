/**
 * Where every lead is kept: one SQLite file, with an outbox row per delivery
 * channel written in the same transaction as the lead, so a lead that was
 * answered "OK" is always on disk and always has its deliveries waiting.
 */
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { CalculatorScenario } from "../../contracts/calculator-scenario.ts";
import type { LeadFormName } from "../../contracts/lead-protocol.ts";
import { prepareErasure, type RetentionCutoffs } from "./lead-erasure.ts";
import { connectLeadDatabase, truncateWal } from "../db/sqlite-connection.ts";
import { storedScenario } from "./lead-scenario.ts";
import type { PrivacyAction, PrivacyAuditEntry } from "./privacy-audit.ts";
import { visitorColumns } from "./visitor-columns.ts";

export type DeliveryChannel = "email" | "webhook";
/** Every channel gets an outbox row; one that is not configured when due is skipped (see lead-outbox.ts). */
const deliveryChannels: readonly DeliveryChannel[] = ["email", "webhook"];

export type LeadDeliveryState = "pending" | "delivered" | "spam";

export interface NewLead {
  form: LeadFormName;
  /** Validated, normalised field values (from the shared schema). */
  fields: Record<string, string>;
  /** Honeypot filled: stored, never delivered. */
  spam: boolean;
  /** The calculator scenario sent with an inquiry, already checked (lead-routes.ts); absent or null: none. */
  scenario?: CalculatorScenario | null;
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

export interface Erasure {
  /** The leads erased, with their deliveries. */
  ids: string[];
  /** False when a reader kept the WAL from being truncated: the erased text may linger in the -wal until the next erasure. */
  filesCleared: boolean;
}

export interface LeadStore {
  /** The file it keeps leads in (the inbox opens a connection of its own to it). */
  readonly databasePath: string;
  /**
   * Stores the lead and its outbox rows in one transaction; returns only once
   * committed; throws if it could not store it. (insertMany of one.) The
   * server stores through insertMany (lead-intake.ts); this stays for the
   * tests, which set up the leads they need one at a time.
   */
  insert(lead: NewLead): { id: string; receivedAt: string };
  /**
   * Stores several leads in one commit (one wait for the disk instead of one
   * each), each in a savepoint of its own: one lead that cannot be stored
   * does not fail the others. Each entry says whether its lead is on disk.
   */
  insertMany(leads: readonly NewLead[]): StoringOutcome[];
  /** Only tests read one lead by id; it stays so they check a row through the store's own reading of it. */
  getLead(id: string): StoredLead | undefined;
  /** Oldest first. */
  listLeads(filter?: LeadFilter): StoredLead[];
  deliveriesOf(leadId: string): LeadDelivery[];
  /** Only tests count; it stays as the cheap question they poll while the outbox works. */
  countLeads(): Record<LeadDeliveryState, number>;
  /** Pending deliveries on these channels that are due and not taken by a worker, the longest due first. */
  dueDeliveries(options: { now: number; channels: readonly DeliveryChannel[]; limit: number }): DueDelivery[];
  /** When the next pending delivery on these channels can be tried (epoch ms), or null when none is pending. */
  nextAttemptAt(channels: readonly DeliveryChannel[]): number | null;
  /** Takes a due delivery for one worker until `now + leaseMs`; false when it is no longer due or another worker has it. */
  claimDelivery(
    leadId: string,
    channel: DeliveryChannel,
    lease: { now: number; leaseMs: number; owner?: string },
  ): boolean;
  /**
   * Ends the leases held by owners that `isGone` says no longer run (a
   * process that was killed); returns how many deliveries it freed.
   */
  releaseLeasesOf(isGone: (owner: string) => boolean): number;
  markDelivered(leadId: string, channel: DeliveryChannel, at: number): void;
  markFailed(leadId: string, channel: DeliveryChannel, failure: { error: string; nextAttemptAt: number }): void;
  /**
   * For a channel with nothing configured: marks every delivery pending on it
   * skipped, in one commit (nothing to deliver to, so no lead waits for it);
   * returns how many.
   */
  skipPending(channel: DeliveryChannel, skip: { at: number; reason: string }): number;
  /** Makes every pending delivery due at `now`; returns how many. */
  retryPending(now: number): number;
  /** Erases these leads and their deliveries for good, recording it in the privacy audit (lead-erasure.ts). */
  eraseLeads(ids: readonly string[], why: { action: PrivacyAction; reason: string }): Erasure;
  /** Erases every lead past its retention (lead-retention.ts says when), recording it in the privacy audit. */
  eraseExpired(cutoffs: RetentionCutoffs, reason: string): Erasure;
  /** Oldest first. */
  privacyAudit(): PrivacyAuditEntry[];
  /**
   * Copies the database to `file` with SQLite's online backup: one read
   * transaction, so the copy is consistent while the server goes on writing.
   */
  backupTo(file: string): Promise<void>;
  close(): void;
}

/** A leads row as SQLite gives it (the columns the store reads); the inbox's rows carry these too. */
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

/** A lead_deliveries row as SQLite gives it; the inbox reads them too (toLeadDelivery). */
export interface DeliveryRow {
  lead_id: string;
  channel: DeliveryChannel;
  state: LeadDelivery["state"];
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

const ERROR_LIMIT = 1000;
/** better-sqlite3's largest step. */
const ALL_PAGES = 0x7fffffff;

export interface LeadStoreOptions {
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
  /**
   * Opens one connection to the file. Tests of database faults pass their
   * own, to open it read-only or give it a size limit; the store applies its
   * pragmas and migrations to whatever this returns.
   */
  connect?: (databasePath: string) => Database.Database;
}

/**
 * Opens (and on first start creates) the lead database: its folder, its file
 * and its tables. A database that cannot be opened throws here, so the server
 * stops at start-up rather than at its first lead.
 *
 * Durability: WAL with synchronous=FULL. WAL lets the command-line tool read
 * while the server writes; FULL makes every commit wait for the WAL to reach
 * the disk, so a lead we answered "OK" for survives a power cut too, not only
 * a crash of the process (NORMAL in WAL mode can lose the last commits on
 * power loss). At a brokerage's lead volume the extra fsync costs nothing.
 */
export function openLeadStore(databasePath: string, options: LeadStoreOptions = {}): LeadStore {
  const now = options.now ?? Date.now;
  const connect = options.connect ?? ((file: string) => new Database(file, { timeout: 5000 }));
  let connection: LeadConnection | undefined = openLeadConnection(databasePath, connect);
  let closed = false;

  function current(): LeadConnection {
    if (closed) throw new Error("The lead store is closed");
    connection ??= openLeadConnection(databasePath, connect);
    return connection;
  }

  /**
   * Runs a write, reopening the connection once if SQLite says the database
   * is read-only. SQLite opens a file it may not write read-only without a
   * word, and never upgrades that connection, nor one whose file was moved or
   * replaced (SQLITE_READONLY_DBMOVED): without a new connection every lead
   * would be refused until a restart, long after the file's permissions were
   * put right. A new connection is exactly what a restart would make; if it
   * cannot write either, the error goes to the caller (the endpoint answers
   * 503) and the next write tries again. Other errors (a full disk, a lock
   * held too long) leave the connection usable, so they are only passed on.
   */
  function writing<T>(write: (statements: LeadStatements) => T): T {
    const used = current();
    try {
      return write(used.statements);
    } catch (error) {
      if (!isReadOnlyError(error)) throw error;
      if (connection === used) connection = undefined;
      used.db.close();
      return write(current().statements);
    }
  }

  const store: LeadStore = {
    databasePath,

    insert(lead) {
      const [outcome] = store.insertMany([lead]);
      if (!outcome?.stored) throw outcome?.error ?? new Error("lead not stored");
      return { id: outcome.id, receivedAt: outcome.receivedAt };
    },

    insertMany(leads) {
      const receivedAtMs = now();
      const receivedAt = new Date(receivedAtMs).toISOString();
      const ids = leads.map(() => randomUUID());
      try {
        // As with insert: a failed commit rolled everything back, so trying again cannot store a lead twice.
        return writing((statements) => statements.insertLeads(leads, ids, receivedAtMs)).map((error, index) =>
          error === undefined
            ? { stored: true as const, id: ids[index] as string, receivedAt }
            : { stored: false as const, error },
        );
      } catch (error) {
        // The commit itself failed: none of them is on disk.
        return leads.map(() => ({ stored: false as const, error }));
      }
    },

    getLead(id) {
      const row = current().statements.selectLead.get(id);
      return row && toStoredLead(row);
    },

    listLeads(filter = {}) {
      return current()
        .statements.selectLeads.all({
          since: filter.since ?? null,
          form: filter.form ?? null,
          email: filter.email?.trim().toLowerCase() ?? null,
          phone: filter.phone ?? null,
        })
        .map(toStoredLead);
    },

    deliveriesOf(leadId) {
      return current().statements.selectDeliveries.all(leadId).map(toLeadDelivery);
    },

    countLeads() {
      const counts = { pending: 0, delivered: 0, spam: 0 };
      for (const row of current().statements.countByState.all()) counts[row.delivery_state] = row.count;
      return counts;
    },

    dueDeliveries({ now: at, channels, limit }) {
      const { selectDue } = current().statements;
      return channels
        .flatMap((channel) => selectDue.all({ now: at, channel, limit }))
        .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.lead_order - b.lead_order)
        .slice(0, limit)
        .map((row) => ({ channel: row.channel, attempts: row.attempts, lead: toStoredLead(row) }));
    },

    nextAttemptAt(channels) {
      const { selectNextUnleased, selectLeaseEnd } = current().statements;
      const times = channels.flatMap((channel) => [
        selectNextUnleased.get({ channel })?.next,
        selectLeaseEnd.get({ channel })?.next,
      ]);
      const known = times.filter((time): time is number => typeof time === "number");
      return known.length > 0 ? Math.min(...known) : null;
    },

    claimDelivery(leadId, channel, { now: at, leaseMs, owner }) {
      return writing(
        (statements) =>
          statements.claim.run({ leadId, channel, now: at, leasedUntil: at + leaseMs, owner: owner ?? null })
            .changes === 1,
      );
    },

    releaseLeasesOf(isGone) {
      return writing((statements) => {
        const gone = statements.selectLeaseOwners
          .all()
          .map((row) => row.leased_by)
          .filter(isGone);
        return gone.reduce((freed, owner) => freed + statements.endLeasesOf.run({ owner }).changes, 0);
      });
    },

    markDelivered(leadId, channel, at) {
      writing((statements) => statements.finishDelivery(leadId, channel, "delivered", at, null));
    },

    markFailed(leadId, channel, { error, nextAttemptAt }) {
      writing((statements) =>
        statements.setFailed.run({ leadId, channel, nextAttemptAt, error: error.slice(0, ERROR_LIMIT) }),
      );
    },

    skipPending(channel, { at, reason }) {
      return writing((statements) => statements.skipAllPending(channel, at, reason.slice(0, ERROR_LIMIT)));
    },

    retryPending(at) {
      return writing((statements) => statements.makeDue.run(at).changes);
    },

    eraseLeads(ids, { action, reason }) {
      const erased = writing((statements) =>
        statements.eraseLeads(ids, { action, reason, at: new Date(now()).toISOString() }),
      );
      return { ids: erased, filesCleared: truncateWal(current().db) };
    },

    eraseExpired(cutoffs, reason) {
      const erased = writing((statements) =>
        statements.eraseExpired(cutoffs, { action: "retention purge", reason, at: new Date(now()).toISOString() }),
      );
      return { ids: erased, filesCleared: truncateWal(current().db) };
    },

    privacyAudit() {
      return current().statements.privacyAudit();
    },

    async backupTo(file) {
      // Every page in one step: in steps, a lead written meanwhile would restart the copy, for ever under load.
      await current().db.backup(file, { progress: () => ALL_PAGES });
    },

    close() {
      closed = true;
      if (connection?.db.open) connection.db.close();
      connection = undefined;
    },
  };
  return store;
}

interface LeadConnection {
  db: Database.Database;
  statements: LeadStatements;
}

type LeadStatements = ReturnType<typeof prepareStatements>;

/** One connection with the store's pragmas, an up-to-date schema and its statements prepared. */
function openLeadConnection(
  databasePath: string,
  connect: (databasePath: string) => Database.Database,
): LeadConnection {
  const db = connectLeadDatabase(databasePath, connect);
  try {
    return { db, statements: prepareStatements(db) };
  } catch (error) {
    db.close();
    throw error;
  }
}

function prepareStatements(db: Database.Database) {
  const insertLeadRow = db.prepare(`
    INSERT INTO leads (id, form, fields, received_at, delivery_state, scenario, visitor_name, visitor_email, visitor_phone, seq)
    VALUES (@id, @form, @fields, @receivedAt, @deliveryState, @scenario, @visitor_name, @visitor_email, @visitor_phone, (SELECT IFNULL(MAX(seq), 0) + 1 FROM leads))
  `);
  const insertDelivery = db.prepare(`
    INSERT INTO lead_deliveries (lead_id, channel, state, next_attempt_at) VALUES (?, ?, 'pending', ?)
  `);
  const selectLead = db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?");
  // A person is found by the visitor columns (visitor-columns.ts): the address lowercased, the phone normalised.
  const selectLeads = db.prepare<
    { since: string | null; form: string | null; email: string | null; phone: string | null },
    LeadRow
  >(`
    SELECT * FROM leads
    WHERE (@since IS NULL OR received_at >= @since) AND (@form IS NULL OR form = @form)
      AND (@email IS NULL OR visitor_email = @email)
      AND (@phone IS NULL OR visitor_phone = @phone)
    ORDER BY received_at, rowid
  `);
  const selectDeliveries = db.prepare<[string], DeliveryRow>(
    "SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY channel",
  );
  const countByState = db.prepare<[], { delivery_state: LeadDeliveryState; count: number }>(
    "SELECT delivery_state, COUNT(*) AS count FROM leads GROUP BY delivery_state",
  );
  // Per channel, so each reads only its own slice of the due index (migration 3).
  const selectDue = db.prepare<
    { now: number; channel: DeliveryChannel; limit: number },
    LeadRow & { channel: DeliveryChannel; attempts: number; next_attempt_at: number; lead_order: number }
  >(`
    SELECT leads.*, leads.rowid AS lead_order, d.channel, d.attempts, d.next_attempt_at FROM lead_deliveries AS d JOIN leads ON leads.id = d.lead_id
    WHERE d.channel = @channel AND d.state = 'pending' AND d.next_attempt_at <= @now
      AND (d.leased_until IS NULL OR d.leased_until <= @now)
    ORDER BY d.next_attempt_at, leads.rowid
    LIMIT @limit
  `);
  // When the next attempt can start: the earliest row not held by a lease
  // beyond its own time (leased rows are few, so the index walk stops at
  // once), or else when the earliest lease ends.
  const selectNextUnleased = db.prepare<{ channel: DeliveryChannel }, { next: number }>(`
    SELECT next_attempt_at AS next FROM lead_deliveries
    WHERE channel = @channel AND state = 'pending' AND (leased_until IS NULL OR leased_until <= next_attempt_at)
    ORDER BY next_attempt_at
    LIMIT 1
  `);
  const selectLeaseEnd = db.prepare<{ channel: DeliveryChannel }, { next: number | null }>(`
    SELECT MIN(leased_until) AS next FROM lead_deliveries
    WHERE channel = @channel AND state = 'pending' AND leased_until IS NOT NULL AND leased_until > next_attempt_at
  `);
  const selectLeaseOwners = db.prepare<[], { leased_by: string }>(
    "SELECT DISTINCT leased_by FROM lead_deliveries WHERE state = 'pending' AND leased_until IS NOT NULL AND leased_by IS NOT NULL",
  );
  const endLeasesOf = db.prepare(
    "UPDATE lead_deliveries SET leased_until = NULL, leased_by = NULL WHERE state = 'pending' AND leased_by = @owner",
  );
  const claim = db.prepare(`
    UPDATE lead_deliveries SET leased_until = @leasedUntil, leased_by = @owner
    WHERE lead_id = @leadId AND channel = @channel AND state = 'pending' AND next_attempt_at <= @now
      AND (leased_until IS NULL OR leased_until <= @now)
  `);
  const setDelivered = db.prepare(`
    UPDATE lead_deliveries
    SET state = @state, attempts = attempts + @attempted, delivered_at = @at, last_error = @error, leased_until = NULL
    WHERE lead_id = @leadId AND channel = @channel AND state = 'pending'
  `);
  const setFailed = db.prepare(`
    UPDATE lead_deliveries
    SET attempts = attempts + 1, next_attempt_at = @nextAttemptAt, last_error = @error, leased_until = NULL
    WHERE lead_id = @leadId AND channel = @channel AND state = 'pending'
  `);
  // A lead is delivered once none of its deliveries is still waiting.
  const settleLead = db.prepare(`
    UPDATE leads SET delivery_state = 'delivered', delivered_at = @at
    WHERE id = @leadId AND delivery_state = 'pending'
      AND NOT EXISTS (SELECT 1 FROM lead_deliveries WHERE lead_id = @leadId AND state = 'pending')
  `);
  const makeDue = db.prepare("UPDATE lead_deliveries SET next_attempt_at = ? WHERE state = 'pending'");

  const insertLead = db.transaction((lead: NewLead, id: string, receivedAtMs: number) => {
    insertLeadRow.run({
      id,
      form: lead.form,
      fields: JSON.stringify(lead.fields),
      receivedAt: new Date(receivedAtMs).toISOString(),
      deliveryState: lead.spam ? "spam" : "pending",
      scenario: lead.scenario ? JSON.stringify(lead.scenario) : null,
      ...visitorColumns(lead.form, lead.fields),
    });
    if (!lead.spam) {
      for (const channel of deliveryChannels) insertDelivery.run(id, channel, receivedAtMs);
    }
  });

  const finishDelivery = db.transaction(
    (leadId: string, channel: DeliveryChannel, state: "delivered" | "skipped", at: number, error: string | null) => {
      const atIso = new Date(at).toISOString();
      setDelivered.run({ state, attempted: state === "delivered" ? 1 : 0, at: atIso, error, leadId, channel });
      settleLead.run({ at: atIso, leadId });
    },
  );

  // Group commit: one transaction, a savepoint per lead (a transaction
  // function called inside another is a savepoint in better-sqlite3).
  const insertLeads = db.transaction((leads: readonly NewLead[], ids: readonly string[], receivedAtMs: number) =>
    leads.map((lead, index) => {
      try {
        insertLead(lead, ids[index] as string, receivedAtMs);
        return undefined;
      } catch (error) {
        // Only a lead that breaks a rule of the tables fails alone. A database
        // that cannot write (read-only, full, I/O) fails the whole batch, so
        // that \`writing\` can reopen a read-only connection and try again, and
        // because some of those errors roll back the whole transaction, after
        // which going on would commit the rest one by one.
        if (!db.inTransaction || !/^SQLITE_CONSTRAINT/.test((error as { code?: unknown }).code as string)) throw error;
        return error;
      }
    }),
  );

  const pendingOfChannel = db.prepare<{ channel: DeliveryChannel }, { lead_id: string }>(
    "SELECT lead_id FROM lead_deliveries WHERE channel = @channel AND state = 'pending'",
  );
  const skipAllPending = db.transaction((channel: DeliveryChannel, at: number, reason: string) => {
    const leadIds = pendingOfChannel.all({ channel }).map((row) => row.lead_id);
    for (const leadId of leadIds) finishDelivery(leadId, channel, "skipped", at, reason);
    return leadIds.length;
  });

  return {
    insertLead,
    insertLeads,
    skipAllPending,
    selectLeaseOwners,
    endLeasesOf,
    selectLead,
    selectLeads,
    selectDeliveries,
    countByState,
    selectDue,
    selectNextUnleased,
    selectLeaseEnd,
    claim,
    setFailed,
    finishDelivery,
    makeDue,
    ...prepareErasure(db),
  };
}

/** SQLITE_READONLY and its extended codes (SQLITE_READONLY_DBMOVED, ..._CANTLOCK...), as better-sqlite3 names them. */
function isReadOnlyError(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith("SQLITE_READONLY");
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
