import { sql } from "kysely";
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest as test } from "../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "./database.ts";
import { migrations } from "./migrations/index.ts";
import { visitorColumns } from "../leads/store/visitor-columns.ts";

const newest = migrations.at(-1)?.version ?? 0;
const postgresOnly = test.skipIf(databaseEngine !== "postgres");

async function recordedSteps(database: AppDatabase): Promise<number[]> {
  const rows = await database.db.selectFrom("schema_migrations").select("version").orderBy("version").execute();
  return rows.map((row) => row.version);
}

const inquiry = {
  firstName: "Mia",
  lastName: "Nguyen",
  email: "mia.nguyen@example.com",
  mobile: "+61412345678",
  enquiryType: "first-home",
  reference: "Google",
  message: "Looking at a first home in Ballarat",
};

async function addLead(database: AppDatabase, id: string, seq: number, receivedAt = "2026-11-02T01:00:00.000Z") {
  await database.db
    .insertInto("leads")
    .values({
      id,
      form: "inquiry",
      fields: JSON.stringify(inquiry),
      received_at: receivedAt,
      delivery_state: "pending",
      delivered_at: null,
      seq,
      assigned_to: null,
      read_at: null,
      scenario: null,
      ...visitorColumns("inquiry", inquiry),
    })
    .execute();
}

