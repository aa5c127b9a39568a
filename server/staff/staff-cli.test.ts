import { existsSync } from "node:fs";
import { describe, expect } from "vitest";
import { enrolledStaff, runStaffCommand } from "../../tests/support/staff-accounts.ts";
import { databaseTest } from "../../tests/support/test-database.ts";
import { openStaffSessions } from "./staff-sessions.ts";
import { openStaffPasskeys } from "./staff-passkeys.ts";
import { openStaffCredentials } from "./staff-credentials.ts";
import { openStaffEnrolment } from "./staff-enrolment.ts";
import { ENROLMENT_LINK_TTL_MS } from "./enrolment-token.ts";
import { STAFF_CLI_USAGE } from "./staff-cli.ts";

let clock: number;
const now = () => clock;

/**
 * The command line reads DATABASE_PATH, a SQLite file: it runs against the
 * test's database only on that engine.
 */
const test = databaseTest.extend<{ databasePath: string }>({
  databasePath: async ({ database, skip }, use) => {
    if (database.path === undefined) return skip("npm run staff reads DATABASE_PATH (SQLite)");
    clock = Date.parse("2026-07-01T09:00:00+10:00");
    await use(database.path);
  },
});
const it = test;

const staffIn =
  (databasePath: string) =>
  (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runStaffCommand(databasePath, args, { env, now });
const tokenOf = (link: string | undefined) => (link ?? "").split("/").pop() ?? "";

describe("staff add", () => {
  it("adds an invited account and prints a one-time link at INBOX_ORIGIN that opens its enrolment", async ({
    database,
    databasePath,
  }) => {
    const staff = staffIn(databasePath);
    const run = await staff(["add", "Mia.Chen@Example.com.au", "--name", "Mia Chen"], {
      INBOX_ORIGIN: "https://leads.example.com.au",
    });
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toContain("Added Mia Chen <mia.chen@example.com.au> (broker)");
    expect(run.stdout).toContain("24 hours");
    expect(run.link).toMatch(/^https:\/\/leads\.example\.com\.au\/inbox\/enrol\/[A-Za-z0-9_-]{43}$/);
    expect(await openStaffEnrolment(database, now).find(tokenOf(run.link))).toEqual({
      staffId: 1,
      email: "mia.chen@example.com.au",
      name: "Mia Chen",
      role: "broker",
      stage: "password",
    });
  });

  it("keeps only the SHA-256 of the link's token", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    const run = await staff(["add", "mia@example.com.au", "--name", "Mia Chen"]);
    const row = JSON.stringify(await database.db.selectFrom("staff").selectAll().execute());
    expect(row).not.toContain(tokenOf(run.link));
  });

  it("makes an admin with --admin, and takes --origin over INBOX_ORIGIN; without either, localhost and PORT", async ({
    databasePath,
  }) => {
    const staff = staffIn(databasePath);
    const admin = await staff(
      ["add", "sam@example.com.au", "--name", "Sam Ode", "--admin", "--origin", "https://inbox.example.net/"],
      { INBOX_ORIGIN: "https://leads.example.com.au" },
    );
    expect(admin.stdout).toContain("Sam Ode <sam@example.com.au> (admin)");
    expect(admin.link).toMatch(/^https:\/\/inbox\.example\.net\/inbox\/enrol\//);
    expect((await staff(["add", "jo@example.com.au", "--name", "Jo Park"], { PORT: "8080" })).link).toMatch(
      /^http:\/\/localhost:8080\/inbox\/enrol\//,
    );
    expect((await staff(["add", "al@example.com.au", "--name", "Al Ng"])).link).toMatch(
      /^http:\/\/localhost:3000\/inbox\/enrol\//,
    );
  });

  it("makes an admin, a broker or an editor with --role; without it, a broker", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    for (const [email, args, role] of [
      ["ada@example.com.au", ["--role", "admin"], "admin"],
      ["bo@example.com.au", ["--role", "broker"], "broker"],
      ["eve@example.com.au", ["--role", "editor"], "editor"],
      ["al@example.com.au", [], "broker"],
      ["sam@example.com.au", ["--admin", "--role", "admin"], "admin"],
    ] as const) {
      const run = await staff(["add", email, "--name", "Someone", ...args]);
      expect(run, email).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout, email).toContain(`Added Someone <${email}> (${role})`);
      expect(await openStaffEnrolment(database, now).find(tokenOf(run.link)), email).toMatchObject({ role });
    }
  });

  it("gives a link that stops working after 24 hours", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    const run = await staff(["add", "mia@example.com.au", "--name", "Mia Chen"]);
    const enrolments = openStaffEnrolment(database, now);
    clock += ENROLMENT_LINK_TTL_MS - 1;
    expect(await enrolments.find(tokenOf(run.link))).not.toBeNull();
    clock += 1;
    expect(await enrolments.find(tokenOf(run.link))).toBeNull();
  });

  it("creates the database when there is none yet, so the first admin can be added before the server's first start", async ({
    databasePath,
  }) => {
    const fresh = `${databasePath}.new`;
    const run = await runStaffCommand(fresh, ["add", "mia@example.com.au", "--name", "Mia Chen", "--admin"]);
    expect(run.code).toBe(0);
    expect(existsSync(fresh)).toBe(true);
  });
});

