// The inbox's queries on a real lead database: leads written through the
// store, as the server writes them, and read back through server/db, with a
// clock each test sets. Each test has its own database from `databaseTest`
// (through `leadStoreTest`): the file runs on SQLite and on PostgreSQL.
import fc from "fast-check";
import { beforeEach, describe, expect } from "vitest";
import { leadFieldOrder } from "../../../contracts/lead-forms.ts";
import { runLeadsCommand } from "../../../tests/support/lead-cli-run.ts";
import { HOSTILE_SNIPPETS } from "../../../tests/support/hostile-input.ts";
import { leadStoreTest, type TestClock } from "../../../tests/support/lead-store-per-test.ts";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { refinanceScenario, repaymentScenario } from "../../../tests/support/sample-scenarios.ts";
import { databaseEngine } from "../../../tests/support/test-database.ts";
import { leadsToCsv } from "../../leads/store/lead-export.ts";
import type { AppDatabase, DatabaseLocation } from "../../db/database.ts";
import type { LeadStore, NewLead } from "../../leads/store/lead-store.ts";
import { type InboxFilter, type LeadInbox, openLeadInbox } from "./lead-inbox.ts";
import { brokerRow } from "../../../tests/support/staff-accounts.ts";

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const it = leadStoreTest(Date.parse("2026-03-02T00:00:00.000Z")).extend<{ inbox: LeadInbox }>({
  inbox: async ({ database, clock }, use) => {
    await use(openLeadInbox(database, () => clock.now));
  },
});

// The running test's fixtures, for the helpers below and the describes' own set-up.
let database: AppDatabase;
let location: DatabaseLocation;
let store: LeadStore;
let clock: TestClock;
let inbox: LeadInbox;

it.beforeEach(({ database: db, location: place, store: leads, clock: time, inbox: opened }) => {
  database = db;
  location = place;
  store = leads;
  clock = time;
  inbox = opened;
});

const everything: InboxFilter = { view: "inbox" };
/** The site `npm run leads` puts a scenario's link on when nothing sets SITE_URL (PORT 3000). */
const DEFAULT_SITE_URL = "http://localhost:3000";

function inquiry(fields: Record<string, string> = {}, spam = false): NewLead {
  const lead = sampleInquiry();
  return { ...lead, fields: { ...lead.fields, ...fields }, spam };
}

function referral(fields: Record<string, string> = {}): NewLead {
  return {
    form: "referral",
    fields: {
      from_name: "Noah Kelly",
      from_email: "noah.kelly@example.com",
      from_phone: "+61355500148",
      message: "Referring my sister, who is buying in Geelong.",
      ...fields,
    },
    spam: false,
  };
}

/** Stores the lead a minute after the last one (or at `at`), as the server would; its id. */
async function arrive(lead: NewLead, at?: string): Promise<string> {
  clock.now = at === undefined ? clock.now + 60_000 : Date.parse(at);
  return (await store.insert(lead)).id;
}

const addStaff = (name: string) => brokerRow(database, name);

async function ids(filter: InboxFilter, limit = 100): Promise<string[]> {
  return (await inbox.list(filter, { limit })).leads.map((lead) => lead.id);
}

