import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runLeadsCommand } from "../../tests/support/lead-cli-run.ts";
import { LEAD_CLI_USAGE, melbourneDateTime, melbourneMidnight } from "./lead-cli.ts";
import { openDatabase } from "../db/database.ts";
import { openLeadStore, type NewLead } from "./store/lead-store.ts";
import { sampleInquiry } from "../../tests/support/lead-server/sample-leads.ts";
import { refinanceScenario } from "../../tests/support/sample-scenarios.ts";

const inquiry = {
  ...sampleInquiry({ message: 'We said "hello", twice,\nover two lines.' }),
  scenario: refinanceScenario(),
};
const SITE_URL = "https://www.kestrelridge.example";

const referral: NewLead = {
  form: "referral",
  fields: {
    from_name: '=HYPERLINK("http://evil.example","Sam")',
    from_email: "sam.ode@example.com",
    from_phone: "+61355500148",
    message: "@SUM(1+1)",
  },
  spam: false,
};

let folder: string;
let databasePath: string;
let ids: { inquiry: string; referral: string; spam: string };

async function run(...args: string[]) {
  return runLeadsCommand(databasePath, args, { now: () => Date.parse("2026-03-10T00:00:00.000Z"), env: { SITE_URL } });
}

/** Reads RFC 4180 CSV back, so the test checks what a spreadsheet would see. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "lead-cli-"));
  databasePath = path.join(folder, "leads.sqlite");
  // 3:05 am UTC on 1 March is 2:05 pm in Melbourne; 14:30 UTC on 4 March is 1:30 am on 5 March there.
  let clock = Date.parse("2026-03-01T03:05:00.000Z");
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  const store = openLeadStore(database, { now: () => clock });
  const first = (await store.insert(inquiry)).id;
  clock = Date.parse("2026-03-04T14:30:00.000Z");
  const second = (await store.insert(referral)).id;
  const spam = (
    await store.insert({ ...inquiry, fields: { ...inquiry.fields, firstName: "Bot\u001b[31m" }, spam: true })
  ).id;
  await store.markDelivered(first, "email", clock);
  await store.markDelivered(first, "webhook", clock);
  await store.markFailed(second, "email", {
    error: "SMTP_451: try later",
    nextAttemptAt: Date.parse("2030-01-01T00:00:00.000Z"),
  });
  await database.close();
  ids = { inquiry: first, referral: second, spam };
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("leads list", () => {
  it("shows a table of id, Melbourne time, form, name and delivery state", async () => {
    const { code, stdout } = await run("list");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(MELBOURNE\)\s+FORM\s+NAME\s+DELIVERY$/);
    expect(lines[1]).toMatch(new RegExp(`^${ids.inquiry}\\s+2026-03-01 14:05\\s+inquiry\\s+Mia Tran\\s+delivered$`));
    expect(lines[2]).toMatch(
      new RegExp(
        `^${ids.referral}\\s+2026-03-05 01:30\\s+referral\\s+=HYPERLINK.*\\s+pending \\(1 attempt, last SMTP_451\\)$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`^${ids.spam}\\s+2026-03-05 01:30\\s+inquiry\\s+Bot \\[31m Tran\\s+spam$`));
    expect(lines[4]).toBe("3 leads: 1 pending, 1 delivered, 1 spam.");
  });

  it("never passes a visitor's terminal control characters through", async () => {
    expect((await run("list")).stdout).not.toContain("\u001b");
  });

  it("lists from a Melbourne date with --since", async () => {
    // 4 March 14:30 UTC is already 5 March in Melbourne.
    const { stdout } = await run("list", "--since", "2026-03-05");
    expect(stdout).not.toContain(ids.inquiry);
    expect(stdout).toContain(ids.referral);
    expect(stdout).toContain(ids.spam);
  });

  it("lists one form with --form", async () => {
    const { stdout } = await run("list", "--form", "referral");
    expect(stdout).toContain(ids.referral);
    expect(stdout).not.toContain(ids.inquiry);
  });

  it("says so when nothing matches", async () => {
    expect((await run("list", "--since", "2027-01-01")).stdout).toBe("No leads match.\n");
  });
});

describe("leads export", () => {
  it("writes CSV a spreadsheet reads back exactly, with formulas shown as text", async () => {
    const { code, stdout } = await run("export", "--format", "csv");
    expect(code).toBe(0);
    const [header, ...rows] = readCsv(stdout);
    expect(header).toEqual([
      "id",
      "received_at",
      "form",
      "delivery_state",
      "delivered_at",
      "firstName",
      "lastName",
      "email",
      "mobile",
      "enquiryType",
      "reference",
      "postCode",
      "message",
      "from_name",
      "from_email",
      "from_phone",
      "scenario_calculator",
      "scenario_link",
      "scenario_inputs",
      "scenario_results",
    ]);
    expect(rows).toHaveLength(3);
    const byId = new Map(
      rows.map((row) => [row[0], Object.fromEntries(header?.map((name, column) => [name, row[column]]) ?? [])]),
    );
    expect(byId.get(ids.inquiry)).toMatchObject({
      received_at: "2026-03-01T03:05:00.000Z",
      form: "inquiry",
      delivery_state: "delivered",
      firstName: "Mia",
      message: 'We said "hello", twice,\nover two lines.',
      mobile: "'+61412345678",
      from_name: "",
      scenario_calculator: "Refinance Calculator",
      scenario_link: `${SITE_URL}/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200`,
      scenario_inputs: "Current balance: $420,000; Current rate: 6.49% p.a.; New rate: 5.89% p.a.",
      scenario_results: "Monthly saving: $151.18; Switching costs repaid in: 8 months",
    });
    expect(byId.get(ids.referral)).toMatchObject({
      from_name: '\'=HYPERLINK("http://evil.example","Sam")',
      message: "'@SUM(1+1)",
      delivery_state: "pending",
      scenario_calculator: "",
      scenario_link: "",
    });
    expect(stdout).toContain('"We said ""hello"", twice,\nover two lines."');
  });

  it("writes every lead as JSON, with the fields as typed", async () => {
    const { code, stdout } = await run("export", "--format", "json");
    expect(code).toBe(0);
    const leads = JSON.parse(stdout) as {
      id: string;
      fields: Record<string, string>;
      deliveryState: string;
      scenario: unknown;
    }[];
    expect(leads.map((lead) => lead.id)).toEqual([ids.inquiry, ids.referral, ids.spam]);
    expect(leads[1]?.fields).toEqual(referral.fields);
    expect(leads[0]?.scenario).toEqual({
      calculator: "refinance",
      calculatorName: "Refinance Calculator",
      link: `${SITE_URL}/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200`,
      inputs: refinanceScenario().inputs,
      results: refinanceScenario().results,
    });
    expect(leads[1]?.scenario).toBeNull();
    expect(stdout).not.toContain("a".repeat(64));
  });

  it("exports one form with --form", async () => {
    const rows = readCsv((await run("export", "--format", "csv", "--form", "referral")).stdout);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      "id",
      "received_at",
      "form",
      "delivery_state",
      "delivered_at",
      "from_name",
      "from_email",
      "from_phone",
      "message",
    ]);
  });
});

describe("leads retry", () => {
  it("makes every pending delivery due now and says how many", async () => {
    const { code, stdout } = await run("retry");
    expect(code).toBe(0);
    // The referral's e-mail and webhook; the delivered inquiry and the spam have none pending.
    expect(stdout).toMatch(/^Made 2 pending deliveries due now/);
    const database = await openDatabase({ engine: "sqlite", path: databasePath });
    const store = openLeadStore(database);
    const nextAttempts = (await store.deliveriesOf(ids.referral)).map((delivery) => delivery.nextAttemptAt);
    await database.close();
    expect(nextAttempts).toEqual([Date.parse("2026-03-10T00:00:00.000Z"), Date.parse("2026-03-10T00:00:00.000Z")]);
  });

  it("says plainly that e-mails will not go while SMTP is not configured", async () => {
    expect((await run("retry")).stdout).toMatch(/E-mail delivery is off \(SMTP_URL is not set\)/);
  });
});

describe("bad command lines", () => {
  it.each([
    [[], /Give a command/],
    [["lsit"], /Unknown command "lsit"/],
    [["list", "--sinse", "2026-03-01"], /Unknown option '--sinse'/],
    [["list", "--since", "yesterday"], /--since must be a date like 2026-03-01/],
    [["list", "--since", "2026-02-30"], /--since must be a date like 2026-03-01/],
    [["list", "--form", "loan"], /--form must be inquiry, referral or callback/],
    [["export", "--format", "xlsx"], /--format must be csv or json/],
    [["retry", "--form", "inquiry"], /retry takes no --form/],
    [["list", "extra"], /Unexpected "extra"/],
  ])("%j stops with one line and exit code 2", async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr).toContain(LEAD_CLI_USAGE);
    expect(stderr.trimEnd()).not.toContain("\n");
  });

  it("says where it looked when there is no database, without creating one", async () => {
    databasePath = path.join(folder, "missing", "leads.sqlite");
    const { code, stderr } = await run("list");
    expect(code).toBe(1);
    expect(stderr).toContain(databasePath);
    expect((await run("list")).code).toBe(1);
  });
});

describe("Melbourne dates", () => {
  it("starts a summer day at 1 pm UTC the day before (daylight time, UTC+11)", async () => {
    expect(new Date(melbourneMidnight("2026-01-15")).toISOString()).toBe("2026-01-14T13:00:00.000Z");
  });

  it("starts a winter day at 2 pm UTC the day before (standard time, UTC+10)", async () => {
    expect(new Date(melbourneMidnight("2026-07-15")).toISOString()).toBe("2026-07-14T14:00:00.000Z");
  });

  it("starts the day daylight saving ends at its own midnight", async () => {
    // Clocks go back at 3 am on 5 April 2026; midnight that day is still daylight time.
    expect(new Date(melbourneMidnight("2026-04-05")).toISOString()).toBe("2026-04-04T13:00:00.000Z");
    expect(melbourneDateTime("2026-04-04T13:00:00.000Z")).toBe("2026-04-05 00:00");
  });
});
