import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect } from "vitest";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import { SCENARIO_FIELD, scenarioFieldValue } from "../../../contracts/calculator-scenario.ts";
import { FIELD_LIMITS } from "../../../contracts/lead-forms.ts";
import { HONEYPOT_FIELD, SEND_FORM_PATH, SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";
import {
  callbackFields,
  inquiryFields,
  protocolEnvelope,
  sampleCalendar,
} from "../../../tests/support/lead-server/sample-leads.ts";
import { largestScenario, repaymentScenario } from "../../../tests/support/sample-scenarios.ts";
import { readConfig } from "../../config.ts";
import type { AppDatabase } from "../../db/database.ts";
import { type LeadApiConfig, type LeadApiOptions, registerLeadApi } from "./lead-routes.ts";
import { type LeadStore, openLeadStore } from "../store/lead-store.ts";

/** The lead server's clock in these tests: Friday 27 November 2026, 11 am in Melbourne. */
const FRIDAY_11_AM = new Date("2026-11-27T00:00:00Z");

/** What a browser sends when it posts the form itself (JavaScript off). */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

// Spaces around the first name, which the stored lead shows trimmed; the
// message names a town that the log test looks for.
const inquiryAsTyped = {
  ...inquiryFields("mia@example.com", "We're looking at a warehouse in Ballarat."),
  firstName: "  Mia ",
};
const inquiryAsStored = { ...inquiryAsTyped, firstName: "Mia", mobile: "+61412345678" };

const referralAsTyped = {
  from_name: "Sam Ode",
  from_email: "sam@example.com",
  from_phone: "(03) 5550 0148",
  message: "Meet Jo, buying in Geelong.",
};
const referralAsStored = { ...referralAsTyped, from_phone: "+61355500148" };

const inquiryPost = { ...protocolEnvelope("inquiry"), ...inquiryAsTyped };
const referralPost = { ...protocolEnvelope("referral"), ...referralAsTyped };
const inquiryJson = { ...protocolEnvelope("inquiry"), template_params: inquiryAsTyped };

interface LeadServer {
  app: FastifyInstance;
  store: LeadStore;
  outbox: { wakes: number; wake(): void };
  logLines: string[];
}

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

/** The lead API on a bare Fastify, with the real store on a fresh SQLite file. */
async function startLeadServer(
  database: AppDatabase,
  settings: Partial<LeadApiConfig> = {},
  calendar: LeadApiOptions["calendar"] = sampleCalendar,
): Promise<LeadServer> {
  const store = openLeadStore(database);
  // The outbox is another component's job (lead-outbox.ts, tested on its own):
  // this stand-in only counts how often the API wakes it.
  const outbox = {
    wakes: 0,
    wake() {
      this.wakes += 1;
    },
  };
  const logLines: string[] = [];
  const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } } });
  const config = { ...readConfig({}), LEAD_RATE_LIMIT_PER_MINUTE: 1000, ...settings };
  await registerLeadApi(app, { store, outbox, config, calendar, now: () => +FRIDAY_11_AM });
  await app.ready();
  cleanUps.push(async () => {
    await app.close();
    store.close();
  });
  return { app, store, outbox, logLines };
}

function without(fields: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

type FormEntries = Record<string, string> | [string, string | Blob, string?][];

function formDataOf(entries: FormEntries): FormData {
  const form = new FormData();
  const list = Array.isArray(entries) ? entries : Object.entries(entries);
  for (const [name, value, fileName] of list) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, fileName);
  }
  return form;
}

/** A multipart body exactly as a browser's FormData makes it, with its length declared. */
async function multipartBody(entries: FormEntries): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request("http://lead.test/", { method: "POST", body: formDataOf(entries) });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

async function postForm(app: FastifyInstance, entries: FormEntries, headers: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(entries);
  return app.inject({
    method: "POST",
    url: SEND_FORM_PATH,
    payload,
    headers: { "content-type": contentType, ...headers },
  });
}