async function addStaff(database: AppDatabase, email: string): Promise<number> {
  const row = await database.db
    .insertInto("staff")
    .values({
      email,
      name: "Priya",
      role: "broker",
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      enrolment_token_hash: null,
      enrolment_expires_at: null,
      enrolled_at: null,
      disabled_at: null,
      created_at: "2026-11-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`the database on ${databaseEngine}`, () => {
  test("opens with every schema step applied, each recorded once", async ({ database }) => {
    expect(database.engine).toBe(databaseEngine);
    expect(await recordedSteps(database)).toEqual(migrations.map((migration) => migration.version));
  });

  test("keeps a lead and its delivery and reads them back, numbers as numbers", async ({ database }) => {
    await addLead(database, "lead-1", 1);
    await database.db
      .insertInto("lead_deliveries")
      .values({
        lead_id: "lead-1",
        channel: "email",
        state: "pending",
        next_attempt_at: 1_795_000_000_000,
        leased_until: null,
        leased_by: null,
        last_error: null,
        delivered_at: null,
      })
      .execute();

    const lead = await database.db
      .selectFrom("leads")
      .select(["id", "fields", "status", "enquiry_type", "reference", "seq"])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      id: "lead-1",
      fields: JSON.stringify(inquiry),
      status: "new",
      enquiry_type: "first-home",
      reference: "Google",
      seq: 1,
    });
    const delivery = await database.db
      .selectFrom("lead_deliveries")
      .select(["next_attempt_at", "attempts"])
      .executeTakeFirstOrThrow();
    expect(delivery).toEqual({ next_attempt_at: 1_795_000_000_000, attempts: 0 });
    const { count } = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  for (const turn of ["first", "second"]) {
    test(`starts empty, identities from 1, whatever the test before left (${turn})`, async ({ database, location }) => {
      expect(await database.db.selectFrom("leads").select("id").execute()).toEqual([]);
      expect(await addStaff(database, "priya@kestrelridge.example")).toBe(1);
      await addLead(database, "lead-1", 1);
      // A second server the test forgets to close: its database is not handed on with it open.
      await openDatabase(location);
    });
  }

  test("refuses a lead whose fields are not JSON", async ({ database }) => {
    await expect(
      database.db
        .insertInto("leads")
        .values({
          id: "lead-1",
          form: "inquiry",
          fields: "{not json",
          received_at: "2026-11-02T01:00:00.000Z",
          delivery_state: "pending",
          delivered_at: null,
          seq: 1,
          assigned_to: null,
          read_at: null,
          scenario: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  test("keeps how long a lead waited for its first change of status", async ({ database }) => {
    await addLead(database, "lead-1", 1, "2026-11-02T01:00:00.000Z");
    const staffId = await addStaff(database, "priya@kestrelridge.example");
    for (const [at, to] of [
      ["2026-11-02T01:02:03.250Z", "contacted"],
      ["2026-11-02T05:00:00.000Z", "qualified"],
    ] as const) {
      await database.db
        .insertInto("lead_status_changes")
        .values({ lead_id: "lead-1", staff_id: staffId, at, from_status: "new", to_status: to })
        .execute();
    }
    const lead = await database.db.selectFrom("leads").select("first_response_ms").executeTakeFirstOrThrow();
    expect(lead.first_response_ms).toBe(123_250);
  });

  test("holds one staff account per e-mail address, whatever its case", async ({ database }) => {
    await addStaff(database, "priya@kestrelridge.example");
    await expect(addStaff(database, "Priya@KestrelRidge.example")).rejects.toThrow();
  });

  test("brings a database of an older schema up to date, keeping its leads", async ({ emptyLocation }) => {
    const older = await openDatabase(emptyLocation, { migrations: migrations.filter((step) => step.version <= 5) });
    try {
      for (const [id, receivedAt] of [
        ["lead-b", "2026-11-03T00:00:00.000Z"],
        ["lead-a", "2026-11-02T00:00:00.000Z"],
      ]) {
        await sql`INSERT INTO leads (id, form, fields, received_at, delivery_state)
          VALUES (${id}, 'inquiry', ${JSON.stringify(inquiry)}, ${receivedAt}, 'pending')`.execute(older.db);
      }
      expect(await recordedSteps(older)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await older.close();
    }

    const database = await openDatabase(emptyLocation);
    try {
      expect(await recordedSteps(database)).toEqual(migrations.map((migration) => migration.version));
      const leads = await database.db
        .selectFrom("leads")
        .select(["id", "seq", "enquiry_type", "status"])
        .orderBy("seq")
        .execute();
      expect(leads).toEqual([
        { id: "lead-a", seq: 1, enquiry_type: "first-home", status: "new" },
        { id: "lead-b", seq: 2, enquiry_type: "first-home", status: "new" },
      ]);
    } finally {
      await database.close();
    }
  });

  test("refuses, in one line, a database a newer server wrote", async ({ location, database }) => {
    await database.db
      .insertInto("schema_migrations")
      .values({ version: newest + 1, name: "from the future", applied_at: "2027-01-01T00:00:00.000Z" })
      .execute();
    await database.close();

    const attempt = openDatabase(location);
    await expect(attempt).rejects.toThrow(
      `The lead database is at schema version ${newest + 1}, newer than this server knows (${newest}); run a newer server.`,
    );
  });

  test("migrates once when two servers start together on a new database", async ({ emptyLocation }) => {
    const [first, second] = await Promise.all([openDatabase(emptyLocation), openDatabase(emptyLocation)]);
    try {
      expect(await recordedSteps(first)).toEqual(migrations.map((migration) => migration.version));
      expect(await recordedSteps(second)).toEqual(migrations.map((migration) => migration.version));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("PostgreSQL's search of the leads", () => {
  async function found(database: AppDatabase, words: string): Promise<string[]> {
    const query = words
      .split(/\s+/)
      .map((word) => `${word}:*`)
      .join(" & ");
    const rows = await sql<{ id: string }>`
      SELECT id FROM leads WHERE search_vector @@ to_tsquery('simple', ${query}) ORDER BY seq
    `.execute(database.db);
    return rows.rows.map((row) => row.id);
  }

  postgresOnly("matches the start of each word of the name, e-mail, phone and message", async ({ database }) => {
    await addLead(database, "lead-1", 1);
    expect(await found(database, "mi")).toEqual(["lead-1"]);
    expect(await found(database, "nguy")).toEqual(["lead-1"]);
    expect(await found(database, "example")).toEqual(["lead-1"]);
    expect(await found(database, "ballarat first")).toEqual(["lead-1"]);
    expect(await found(database, "0412")).toEqual(["lead-1"]);
    expect(await found(database, "61412")).toEqual(["lead-1"]);
    expect(await found(database, "iarat")).toEqual([]);
    expect(await found(database, "mia smith")).toEqual([]);
  });
});

describe("PostgreSQL that cannot be used", () => {
  function withPassword(url: string, password: string): string {
    const changed = new URL(url);
    changed.password = password;
    return changed.toString();
  }

  postgresOnly(
    "stops on a refused login with one line naming DATABASE_URL, never the password",
    async ({ location }) => {
      if (location.engine !== "postgres") return;
      const attempt = openDatabase({ engine: "postgres", url: withPassword(location.url, "Wrong-Secret-42") });
      await expect(attempt).rejects.toThrow(/^Invalid server setting: DATABASE_URL: .*password authentication failed/);
      const message = await attempt.catch((error: Error) => error.message);
      expect(message).not.toContain("Wrong-Secret-42");
      expect(message).not.toContain(new URL(location.url).password);
      expect(message).not.toContain("\n");
    },
  );

  postgresOnly("stops when the server cannot be reached, in one line", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const attempt = openDatabase({ engine: "postgres", url: `postgres://kestrel:Secret-42@${host}:1/leads` });
      const message = await attempt.then(
        () => "opened",
        (error: Error) => error.message,
      );
      expect(message).toMatch(
        /^Invalid server setting: DATABASE_URL: cannot use PostgreSQL at postgres:\/\/kestrel:\*\*\*@/,
      );
      expect(message).toMatch(/ECONNREFUSED/);
      expect(message).not.toContain("Secret-42");
      expect(message).not.toContain("\n");
    }
  });

  postgresOnly("stops on a database that does not exist, naming it", async ({ location }) => {
    if (location.engine !== "postgres") return;
    const url = new URL(location.url);
    url.pathname = "/no_such_database";
    await expect(openDatabase({ engine: "postgres", url: url.toString() })).rejects.toThrow(
      /DATABASE_URL: .*database "no_such_database" does not exist/,
    );
  });
});

describe("PostgreSQL that goes away while the server runs", () => {
  postgresOnly(
    "does not end the process when its connections are cut, and answers again once they can be made",
    async ({ database, location }) => {
      // A connection a request holds between two statements, and one idle in the pool.
      const held = await database.db.startTransaction().execute();
      await sql`SELECT 1`.execute(held);
      await sql`SELECT 1`.execute(database.db);

      // What a server's restart or fail-over does to every connection: "terminating connection due to administrator command".
      const other = await openDatabase(location, { poolSize: 1 });
      try {
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(other.db);
      } finally {
        await other.close();
      }

      // The held one's next statement fails (its request answers 503); nothing is thrown anywhere else.
      await expect(sql`SELECT 1`.execute(held)).rejects.toThrow();
      await held
        .rollback()
        .execute()
        .catch(() => undefined);
      // The idle connection learns of its end when the server's notice arrives:
      // a query that takes it before then fails as the held one did. Once the
      // pool has let it go, queries connect again.
      await expect
        .poll(
          () =>
            sql<{ answer: number }>`SELECT 1 AS answer`.execute(database.db).then(
              ({ rows }) => rows,
              (error: unknown) => error,
            ),
          { timeout: 5_000 },
        )
        .toEqual([{ answer: 1 }]);
    },
  );
});
