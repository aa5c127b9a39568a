// `npm run staff` on a firm that keeps everything in PostgreSQL: DATABASE_URL
// names the shared database, as it does for the server, and the accounts made
// and reset there are the ones every server signs in against.
import { describe, expect } from "vitest";
import { databaseEngine, databaseTest } from "../../tests/support/test-database.ts";
import { runStaffCli } from "./staff-cli.ts";

const test = databaseTest.skipIf(databaseEngine !== "postgres");

async function staff(url: string, args: readonly string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runStaffCli(args, {
    // A DATABASE_PATH that does not exist: DATABASE_URL wins, as it does for the server.
    env: { DATABASE_URL: url, DATABASE_PATH: "/nonexistent/leads.sqlite" },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe("npm run staff on PostgreSQL", () => {
  test("adds, lists and resets accounts in the database DATABASE_URL names, never printing the URL", async ({
    database,
    location,
  }) => {
    if (location.engine !== "postgres") throw new Error("this test runs on PostgreSQL");
    const added = await staff(location.url, ["add", "mia@example.com.au", "--name", "Mia Chen", "--admin"]);
    expect(added).toMatchObject({ code: 0, stderr: "" });
    expect(added.stdout).toContain(
      "Added Mia Chen <mia@example.com.au> (admin) to the staff in the PostgreSQL database at DATABASE_URL.",
    );
    expect(added.stdout).not.toContain(location.url);
    expect(await database.db.selectFrom("staff").select(["email", "role"]).execute()).toEqual([
      { email: "mia@example.com.au", role: "admin" },
    ]);

    const listed = await staff(location.url, ["list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("mia@example.com.au");

    const reset = await staff(location.url, ["reset", "mia@example.com.au"]);
    expect(reset).toMatchObject({ code: 0, stderr: "" });
    expect(reset.stdout).toMatch(/^http:\/\/localhost:\d+\/inbox\/enrol\/[A-Za-z0-9_-]{43}$/m);
  });
});