describe("staff list", () => {
  it("shows everyone with their role and state", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    expect((await staff(["list"])).stdout).toBe(
      'No staff accounts yet. Add one: npm run staff -- add EMAIL --name "NAME" --role admin\n',
    );
    await enrolledStaff(database, now, { email: "mia@example.com.au", name: "Mia Chen", role: "admin" });
    await staff(["add", "sam@example.com.au", "--name", "Sam Ode"]);
    await enrolledStaff(database, now, { email: "jo@example.com.au", name: "Jo Park" });
    await staff(["disable", "jo@example.com.au"]);
    await staff(["add", "eve@example.com.au", "--name", "Eve Lund", "--role", "editor"]);
    const run = await staff(["list"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATE\s+SINCE \(MELBOURNE\)$/);
    expect(lines.slice(1, 5).map((line) => line.split(/\s{2,}/).slice(0, 4))).toEqual([
      ["eve@example.com.au", "Eve Lund", "editor", "invited"],
      ["jo@example.com.au", "Jo Park", "broker", "disabled"],
      ["mia@example.com.au", "Mia Chen", "admin", "active"],
      ["sam@example.com.au", "Sam Ode", "broker", "invited"],
    ]);
    expect(lines[5]).toBe("4 accounts: 1 active, 2 invited, 1 disabled.");
  });
});

