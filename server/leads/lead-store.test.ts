import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadMigrations, migrateLeadDatabase } from "../db/migrations.ts";
import { openLeadStore, type LeadStore } from "./lead-store.ts";
import { sampleInquiry } from "../../tests/support/lead-server/sample-leads.ts";
import { refinanceScenario } from "../../tests/support/sample-scenarios.ts";

const inquiry = sampleInquiry();

let folder: string;
let databasePath: string;
const opened: LeadStore[] = [];

function open(): LeadStore {
  const store = openLeadStore(databasePath);
  opened.push(store);
  return store;
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "lead-store-"));
  // A folder that does not exist yet, as on a fresh machine.
  databasePath = path.join(folder, "data", "leads.sqlite");
});

afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await rm(folder, { recursive: true, force: true });
});

describe("openLeadStore", () => {
  it("creates the folder, the file and the tables on first start", () => {
    open().close();
    expect(existsSync(databasePath)).toBe(true);
    const db = new Database(databasePath, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    const versions = db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
    db.close();
    expect(tables).toEqual(expect.arrayContaining(["leads", "lead_deliveries", "schema_migrations"]));
    expect(versions).toEqual(leadMigrations.map((migration) => migration.version));
  });

  it("applies each migration once, however often the store is opened", () => {
    open().close();
    const db = new Database(databasePath);
    expect(migrateLeadDatabase(db)).toBe(0);
    db.close();
  });

  it("brings a database of the last release up to date, its leads kept with no scenario (migration 8)", () => {
    databasePath = path.join(folder, "from-release-7.sqlite");
    const db = new Database(databasePath);
    migrateLeadDatabase(
      db,
      leadMigrations.filter((migration) => migration.version <= 7),
    );
    db.prepare(
      "INSERT INTO leads (id, form, fields, received_at, delivery_state, seq) VALUES ('old', 'inquiry', ?, '2026-03-01T00:00:00.000Z', 'pending', 1)",
    ).run(JSON.stringify(inquiry.fields));
    db.close();
    const store = open();
    expect(store.getLead("old")).toMatchObject({ fields: inquiry.fields, scenario: null });
    expect(store.getLead(store.insert({ ...inquiry, scenario: refinanceScenario() }).id)?.scenario).toEqual(
      refinanceScenario(),
    );
  });

  it("refuses a database written by a newer server", () => {
    open().close();
    const db = new Database(databasePath);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '2030-01-01')").run();
    db.close();
    expect(() => open()).toThrow(/schema version 999/);
  });

  it("keeps the database in WAL mode, so the command-line tool can read while the server writes", () => {
    open().close();
    const db = new Database(databasePath, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });
});

describe("insert", () => {
  it("keeps a lead after the store is closed and the file reopened", () => {
    const { id, receivedAt } = open().insert(inquiry);
    opened.pop()?.close();
    const lead = open().getLead(id);
    expect(lead).toEqual({
      id,
      form: "inquiry",
      fields: inquiry.fields,
      receivedAt,
      deliveryState: "pending",
      deliveredAt: null,
      scenario: null,
    });
  });

  it("keeps the calculator scenario sent with an inquiry and reads it back as sent", () => {
    const store = open();
    const { id } = store.insert({ ...inquiry, scenario: refinanceScenario() });
    opened.pop()?.close();
    expect(open().getLead(id)?.scenario).toEqual(refinanceScenario());
  });

  it("never reads back a scenario the server did not write: one edited in the file to lead elsewhere is no scenario", () => {
    const store = open();
    const { id } = store.insert({ ...inquiry, scenario: refinanceScenario() });
    const db = new Database(databasePath);
    db.prepare("UPDATE leads SET scenario = ? WHERE id = ?").run(
      JSON.stringify({ ...refinanceScenario(), link: "//evil.example/refinance" }),
      id,
    );
    expect(() => db.prepare("UPDATE leads SET scenario = '{not json' WHERE id = ?").run(id)).toThrow(
      /CHECK constraint failed/,
    );
    db.close();
    expect(store.getLead(id)?.scenario).toBeNull();
    expect(store.listLeads()[0]?.fields).toEqual(inquiry.fields);
  });

  it("gives each lead a random UUID and its received time", () => {
    const store = open();
    const first = store.insert(inquiry);
    const second = store.insert(inquiry);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.id).not.toBe(first.id);
    expect(new Date(first.receivedAt).toISOString()).toBe(first.receivedAt);
  });

  it("stores the lead with a pending e-mail and webhook delivery, due at once", () => {
    const store = openLeadStore(databasePath, { now: () => 1_000_000 });
    opened.push(store);
    const { id } = store.insert(inquiry);
    expect(store.deliveriesOf(id)).toEqual([
      expect.objectContaining({ channel: "email", state: "pending", attempts: 0, nextAttemptAt: 1_000_000 }),
      expect.objectContaining({ channel: "webhook", state: "pending", attempts: 0, nextAttemptAt: 1_000_000 }),
    ]);
  });

  it("stores a spam lead as spam with nothing to deliver", () => {
    const store = open();
    const { id } = store.insert({ ...inquiry, spam: true });
    expect(store.getLead(id)?.deliveryState).toBe("spam");
    expect(store.deliveriesOf(id)).toEqual([]);
    expect(store.dueDeliveries({ now: Date.now() + 1000, channels: ["email", "webhook"], limit: 10 })).toEqual([]);
  });

  it("stores the lead and its outbox rows together or not at all", () => {
    open().close();
    // A failure while writing the outbox row, after the lead row was written.
    const db = new Database(databasePath);
    db.exec("CREATE TRIGGER outbox_fails BEFORE INSERT ON lead_deliveries BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    db.close();
    const store = open();
    expect(() => store.insert(inquiry)).toThrow(/disk full/);
    expect(store.listLeads()).toEqual([]);
  });
});

describe("a database that cannot be written", () => {
  /** Opens read-only while `readOnly` says so, as SQLite opens a file it may not write. */
  function openSwitchable(state: { readOnly: boolean; opened: number }): LeadStore {
    const store = openLeadStore(databasePath, {
      connect: (file) => {
        state.opened += 1;
        return new Database(file, { readonly: state.readOnly });
      },
    });
    opened.push(store);
    return store;
  }

  it("stores the next lead once the file is writable, on a new connection, without a restart", () => {
    open().insert(inquiry);
    opened.pop()?.close();
    const state = { readOnly: true, opened: 0 };
    const store = openSwitchable(state);
    expect(() => store.insert(inquiry)).toThrow(/readonly/);
    expect(store.listLeads()).toHaveLength(1);

    state.readOnly = false;
    const { id } = store.insert(inquiry);
    expect(store.getLead(id)?.deliveryState).toBe("pending");
    expect(store.deliveriesOf(id)).toHaveLength(2);
    // The first connection, one more for each refused write, and the one that wrote.
    expect(state.opened).toBe(3);
  });

  it("is refused once closed, rather than opened again", () => {
    const store = open();
    store.close();
    expect(() => store.insert(inquiry)).toThrow(/closed/);
  });
});

describe("deliveries", () => {
  it("marks the lead delivered only once every channel is done", () => {
    const store = open();
    const { id } = store.insert(inquiry);
    store.markDelivered(id, "email", Date.parse("2026-03-03T03:06:00Z"));
    expect(store.getLead(id)?.deliveryState).toBe("pending");
    expect(store.skipPending("webhook", { at: Date.parse("2026-03-03T03:07:00Z"), reason: "no webhook" })).toBe(1);
    expect(store.getLead(id)).toMatchObject({ deliveryState: "delivered", deliveredAt: "2026-03-03T03:07:00.000Z" });
  });

  it("lets only one worker hold a delivery until its lease runs out", () => {
    const store = open();
    const { id } = store.insert(inquiry);
    const now = Date.now() + 1000;
    expect(store.claimDelivery(id, "email", { now, leaseMs: 60_000 })).toBe(true);
    expect(store.claimDelivery(id, "email", { now, leaseMs: 60_000 })).toBe(false);
    expect(store.dueDeliveries({ now, channels: ["email"], limit: 10 })).toEqual([]);
    expect(store.claimDelivery(id, "email", { now: now + 60_000, leaseMs: 60_000 })).toBe(true);
  });

  it("keeps a failed delivery pending with its attempts, error and next attempt", () => {
    const store = open();
    const { id } = store.insert(inquiry);
    store.markFailed(id, "email", { error: "SMTP_451: try later", nextAttemptAt: 42 });
    expect(store.deliveriesOf(id)[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "SMTP_451: try later",
      nextAttemptAt: 42,
    });
  });

  it("makes every pending delivery due again on retry, and counts them", () => {
    const store = open();
    const first = store.insert(inquiry).id;
    store.insert(inquiry);
    store.markFailed(first, "email", { error: "ECONNREFUSED: down", nextAttemptAt: Number.MAX_SAFE_INTEGER });
    store.markDelivered(first, "webhook", Date.now());
    expect(store.retryPending(123)).toBe(3);
    expect(store.deliveriesOf(first).find((delivery) => delivery.channel === "email")?.nextAttemptAt).toBe(123);
  });

  it("lists leads oldest first, from a date and by form", () => {
    let clock = Date.parse("2026-03-01T00:00:00Z");
    const store = openLeadStore(databasePath, { now: () => clock });
    opened.push(store);
    const early = store.insert(inquiry).id;
    clock = Date.parse("2026-03-05T00:00:00Z");
    const referral = store.insert({ ...inquiry, form: "referral", fields: { from_name: "Sam Ode" } }).id;
    const late = store.insert(inquiry).id;
    expect(store.listLeads().map((lead) => lead.id)).toEqual([early, referral, late]);
    expect(store.listLeads({ since: "2026-03-02T00:00:00.000Z" }).map((lead) => lead.id)).toEqual([referral, late]);
    expect(store.listLeads({ form: "referral" }).map((lead) => lead.id)).toEqual([referral]);
    expect(store.countLeads()).toEqual({ pending: 3, delivered: 0, spam: 0 });
  });
});

describe("insertMany (group commit)", () => {
  it("stores every lead of the batch with its deliveries, each with an id of its own", () => {
    const store = open();
    const outcomes = store.insertMany([
      inquiry,
      { ...inquiry, fields: { ...inquiry.fields, email: "noah@example.com" } },
    ]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([true, true]);
    const ids = outcomes.map((outcome) => (outcome.stored ? outcome.id : ""));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(store.getLead(id)?.deliveryState).toBe("pending");
      expect(store.deliveriesOf(id).map((delivery) => delivery.channel)).toEqual(["email", "webhook"]);
    }
  });

  it("fails alone a lead that breaks a rule of the tables, and stores the others", () => {
    const store = open();
    const broken = { ...inquiry, form: "newsletter" } as unknown as typeof inquiry;
    const outcomes = store.insertMany([inquiry, broken, inquiry]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([true, false, true]);
    expect(store.listLeads()).toHaveLength(2);
  });

  it("stores none of the batch, and says so for each, when the database cannot write", () => {
    // Every connection, the first one once its tables are made, and the one
    // the store reopens on a read-only error, can only read.
    const connections: Database.Database[] = [];
    const store = openLeadStore(databasePath, {
      connect: (file) => {
        const db = new Database(file);
        if (connections.length > 0) db.pragma("query_only = ON");
        connections.push(db);
        return db;
      },
    });
    opened.push(store);
    connections[0]?.pragma("query_only = ON");
    const outcomes = store.insertMany([inquiry, inquiry]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([false, false]);
    expect(new Database(databasePath, { readonly: true }).prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(0);
  });
});

describe("releaseLeasesOf", () => {
  it("frees the deliveries held by owners that are gone, and leaves the others their leases", () => {
    const store = open();
    const [first, second] = store.insertMany([inquiry, inquiry]).map((outcome) => (outcome.stored ? outcome.id : ""));
    const now = Date.now();
    expect(store.claimDelivery(first ?? "", "email", { now, leaseMs: 60_000, owner: "host:1" })).toBe(true);
    expect(store.claimDelivery(second ?? "", "email", { now, leaseMs: 60_000, owner: "host:2" })).toBe(true);

    expect(store.releaseLeasesOf((owner) => owner === "host:1")).toBe(1);
    expect(store.dueDeliveries({ now, channels: ["email"], limit: 10 }).map((due) => due.lead.id)).toEqual([first]);
  });
});