function postUrlEncoded(app: FastifyInstance, body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: SEND_FORM_PATH,
    payload: body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** A JSON post; a string is sent as it is (for bodies JSON.stringify cannot make). */
function postJson(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: SEND_JSON_PATH,
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("a lead that is accepted", () => {
  test("is stored from a multipart post with exactly the normalised values, then answered 200 OK and delivered", async ({
    database,
  }) => {
    const { app, store, outbox } = await startLeadServer(database);
    const response = await postForm(app, inquiryPost, { "user-agent": "Mozilla/5.0 (test)" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe("OK");
    const leads = await store.listLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: "inquiry", deliveryState: "pending" });
    expect(leads[0]?.fields).toEqual(inquiryAsStored);
    expect(outbox.wakes).toBe(1);
  });

  test("is stored from a JSON post with exactly the normalised values, then answered 200 OK", async ({ database }) => {
    const { app, store, outbox } = await startLeadServer(database);
    const response = await postJson(app, inquiryJson);

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect((await store.listLeads()).map((lead) => lead.fields)).toEqual([inquiryAsStored]);
    expect(outbox.wakes).toBe(1);
  });

  test("is stored from a URL-encoded post (the form without JavaScript) and from the referral form", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database);
    expect((await postUrlEncoded(app, new URLSearchParams(inquiryPost).toString())).body).toBe("OK");
    expect((await postForm(app, referralPost)).body).toBe("OK");

    expect((await store.listLeads()).map((lead) => [lead.form, lead.fields])).toEqual([
      ["inquiry", inquiryAsStored],
      ["referral", referralAsStored],
    ]);
  });

  test("keeps none of the unknown extra fields a client sends", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    await postForm(app, { ...inquiryPost, "g-recaptcha-response": "token", colour: "teal" });
    await postJson(app, {
      ...inquiryJson,
      extra: { nested: [1, 2] },
      template_params: { ...inquiryAsTyped, to_name: 7 },
    });

    expect((await store.listLeads()).map((lead) => lead.fields)).toEqual([inquiryAsStored, inquiryAsStored]);
  });

  test("keeps only the form's fields, the time and the delivery state: no address, no hash of it, no user agent (decision 007)", async ({
    database,
  }) => {
    const { app } = await startLeadServer(database);
    const userAgent = "Mozilla/5.0 (X11; Linux x86_64) KestrelTestBrowser/9.9";
    const answer = await app.inject({
      method: "POST",
      url: SEND_JSON_PATH,
      payload: inquiryJson,
      remoteAddress: "203.0.113.9",
      headers: { "user-agent": userAgent },
    });
    expect(answer.body).toBe("OK");

    const tables = await database.db.introspection.getTables();
    // PostgreSQL keeps the search index as a tsvector column of leads; SQLite, as lead_search tables.
    const searchColumns = new Set(
      (tables.find((table) => table.name === "leads")?.columns ?? [])
        .filter((column) => column.dataType === "tsvector")
        .map((column) => column.name),
    );
    const row = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    const columns = Object.keys(row).filter((name) => !searchColumns.has(name));
    const everything =
      JSON.stringify(await database.db.selectFrom("leads").selectAll().execute()) +
      JSON.stringify(await database.db.selectFrom("lead_deliveries").selectAll().execute()) +
      JSON.stringify(await database.db.selectFrom("lead_rate_limits").selectAll().execute());
    // The rest of the columns are the inbox's own (its order, triage, and two fields read out for its
    // filters), the visitor's name, e-mail and phone, read out of the fields for the person finder and search,
    // and the first-contact clock's instants (decision 019).
    expect(columns.sort()).toEqual([
      "assigned_to",
      "callback_at",
      "callback_reminded_at",
      "delivered_at",
      "delivery_state",
      "enquiry_type",
      "escalate_at",
      "escalated_at",
      "fields",
      "first_contact_at",
      "first_contact_due_at",
      "first_contact_minutes",
      "first_contact_on_time",
      "first_response_ms",
      "form",
      "id",
      "read_at",
      "received_at",
      "reference",
      "scenario",
      "seq",
      "status",
      "visitor_email",
      "visitor_name",
      "visitor_phone",
    ]);
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => !name.startsWith("lead_search"))
        .sort(),
    ).toEqual([
      "assignment_notices",
      "contact_attempts",
      "content_drafts",
      "content_images",
      "content_versions",
      "firm_closed_dates",
      // PostgreSQL's counts of first-contact minutes per week, owner and form (migration 21): no lead's details.
      ...(database.engine === "postgres" ? ["first_contact_tallies"] : []),
      "health_checks",
      "inbox_audit",
      "job_runs",
      "lead_assignment_turns",
      "lead_deliveries",
      "lead_notes",
      "lead_rate_limit_secret",
      "lead_rate_limits",
      "lead_routing_rules",
      "lead_status_changes",
      "leads",
      "passkey_challenges",
      "privacy_audit",
      "schema_migrations",
      "sign_in_checks",
      "sign_in_failures",
      "sign_in_limit_key",
      "sign_in_locks",
      "staff",
      "staff_passkeys",
      "staff_recovery_codes",
      "staff_sessions",
      "staff_sign_in_policy",
    ]);
    expect(everything).not.toContain("203.0.113.9");
    expect(everything).not.toContain("KestrelTestBrowser");
  });

  test("is logged with its id and form, never with the visitor's details", async ({ database }) => {
    const { app, store, logLines } = await startLeadServer(database);
    await postForm(app, inquiryPost);

    const [lead] = await store.listLeads();
    const stored = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === "lead stored");
    expect(stored).toMatchObject({ leadId: lead?.id, form: "inquiry" });
    const everything = logLines.join("\n");
    for (const detail of ["Mia", "Tran", "mia@example.com", "345 678", "3350", "Ballarat"])
      expect(everything).not.toContain(detail);
  });
});

