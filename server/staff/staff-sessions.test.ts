import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enrolledStaff, freshLeadDatabase } from "../../tests/support/staff-accounts.ts";
import { sha256Hex } from "./sha256.ts";
import { openStaffDirectory } from "./staff-directory.ts";
import { HALF_SESSION_MS, openStaffSessions, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./staff-sessions.ts";

const MINUTE = 60_000;

let database: ReturnType<typeof freshLeadDatabase>;
let clock: number;
const now = () => clock;
let mia: Awaited<ReturnType<typeof enrolledStaff>>;

beforeEach(async () => {
  database = freshLeadDatabase();
  clock = Date.parse("2026-07-01T09:00:00+10:00");
  mia = await enrolledStaff(database.db, now, { email: "mia@example.com.au", role: "admin" });
});
afterEach(() => database.remove());

const rows = () =>
  database.db.prepare("SELECT * FROM staff_sessions").all() as { id_hash: string; last_seen_at: number }[];

describe("a signed-in session", () => {
  it("names its person and role, and the database holds only the SHA-256 of the cookie's value", () => {
    const sessions = openStaffSessions(database.db, now);
    const { cookieValue, idHash } = sessions.start(mia.id, "signed-in");
    expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(idHash).toBe(sha256Hex(cookieValue));
    expect(sessions.find(cookieValue, "signed-in")).toEqual({
      id: mia.id,
      email: mia.email,
      name: mia.name,
      role: "admin",
      sessionIdHash: idHash,
    });
    expect(JSON.stringify(database.db.prepare("SELECT * FROM staff_sessions").all())).not.toContain(cookieValue);
    // The hash itself, sent as a cookie, opens nothing.
    expect(sessions.find(idHash.slice(0, 43), "signed-in")).toBeNull();
  });

  it("ends after 30 minutes without a request, and is deleted", () => {
    const sessions = openStaffSessions(database.db, now);
    const { cookieValue } = sessions.start(mia.id, "signed-in");
    clock += SESSION_IDLE_MS - 1;
    expect(sessions.find(cookieValue, "signed-in")).not.toBeNull();
    clock += SESSION_IDLE_MS;
    expect(sessions.find(cookieValue, "signed-in")).toBeNull();
    expect(rows()).toEqual([]);
  });

  it("stays while it is used, but ends 12 hours after it began however busy", () => {
    const sessions = openStaffSessions(database.db, now);
    const { cookieValue } = sessions.start(mia.id, "signed-in");
    const began = clock;
    while (clock + 20 * MINUTE < began + SESSION_LIFETIME_MS) {
      clock += 20 * MINUTE;
      expect(sessions.find(cookieValue, "signed-in")).not.toBeNull();
    }
    clock = began + SESSION_LIFETIME_MS;
    expect(sessions.find(cookieValue, "signed-in")).toBeNull();
  });

  it("writes last_seen_at at most once a minute", () => {
    const sessions = openStaffSessions(database.db, now);
    const { cookieValue } = sessions.start(mia.id, "signed-in");
    const began = clock;
    clock += 59_000;
    sessions.find(cookieValue, "signed-in");
    expect(rows()[0]?.last_seen_at).toBe(began);
    clock += 1_000;
    sessions.find(cookieValue, "signed-in");
    expect(rows()[0]?.last_seen_at).toBe(began + MINUTE);
  });

  it("ends at once when its person is disabled or reset, and is refused even if its row were left", () => {
    const sessions = openStaffSessions(database.db, now);
    const directory = openStaffDirectory(database.db, now);
    const first = sessions.start(mia.id, "signed-in");
    directory.disable(mia.email);
    expect(sessions.find(first.cookieValue, "signed-in")).toBeNull();
    // A row written back by hand (a restored backup, say) still opens nothing.
    database.db
      .prepare(
        "INSERT INTO staff_sessions (id_hash, staff_id, stage, created_at, last_seen_at) VALUES (?, ?, 'signed-in', ?, ?)",
      )
      .run(first.idHash, mia.id, clock, clock);
    expect(sessions.find(first.cookieValue, "signed-in")).toBeNull();
  });

  it("ends at once when its person is reset, whatever the stage", async () => {
    const sam = await enrolledStaff(database.db, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const sessions = openStaffSessions(database.db, now);
    const signedIn = sessions.start(sam.id, "signed-in");
    const halfWay = sessions.start(sam.id, "password");
    const others = sessions.start(mia.id, "signed-in");
    expect(openStaffDirectory(database.db, now).reset(sam.email).sessionsEnded).toBe(2);
    expect(sessions.find(signedIn.cookieValue, "signed-in")).toBeNull();
    expect(sessions.find(halfWay.cookieValue, "password")).toBeNull();
    expect(sessions.find(others.cookieValue, "signed-in")).not.toBeNull();
  });

  it("is ended by its own id, leaving the person's other sessions", () => {
    const sessions = openStaffSessions(database.db, now);
    const phone = sessions.start(mia.id, "signed-in");
    const desk = sessions.start(mia.id, "signed-in");
    sessions.end(phone.idHash);
    expect(sessions.find(phone.cookieValue, "signed-in")).toBeNull();
    expect(sessions.find(desk.cookieValue, "signed-in")).not.toBeNull();
    sessions.endCookie(desk.cookieValue);
    expect(sessions.find(desk.cookieValue, "signed-in")).toBeNull();
  });
});

describe("a half-way session (password right, code awaited)", () => {
  it("is not a signed-in session, and lasts 5 minutes", () => {
    const sessions = openStaffSessions(database.db, now);
    const { cookieValue } = sessions.start(mia.id, "password");
    expect(sessions.find(cookieValue, "signed-in")).toBeNull();
    expect(sessions.find(cookieValue, "password")).not.toBeNull();
    clock += HALF_SESSION_MS - 1;
    expect(sessions.find(cookieValue, "password")).not.toBeNull();
    clock += 1;
    expect(sessions.find(cookieValue, "password")).toBeNull();
  });
});

describe("the sweep", () => {
  it("deletes the rows of sessions nobody came back to, and keeps live ones", () => {
    const sessions = openStaffSessions(database.db, now);
    sessions.start(mia.id, "signed-in");
    sessions.start(mia.id, "password");
    clock += SESSION_IDLE_MS - 5 * MINUTE;
    const live = sessions.start(mia.id, "signed-in");
    clock += 5 * MINUTE;
    expect(sessions.sweep()).toBe(2);
    expect(rows().map((row) => row.id_hash)).toEqual([live.idHash]);
  });

  it("runs on its own during lookups, at most every few minutes", () => {
    const sessions = openStaffSessions(database.db, now);
    const live = sessions.start(mia.id, "signed-in");
    sessions.find(live.cookieValue, "signed-in");
    sessions.start(mia.id, "password");
    clock += HALF_SESSION_MS;
    sessions.find(live.cookieValue, "signed-in");
    expect(rows()).toHaveLength(1);
  });
});
