import { describe, expect } from "vitest";
import { enrolledStaff } from "../../tests/support/staff-accounts.ts";
import { databaseTest } from "../../tests/support/test-database.ts";
import type { AppDatabase } from "../db/database.ts";
import { sha256Hex } from "./sha256.ts";
import { openStaffDirectory } from "./staff-directory.ts";
import { HALF_SESSION_MS, openStaffSessions, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./staff-sessions.ts";

const MINUTE = 60_000;

let clock: number;
const now = () => clock;

/** Each test's database, with Mia (an admin) enrolled in it. */
const it = databaseTest.extend<{ mia: Awaited<ReturnType<typeof enrolledStaff>> }>({
  mia: async ({ database }, use) => {
    clock = Date.parse("2026-07-01T09:00:00+10:00");
    await use(await enrolledStaff(database, now, { email: "mia@example.com.au", role: "admin" }));
  },
});

const rows = async (database: AppDatabase) =>
  (await database.db.selectFrom("staff_sessions").selectAll().execute()).map((row) => ({
    ...row,
    last_seen_at: Number(row.last_seen_at),
  }));

describe("a signed-in session", () => {
  it("names its person and role, and the database holds only the SHA-256 of the cookie's value", async ({
    database,
    mia,
  }) => {
    const sessions = openStaffSessions(database, now);
    const { cookieValue, idHash } = await sessions.start(mia.id, "signed-in");
    expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(idHash).toBe(sha256Hex(cookieValue));
    expect(await sessions.find(cookieValue, "signed-in")).toEqual({
      id: mia.id,
      email: mia.email,
      name: mia.name,
      role: "admin",
      sessionIdHash: idHash,
    });
    expect(JSON.stringify(await rows(database))).not.toContain(cookieValue);
    // The hash itself, sent as a cookie, opens nothing.
    expect(await sessions.find(idHash.slice(0, 43), "signed-in")).toBeNull();
  });

  it("ends after 30 minutes without a request, and is deleted", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const { cookieValue } = await sessions.start(mia.id, "signed-in");
    clock += SESSION_IDLE_MS - 1;
    expect(await sessions.find(cookieValue, "signed-in")).not.toBeNull();
    clock += SESSION_IDLE_MS;
    expect(await sessions.find(cookieValue, "signed-in")).toBeNull();
    expect(await rows(database)).toEqual([]);
  });

  it("stays while it is used, but ends 12 hours after it began however busy", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const { cookieValue } = await sessions.start(mia.id, "signed-in");
    const began = clock;
    while (clock + 20 * MINUTE < began + SESSION_LIFETIME_MS) {
      clock += 20 * MINUTE;
      expect(await sessions.find(cookieValue, "signed-in")).not.toBeNull();
    }
    clock = began + SESSION_LIFETIME_MS;
    expect(await sessions.find(cookieValue, "signed-in")).toBeNull();
  });

  it("writes last_seen_at at most once a minute", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const { cookieValue } = await sessions.start(mia.id, "signed-in");
    const began = clock;
    clock += 59_000;
    await sessions.find(cookieValue, "signed-in");
    expect((await rows(database))[0]?.last_seen_at).toBe(began);
    clock += 1_000;
    await sessions.find(cookieValue, "signed-in");
    expect((await rows(database))[0]?.last_seen_at).toBe(began + MINUTE);
  });

  it("ends at once when its person is disabled or reset, and is refused even if its row were left", async ({
    database,
    mia,
  }) => {
    const sessions = openStaffSessions(database, now);
    const directory = openStaffDirectory(database, now);
    const first = await sessions.start(mia.id, "signed-in");
    await directory.disable(mia.email);
    expect(await sessions.find(first.cookieValue, "signed-in")).toBeNull();
    // A row written back by hand (a restored backup, say) still opens nothing.
    await database.db
      .insertInto("staff_sessions")
      .values({ id_hash: first.idHash, staff_id: mia.id, stage: "signed-in", created_at: clock, last_seen_at: clock })
      .execute();
    expect(await sessions.find(first.cookieValue, "signed-in")).toBeNull();
  });

  it("ends at once when its person is reset, whatever the stage", async ({ database, mia }) => {
    const sam = await enrolledStaff(database, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const sessions = openStaffSessions(database, now);
    const signedIn = await sessions.start(sam.id, "signed-in");
    const halfWay = await sessions.start(sam.id, "password");
    const others = await sessions.start(mia.id, "signed-in");
    expect((await openStaffDirectory(database, now).reset(sam.email)).sessionsEnded).toBe(2);
    expect(await sessions.find(signedIn.cookieValue, "signed-in")).toBeNull();
    expect(await sessions.find(halfWay.cookieValue, "password")).toBeNull();
    expect(await sessions.find(others.cookieValue, "signed-in")).not.toBeNull();
  });

  it("is ended by its own id, leaving the person's other sessions", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const phone = await sessions.start(mia.id, "signed-in");
    const desk = await sessions.start(mia.id, "signed-in");
    await sessions.end(phone.idHash);
    expect(await sessions.find(phone.cookieValue, "signed-in")).toBeNull();
    expect(await sessions.find(desk.cookieValue, "signed-in")).not.toBeNull();
    await sessions.endCookie(desk.cookieValue);
    expect(await sessions.find(desk.cookieValue, "signed-in")).toBeNull();
  });
});