describe("a calculator scenario sent with a lead", () => {
  const scenario = repaymentScenario();
  const withScenario = { ...inquiryPost, [SCENARIO_FIELD]: scenarioFieldValue(scenario) };

  /** The warnings the API logged about scenarios it dropped. */
  function drops(logLines: readonly string[]): Record<string, unknown>[] {
    return logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "calculator scenario dropped");
  }

  test("is stored with an inquiry posted as multipart, URL-encoded or JSON", async ({ database }) => {
    const { app, store, logLines } = await startLeadServer(database);
    expect((await postForm(app, withScenario)).body).toBe("OK");
    expect((await postUrlEncoded(app, new URLSearchParams(withScenario).toString())).body).toBe("OK");
    expect(
      (
        await postJson(app, {
          ...inquiryJson,
          template_params: { ...inquiryAsTyped, [SCENARIO_FIELD]: scenarioFieldValue(scenario) },
        })
      ).body,
    ).toBe("OK");

    expect((await store.listLeads()).map((lead) => [lead.fields, lead.scenario])).toEqual([
      [inquiryAsStored, scenario],
      [inquiryAsStored, scenario],
      [inquiryAsStored, scenario],
    ]);
    expect(drops(logLines)).toEqual([]);
  });

  test("is no scenario at all when the field is absent or empty, and nothing is logged", async ({ database }) => {
    const { app, store, logLines } = await startLeadServer(database);
    await postForm(app, inquiryPost);
    await postForm(app, { ...inquiryPost, [SCENARIO_FIELD]: "" });

    expect((await store.listLeads()).map((lead) => lead.scenario)).toEqual([null, null]);
    expect(drops(logLines)).toEqual([]);
  });

  test("drops an oversized scenario with a warning and still stores the inquiry", async ({ database }) => {
    const { app, store, outbox, logLines } = await startLeadServer(database);
    const oversized = scenarioFieldValue({
      ...scenario,
      results: [{ label: "Secret figure", value: "x".repeat(150) }],
    }).padEnd(8001, " ");
    const response = await postForm(app, { ...inquiryPost, [SCENARIO_FIELD]: oversized });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(await store.listLeads()).toMatchObject([
      { fields: inquiryAsStored, scenario: null, deliveryState: "pending" },
    ]);
    expect(outbox.wakes).toBe(1);
    expect(drops(logLines)).toMatchObject([{ level: 40, reason: "too-large", form: "inquiry" }]);
  });

  test("drops a scenario that is not JSON, not valid or not text, with a warning naming why and never what it held", async ({
    database,
  }) => {
    const { app, store, logLines } = await startLeadServer(database);
    const foreignLink = scenarioFieldValue({
      ...scenario,
      link: "https://evil.example/lrc",
      inputs: [{ label: "Secret figure", value: "$123,456" }],
    });
    await postForm(app, { ...inquiryPost, [SCENARIO_FIELD]: "{Secret figure" });
    await postUrlEncoded(app, new URLSearchParams({ ...inquiryPost, [SCENARIO_FIELD]: foreignLink }).toString());
    await postJson(app, {
      ...inquiryJson,
      template_params: {
        ...inquiryAsTyped,
        [SCENARIO_FIELD]: { ...scenario, inputs: [{ label: "Secret figure", value: "$1" }] },
      },
    });

    expect((await store.listLeads()).map((lead) => [lead.fields, lead.scenario])).toEqual([
      [inquiryAsStored, null],
      [inquiryAsStored, null],
      [inquiryAsStored, null],
    ]);
    expect(drops(logLines).map((entry) => [entry.reason, entry.form])).toEqual([
      ["not-json", "inquiry"],
      ["invalid", "inquiry"],
      ["not-text", "inquiry"],
    ]);
    const everything = logLines.join("\n");
    for (const detail of ["Secret figure", "123,456", "evil.example", "Loan amount"])
      expect(everything).not.toContain(detail);
  });

  test("is ignored on a referral, with the same warning, and the referral stored", async ({ database }) => {
    const { app, store, logLines } = await startLeadServer(database);
    expect((await postForm(app, { ...referralPost, [SCENARIO_FIELD]: scenarioFieldValue(scenario) })).body).toBe("OK");

    expect(await store.listLeads()).toMatchObject([{ form: "referral", fields: referralAsStored, scenario: null }]);
    expect(drops(logLines).map((entry) => [entry.reason, entry.form])).toEqual([["not-an-inquiry", "referral"]]);
  });

  test("is kept with a lead kept as spam, since a broker may find it was no bot", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    await postForm(app, { ...withScenario, [HONEYPOT_FIELD]: "filled" });

    expect(await store.listLeads()).toMatchObject([{ deliveryState: "spam", scenario }]);
  });

  test("is not read when the inquiry itself is refused: the field at fault is named, and nothing is stored or logged about the scenario", async ({
    database,
  }) => {
    const { app, store, logLines } = await startLeadServer(database);
    const response = await postForm(app, { ...without(inquiryPost, "email"), [SCENARIO_FIELD]: "{" });

    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("email: Enter your email address");
    expect(await store.listLeads()).toEqual([]);
    expect(drops(logLines)).toEqual([]);
  });
});

