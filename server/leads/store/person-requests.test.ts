// A person's requests through the command-line tool: find, a copy, deletion.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { runLeadsCommand } from "../../../tests/support/lead-cli-run.ts";
import { openDatabase } from "../../db/database.ts";
import { type LeadStore, openLeadStore } from "./lead-store.ts";
import { erasePersonsLeads, personsLeads } from "./person-requests.ts";

let folder: string;
let databasePath: string;
let ids: { mia: string[]; sam: string; other: string };

/** The store on the file, for `use`, closed after it. */
async function withStore<T>(use: (store: LeadStore) => Promise<T>, now?: () => number): Promise<T> {
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  try {
    return await use(openLeadStore(database, { now }));
  } finally {
    await database.close();
  }
}

async function run(args: string[], answer?: string) {
  return runLeadsCommand(databasePath, args, {
    ...(answer === undefined ? {} : { answer: answer === "yes" }),
    now: () => Date.parse("2026-03-10T00:00:00.000Z"),
  });
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "person-requests-"));
  databasePath = path.join(folder, "leads.sqlite");
  ids = await withStore(async (store) => {
    const mia = sampleInquiry({ message: "Mia's first message." });
    const first = (await store.insert(mia)).id;
    const second = (
      await store.insert({
        ...mia,
        fields: { ...mia.fields, email: "Mia.Tran@Example.com", message: "Mia again." },
      })
    ).id;
    const sam = (
      await store.insert({
        form: "referral",
        fields: {
          from_name: "Sam Ode",
          from_email: "sam.ode@example.com",
          from_phone: "+61355500148",
          message: "Meet Jo.",
        },
        spam: false,
      })
    ).id;
    const other = (
      await store.insert({
        ...mia,
        fields: { ...mia.fields, firstName: "Ann", email: "ann@example.com", mobile: "+61400000001" },
      })
    ).id;
    return { mia: [first, second], sam, other };
  });
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("leads find", () => {
  it("lists a person's leads by e-mail address, in any case", async () => {
    const { code, stdout } = await run(["find", "--email", "MIA.TRAN@example.com"]);
    expect(code).toBe(0);
    for (const id of ids.mia) expect(stdout).toContain(id);
    expect(stdout).not.toContain(ids.other);
    expect(stdout).toContain("2 leads:");
  });

  it("lists a person's leads by phone number, typed any way, matched in its stored form", async () => {
    const { stdout } = await run(["find", "--phone", "(03) 5550 0148"]);
    expect(stdout).toContain(ids.sam);
    expect(stdout).toContain("1 lead:");
    expect((await run(["find", "--phone", "0412 345 678"])).stdout).toContain(ids.mia[0]);
  });
});

describe("leads export for a person", () => {
  it("gives them a copy of their leads as JSON, and no one else's", async () => {
    const { code, stdout } = await run(["export", "--email", "mia.tran@example.com", "--format", "json"]);
    expect(code).toBe(0);
    const leads = JSON.parse(stdout) as { id: string; fields: Record<string, string> }[];
    expect(leads.map((lead) => lead.id)).toEqual(ids.mia);
    expect(leads[0]?.fields.message).toBe("Mia's first message.");
  });
});