describe("staff disable", () => {
  it("ends the person's sessions at once, and they cannot sign in", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au" });
    const sessions = openStaffSessions(database, now);
    const first = await sessions.start(mia.id, "signed-in");
    const second = await sessions.start(mia.id, "signed-in");
    const run = await staff(["disable", "MIA@example.com.au"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(
      "Disabled Mia Chen <mia@example.com.au> (broker): they cannot sign in, and 2 sessions ended.\n",
    );
    expect(await sessions.find(first.cookieValue, "signed-in")).toBeNull();
    expect(await sessions.find(second.cookieValue, "signed-in")).toBeNull();
    expect((await openStaffCredentials(database, now).forSignIn(mia.email)).passwordHash).toBeNull();
    expect((await staff(["disable", "mia@example.com.au"])).stdout).toBe(
      "mia@example.com.au was already disabled; 0 sessions ended.\n",
    );
  });

  it("voids an invited person's enrolment link", async ({ database, databasePath }) => {
    const staff = staffIn(databasePath);
    const added = await staff(["add", "sam@example.com.au", "--name", "Sam Ode"]);
    await staff(["disable", "sam@example.com.au"]);
    expect(await openStaffEnrolment(database, now).find(tokenOf(added.link))).toBeNull();
  });
});

describe("staff reset", () => {
  it("voids the password, authenticator, recovery codes and sessions, and only the new link works", async ({
    database,
    databasePath,
  }) => {
    const staff = staffIn(databasePath);
    const added = await staff(["add", "mia@example.com.au", "--name", "Mia Chen"]);
    const mia = await enrolledStaff(database, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const session = await openStaffSessions(database, now).start(mia.id, "signed-in");
    const run = await staff(["reset", "sam@example.com.au"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "Reset Sam Ode <sam@example.com.au> (broker): their password, authenticator and recovery codes no longer work, 0 passkeys removed, 1 session ended",
    );
    const row = await database.db
      .selectFrom("staff")
      .select(["password_hash", "totp_secret", "totp_last_step", "enrolled_at"])
      .where("id", "=", mia.id)
      .executeTakeFirst();
    expect(row).toEqual({ password_hash: null, totp_secret: null, totp_last_step: null, enrolled_at: null });
    expect(
      await database.db.selectFrom("staff_recovery_codes").selectAll().where("staff_id", "=", mia.id).execute(),
    ).toEqual([]);
    expect(await openStaffSessions(database, now).find(session.cookieValue, "signed-in")).toBeNull();
    expect(await openStaffEnrolment(database, now).find(tokenOf(run.link))).toMatchObject({
      email: "sam@example.com.au",
      stage: "password",
    });

    // An invited person's first link is voided by a reset too.
    const again = await staff(["reset", "mia@example.com.au"]);
    expect(await openStaffEnrolment(database, now).find(tokenOf(added.link))).toBeNull();
    expect(await openStaffEnrolment(database, now).find(tokenOf(again.link))).not.toBeNull();
  });

  it("removes the person's passkeys too, and says how many; others' passkeys stay", async ({
    database,
    databasePath,
  }) => {
    const staff = staffIn(databasePath);
    const sam = await enrolledStaff(database, now, { email: "sam@example.com.au", name: "Sam Ode" });
    const mia = await enrolledStaff(database, now, { email: "mia@example.com.au", name: "Mia Chen" });
    const passkeys = openStaffPasskeys(database, now);
    const passkey = (name: string, id: string) => ({
      credentialId: id,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ["internal"],
      deviceType: "multiDevice" as const,
      backedUp: true,
      name,
    });
    await passkeys.add(sam.id, passkey("Work laptop", "c2FtLWxhcHRvcC0wMDAwMDA"));
    await passkeys.add(sam.id, passkey("Phone", "c2FtLXBob25lLTAwMDAwMDAw"));
    await passkeys.add(mia.id, passkey("Phone", "bWlhLXBob25lLTAwMDAwMDAw"));

    const run = await staff(["reset", "sam@example.com.au"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("recovery codes no longer work, 2 passkeys removed, 0 sessions ended");
    expect(await passkeys.count(sam.id)).toBe(0);
    expect(await passkeys.count(mia.id)).toBe(1);
  });

  it("refuses a disabled account, so a disabled person cannot enrol their way back", async ({ databasePath }) => {
    const staff = staffIn(databasePath);
    await staff(["add", "mia@example.com.au", "--name", "Mia Chen"]);
    await staff(["disable", "mia@example.com.au"]);
    const run = await staff(["reset", "mia@example.com.au"]);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: "staff: mia@example.com.au is disabled; a disabled account cannot be reset.\n",
      link: undefined,
    });
  });
});

describe("a wrong command line", () => {
  it.for<[string[], string]>([
    [[], "Give a command: add, list, disable, reset."],
    [["invite", "mia@example.com.au"], 'Unknown command "invite".'],
    [["add", "--name", "Mia Chen"], "add needs the person's EMAIL: npm run staff -- add EMAIL."],
    [["add", "mia@example.com.au"], 'add needs the person\'s name: --name "NAME".'],
    [["add", "mia@example.com.au", "--name", "  "], "--name: the name is missing."],
    [["add", "mia@example.com.au", "--name", "Mia\u001b[31m"], "--name: the name has control characters in it."],
    [["add", "mia.example.com.au", "--name", "Mia Chen"], 'EMAIL: "mia.example.com.au" is not an e-mail address.'],
    [
      ["add", "mia@example.com.au", "--name", "Mia", "Chen"],
      'Unexpected "Chen" (a name with spaces goes in quotes: --name "Mia Chen").',
    ],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--origin", "https://x.example/inbox"],
      '--origin must be only the scheme and host, like https://leads.example.com.au (no path, query or user), not "https://x.example/inbox".',
    ],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--origin", "leads.example.com.au"],
      '--origin must be an address like https://leads.example.com.au, not "leads.example.com.au".',
    ],
    [["add", "mia@example.com.au", "--nmae", "Mia Chen"], "Unknown option '--nmae'."],
    [["list", "--admin"], "list takes no --admin."],
    [["list", "--role", "admin"], "list takes no --role."],
    [["reset", "mia@example.com.au", "--role", "editor"], "reset takes no --role."],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--role", "staff"],
      '--role must be admin, broker or editor, not "staff".',
    ],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--role", "Editor"],
      '--role must be admin, broker or editor, not "Editor".',
    ],
    [["add", "mia@example.com.au", "--name", "Mia Chen", "--role"], "Option '--role <value>' argument missing."],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--admin", "--role", "editor"],
      "--admin is --role admin: give one role, not --admin with --role editor.",
    ],
    [
      ["add", "mia@example.com.au", "--name", "Mia Chen", "--role", "broker", "--admin"],
      "--admin is --role admin: give one role, not --admin with --role broker.",
    ],
    [["disable"], "disable needs the person's EMAIL: npm run staff -- disable EMAIL."],
    [["reset", "mia@example.com.au", "--name", "Mia"], "reset takes no --name."],
  ])("%j is refused with exit code 2 and one line naming the problem", async ([args, message], { databasePath }) => {
    const staff = staffIn(databasePath);
    const run = await staff(args);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `staff: ${message} ${STAFF_CLI_USAGE}\n`, link: undefined });
  });

  it("answers --help with the usage", async ({ databasePath }) => {
    const staff = staffIn(databasePath);
    expect(await staff(["--help"])).toEqual({ code: 0, stdout: `${STAFF_CLI_USAGE}\n`, stderr: "", link: undefined });
  });
});