describe("the honeypot", () => {
  test("thanks a bot that fills it with 200 OK, keeps the lead as spam and never wakes the outbox", async ({
    database,
  }) => {
    const { app, store, outbox } = await startLeadServer(database);
    const response = await postForm(app, { ...inquiryPost, [HONEYPOT_FIELD]: "https://cheap-pills.example" });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    const [lead] = await store.listLeads();
    expect(lead).toMatchObject({ deliveryState: "spam", fields: inquiryAsStored });
    expect(outbox.wakes).toBe(0);
  });

  test("gives a bot no hint: its lead is thanked and kept as spam even when its fields are not valid", async ({
    database,
  }) => {
    const { app, store, outbox } = await startLeadServer(database);
    const response = await postJson(app, {
      ...protocolEnvelope("referral"),
      template_params: { from_name: "Bot", from_email: "not-an-address", [HONEYPOT_FIELD]: "filled" },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(await store.listLeads()).toMatchObject([
      { form: "referral", deliveryState: "spam", fields: { from_name: "Bot", from_email: "not-an-address" } },
    ]);
    expect(outbox.wakes).toBe(0);
  });

  test("left empty, as a person leaves it, is an ordinary lead", async ({ database }) => {
    const { app, store, outbox } = await startLeadServer(database);
    await postForm(app, { ...inquiryPost, [HONEYPOT_FIELD]: "" });

    expect(await store.listLeads()).toMatchObject([{ deliveryState: "pending" }]);
    expect(outbox.wakes).toBe(1);
  });
});

describe("a browser posting the form itself (JavaScript off)", () => {
  test("is sent back to the form's page with ?sent=1 once the lead is stored", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    const inquiry = await postUrlEncoded(app, new URLSearchParams(inquiryPost).toString(), { accept: BROWSER_ACCEPT });
    const referral = await postForm(app, referralPost, { accept: BROWSER_ACCEPT });

    expect(inquiry.statusCode).toBe(303);
    expect(inquiry.headers.location).toBe("/inquiry?sent=1#inquiry-sent");
    expect(referral.statusCode).toBe(303);
    expect(referral.headers.location).toBe("/referral?sent=1#referral-sent");
    expect(await store.listLeads()).toHaveLength(2);
  });

  test("is sent back with ?error=<field> naming the field refused, and nothing is stored", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    const response = await postUrlEncoded(app, new URLSearchParams({ ...inquiryPost, email: "mia@" }).toString(), {
      accept: BROWSER_ACCEPT,
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/inquiry?error=email#inquiry-not-sent");
    expect(await store.listLeads()).toEqual([]);
  });

  test("is not sent back when it asks for anything but HTML first, as fetch and the e-mail client do", async ({
    database,
  }) => {
    const { app } = await startLeadServer(database);
    for (const accept of ["*/*", "text/plain, text/html", "application/json"]) {
      const response = await postForm(app, inquiryPost, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("OK");
    }
  });
});

describe("a callback request", () => {
  const callbackPost = (callbackTime: string) => ({ ...protocolEnvelope("callback"), ...callbackFields(callbackTime) });

  test("posted as plain HTML with a weekday window is kept for the next such window, in words, and sent back to its thank-you", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database);
    const response = await postUrlEncoded(app, new URLSearchParams(callbackPost("Tuesday 10:00-12:00")).toString(), {
      accept: BROWSER_ACCEPT,
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/inquiry?sent=1&form=callback#callback-sent-tuesday-1000");
    expect((await store.listLeads()).map((lead) => [lead.form, lead.fields])).toEqual([
      [
        "callback",
        { callerName: "Jo Bloggs", callerPhone: "+61412000111", callbackTime: "Tuesday 1 December, 10 am – 12 pm" },
      ],
    ]);
  });

  test("posted as JSON with a dated window or as soon as possible is answered OK and kept in words", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database);
    const json = (callbackTime: string) => ({
      ...protocolEnvelope("callback"),
      template_params: callbackFields(callbackTime),
    });
    expect((await postJson(app, json("2026-11-28 14:00-15:00"))).body).toBe("OK");
    expect((await postForm(app, callbackPost("asap"))).body).toBe("OK");

    expect((await store.listLeads()).map((lead) => lead.fields.callbackTime).sort()).toEqual([
      "As soon as possible",
      "Saturday 28 November, 2 pm – 3 pm",
    ]);
  });

  test.for([
    ["a window already started", "2026-11-27 10:00-12:00", "That time has passed: choose a later one"],
    ["today's weekday window, gone by", "Friday 10:00-12:00", "That time has passed: choose a later one"],
    ["a Sunday, when the firm is shut", "2026-11-29 10:00-12:00", "Choose a time within our opening hours"],
    ["a window the firm does not offer", "2026-11-30 09:00-11:00", "Choose a time within our opening hours"],
    ["the sixth business day", "2026-12-03 10:00-12:00", "Choose a time within the next five business days"],
    ["no time at all", "", "Choose a preferred time"],
    ["words", "tomorrow after lunch", "Choose a preferred time"],
    ["a date that does not exist", "2026-02-30 10:00-12:00", "Choose a preferred time"],
  ] as const)(
    "refuses %s with one line naming the field, and stores nothing",
    async ([, callbackTime, line], { database }) => {
      const { app, store } = await startLeadServer(database);
      const response = await postForm(app, callbackPost(callbackTime));

      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(`callbackTime: ${line}`);
      expect(await store.listLeads()).toEqual([]);
    },
  );

  test("with a time refused is sent back to the callback form's alert when posted as plain HTML", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database);
    const response = await postUrlEncoded(app, new URLSearchParams(callbackPost("Sunday 10:00-12:00")).toString(), {
      accept: BROWSER_ACCEPT,
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/inquiry?error=callbackTime&form=callback#callback-not-sent");
    expect(await store.listLeads()).toEqual([]);
  });

  test("is kept as typed, never lost, on a server that has no published opening hours to check it against", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database, {}, () => Promise.resolve(undefined));
    const response = await postForm(app, callbackPost("Tuesday 10:00-12:00"));

    expect(response.statusCode).toBe(200);
    expect((await store.listLeads()).map((lead) => lead.fields.callbackTime)).toEqual(["Tuesday 10:00-12:00"]);
  });
});

