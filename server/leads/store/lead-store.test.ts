import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase, type OpenDatabaseOptions } from "../../db/database.ts";
import { leadMigrations, migrateLeadDatabase } from "../../db/migrations.ts";
import { openLeadStore, type LeadStore } from "./lead-store.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { leadStoreTest } from "../../../tests/support/lead-store-per-test.ts";
import { refinanceScenario } from "../../../tests/support/sample-scenarios.ts";

const inquiry = sampleInquiry();
const test = leadStoreTest(1_000_000);

describe("the SQLite file (SQLite only)", () => {
  let folder: string;
  let databasePath: string;
  const opened: AppDatabase[] = [];

  async function open(options: OpenDatabaseOptions = {}): Promise<LeadStore> {
    const database = await openDatabase({ engine: "sqlite", path: databasePath }, options);
    opened.push(database);
    return openLeadStore(database);
  }

  async function closeAll(): Promise<void> {
    for (const database of opened.splice(0)) await database.close();
  }

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "lead-store-"));
    // A folder that does not exist yet, as on a fresh machine.
    databasePath = path.join(folder, "data", "leads.sqlite");
  });

  afterEach(async () => {
    await closeAll();
    await rm(folder, { recursive: true, force: true });
  });

  it("creates the folder, the file and the tables on first start", async () => {
    await open();
    await closeAll();
    expect(existsSync(databasePath)).toBe(true);
    const db = new Database(databasePath, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    const versions = db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
    db.close();
    expect(tables).toEqual(expect.arrayContaining(["leads", "lead_deliveries", "schema_migrations"]));
    expect(versions).toEqual(leadMigrations.map((migration) => migration.version));
  });

  it("applies each migration once, however often the database is opened", async () => {
    await open();
    await closeAll();
    const db = new Database(databasePath);
    expect(migrateLeadDatabase(db)).toBe(0);
    db.close();
  });

  it("brings a database of the last release up to date, its leads kept with no scenario (migration 8)", async () => {
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
    const store = await open();
    expect(await store.getLead("old")).toMatchObject({ fields: inquiry.fields, scenario: null });
    const { id } = await store.insert({ ...inquiry, scenario: refinanceScenario() });
    expect((await store.getLead(id))?.scenario).toEqual(refinanceScenario());
  });

  it("refuses a database written by a newer server", async () => {
    await open();
    await closeAll();
    const db = new Database(databasePath);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '2030-01-01')").run();
    db.close();
    await expect(open()).rejects.toThrow(/schema version 999/);
  });

  it("keeps the database in WAL mode, so the command-line tool can read while the server writes", async () => {
    await open();
    await closeAll();
    const db = new Database(databasePath, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("keeps a lead after the database is closed and the file reopened", async () => {
    const { id, receivedAt } = await (await open()).insert(inquiry);
    await closeAll();
    expect(await (await open()).getLead(id)).toEqual({
      id,
      form: "inquiry",
      fields: inquiry.fields,
      receivedAt,
      deliveryState: "pending",
      deliveredAt: null,
      scenario: null,
    });
  });

  it("never reads back a scenario the server did not write: one edited in the file to lead elsewhere is no scenario", async () => {
    const store = await open();
    const { id } = await store.insert({ ...inquiry, scenario: refinanceScenario() });
    const db = new Database(databasePath);
    db.prepare("UPDATE leads SET scenario = ? WHERE id = ?").run(
      JSON.stringify({ ...refinanceScenario(), link: "//evil.example/refinance" }),
      id,
    );
    expect(() => db.prepare("UPDATE leads SET scenario = '{not json' WHERE id = ?").run(id)).toThrow(
      /CHECK constraint failed/,
    );
    db.close();
    expect((await store.getLead(id))?.scenario).toBeNull();
    expect((await store.listLeads())[0]?.fields).toEqual(inquiry.fields);
  });

  it("stores the lead and its outbox rows together or not at all", async () => {
    await open();
    await closeAll();
    // A failure while writing the outbox row, after the lead row was written.
    const db = new Database(databasePath);
    db.exec("CREATE TRIGGER outbox_fails BEFORE INSERT ON lead_deliveries BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    db.close();
    const store = await open();
    await expect(store.insert(inquiry)).rejects.toThrow(/disk full/);
    expect(await store.listLeads()).toEqual([]);
  });

  it("stores the next lead once the file is writable, on a new connection, without a restart", async () => {
    await (await open()).insert(inquiry);
    await closeAll();
    const state = { readOnly: true, opened: 0 };
    const store = await open({
      connectSqlite: (file) => {
        state.opened += 1;
        return new Database(file, { readonly: state.readOnly });
      },
    });
    await expect(store.insert(inquiry)).rejects.toThrow(/readonly/);
    expect(await store.listLeads()).toHaveLength(1);

    state.readOnly = false;
    const { id } = await store.insert(inquiry);
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
    expect(await store.deliveriesOf(id)).toHaveLength(2);
    // The first connection, one more for the refused write, and the one that wrote.
    expect(state.opened).toBe(3);
  });

  it("stores none of the batch, and says so for each, when the database cannot write", async () => {
    // Every connection, the first one once its tables are made, and the one
    // the database reopens on a read-only error, can only read.
    let connections = 0;
    const store = await open({
      connectSqlite: (file) => {
        const db = new Database(file);
        if (connections > 0) db.pragma("query_only = ON");
        connections += 1;
        return db;
      },
    });
    opened[0]?.sqlite?.pragma("query_only = ON");
    const outcomes = await store.insertMany([inquiry, inquiry]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([false, false]);
    expect(new Database(databasePath, { readonly: true }).prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(0);
  });
});

describe("insert", () => {
  test("keeps the calculator scenario sent with an inquiry and reads it back as sent", async ({ store }) => {
    const { id } = await store.insert({ ...inquiry, scenario: refinanceScenario() });
    expect((await store.getLead(id))?.scenario).toEqual(refinanceScenario());
  });

  test("gives each lead a random UUID and its received time", async ({ store }) => {
    const first = await store.insert(inquiry);
    const second = await store.insert(inquiry);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.id).not.toBe(first.id);
    expect(new Date(first.receivedAt).toISOString()).toBe(first.receivedAt);
  });

  test("stores the lead with a pending e-mail and webhook delivery, due at once", async ({ store }) => {
    const { id } = await store.insert(inquiry);
    expect(await store.deliveriesOf(id)).toEqual([
      expect.objectContaining({ channel: "email", state: "pending", attempts: 0, nextAttemptAt: 1_000_000 }),
      expect.objectContaining({ channel: "webhook", state: "pending", attempts: 0, nextAttemptAt: 1_000_000 }),
    ]);
  });

  test("stores a spam lead as spam with nothing to deliver", async ({ store }) => {
    const { id } = await store.insert({ ...inquiry, spam: true });
    expect((await store.getLead(id))?.deliveryState).toBe("spam");
    expect(await store.deliveriesOf(id)).toEqual([]);
    expect(await store.dueDeliveries({ now: Date.now() + 1000, channels: ["email", "webhook"], limit: 10 })).toEqual(
      [],
    );
  });

  test("numbers the leads in the order they arrived", async ({ store, database }) => {
    for (let count = 0; count < 3; count += 1) await store.insert(inquiry);
    await store.insertMany([inquiry, inquiry]);
    const rows = await database.db.selectFrom("leads").select("seq").orderBy("seq").execute();
    expect(rows.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5]);
  });

  test("is refused once closed, rather than opened again", async ({ store }) => {
    store.close();
    await expect(store.insert(inquiry)).rejects.toThrow(/closed/);
  });
});

describe("deliveries", () => {
  test("marks the lead delivered only once every channel is done", async ({ store }) => {
    const { id } = await store.insert(inquiry);
    await store.markDelivered(id, "email", Date.parse("2026-03-03T03:06:00Z"));
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
    expect(await store.skipPending("webhook", { at: Date.parse("2026-03-03T03:07:00Z"), reason: "no webhook" })).toBe(
      1,
    );
    expect(await store.getLead(id)).toMatchObject({
      deliveryState: "delivered",
      deliveredAt: "2026-03-03T03:07:00.000Z",
    });
  });

  test("lets only one worker hold a delivery until its lease runs out", async ({ store }) => {
    const { id } = await store.insert(inquiry);
    const now = Date.now() + 1000;
    expect(await store.claimDelivery(id, "email", { now, leaseMs: 60_000 })).toBe(true);
    expect(await store.claimDelivery(id, "email", { now, leaseMs: 60_000 })).toBe(false);
    expect(await store.dueDeliveries({ now, channels: ["email"], limit: 10 })).toEqual([]);
    expect(await store.claimDelivery(id, "email", { now: now + 60_000, leaseMs: 60_000 })).toBe(true);
  });

  test("gives a delivery claimed by many workers at once to exactly one", async ({ store }) => {
    const { id } = await store.insert(inquiry);
    const now = Date.now() + 1000;
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, worker) =>
        store.claimDelivery(id, "email", { now, leaseMs: 60_000, owner: `host:${worker}` }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  test("keeps a failed delivery pending with its attempts, error and next attempt", async ({ store }) => {
    const { id } = await store.insert(inquiry);
    await store.markFailed(id, "email", { error: "SMTP_451: try later", nextAttemptAt: 42 });
    expect((await store.deliveriesOf(id))[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "SMTP_451: try later",
      nextAttemptAt: 42,
    });
  });

  test("makes every pending delivery due again on retry, and counts them", async ({ store }) => {
    const first = (await store.insert(inquiry)).id;
    await store.insert(inquiry);
    await store.markFailed(first, "email", { error: "ECONNREFUSED: down", nextAttemptAt: Number.MAX_SAFE_INTEGER });
    await store.markDelivered(first, "webhook", Date.now());
    expect(await store.retryPending(123)).toBe(3);
    expect((await store.deliveriesOf(first)).find((delivery) => delivery.channel === "email")?.nextAttemptAt).toBe(123);
  });

  test("lists leads oldest first, from a date and by form", async ({ store, clock }) => {
    clock.now = Date.parse("2026-03-01T00:00:00Z");
    const early = (await store.insert(inquiry)).id;
    clock.now = Date.parse("2026-03-05T00:00:00Z");
    const referral = (await store.insert({ ...inquiry, form: "referral", fields: { from_name: "Sam Ode" } })).id;
    const late = (await store.insert(inquiry)).id;
    const ids = async (filter?: Parameters<LeadStore["listLeads"]>[0]) =>
      (await store.listLeads(filter)).map((lead) => lead.id);
    expect(await ids()).toEqual([early, referral, late]);
    expect(await ids({ since: "2026-03-02T00:00:00.000Z" })).toEqual([referral, late]);
    expect(await ids({ form: "referral" })).toEqual([referral]);
    expect(await store.countLeads()).toEqual({ pending: 3, delivered: 0, spam: 0 });
  });

  test("finds a person's leads by the e-mail address in any case, or the phone, of either form", async ({ store }) => {
    const mine = (await store.insert(inquiry)).id;
    const referred = (
      await store.insert({
        form: "referral",
        fields: { from_name: "Mia Tran", from_email: "Mia.Tran@Example.com", from_phone: "+61412345678" },
        spam: false,
      })
    ).id;
    await store.insert({
      ...inquiry,
      fields: { ...inquiry.fields, email: "noah@example.com", mobile: "+61400000001" },
    });
    const ids = async (filter: Parameters<LeadStore["listLeads"]>[0]) =>
      (await store.listLeads(filter)).map((lead) => lead.id);
    expect(await ids({ email: "MIA.TRAN@example.com" })).toEqual([mine, referred]);
    expect(await ids({ phone: "+61412345678" })).toEqual([mine, referred]);
  });
});

describe("insertMany (group commit)", () => {
  test("stores every lead of the batch with its deliveries, each with an id of its own", async ({ store }) => {
    const outcomes = await store.insertMany([
      inquiry,
      { ...inquiry, fields: { ...inquiry.fields, email: "noah@example.com" } },
    ]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([true, true]);
    const ids = outcomes.map((outcome) => (outcome.stored ? outcome.id : ""));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect((await store.getLead(id))?.deliveryState).toBe("pending");
      expect((await store.deliveriesOf(id)).map((delivery) => delivery.channel)).toEqual(["email", "webhook"]);
    }
  });

  test("fails alone a lead that breaks a rule of the tables, and stores the others", async ({ store }) => {
    const broken = { ...inquiry, form: "newsletter" } as unknown as typeof inquiry;
    const outcomes = await store.insertMany([inquiry, broken, inquiry]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([true, false, true]);
    expect(await store.listLeads()).toHaveLength(2);
  });

  test("numbers a batch's leads in the order they came, after the leads stored before, however many", async ({
    store,
    database,
  }) => {
    await store.insert(inquiry);
    const batch = Array.from({ length: 230 }, (_, index) => ({
      ...inquiry,
      fields: { ...inquiry.fields, email: `visitor${index}@example.com` },
    }));
    const outcomes = await store.insertMany(batch);
    expect(outcomes.every((outcome) => outcome.stored)).toBe(true);
    const rows = await database.db.selectFrom("leads").select(["seq", "visitor_email"]).orderBy("seq").execute();
    expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 231 }, (_, index) => index + 1));
    expect(rows.slice(1).map((row) => row.visitor_email)).toEqual(batch.map((lead) => lead.fields.email));
    expect(
      await database.db
        .selectFrom("lead_deliveries")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst(),
    ).toEqual({ n: 462 });
  });

  test("stores none of the batch, and says so for each, when the database is closed", async ({ store, database }) => {
    await store.insert(inquiry);
    await database.close();
    const outcomes = await store.insertMany([inquiry, inquiry]);
    expect(outcomes.map((outcome) => outcome.stored)).toEqual([false, false]);
  });
});

describe("releaseLeasesOf", () => {
  test("frees the deliveries held by owners that are gone, and leaves the others their leases", async ({ store }) => {
    const [first, second] = (await store.insertMany([inquiry, inquiry])).map((outcome) =>
      outcome.stored ? outcome.id : "",
    );
    const now = Date.now();
    expect(await store.claimDelivery(first ?? "", "email", { now, leaseMs: 60_000, owner: "host:1" })).toBe(true);
    expect(await store.claimDelivery(second ?? "", "email", { now, leaseMs: 60_000, owner: "host:2" })).toBe(true);

    expect(await store.releaseLeasesOf((owner) => owner === "host:1")).toBe(1);
    expect((await store.dueDeliveries({ now, channels: ["email"], limit: 10 })).map((due) => due.lead.id)).toEqual([
      first,
    ]);
  });
});