describe("what cannot be done", () => {
  it("is one line and exit code 1: a taken e-mail, an unknown one, no database", async ({ databasePath }) => {
    const staff = staffIn(databasePath);
    await staff(["add", "mia@example.com.au", "--name", "Mia Chen"]);
    expect(await staff(["add", "MIA@example.com.au", "--name", "Mia Again"])).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "staff: mia@example.com.au already has a staff account (to send a new enrolment link: npm run staff -- reset mia@example.com.au).\n",
      link: undefined,
    });
    for (const command of ["disable", "reset"]) {
      expect(await staff([command, "nobody@example.com.au"])).toEqual({
        code: 1,
        stdout: "",
        stderr: "staff: there is no staff account for nobody@example.com.au.\n",
        link: undefined,
      });
    }
    const missing = await runStaffCommand(`${databasePath}.missing`, ["list"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /^staff: there is no lead database at .+\.missing \(DATABASE_PATH points elsewhere, or no one has been added yet\)\.\n$/,
    );
    expect(existsSync(`${databasePath}.missing`)).toBe(false);
  });

  it("names a bad server setting rather than failing with a stack trace", async ({ databasePath }) => {
    const staff = staffIn(databasePath);
    const run = await staff(["list"], { INBOX_ORIGIN: "leads.example.com.au" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^staff: Invalid server setting: INBOX_ORIGIN: an address like https:\/\/leads\.example\.com\.au\n$/,
    );
  });
});