describe("a new lead's first-contact clock (decision 019)", () => {
  const clockOf = async (database: AppDatabase) =>
    database.db
      .selectFrom("leads")
      .select(["form", "first_contact_due_at", "escalate_at", "callback_at"])
      .orderBy("seq")
      .execute();
  const minutesAfter = (instant: Date, minutes: number) => new Date(+instant + minutes * 60_000).toISOString();

  test("is due LEAD_RESPONSE_MINUTES of opening time after arrival, and the admins told LEAD_ESCALATE_MINUTES later", async ({
    database,
  }) => {
    const { app } = await startLeadServer(database);
    expect((await postForm(app, inquiryPost)).statusCode).toBe(200);
    const { app: slower } = await startLeadServer(database, { LEAD_RESPONSE_MINUTES: 60, LEAD_ESCALATE_MINUTES: 30 });
    expect((await postForm(slower, referralPost)).statusCode).toBe(200);
    expect(await clockOf(database)).toEqual([
      {
        form: "inquiry",
        first_contact_due_at: minutesAfter(FRIDAY_11_AM, 15),
        escalate_at: minutesAfter(FRIDAY_11_AM, 30),
        callback_at: null,
      },
      {
        form: "referral",
        first_contact_due_at: minutesAfter(FRIDAY_11_AM, 60),
        escalate_at: minutesAfter(FRIDAY_11_AM, 90),
        callback_at: null,
      },
    ]);
  });

  test("of a callback request is the time the visitor asked for", async ({ database }) => {
    const { app } = await startLeadServer(database);
    const post = { ...protocolEnvelope("callback"), ...callbackFields("2026-12-01 10:00-12:00") };
    expect((await postForm(app, post)).statusCode).toBe(200);
    // Tuesday 1 December, 10:00 in Melbourne (summer time, UTC+11) is 23:00 UTC on Monday.
    expect(await clockOf(database)).toEqual([
      {
        form: "callback",
        first_contact_due_at: "2026-11-30T23:00:00.000Z",
        escalate_at: "2026-11-30T23:15:00.000Z",
        callback_at: "2026-11-30T23:00:00.000Z",
      },
    ]);
  });

  test("does not run for spam", async ({ database }) => {
    const { app } = await startLeadServer(database);
    await postForm(app, { ...inquiryPost, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(await clockOf(database)).toEqual([
      { form: "inquiry", first_contact_due_at: null, escalate_at: null, callback_at: null },
    ]);
  });

  test("is left off, never the lead, when the opening hours cannot be read", async ({ database }) => {
    const { app } = await startLeadServer(database, {}, () => Promise.reject(new Error("content table unreadable")));
    expect((await postForm(app, inquiryPost)).statusCode).toBe(200);
    expect(await clockOf(database)).toEqual([
      { form: "inquiry", first_contact_due_at: null, escalate_at: null, callback_at: null },
    ]);
  });
});

describe("a lead the store cannot take", () => {
  test("is answered 503 with Retry-After and a message with no internals, never OK, and wakes nothing", async ({
    database,
  }) => {
    const { app, store, outbox } = await startLeadServer(database);
    store.close(); // the real store, failing: its database is gone

    const response = await postForm(app, inquiryPost);
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/OK|database|sqlite|connection|Error/i);
    expect(response.body).toMatch(/try again/);
    expect(outbox.wakes).toBe(0);
  });

  test("sends a browser back with ?error=unavailable, never ?sent=1", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    store.close();

    const response = await postForm(app, inquiryPost, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/inquiry?error=unavailable#inquiry-not-sent");
  });
});

describe("a field that is not valid", () => {
  test("is refused with 400 naming each field at fault, and nothing is stored", async ({ database }) => {
    const { app, store, outbox } = await startLeadServer(database);
    const response = await postForm(app, { ...inquiryPost, firstName: " ", email: "mia@", postCode: "335" });

    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body.split("\n")).toEqual([
      "firstName: Enter your first name",
      "email: Enter a valid email address, like name@example.com",
      "postCode: Enter your 4-digit postcode",
    ]);
    expect(await store.listLeads()).toEqual([]);
    expect(outbox.wakes).toBe(0);
  });

  test("that is missing is refused with 400 naming it", async ({ database }) => {
    const { app } = await startLeadServer(database);
    const response = await postJson(app, { ...inquiryJson, template_params: without(inquiryAsTyped, "mobile") });

    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("mobile: Enter your mobile number");
  });

  test.for<[string, unknown]>([
    ["firstName", 42],
    ["email", { address: "mia@example.com" }],
    ["mobile", ["0412 345 678"]],
    ["postCode", null],
    ["message", true],
  ])("that is not text in JSON (%s) is refused with 400 naming it", async ([field, value], { database }) => {
    const { app, store } = await startLeadServer(database);
    const response = await postJson(app, { ...inquiryJson, template_params: { ...inquiryAsTyped, [field]: value } });

    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`${field}: Send this field as text`);
    expect(await store.listLeads()).toEqual([]);
  });

  test("sent twice is refused with 400 naming it, in a multipart, URL-encoded or JSON body", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    const multipart = await postForm(app, [...Object.entries(inquiryPost), ["firstName", "Eve"]]);
    const urlEncoded = await postUrlEncoded(
      app,
      `${new URLSearchParams(inquiryPost).toString()}&email=eve%40example.com`,
    );
    const json = await postJson(
      app,
      JSON.stringify(inquiryJson).replace('"lastName":', '"lastName":"Eve","lastName":'),
    );

    expect([multipart.statusCode, urlEncoded.statusCode, json.statusCode]).toEqual([400, 400, 400]);
    expect(multipart.body).toBe("firstName: Send this field only once");
    expect(urlEncoded.body).toBe("email: Send this field only once");
    expect(json.body).toBe("lastName: Send this field only once");
    expect(await store.listLeads()).toEqual([]);
  });

  test("sent as a file is refused with 400 naming it", async ({ database }) => {
    const { app, store } = await startLeadServer(database);
    const response = await postForm(app, [
      ...Object.entries(inquiryPost),
      ["statement", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "statement.pdf"],
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("statement: Files are not accepted");
    expect(await store.listLeads()).toEqual([]);
  });
});

