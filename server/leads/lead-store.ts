/**
 * Where every lead is kept: one SQLite file, with an outbox row per delivery
 * channel written in the same transaction as the lead, so a lead that was
 * answered "OK" is always on disk and always has its deliveries waiting.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { LeadFormName } from "../../contracts/lead-protocol.ts";
import { migrateLeadDatabase } from "./lead-migrations.ts";

export type DeliveryChannel = "email" | "webhook";
/** Every channel gets an outbox row; one that is not configured when due is skipped (see lead-outbox.ts). */
export const deliveryChannels: readonly DeliveryChannel[] = ["email", "webhook"];

export type LeadDeliveryState = "pending" | "delivered" | "spam";

export interface NewLead {
  form: LeadFormName;
  /** Validated, normalised field values (from the shared schema). */
  fields: Record<string, string>;
  /** Hash of the IP, never the IP (see hashIp). */
  ipHash: string;
  userAgent: string | null;
  /** Honeypot filled: stored, never delivered. */
  spam: boolean;
}

export interface StoredLead {
  id: string;
  form: LeadFormName;
  fields: Record<string, string>;
  receivedAt: string;
  ipHash: string;
  userAgent: string | null;
  deliveryState: LeadDeliveryState;
  deliveredAt: string | null;
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

export interface LeadFilter {
  /** An ISO instant: leads received at or after it. */
  since?: string;
  form?: LeadFormName;
}

export interface LeadStore {
  readonly databasePath: string;
  /** Stores the lead and its outbox rows in one transaction; returns only once committed; throws if it could not store it. */
  insert(lead: NewLead): { id: string; receivedAt: string };
  getLead(id: string): StoredLead | undefined;
  /** Oldest first. */
  listLeads(filter?: LeadFilter): StoredLead[];
  deliveriesOf(leadId: string): LeadDelivery[];
  countLeads(): Record<LeadDeliveryState, number>;
  /** Pending deliveries on these channels that are due and not taken by a worker, oldest lead first. */
  dueDeliveries(options: { now: number; channels: readonly DeliveryChannel[]; limit: number }): DueDelivery[];
  /** When the next pending delivery on these channels can be tried (epoch ms), or null when none is pending. */
  nextAttemptAt(channels: readonly DeliveryChannel[]): number | null;
  /** Takes a due delivery for one worker until `now + leaseMs`; false when it is no longer due or another worker has it. */
  claimDelivery(leadId: string, channel: DeliveryChannel, lease: { now: number; leaseMs: number }): boolean;
  markDelivered(leadId: string, channel: DeliveryChannel, at: number): void;
  markFailed(leadId: string, channel: DeliveryChannel, failure: { error: string; nextAttemptAt: number }): void;
  /** For a channel with nothing configured: nothing to deliver to, so the lead no longer waits for it. */
  markSkipped(leadId: string, channel: DeliveryChannel, skip: { at: number; reason: string }): void;
  /** Makes every pending delivery due at `now`; returns how many. */
  retryPending(now: number): number;
  /**
   * The salt of this installation's IP hashes: made at random on first use and
   * kept in the database, so no two sites share one and it survives restarts.
   */
  ipHashSalt(): string;
  close(): void;
}

interface LeadRow {
  id: string;
  form: LeadFormName;
  fields: string;
  received_at: string;
  ip_hash: string;
  user_agent: string | null;
  delivery_state: LeadDeliveryState;
  delivered_at: string | null;
}

interface DeliveryRow {
  lead_id: string;
  channel: DeliveryChannel;
  state: LeadDelivery["state"];
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

/** Enough to tell browsers from bots; a longer header is not worth keeping. */
const USER_AGENT_LIMIT = 512;
const ERROR_LIMIT = 1000;

/**
 * Opens (and on first start creates) the lead database: its folder, its file
 * and its tables.
 *
 * Durability: WAL with synchronous=FULL. WAL lets the command-line tool read
 * while the server writes; FULL makes every commit wait for the WAL to reach
 * the disk, so a lead we answered "OK" for survives a power cut too, not only
 * a crash of the process (NORMAL in WAL mode can lose the last commits on
 * power loss). At a brokerage's lead volume the extra fsync costs nothing.
 */
export function openLeadStore(databasePath: string, options: { now?: () => number } = {}): LeadStore {
  const now = options.now ?? Date.now;
  // The leads are personal information: the folder is the server's own.
  mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true, mode: 0o700 });
  const db = new Database(databasePath, { timeout: 5000 });
  try {
    const journalMode = db.pragma("journal_mode = WAL", { simple: true });
    if (journalMode !== "wal") throw new Error(`The lead database at ${databasePath} cannot use WAL (journal mode ${String(journalMode)}).`);
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrateLeadDatabase(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insertLead = db.prepare(`
    INSERT INTO leads (id, form, fields, received_at, ip_hash, user_agent, delivery_state)
    VALUES (@id, @form, @fields, @receivedAt, @ipHash, @userAgent, @deliveryState)
  `);
  const insertDelivery = db.prepare(`
    INSERT INTO lead_deliveries (lead_id, channel, state, next_attempt_at) VALUES (?, ?, 'pending', ?)
  `);
  const selectLead = db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?");
  const selectLeads = db.prepare<{ since: string | null; form: string | null }, LeadRow>(`
    SELECT * FROM leads
    WHERE (@since IS NULL OR received_at >= @since) AND (@form IS NULL OR form = @form)
    ORDER BY received_at, rowid
  `);
  const selectDeliveries = db.prepare<[string], DeliveryRow>("SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY channel");
  const countByState = db.prepare<[], { delivery_state: LeadDeliveryState; count: number }>(
    "SELECT delivery_state, COUNT(*) AS count FROM leads GROUP BY delivery_state",
  );
  const selectDue = db.prepare<{ now: number; channels: string; limit: number }, LeadRow & { channel: DeliveryChannel; attempts: number }>(`
    SELECT leads.*, d.channel, d.attempts FROM lead_deliveries AS d JOIN leads ON leads.id = d.lead_id
    WHERE d.state = 'pending' AND d.next_attempt_at <= @now
      AND (d.leased_until IS NULL OR d.leased_until <= @now)
      AND d.channel IN (SELECT value FROM json_each(@channels))
    ORDER BY leads.received_at, leads.rowid, d.channel
    LIMIT @limit
  `);
  const selectNextAttempt = db.prepare<{ channels: string }, { next: number | null }>(`
    SELECT MIN(MAX(next_attempt_at, COALESCE(leased_until, 0))) AS next FROM lead_deliveries
    WHERE state = 'pending' AND channel IN (SELECT value FROM json_each(@channels))
  `);
  const claim = db.prepare(`
    UPDATE lead_deliveries SET leased_until = @leasedUntil
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

  const insertTransaction = db.transaction((lead: NewLead, id: string, receivedAtMs: number) => {
    insertLead.run({
      id,
      form: lead.form,
      fields: JSON.stringify(lead.fields),
      receivedAt: new Date(receivedAtMs).toISOString(),
      ipHash: lead.ipHash,
      userAgent: lead.userAgent?.slice(0, USER_AGENT_LIMIT) ?? null,
      deliveryState: lead.spam ? "spam" : "pending",
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

  return {
    databasePath,

    insert(lead) {
      const id = randomUUID();
      const receivedAtMs = now();
      insertTransaction(lead, id, receivedAtMs);
      return { id, receivedAt: new Date(receivedAtMs).toISOString() };
    },

    getLead(id) {
      const row = selectLead.get(id);
      return row && toStoredLead(row);
    },

    listLeads(filter = {}) {
      return selectLeads.all({ since: filter.since ?? null, form: filter.form ?? null }).map(toStoredLead);
    },

    deliveriesOf(leadId) {
      return selectDeliveries.all(leadId).map((row) => ({
        leadId: row.lead_id,
        channel: row.channel,
        state: row.state,
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
        lastError: row.last_error,
        deliveredAt: row.delivered_at,
      }));
    },

    countLeads() {
      const counts = { pending: 0, delivered: 0, spam: 0 };
      for (const row of countByState.all()) counts[row.delivery_state] = row.count;
      return counts;
    },

    dueDeliveries({ now: at, channels, limit }) {
      return selectDue.all({ now: at, channels: JSON.stringify(channels), limit }).map((row) => ({
        channel: row.channel,
        attempts: row.attempts,
        lead: toStoredLead(row),
      }));
    },

    nextAttemptAt(channels) {
      return selectNextAttempt.get({ channels: JSON.stringify(channels) })?.next ?? null;
    },

    claimDelivery(leadId, channel, { now: at, leaseMs }) {
      return claim.run({ leadId, channel, now: at, leasedUntil: at + leaseMs }).changes === 1;
    },

    markDelivered(leadId, channel, at) {
      finishDelivery(leadId, channel, "delivered", at, null);
    },

    markFailed(leadId, channel, { error, nextAttemptAt }) {
      setFailed.run({ leadId, channel, nextAttemptAt, error: error.slice(0, ERROR_LIMIT) });
    },

    markSkipped(leadId, channel, { at, reason }) {
      finishDelivery(leadId, channel, "skipped", at, reason.slice(0, ERROR_LIMIT));
    },

    retryPending(at) {
      return makeDue.run(at).changes;
    },

    ipHashSalt() {
      // INSERT OR IGNORE, then read: two processes starting together agree on one salt.
      db.prepare("INSERT OR IGNORE INTO installation_secrets (name, value) VALUES ('ip-hash-salt', ?)").run(randomBytes(32).toString("hex"));
      return db.prepare<[], { value: string }>("SELECT value FROM installation_secrets WHERE name = 'ip-hash-salt'").get()?.value ?? "";
    },

    close() {
      if (db.open) db.close();
    },
  };
}

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    fields: JSON.parse(row.fields) as Record<string, string>,
    receivedAt: row.received_at,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    deliveryState: row.delivery_state,
    deliveredAt: row.delivered_at,
  };
}

/**
 * The visitor's address as a keyed hash: enough to see one address sending
 * many leads, useless for finding who it was without the salt. An IPv4
 * address reached over IPv6 ("::ffff:203.0.113.9") hashes as itself.
 */
export function hashIp(ip: string, salt: string): string {
  const address = ip.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return createHmac("sha256", salt).update(address).digest("hex");
}

/** Who sent the lead, in the form's own fields: the name and the address to answer. */
export function leadVisitor(lead: Pick<StoredLead, "form" | "fields">): { name: string; email: string | undefined } {
  const { fields } = lead;
  if (lead.form === "inquiry") {
    const name = [fields.firstName, fields.lastName].filter(Boolean).join(" ");
    return { name, email: fields.email };
  }
  return { name: fields.from_name ?? "", email: fields.from_email };
}