describe("the list", () => {
  it("shows the newest leads first", async () => {
    const first = await arrive(inquiry({ firstName: "Ada" }));
    const second = await arrive(referral());
    const third = await arrive(inquiry({ firstName: "Cy" }));
    const page = await inbox.list(everything, { limit: 10 });
    expect(page.leads.map((lead) => lead.id)).toEqual([third, second, first]);
    expect(page.total).toBe(3);
    expect(page.olderBefore).toBeNull();
  });

  it("pages through every lead exactly once, however many pages", async () => {
    const stored: string[] = [];
    for (let index = 0; index < 23; index += 1) stored.push(await arrive(inquiry({ firstName: `Person${index}` })));
    const seen: string[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await inbox.list(everything, { before, limit: 5 });
      expect(page.total).toBe(23);
      seen.push(...page.leads.map((lead) => lead.id));
      before = page.olderBefore ?? undefined;
      pages += 1;
    } while (before !== undefined && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toEqual([...stored].reverse());
  });

  it("says there is no older page when the last page is exactly full", async () => {
    for (let index = 0; index < 4; index += 1) await arrive(inquiry());
    const first = await inbox.list(everything, { limit: 2 });
    expect(first.olderBefore).not.toBeNull();
    const second = await inbox.list(everything, { before: first.olderBefore ?? undefined, limit: 2 });
    expect(second.leads).toHaveLength(2);
    expect(second.olderBefore).toBeNull();
  });

  it("sums a lead up as the list shows it", async () => {
    const staffId = await addStaff("Ava Brooks");
    const id = await arrive(
      inquiry({ firstName: "Mia", lastName: "Tran", enquiryType: "Refinance", postCode: "3350" }),
      "2026-03-02T01:00:00.000Z",
    );
    const referred = await arrive(referral({ from_name: "Noah Kelly" }));
    await inbox.assign(id, staffId);
    expect((await inbox.list(everything, { limit: 10 })).leads).toEqual([
      expect.objectContaining({
        id: referred,
        form: "referral",
        name: "Noah Kelly",
        enquiryType: null,
        postcode: null,
        assignee: null,
        unread: true,
        spam: false,
      }),
      {
        id,
        seq: expect.any(Number),
        form: "inquiry",
        name: "Mia Tran",
        enquiryType: "Refinance",
        postcode: "3350",
        receivedAt: "2026-03-02T01:00:00.000Z",
        status: "new",
        assignee: { id: staffId, name: "Ava Brooks" },
        unread: true,
        spam: false,
        // Stored with no clock (this test's store is given none): not on the first-contact clock.
        firstContact: { dueAt: null, contactedAt: null, minutes: null, callbackAt: null },
      },
    ]);
  });

  it("keeps spam out of the inbox and shows only spam in the spam view", async () => {
    const lead = await arrive(inquiry());
    const caught = await arrive(inquiry({ firstName: "Bot" }, true));
    expect(await ids(everything)).toEqual([lead]);
    expect(await ids({ view: "spam" })).toEqual([caught]);
    expect((await inbox.list({ view: "spam" }, { limit: 10 })).leads[0]?.spam).toBe(true);
  });

  describe("filters, each alone and together (AND)", () => {
    let leads: Record<string, string>;
    let ava: number;
    let ben: number;

    beforeEach(async () => {
      ava = await addStaff("Ava Brooks");
      ben = await addStaff("Ben Okafor");
      leads = {
        firstHomeGoogle: await arrive(inquiry({ enquiryType: "First Home", reference: "Google" })),
        refinanceFriend: await arrive(inquiry({ enquiryType: "Refinance", reference: "Friend/Family" })),
        firstHomeFriend: await arrive(inquiry({ enquiryType: "First Home", reference: "Friend/Family" })),
        referral: await arrive(referral()),
      };
      await inbox.setStatus(leads.refinanceFriend as string, "contacted", ava);
      await inbox.setStatus(leads.firstHomeFriend as string, "contacted", ava);
      await inbox.assign(leads.firstHomeFriend as string, ava);
      await inbox.assign(leads.referral as string, ben);
      await inbox.markRead(leads.firstHomeGoogle as string);
      await inbox.markRead(leads.refinanceFriend as string);
    });

    const named = (...names: string[]) => names.map((name) => leads[name]);

    it.each([
      ["status", { status: "contacted" }, ["firstHomeFriend", "refinanceFriend"]],
      ["form", { form: "referral" }, ["referral"]],
      ["enquiry type", { enquiryType: "First Home" }, ["firstHomeFriend", "firstHomeGoogle"]],
      ["heard about us", { reference: "Friend/Family" }, ["firstHomeFriend", "refinanceFriend"]],
      ["unread", { unread: true }, ["referral", "firstHomeFriend"]],
      ["status and enquiry type", { status: "contacted", enquiryType: "First Home" }, ["firstHomeFriend"]],
      ["heard, unread and form", { reference: "Friend/Family", unread: true, form: "inquiry" }, ["firstHomeFriend"]],
      ["a combination nothing matches", { status: "won", form: "referral" }, []],
    ] as const)("by %s", async (_, filter, expected) => {
      const page = await inbox.list({ view: "inbox", ...filter }, { limit: 10 });
      expect(page.leads.map((lead) => lead.id)).toEqual(named(...expected));
      expect(page.total).toBe(expected.length);
    });

    it("by who the lead is assigned to", async () => {
      expect(await ids({ view: "inbox", assignedTo: ava })).toEqual(named("firstHomeFriend"));
      expect(await ids({ view: "inbox", assignedTo: ben })).toEqual(named("referral"));
      expect(await ids({ view: "inbox", assignedTo: ben, status: "contacted" })).toEqual([]);
    });

    it("in the spam view too", async () => {
      await inbox.markSpam(leads.firstHomeGoogle as string);
      await inbox.markSpam(leads.referral as string);
      expect(await ids({ view: "spam", form: "inquiry" })).toEqual(named("firstHomeGoogle"));
      expect(await ids({ view: "inbox", enquiryType: "First Home" })).toEqual(named("firstHomeFriend"));
    });
  });

  describe("by Melbourne dates, both days included", () => {
    it("from the first day's midnight to the end of the last, in daylight time (UTC+11)", async () => {
      // Melbourne midnight starting 2 March 2026 is 13:00 UTC on 1 March.
      const before = await arrive(inquiry(), "2026-03-01T12:59:59.999Z");
      const firstMoment = await arrive(inquiry(), "2026-03-01T13:00:00.000Z");
      const lastMoment = await arrive(inquiry(), "2026-03-03T12:59:59.999Z");
      const after = await arrive(inquiry(), "2026-03-03T13:00:00.000Z");
      const page = await inbox.list({ view: "inbox", from: "2026-03-02", to: "2026-03-03" }, { limit: 10 });
      expect(page.leads.map((lead) => lead.id)).toEqual([lastMoment, firstMoment]);
      expect(page.total).toBe(2);
      expect(await ids({ view: "inbox", from: "2026-03-04" })).toEqual([after]);
      expect(await ids({ view: "inbox", to: "2026-03-01" })).toEqual([before]);
    });

    it("across the end of daylight saving (the day's midnight moves to 14:00 UTC)", async () => {
      // Clocks went back on 5 April 2026: 6 April starts at 14:00 UTC on the 5th.
      const sunday = await arrive(inquiry(), "2026-04-05T13:30:00.000Z");
      const monday = await arrive(inquiry(), "2026-04-05T14:00:00.000Z");
      expect(await ids({ view: "inbox", from: "2026-04-06", to: "2026-04-06" })).toEqual([monday]);
      expect(await ids({ view: "inbox", from: "2026-04-05", to: "2026-04-05" })).toEqual([sunday]);
    });

    it("still finds a lead that arrived while the server's clock was set back", async () => {
      // Arrival order and the clock disagree for these two: the later lead
      // has the earlier time. The date filter must go by the time.
      const early = await arrive(inquiry({ firstName: "Early" }), "2026-03-04T14:00:00.000Z"); // 5 March, 1 am
      const setBack = await arrive(inquiry({ firstName: "SetBack" }), "2026-03-04T10:00:00.000Z"); // 4 March, 9 pm
      expect(await ids({ view: "inbox", to: "2026-03-04" })).toEqual([setBack]);
      expect(await ids({ view: "inbox", from: "2026-03-05" })).toEqual([early]);
      expect((await inbox.list({ view: "inbox", from: "2026-03-04", to: "2026-03-04" }, { limit: 10 })).total).toBe(1);
    });

    it("with the other filters", async () => {
      await arrive(inquiry({ enquiryType: "Refinance" }), "2026-03-02T01:00:00.000Z");
      const match = await arrive(inquiry({ enquiryType: "First Home" }), "2026-03-02T02:00:00.000Z");
      await arrive(inquiry({ enquiryType: "First Home" }), "2026-03-09T02:00:00.000Z");
      const page = await inbox.list(
        { view: "inbox", enquiryType: "First Home", from: "2026-03-02", to: "2026-03-08" },
        { limit: 10 },
      );
      expect(page.leads.map((lead) => lead.id)).toEqual([match]);
      expect(page.total).toBe(1);
    });
  });

  it("tells the live update only the leads newer than the ones on the page, newest first", async () => {
    await arrive(inquiry());
    const shown = (await inbox.list(everything, { limit: 10 })).leads[0]?.seq ?? 0;
    const next = await arrive(inquiry());
    const newest = await arrive(inquiry());
    await arrive(inquiry({ firstName: "Bot" }, true));
    expect((await inbox.newerThan(everything, shown, 10)).map((lead) => lead.id)).toEqual([newest, next]);
    expect((await inbox.newerThan(everything, shown, 1)).map((lead) => lead.id)).toEqual([newest]);
  });
});

describe("search", () => {
  let mia: string;
  let noah: string;
  let zoe: string;

  beforeEach(async () => {
    mia = await arrive(
      inquiry({
        firstName: "Mia",
        lastName: "Tran",
        email: "mia.tran@example.com",
        mobile: "+61412345678",
        message: "We would like to refinance our mortgage.",
      }),
    );
    noah = await arrive(
      referral({
        from_name: "Noah Kelly",
        from_email: "noah.kelly@example.net",
        from_phone: "+61355500148",
        message: "My sister is buying in Geelong.",
      }),
    );
    zoe = await arrive(
      inquiry({
        firstName: "Zoë",
        lastName: "O'Brien",
        email: "z.obrien@example.org",
        mobile: "+61498765432",
        message: 'She said "first home" twice.',
      }),
    );
  });

  const found = (search: string) => ids({ view: "inbox", search });

  it.each([
    ["a name", "tran", () => [mia]],
    ["the start of a name", "Kel", () => [noah]],
    ["a full name, both words", "noah kelly", () => [noah]],
    ["the start of an e-mail address", "mia.tr", () => [mia]],
    ["an e-mail address up to one letter after the dot", "noah.k", () => [noah]],
    ["a whole e-mail address", "noah.kelly@example.net", () => [noah]],
    ["a mobile typed with spaces", "0412 345 678", () => [mia]],
    ["a landline typed with brackets", "(03) 5550 0148", () => [noah]],
    ["a number typed as stored", "+61412345678", () => [mia]],
    ["the start of a number", "0412 34", () => [mia]],
    ["a word of the message", "geelong", () => [noah]],
    ["the start of a word of the message", "refin", () => [mia]],
    ["words in different fields", "mia refinance", () => [mia]],
    ["a name with an apostrophe", "o'brien", () => [zoe]],
    ["words typed in quotes", '"first home"', () => [zoe]],
  ])("finds a lead by %s", async (_, search, expected) => {
    expect(await found(search)).toEqual(expected());
  });

  // FTS5 folds accents (remove_diacritics 2); PostgreSQL's 'simple' text search does not.
  it.skipIf(databaseEngine !== "sqlite")(
    "finds a lead by a name with an accent, typed without (SQLite only)",
    async () => {
      expect(await found("zoe")).toEqual([zoe]);
    },
  );

  it("needs every word typed to match", async () => {
    expect(await found("mia geelong")).toEqual([]);
  });

  it("takes a lone letter as a whole word (an initial), not as the start of every word", async () => {
    expect(await found("m")).toEqual([]);
    expect(await found("mia t")).toEqual([]);
  });

  it("is no filter at all when nothing typed can be searched for", async () => {
    expect(await found("  ")).toHaveLength(3);
    expect(await found("- ! ?")).toHaveLength(3);
  });

  it("counts every match, on all pages, with the other filters", async () => {
    for (let index = 0; index < 5; index += 1)
      await arrive(
        inquiry({ firstName: "Mia", lastName: `Tran${index}`, enquiryType: index % 2 ? "Refinance" : "First Home" }),
      );
    const page = await inbox.list({ view: "inbox", search: "mia", enquiryType: "First Home" }, { limit: 2 });
    expect(page.total).toBe(4);
    expect(page.leads).toHaveLength(2);
    const rest = await inbox.list(
      { view: "inbox", search: "mia", enquiryType: "First Home" },
      { before: page.olderBefore ?? undefined, limit: 2 },
    );
    expect(rest.olderBefore).toBeNull();
    expect(new Set([...page.leads, ...rest.leads].map((lead) => lead.id)).size).toBe(4);
  });

  describe("when the words match more leads than a search looks through at once", () => {
    let small: LeadInbox;

    beforeEach(async () => {
      small = openLeadInbox(database, () => clock.now, { searchExamineLimit: 2 });
      await arrive(inquiry({ firstName: "Mia", lastName: "Nguyen" }));
      await arrive(inquiry({ firstName: "Mia", lastName: "Chen", enquiryType: "Refinance" }));
      await arrive(inquiry({ firstName: "Mia", lastName: "Park", enquiryType: "Business Loans" }));
      await arrive(inquiry({ firstName: "Mia", lastName: "Lee", enquiryType: "Business Loans" }));
    });

    /** Every page's leads, following olderBefore to the end. */
    async function allPages(filter: InboxFilter, limit: number): Promise<string[][]> {
      const pages: string[][] = [];
      let before: number | undefined;
      do {
        const page = await small.list(filter, { before, limit });
        pages.push(page.leads.map((lead) => lead.id));
        before = page.olderBefore ?? undefined;
      } while (before !== undefined && pages.length < 20);
      return pages;
    }

    it("counts the matches among the newest it looked through, and says the count is a lower bound", async () => {
      expect(await small.list({ view: "inbox", search: "mia" }, { limit: 10 })).toMatchObject({
        total: 2,
        totalCapped: true,
      });
      expect(
        await small.list({ view: "inbox", search: "mia", enquiryType: "Business Loans" }, { limit: 10 }),
      ).toMatchObject({
        total: 2,
        totalCapped: true,
      });
      // The next match beyond them is not counted, though it passes the filters.
      expect(await small.list({ view: "inbox", search: "mia", enquiryType: "Refinance" }, { limit: 10 })).toMatchObject(
        { total: 0, totalCapped: true },
      );
      // Exact when the words match no more than it looks through.
      expect(await small.list({ view: "inbox", search: "mia park" }, { limit: 10 })).not.toHaveProperty("totalCapped");
      expect(await small.list(everything, { limit: 1 })).toMatchObject({ total: 7 });
    });

    it.each([
      ["every match", { view: "inbox", search: "mia" }],
      ["matches the newest do not hold", { view: "inbox", search: "mia", enquiryType: "Refinance" }],
      ["matches spread out", { view: "inbox", search: "mia", enquiryType: "First Home" }],
    ] as const)("still pages through %s, each once, newest first", async (_, filter) => {
      const expected = await ids(filter);
      expect(expected.length).toBeGreaterThan(0);
      const pages = await allPages(filter, 2);
      expect(pages.flat()).toEqual(expected);
      expect(pages.every((page) => page.length <= 2)).toBe(true);
    });
  });

  it("finds spam only in the spam view", async () => {
    const bot = await arrive(inquiry({ firstName: "Spambot", lastName: "Tran" }, true));
    expect(await found("tran")).toEqual([mia]);
    expect(await ids({ view: "spam", search: "tran" })).toEqual([bot]);
  });

  it("forgets a lead erased through the store", async () => {
    expect(await found("tran")).toEqual([mia]);
    await store.eraseLeads([mia], { action: "deletion on request", reason: "test" });
    expect(await found("tran")).toEqual([]);
    expect(await found("0412 345 678")).toEqual([]);
    expect((await inbox.list({ view: "inbox", search: "refinance" }, { limit: 10 })).total).toBe(0);
  });

  it("never fails, whatever is typed: quotes, FTS5 syntax, column filters, controls, any script", async () => {
    const nasty = [
      '"',
      '""',
      "'",
      '"mia',
      'mia"',
      "NEAR(mia tran)",
      "NEAR",
      "mia NEAR/2 tran",
      "*",
      "mia*",
      "*mia",
      "^mia",
      "^",
      "email:",
      "email:mia",
      "name:tran",
      "{name email}: mia",
      "-mia",
      "mia -tran",
      "NOT mia",
      "mia AND",
      "OR",
      "AND OR NOT",
      "(",
      ")",
      "(mia",
      "mia)",
      ":",
      "+",
      "a:b:c",
      "\u0000",
      "mia\u0000tran",
      "\\",
      "%",
      "_",
      "'; DROP TABLE leads; --",
      "🙂",
      "中文",
      "Zoë",
      "ﬁrst",
      "\u202e",
      "\ufeff",
      "x".repeat(200),
      ...HOSTILE_SNIPPETS,
    ];
    const pieces = fc.constantFrom(
      '"',
      "'",
      "*",
      "^",
      ":",
      "(",
      ")",
      "-",
      "+",
      " ",
      "NEAR",
      "AND",
      "OR",
      "NOT",
      "email",
      "mia",
      "0412",
      "é",
      "🙂",
      "\u0000",
    );
    const typed = fc.oneof(
      fc.constantFrom(...nasty),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (search) => {
        const page = await inbox.list({ view: "inbox", search }, { limit: 5 });
        expect(page.total).toBeLessThanOrEqual(3);
      }),
      { numRuns: 400 },
    );
    // Typed syntax is read as words: "email:" is not obeyed as a column filter, "-" does not exclude.
    expect(await found("email:mia")).toEqual([]);
    expect(await found("mia -tran")).toEqual([mia]);
    expect(await found("NEAR(mia tran)")).toEqual([]);
  });
});