describe("a field sent twice or as a file under a name that is not a field's", () => {
  test("is refused with 400 without repeating the name: markup, an empty name or any other text the client chose", async ({
    database,
  }) => {
    const { app, store, logLines } = await startLeadServer(database);
    const urlEncoded = await postUrlEncoded(app, `${new URLSearchParams(inquiryPost).toString()}&%3Cb%3E=1&%3Cb%3E=2`);
    const multipart = await postForm(app, [
      ...Object.entries(inquiryPost),
      ["", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "x.pdf"],
    ]);
    const json = await postJson(
      app,
      JSON.stringify(inquiryJson).replace('"lastName":', '"<script>":1,"<script>":2,"lastName":'),
    );

    expect([urlEncoded.statusCode, multipart.statusCode, json.statusCode]).toEqual([400, 400, 400]);
    expect(urlEncoded.body).toBe("A field was sent more than once.");
    expect(multipart.body).toBe("Files are not accepted.");
    expect(json.body).toBe("A field was sent more than once.");
    expect(logLines.join("\n")).not.toMatch(/<b>|<script>/);
    expect(await store.listLeads()).toEqual([]);
  });
});

describe("the protocol's identifiers", () => {
  test.for<[string, string]>([
    ["user_id", "The user ID is required"],
    ["service_id", "The service ID is required"],
    ["template_id", "The template ID is required"],
  ])("missing (%s) are refused with 400 naming the identifier", async ([field, message], { database }) => {
    const { app } = await startLeadServer(database);
    const missing = await postForm(app, without(inquiryPost, field));
    const empty = await postJson(app, { ...inquiryJson, [field]: "" });

    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe(`${field}: ${message}`);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toBe(`${field}: ${message}`);
  });

  test.for(["user_id", "service_id", "template_id"])(
    "unknown (%s) are refused with 403 naming the identifier",
    async (field, { database }) => {
      const { app, store } = await startLeadServer(database);
      const response = await postJson(app, { ...inquiryJson, [field]: "someone_elses_id" });

      expect(response.statusCode).toBe(403);
      expect(response.body).toMatch(new RegExp(`^${field}: `));
      expect(await store.listLeads()).toEqual([]);
    },
  );

  test("are only the configured ones: the server's own IDs are accepted and the defaults refused", async ({
    database,
  }) => {
    const { app } = await startLeadServer(database, {
      EMAIL_USER_ID: "public_our_own",
      EMAIL_SERVICE_ID: "service_our_own",
    });

    expect((await postJson(app, inquiryJson)).statusCode).toBe(403);
    expect(
      (await postJson(app, { ...inquiryJson, user_id: "public_our_own", service_id: "service_our_own" })).statusCode,
    ).toBe(200);
  });
});