describe("a half-way session (password right, code awaited)", () => {
  it("is not a signed-in session, and lasts 5 minutes", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const { cookieValue } = await sessions.start(mia.id, "password");
    expect(await sessions.find(cookieValue, "signed-in")).toBeNull();
    expect(await sessions.find(cookieValue, "password")).not.toBeNull();
    clock += HALF_SESSION_MS - 1;
    expect(await sessions.find(cookieValue, "password")).not.toBeNull();
    clock += 1;
    expect(await sessions.find(cookieValue, "password")).toBeNull();
  });
});

describe("a session on several servers", () => {
  it("made on one server is found, kept alive and ended on the other", async ({ database, mia }) => {
    const first = openStaffSessions(database, now);
    const second = openStaffSessions(database, now);
    const { cookieValue } = await first.start(mia.id, "signed-in");
    clock += SESSION_IDLE_MS - MINUTE;
    expect(await second.find(cookieValue, "signed-in")).toMatchObject({ id: mia.id });
    // The other server's request kept it alive: past the first idle limit, it still opens on the first.
    clock += 2 * MINUTE;
    expect(await first.find(cookieValue, "signed-in")).toMatchObject({ id: mia.id });
    await second.endCookie(cookieValue);
    expect(await first.find(cookieValue, "signed-in")).toBeNull();
  });

  it("completes a sign-in once: of two servers given the same half-way session, one gets a signed-in one", async ({
    database,
    mia,
  }) => {
    const first = openStaffSessions(database, now);
    const second = openStaffSessions(database, now);
    const half = await first.start(mia.id, "password");
    const completed = await Promise.all([first, second].map((server) => server.completeSignIn(half.idHash, mia.id)));
    const [signedIn, ...others] = completed.filter((session) => session !== null);
    expect(others).toEqual([]);
    expect(signedIn?.idHash).not.toBe(half.idHash);
    expect(await second.find(half.cookieValue, "password")).toBeNull();
    expect(await second.find(signedIn?.cookieValue ?? "", "signed-in")).toMatchObject({ id: mia.id });
  });
});

describe("the sweep", () => {
  it("deletes the rows of sessions nobody came back to, and keeps live ones", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    await sessions.start(mia.id, "signed-in");
    await sessions.start(mia.id, "password");
    clock += SESSION_IDLE_MS - 5 * MINUTE;
    const live = await sessions.start(mia.id, "signed-in");
    clock += 5 * MINUTE;
    expect(await sessions.sweep()).toBe(2);
    expect((await rows(database)).map((row) => row.id_hash)).toEqual([live.idHash]);
  });

  it("runs on its own during lookups, at most every few minutes", async ({ database, mia }) => {
    const sessions = openStaffSessions(database, now);
    const live = await sessions.start(mia.id, "signed-in");
    await sessions.find(live.cookieValue, "signed-in");
    await sessions.start(mia.id, "password");
    clock += HALF_SESSION_MS;
    await sessions.find(live.cookieValue, "signed-in");
    expect(await rows(database)).toHaveLength(1);
  });
});