describe("one lead", () => {
  it("has every field in the form's order, and the visitor's contact details", async () => {
    // Stored in another order than the form's: the detail puts them back in the form's.
    const fields = {
      message: "Hello",
      postCode: "3350",
      email: "mia.tran@example.com",
      firstName: "Mia",
      lastName: "Tran",
      mobile: "+61412345678",
      enquiryType: "Refinance",
      reference: "Google",
    };
    const id = await arrive({ form: "inquiry", fields, spam: false });
    const lead = await inbox.lead(id);
    expect(Object.keys(lead?.fields ?? {})).toEqual(leadFieldOrder.inquiry);
    expect(lead).toMatchObject({
      name: "Mia Tran",
      email: "mia.tran@example.com",
      phone: "+61412345678",
      postcode: "3350",
      enquiryType: "Refinance",
      readAt: null,
    });
  });

  it("reads a referral's own fields for the name, e-mail and phone", async () => {
    const id = await arrive(
      referral({ from_name: "Noah Kelly", from_email: "noah.kelly@example.com", from_phone: "+61355500148" }),
    );
    expect(await inbox.lead(id)).toMatchObject({
      form: "referral",
      name: "Noah Kelly",
      email: "noah.kelly@example.com",
      phone: "+61355500148",
      postcode: null,
      enquiryType: null,
    });
    expect(Object.keys((await inbox.lead(id))?.fields ?? {})).toEqual(leadFieldOrder.referral);
  });

  it("is undefined once it is gone", async () => {
    expect(await inbox.lead("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("carries the calculator scenario sent with it, and null when none came", async () => {
    const withScenario = await arrive({ ...inquiry(), scenario: refinanceScenario() });
    const without = await arrive(inquiry());
    expect((await inbox.lead(withScenario))?.scenario).toEqual(refinanceScenario());
    expect((await inbox.lead(without))?.scenario).toBeNull();
  });

  it("has its deliveries as the store keeps them", async () => {
    const id = await arrive(inquiry());
    await store.markFailed(id, "email", { error: "SMTP_451: try later", nextAttemptAt: clock.now + 5000 });
    expect((await inbox.lead(id))?.deliveries).toEqual(await store.deliveriesOf(id));
    expect((await inbox.lead(id))?.deliveries).toHaveLength(2);
  });

  it("records each change of status with who made it and when, oldest first", async () => {
    const ava = await addStaff("Ava Brooks");
    const ben = await addStaff("Ben Okafor");
    const id = await arrive(inquiry(), "2026-03-02T00:00:00.000Z");
    clock.now = Date.parse("2026-03-02T01:00:00.000Z");
    expect(await inbox.setStatus(id, "contacted", ava)).toEqual({ from: "new", to: "contacted" });
    clock.now = Date.parse("2026-03-03T01:00:00.000Z");
    expect(await inbox.setStatus(id, "won", ben)).toEqual({ from: "contacted", to: "won" });
    const lead = await inbox.lead(id);
    expect(lead?.status).toBe("won");
    expect(lead?.statusChanges).toEqual([
      { at: "2026-03-02T01:00:00.000Z", staff: { id: ava, name: "Ava Brooks" }, from: "new", to: "contacted" },
      { at: "2026-03-03T01:00:00.000Z", staff: { id: ben, name: "Ben Okafor" }, from: "contacted", to: "won" },
    ]);
  });

  it("records nothing when the status is already the one chosen, and says when the lead is gone", async () => {
    const ava = await addStaff("Ava Brooks");
    const id = await arrive(inquiry());
    expect(await inbox.setStatus(id, "new", ava)).toBeNull();
    expect((await inbox.lead(id))?.statusChanges).toEqual([]);
    expect(await inbox.setStatus("00000000-0000-4000-8000-000000000000", "won", ava)).toBeUndefined();
  });

  it("keeps notes oldest first, each with the staff member's name", async () => {
    const ava = await addStaff("Ava Brooks");
    const ben = await addStaff("Ben Okafor");
    const id = await arrive(inquiry());
    expect(await inbox.addNote(id, ava, "Called, no answer.")).toBe(true);
    clock.now += HOUR_MS;
    expect(await inbox.addNote(id, ben, "Spoke to Mia; sending forms.")).toBe(true);
    expect((await inbox.lead(id))?.notes).toEqual([
      {
        id: expect.any(Number),
        at: new Date(clock.now - HOUR_MS).toISOString(),
        staff: { id: ava, name: "Ava Brooks" },
        body: "Called, no answer.",
      },
      {
        id: expect.any(Number),
        at: new Date(clock.now).toISOString(),
        staff: { id: ben, name: "Ben Okafor" },
        body: "Spoke to Mia; sending forms.",
      },
    ]);
    expect(await inbox.addNote("00000000-0000-4000-8000-000000000000", ava, "Lost?")).toBe(false);
  });

  it("is assigned and unassigned", async () => {
    const ava = await addStaff("Ava Brooks");
    const id = await arrive(inquiry());
    expect(await inbox.assign(id, ava)).toBe(true);
    expect((await inbox.lead(id))?.assignee).toEqual({ id: ava, name: "Ava Brooks" });
    expect(await inbox.assign(id, null)).toBe(true);
    expect((await inbox.lead(id))?.assignee).toBeNull();
    expect(await inbox.assign("00000000-0000-4000-8000-000000000000", ava)).toBe(false);
  });

  it("is marked read once, and leaves the unread count then", async () => {
    const id = await arrive(inquiry());
    await arrive(inquiry());
    await arrive(inquiry({ firstName: "Bot" }, true));
    expect(await inbox.unreadCount()).toBe(2);
    clock.now = Date.parse("2026-03-05T00:00:00.000Z");
    expect(await inbox.markRead(id)).toBe(true);
    clock.now += DAY_MS;
    expect(await inbox.markRead(id)).toBe(false);
    expect(await inbox.lead(id)).toMatchObject({ unread: false, readAt: "2026-03-05T00:00:00.000Z" });
    expect(await inbox.unreadCount()).toBe(1);
  });
});

describe("spam", () => {
  it("skips a lead's deliveries still waiting when it is marked spam, and leaves delivered ones delivered", async () => {
    const id = await arrive(inquiry());
    await store.markDelivered(id, "email", clock.now);
    expect(await inbox.markSpam(id)).toBe(true);
    const lead = await inbox.lead(id);
    expect(lead?.spam).toBe(true);
    expect(lead?.deliveries.map((delivery) => [delivery.channel, delivery.state, delivery.lastError])).toEqual([
      ["email", "delivered", null],
      ["webhook", "skipped", "marked as spam"],
    ]);
    expect(await store.dueDeliveries({ now: clock.now + DAY_MS, channels: ["email", "webhook"], limit: 10 })).toEqual(
      [],
    );
    expect(await inbox.markSpam(id)).toBe(false);
  });

  it("delivers a honeypot catch marked not spam: both deliveries made, due now", async () => {
    const id = await arrive(inquiry({ firstName: "Real" }, true));
    expect(await store.deliveriesOf(id)).toEqual([]);
    clock.now += DAY_MS;
    expect(await inbox.markNotSpam(id)).toBe(true);
    expect((await store.getLead(id))?.deliveryState).toBe("pending");
    expect(
      (await store.deliveriesOf(id)).map((delivery) => [delivery.channel, delivery.state, delivery.nextAttemptAt]),
    ).toEqual([
      ["email", "pending", clock.now],
      ["webhook", "pending", clock.now],
    ]);
    const due = await store.dueDeliveries({ now: clock.now, channels: ["email", "webhook"], limit: 10 });
    expect(due.map((delivery) => [delivery.lead.id, delivery.channel])).toEqual([
      [id, "email"],
      [id, "webhook"],
    ]);
    expect(await ids(everything)).toEqual([id]);
    expect(await inbox.markNotSpam(id)).toBe(false);
  });

  it("makes the deliveries skipped as spam due again when marked not spam, keeping their attempts", async () => {
    const id = await arrive(inquiry());
    await store.markFailed(id, "email", { error: "SMTP_451: try later", nextAttemptAt: clock.now + DAY_MS });
    await inbox.markSpam(id);
    clock.now += HOUR_MS;
    await inbox.markNotSpam(id);
    expect(
      (await inbox.lead(id))?.deliveries.map(({ channel, state, attempts, nextAttemptAt, lastError, deliveredAt }) => ({
        channel,
        state,
        attempts,
        nextAttemptAt,
        lastError,
        deliveredAt,
      })),
    ).toEqual([
      { channel: "email", state: "pending", attempts: 1, nextAttemptAt: clock.now, lastError: null, deliveredAt: null },
      {
        channel: "webhook",
        state: "pending",
        attempts: 0,
        nextAttemptAt: clock.now,
        lastError: null,
        deliveredAt: null,
      },
    ]);
  });

  it("does not send again what was delivered before the lead was marked spam", async () => {
    const id = await arrive(inquiry());
    await store.markDelivered(id, "email", clock.now);
    await store.markDelivered(id, "webhook", clock.now);
    await inbox.markSpam(id);
    await inbox.markNotSpam(id);
    expect((await store.getLead(id))?.deliveryState).toBe("delivered");
    expect((await store.deliveriesOf(id)).map((delivery) => delivery.state)).toEqual(["delivered", "delivered"]);
  });

  it("says so when the lead is gone or not spam", async () => {
    const id = await arrive(inquiry());
    expect(await inbox.markNotSpam(id)).toBe(false);
    expect(await inbox.markSpam("00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await inbox.markNotSpam("00000000-0000-4000-8000-000000000000")).toBe(false);
  });
});

describe("retrying deliveries", () => {
  it("makes a lead's waiting deliveries due now, on one channel or both, and says how many", async () => {
    const id = await arrive(inquiry());
    const other = await arrive(inquiry());
    for (const lead of [id, other]) {
      for (const channel of ["email", "webhook"] as const)
        await store.markFailed(lead, channel, { error: "down", nextAttemptAt: clock.now + DAY_MS });
    }
    clock.now += HOUR_MS;
    expect(await inbox.retryDeliveries(id, "webhook")).toBe(1);
    expect((await store.deliveriesOf(id)).map((delivery) => delivery.nextAttemptAt)).toEqual([
      clock.now - HOUR_MS + DAY_MS,
      clock.now,
    ]);
    expect(await inbox.retryDeliveries(id)).toBe(2);
    expect((await store.deliveriesOf(id)).map((delivery) => delivery.nextAttemptAt)).toEqual([clock.now, clock.now]);
    expect((await store.deliveriesOf(other)).map((delivery) => delivery.nextAttemptAt)).toEqual([
      clock.now - HOUR_MS + DAY_MS,
      clock.now - HOUR_MS + DAY_MS,
    ]);
    await store.markDelivered(id, "email", clock.now);
    expect(await inbox.retryDeliveries(id, "email")).toBe(0);
  });
});

describe("export", () => {
  it("is the command-line tool's CSV for the same leads, every page of them", async () => {
    for (let index = 0; index < 60; index += 1) {
      const lead =
        index % 3 ? inquiry({ firstName: `Person${index}`, message: `=cmd|' /C calc'!A${index}` }) : referral();
      await arrive(index % 3 === 1 ? { ...lead, scenario: repaymentScenario() } : lead);
    }
    const exported = await inbox.exportCsv(everything, DEFAULT_SITE_URL);
    const cli = await runLeadsCommand(location, ["export", "--format", "csv"]);
    expect(cli.code).toBe(0);
    expect(exported.count).toBe(60);
    expect(exported.csv).toBe(cli.stdout);
  });

  it("holds only the leads the filter shows, oldest first", async () => {
    const first = await arrive(referral());
    await arrive(inquiry());
    const last = await arrive(referral());
    await arrive(inquiry({ firstName: "Bot" }, true));
    const exported = await inbox.exportCsv({ view: "inbox", form: "referral" }, DEFAULT_SITE_URL);
    const stored = [await store.getLead(first), await store.getLead(last)].filter((lead) => lead !== undefined);
    expect(exported).toEqual({ csv: leadsToCsv(stored, DEFAULT_SITE_URL), count: 2 });
  });
});