describe("a body the server cannot read", () => {
  test.for([
    ["not JSON", "{ firstName: Mia"],
    ["empty", ""],
    ["not an object", "[1, 2]"],
    ["null", "null"],
    ["fields not an object", JSON.stringify({ ...inquiryJson, template_params: "firstName=Mia" })],
  ])("(%s) is refused with 400, never a 500", async ([, body], { database }) => {
    const { app } = await startLeadServer(database);
    const response = await postJson(app, body);

    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).not.toMatch(/Unexpected|SyntaxError|position|at /);
  });

  test("as multipart with no boundary is refused with 400", async ({ database }) => {
    const { app } = await startLeadServer(database);
    const response = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: "firstName=Mia",
      headers: { "content-type": "multipart/form-data" },
    });

    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("The form could not be read.");
  });

  test("naming a property of every object (__proto__) is refused with 400, never a 500", async ({ database }) => {
    const { app } = await startLeadServer(database);
    const response = await postForm(app, [...Object.entries(inquiryPost), ["__proto__", "polluted"]]);

    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.for([
    ["plain text to send-form", SEND_FORM_PATH, "text/plain", "firstName=Mia"],
    ["JSON to send-form", SEND_FORM_PATH, "application/json", JSON.stringify(inquiryJson)],
    [
      "a form to send",
      SEND_JSON_PATH,
      "application/x-www-form-urlencoded",
      new URLSearchParams(inquiryPost).toString(),
    ],
    ["XML", SEND_JSON_PATH, "application/xml", "<lead/>"],
  ])("of another type (%s) is refused with 415", async ([, url, contentType, payload], { database }) => {
    const { app, store } = await startLeadServer(database);
    const response = await app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

    expect(response.statusCode).toBe(415);
    expect(await store.listLeads()).toEqual([]);
  });

  test("with no type at all is refused with 415", async ({ database }) => {
    const { app } = await startLeadServer(database);
    expect((await app.inject({ method: "POST", url: SEND_JSON_PATH })).statusCode).toBe(415);
  });
});

describe("a body over LEAD_BODY_LIMIT_BYTES", () => {
  const LIMIT = 4096;
  const padding = "x".repeat(LIMIT);

  test("is refused with 413 as JSON, URL-encoded or multipart, and nothing is stored", async ({ database }) => {
    const { app, store } = await startLeadServer(database, { LEAD_BODY_LIMIT_BYTES: LIMIT });
    const json = await postJson(app, { ...inquiryJson, padding });
    const urlEncoded = await postUrlEncoded(app, new URLSearchParams({ ...inquiryPost, padding }).toString());
    const multipart = await postForm(app, { ...inquiryPost, padding });

    expect([json.statusCode, urlEncoded.statusCode, multipart.statusCode]).toEqual([413, 413, 413]);
    expect(multipart.headers["content-type"]).toMatch(/^text\/plain/);
    expect(await store.listLeads()).toEqual([]);
  });

  test("is refused with 413 when sent as multipart in chunks with no declared length, however many small fields make it up", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database, { LEAD_BODY_LIMIT_BYTES: LIMIT });
    const smallFields = Array.from({ length: 12 }, (_, index): [string, string] => [`note${index}`, "y".repeat(500)]);
    // light-my-request streams FormData with Transfer-Encoding: chunked and no Content-Length.
    const response = await app.inject({
      method: "POST",
      url: SEND_FORM_PATH,
      payload: formDataOf([...Object.entries(inquiryPost), ...smallFields]),
    });

    expect(response.statusCode).toBe(413);
    expect(await store.listLeads()).toEqual([]);
  });

  test("is refused with 413 when it carries more fields than any form of ours could", async ({ database }) => {
    const { app } = await startLeadServer(database);
    const manyFields = Array.from({ length: 40 }, (_, index): [string, string] => [`note${index}`, "y"]);
    const response = await postForm(app, [...Object.entries(inquiryPost), ...manyFields]);

    expect(response.statusCode).toBe(413);
    expect(response.body).toBe("The message is too large to send.");
  });

  test("is not reached by the longest message the form allows", async ({ database }) => {
    const { app } = await startLeadServer(database);
    expect((await postForm(app, { ...inquiryPost, message: "m".repeat(5000) })).statusCode).toBe(200);
  });

  test("is not reached, at its default, by the longest inquiry with the largest scenario, even outside ASCII and URL-encoded", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database);
    // "€" is 3 bytes in UTF-8, and 9 URL-encoded: the widest a character of the BMP gets.
    const scenario = largestScenario("€");
    const longest = {
      ...inquiryPost,
      firstName: "€".repeat(FIELD_LIMITS.name),
      lastName: "€".repeat(FIELD_LIMITS.name),
      message: "€".repeat(FIELD_LIMITS.message),
    };
    const sent = { ...longest, [SCENARIO_FIELD]: scenarioFieldValue(scenario) };
    const urlEncoded = new URLSearchParams(sent).toString();
    expect(urlEncoded.length).toBeGreaterThan(100_000);

    expect((await postUrlEncoded(app, urlEncoded)).statusCode).toBe(200);
    expect((await postForm(app, sent)).statusCode).toBe(200);
    expect(
      (await postJson(app, { ...inquiryJson, template_params: { ...sent, ...protocolEnvelope("inquiry") } }))
        .statusCode,
    ).toBe(200);
    expect((await store.listLeads()).map((lead) => lead.scenario)).toEqual([scenario, scenario, scenario]);
  });
});