describe("leads delete", () => {
  it("deletes every lead of the person with --yes, printing ids and count but not the content", async () => {
    const { code, stdout } = await run(["delete", "--email", "mia.tran@example.com", "--yes"]);
    expect(code).toBe(0);
    expect(stdout).toBe(`Deleted 2 leads:\n  ${ids.mia[0]}\n  ${ids.mia[1]}\n`);
    expect((await run(["find", "--email", "mia.tran@example.com"])).stdout).toBe("No leads match.\n");
    expect((await run(["list"])).stdout).toContain(ids.other);
  });

  it("asks first, and deletes nothing unless the answer is yes", async () => {
    const declined = await run(["delete", "--email", "mia.tran@example.com"], "no");
    expect(declined.code).toBe(1);
    expect(declined.questions).toEqual([expect.stringContaining(`Delete 2 leads (${ids.mia.join(", ")})`)]);
    expect(declined.stderr).toBe("Nothing deleted.\n");
    expect((await run(["find", "--email", "mia.tran@example.com"])).stdout).toContain("2 leads:");

    const confirmed = await run(["delete", "--email", "mia.tran@example.com"], "yes");
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toMatch(/^Deleted 2 leads:/);
  });

  it("records the deletion in the privacy audit with time, count and reason, and no personal details", async () => {
    await run(["delete", "--phone", "03 5550 0148", "--yes"]);
    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT at, action, lead_count, reason FROM privacy_audit").all();
    db.close();
    expect(rows).toEqual([
      {
        at: "2026-03-10T00:00:00.000Z",
        action: "deletion on request",
        lead_count: 1,
        reason: "the person's request (delete --phone)",
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Sam|Ode|sam\.ode|5550|0148/);
  });
});

describe("a person's leads, as the staff inbox finds and deletes them", () => {
  it("are every lead with their e-mail address or their phone number, oldest first, and no one else's", async () => {
    await withStore(async (store) => {
      // Mia again, from another address but her own mobile.
      const fromWork = (
        await store.insert({
          form: "inquiry",
          fields: { ...sampleInquiry().fields, email: "mia@work.example" },
          spam: false,
        })
      ).id;
      const found = (await personsLeads(store, { email: "mia.tran@example.com", phone: "+61412345678" })).map(
        (lead) => lead.id,
      );
      expect(found).toEqual([...ids.mia, fromWork]);
      expect(found).not.toContain(ids.sam);
      expect(found).not.toContain(ids.other);
    });
  });

  it("are erased as the command line erases them, recorded as a deletion on request with the reason given", async () => {
    await withStore(
      async (store) => {
        const erased = await erasePersonsLeads(store, ids.mia, "inbox: an admin deleted everything about one person");
        expect(erased.ids).toEqual(ids.mia);
        expect(await store.listLeads({ email: "mia.tran@example.com" })).toEqual([]);
        expect((await store.privacyAudit()).at(-1)).toMatchObject({
          action: "deletion on request",
          leadCount: 2,
          reason: "inbox: an admin deleted everything about one person",
        });
      },
      () => Date.parse("2026-03-10T00:00:00.000Z"),
    );
  });
});

describe("a person's request with bad input", () => {
  it.each([
    [["delete"], /delete needs --email ADDRESS or --phone NUMBER/],
    [["find"], /find needs --email ADDRESS or --phone NUMBER/],
    [["delete", "--email"], /Option '--email <value>' argument missing/],
    [["delete", "--email", "mia.tran-at-example.com"], /--email must be an e-mail address/],
    [["find", "--phone", "12345"], /--phone must be an Australian phone number/],
    [["find", "--email", "a@b.co", "--phone", "0412 345 678"], /Give --email or --phone, not both/],
    [["list", "--email", "a@b.co"], /list takes no --email/],
    [["find", "--email", "a@b.co", "--yes"], /find takes no --yes/],
  ])("%j gets one line naming the option, exit code 2, and changes nothing", async (args, message) => {
    const before = readFileSync(databasePath);
    const { code, stdout, stderr } = await run(args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd()).not.toContain("\n");
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(readFileSync(databasePath).equals(before)).toBe(true);
  });

  it("answers a failure it did not expect with one line and exit code 1, never a stack trace", async () => {
    writeFileSync(databasePath, "not a database at all, but long enough to be read as one".repeat(20));
    for (const suffix of ["-wal", "-shm"]) if (existsSync(databasePath + suffix)) await rm(databasePath + suffix);
    const { code, stderr } = await run(["find", "--email", "mia.tran@example.com"]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^leads: find failed: /);
    expect(stderr.trimEnd()).not.toContain("\n");
  });
});