describe("the rate limit (LEAD_RATE_LIMIT_PER_MINUTE per address and form)", () => {
  test("refuses one address past the limit with 429 and Retry-After, whichever endpoint it uses", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database, { LEAD_RATE_LIMIT_PER_MINUTE: 2 });
    expect((await postForm(app, inquiryPost)).statusCode).toBe(200);
    expect((await postJson(app, inquiryJson)).statusCode).toBe(200);

    const refused = await postForm(app, inquiryPost);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatch(/^Too many messages/);
    expect(await store.listLeads()).toHaveLength(2);
  });

  test("counts each form apart and each address apart", async ({ database }) => {
    const { app } = await startLeadServer(database, { LEAD_RATE_LIMIT_PER_MINUTE: 1 });
    expect((await postForm(app, inquiryPost)).statusCode).toBe(200);
    expect((await postForm(app, inquiryPost)).statusCode).toBe(429);

    expect((await postForm(app, referralPost)).statusCode).toBe(200);
    const otherAddress = await app.inject({
      method: "POST",
      url: SEND_JSON_PATH,
      payload: inquiryJson,
      remoteAddress: "198.51.100.4",
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  test("is one limit for an address across several servers on one database", async ({ database }) => {
    const servers = [
      await startLeadServer(database, { LEAD_RATE_LIMIT_PER_MINUTE: 5 }),
      await startLeadServer(database, { LEAD_RATE_LIMIT_PER_MINUTE: 5 }),
    ];
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = servers[attempt % 2];
      if (server) statuses.push((await postJson(server.app, inquiryJson)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await servers[0]?.store.listLeads()).toHaveLength(5);
  });

  test("lets a higher limit through where a lower one refuses", async ({ database }) => {
    const { app } = await startLeadServer(database, { LEAD_RATE_LIMIT_PER_MINUTE: 4 });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await postJson(app, inquiryJson)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("CORS", () => {
  const SITE = "https://www.kestrelridge.example";
  const preflight = (app: FastifyInstance, origin: string, url = SEND_JSON_PATH) =>
    app.inject({
      method: "OPTIONS",
      url,
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  test("lets a configured site origin read the answer, and no other origin", async ({ database }) => {
    const { app } = await startLeadServer(database, { SITE_ORIGINS: [`${SITE}/`] });
    const allowed = await postJson(app, inquiryJson, { origin: SITE });
    const denied = await postJson(app, inquiryJson, { origin: "https://elsewhere.example" });

    expect(allowed.headers["access-control-allow-origin"]).toBe(SITE);
    expect(allowed.headers.vary).toMatch(/Origin/);
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("answers a configured origin's preflight with POST and Content-Type allowed, and no other origin's", async ({
    database,
  }) => {
    const { app } = await startLeadServer(database, { SITE_ORIGINS: [SITE] });
    const allowed = await preflight(app, SITE);
    const denied = await preflight(app, "https://elsewhere.example");

    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      "access-control-allow-origin": SITE,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Content-Type",
    });
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("covers the lead API only, not the rest of the site", async ({ database }) => {
    const { app } = await startLeadServer(database, { SITE_ORIGINS: [SITE] });
    expect((await preflight(app, SITE, SEND_FORM_PATH)).headers["access-control-allow-origin"]).toBe(SITE);
    expect((await preflight(app, SITE, "/about")).headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("unset, allows the same origin only: a post from any other site is refused and not stored", async ({
    database,
  }) => {
    const { app, store } = await startLeadServer(database, { SITE_ORIGINS: undefined });
    const post = await postForm(app, inquiryPost, { origin: SITE });
    const options = await preflight(app, SITE);

    expect(post.statusCode).toBe(403);
    expect(post.body).toMatch(/^origin:/);
    expect(await store.listLeads()).toHaveLength(0);
    expect(post.headers["access-control-allow-origin"]).toBeUndefined();
    expect(options.headers["access-control-allow-origin"]).toBeUndefined();
    expect(options.statusCode).not.toBe(204);
  });
});

describe("the Origin check", () => {
  test("accepts a post from the site's own pages, whose Origin is the server's host", async ({ database }) => {
    const { app } = await startLeadServer(database, { SITE_ORIGINS: undefined });
    const post = await postForm(app, inquiryPost, { origin: "http://127.0.0.1:4317", host: "127.0.0.1:4317" });
    expect(post.statusCode).toBe(200);
  });

  test("accepts a post that names no origin, as server-side clients do", async ({ database }) => {
    const { app } = await startLeadServer(database, { SITE_ORIGINS: undefined });
    expect((await postForm(app, inquiryPost)).statusCode).toBe(200);
  });
});
