// Property-based fuzzing of what a lead becomes: the e-mail to the brokerage
// (composeLeadEmail, then nodemailer's real message) and the CSV export
// (toCsv, and `npm run leads -- export`). Every hostile value must come out
// inert: escaped in HTML, never a header line of its own, never a formula;
// and a calculator scenario's link always on our own site.
// The checks read the renderers' real output with parsers of their own.
// A failure prints its seed: FUZZ_SEED=<seed> replays it.
import fc from "fast-check";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enquiryTypes, fieldLabels, leadFieldOrder } from "../../../contracts/lead-forms.ts";
import { SCENARIO_FIELD, scenarioFieldValue } from "../../../contracts/calculator-scenario.ts";
import { type LeadFormName, SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";
import { startFuzzLeadServer, type FuzzLeadServer } from "../../../tests/support/fuzz-lead-server.ts";
import {
  fuzzRuns,
  hostileText,
  storedLeadFields,
  validLead,
  validScenario,
} from "../../../tests/support/hostile-input.ts";
import { protocolEnvelope } from "../../../tests/support/lead-server/sample-leads.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { runLeadCli } from "../lead-cli.ts";
import { toCsv } from "../store/lead-csv.ts";
import { composeLeadEmail, createLeadMailer, type LeadMailer } from "./lead-mailer.ts";
import { scenarioLinesText } from "../store/lead-scenario.ts";
import type { StoredLead } from "../store/lead-store.ts";

const SITE_URL = "https://www.kestrelridge.example";
const addresses = { from: "website@kestrelridge.example", to: "leads@kestrelridge.example", siteUrl: SITE_URL };

// ---------------------------------------------------------------------------
// Reading the HTML part

/** Every tag the e-mail's template writes; anything else in the HTML is a visitor's text and must be escaped. */
const TEMPLATE_TAG =
  /<(?:!doctype html|html lang="en-AU"|\/html|head|\/head|meta charset="utf-8"|title|\/title|body style="[^"<>]*"|\/body|h[12] style="[^"<>]*"|\/h[12]|table style="[^"<>]*"|\/table|tr|\/tr|th scope="(?:row|colgroup)"(?: colspan="2")? style="[^"<>]*"|\/th|td style="[^"<>]*"|\/td|p style="[^"<>]*"|\/p|br|a href="[^"<>]*"|\/a)>/g;
/** Text that markup cannot come out of: no <, >, quotes, and & only in the five entities. */
const INERT_TEXT = /^(?:[^<>&"']|&(?:amp|lt|gt|quot|#39);)*$/;

function htmlText(escaped: string): string {
  const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** The table's rows as the HTML says: label and value, unescaped. */
function htmlRows(html: string): [string, string][] {
  return [
    ...html.matchAll(/<tr><th scope="row" style="[^"<>]*">([^<]*)<\/th><td style="[^"<>]*">([^<]*)<\/td><\/tr>/g),
  ].map((row) => [htmlText(row[1] ?? ""), htmlText(row[2] ?? "")]);
}

/** Every link in the HTML part, unescaped. */
function htmlLinks(html: string): string[] {
  return [...html.matchAll(/<a href="([^"<>]*)">/g)].map((link) => htmlText(link[1] ?? ""));
}

/** The rows a broker must see: each field with its label, in form order, then any other field, then the scenario's lines. */
function expectedRows(lead: StoredLead): [string, string][] {
  const scenarioLines = lead.scenario ? [...lead.scenario.inputs, ...lead.scenario.results] : [];
  return [...expectedFieldRows(lead), ...scenarioLines.map(({ label, value }): [string, string] => [label, value])];
}

function expectedFieldRows(lead: StoredLead): [string, string][] {
  const known: string[] = [...leadFieldOrder[lead.form]];
  const names = [
    ...known.filter((name) => Object.hasOwn(lead.fields, name)),
    ...Object.keys(lead.fields).filter((name) => !known.includes(name)),
  ];
  const labels: Readonly<Record<string, string>> = fieldLabels;
  return names.map((name) => {
    const value = lead.fields[name] ?? "";
    const shown = name === "enquiryType" ? (enquiryTypes.find((type) => type.value === value)?.label ?? value) : value;
    return [Object.hasOwn(labels, name) ? (labels[name] ?? name) : name, shown.replace(/\r\n?/g, "\n")];
  });
}

// ---------------------------------------------------------------------------
// Reading the message nodemailer writes

const streamTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** The header lines nodemailer writes for a lead e-mail; a visitor's text must never add one. */
const EXPECTED_HEADERS = [
  "content-type",
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "x-lead-id",
  "date",
  "mime-version",
];

async function messageHeaders(email: ReturnType<typeof composeLeadEmail>): Promise<{ name: string; value: string }[]> {
  const info = await streamTransport.sendMail(email);
  const raw = (info.message as Buffer).toString("utf8");
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head
    .replace(/\r\n[ \t]/g, " ")
    .split("\r\n")
    .map((line) => ({
      name: line.slice(0, line.indexOf(":")).toLowerCase(),
      value: line.slice(line.indexOf(":") + 1),
    }));
}

/** No line breaks or other control characters: a header value stays one header. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ONE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;

function storedLead(form: LeadFormName, fields: Record<string, string>, scenario: StoredLead["scenario"]): StoredLead {
  return {
    id: "0b5f1c2e-8d7a-4f3b-9c1d-2e3f4a5b6c7d",
    form,
    fields,
    receivedAt: "2026-03-03T03:05:00.000Z",
    deliveryState: "pending",
    deliveredAt: null,
    scenario,
  };
}

const anyStoredLead = fc
  .tuple(fc.constantFrom<LeadFormName>("inquiry", "referral"), fc.option(validScenario(), { nil: null, freq: 2 }))
  .chain(([form, scenario]) => storedLeadFields(form).map((fields) => storedLead(form, fields, scenario)));

/**
 * The e-mail's own checks: HTML with nothing but the template's markup, every
 * value in its row, headers on one line each. Returns the message's headers.
 */
async function checkEmail(lead: StoredLead): Promise<{ name: string; value: string }[]> {
  const email = composeLeadEmail(lead, addresses);

  const outsideTags = email.html.replace(TEMPLATE_TAG, "");
  expect(outsideTags).toMatch(INERT_TEXT);
  expect(htmlRows(email.html)).toEqual(expectedRows(lead));
  for (const [, value] of expectedRows(lead)) expect(email.text).toContain(value);
  // The only link is the scenario's, and it is on our site, at the calculator's page.
  const links = htmlLinks(email.html).map((link) => new URL(link));
  expect(links).toHaveLength(lead.scenario ? 1 : 0);
  for (const link of links)
    expect([link.origin, link.pathname, link.hash]).toEqual([SITE_URL, `/${lead.scenario?.calculator ?? ""}`, ""]);

  expect(email.subject).toMatch(ONE_LINE);
  expect(email.replyTo?.name ?? "").toMatch(ONE_LINE);
  expect(email.replyTo?.address ?? "").toMatch(ONE_LINE);
  const headers = await messageHeaders(email);
  expect(headers.map((header) => header.name).filter((name) => !EXPECTED_HEADERS.includes(name))).toEqual([]);
  expect(headers.filter((header) => header.name === "subject")).toHaveLength(1);
  expect(headers.filter((header) => header.name === "reply-to").length).toBeLessThanOrEqual(1);
  return headers;
}

describe("the lead e-mail, for any lead the store may hold", () => {
  it("shows every value escaped in its own row, in both parts, and never lets one out of its header", async () => {
    await fc.assert(
      fc.asyncProperty(anyStoredLead, async (lead) => {
        await checkEmail(lead);
      }),
      fuzzRuns(1500),
    );
  }, 60_000);
});

// ---------------------------------------------------------------------------
// Reading CSV

/** RFC 4180, strictly: every cell quoted (as toCsv writes them), quotes doubled, CRLF after each record. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== '"') throw new Error(`A cell not quoted at ${at}`);
    let cell = "";
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote === -1) throw new Error("A cell not closed");
      cell += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    row.push(cell);
    if (text[at] === ",") {
      at += 1;
    } else if (text.startsWith("\r\n", at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      throw new Error(`Neither a comma nor CRLF after a cell at ${at}`);
    }
  }
  return rows;
}

/** What a spreadsheet runs as a formula (OWASP): a cell starting with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as exported: the value, with an apostrophe before it when a spreadsheet would run it. */
function exportedAs(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const cellValue = fc.oneof(
  hostileText(),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("=1+1", "+61412345678", "-2", "@SUM(A1)", "\t=1", "\r=1", '""', "'=1"),
);

describe("the CSV export", () => {
  it("reads back cell for cell, every cell a spreadsheet would run as a formula shown as text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.option(cellValue, { nil: undefined }), { minLength: 1, maxLength: 6 }), { maxLength: 6 }),
        (rows) => {
          const parsed = parseCsv(toCsv(rows));
          expect(parsed).toEqual(rows.map((row) => row.map((value) => exportedAs(value ?? ""))));
          for (const cell of parsed.flat()) expect(cell).not.toMatch(FORMULA_START);
        },
      ),
      fuzzRuns(1500),
    );
  });
});

// ---------------------------------------------------------------------------
// From the endpoint to the broker

let server: FuzzLeadServer;
let smtp: TestSmtpServer;
let mailer: LeadMailer;

beforeAll(async () => {
  server = await startFuzzLeadServer();
  smtp = await startTestSmtpServer();
  // The test SMTP server is a relay on 127.0.0.1 without STARTTLS.
  mailer = createLeadMailer({ smtpUrl: smtp.url, ...addresses, allowPlaintext: true });
});

afterEach(() => {
  // Nothing the server noticed going wrong in itself while storing the leads.
  expect(server.problems).toEqual([]);
});

afterAll(async () => {
  mailer.close();
  await smtp.stop();
  await server.close();
});

/** A header as it is on the wire (unfolded, encoded words left as they are). */
function rawHeader(message: string, name: string): string {
  const head = message.slice(0, message.indexOf("\r\n\r\n")).replace(/\r\n[ \t]/g, " ");
  const line = head.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim() ?? "";
}

function asUtf8(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}

async function exportCsv(): Promise<string[][]> {
  let output = "";
  const code = await runLeadCli(["export", "--format", "csv"], {
    env: { DATABASE_PATH: server.databasePath },
    stdout: (text) => (output += text),
    stderr: () => undefined,
  });
  expect(code).toBe(0);
  return parseCsv(output);
}

/** Posts a valid lead (an inquiry with its scenario, if any) through the JSON endpoint and returns it as stored. */
async function postAndRead(
  form: LeadFormName,
  fields: Record<string, string>,
  scenario: StoredLead["scenario"] = null,
): Promise<StoredLead> {
  const sent = form === "inquiry" && scenario ? { ...fields, [SCENARIO_FIELD]: scenarioFieldValue(scenario) } : fields;
  const response = await server.app.inject({
    method: "POST",
    url: SEND_JSON_PATH,
    payload: { ...protocolEnvelope(form), template_params: sent },
  });
  expect(response.statusCode).toBe(200);
  const lead = (await server.store.listLeads()).at(-1);
  if (!lead) throw new Error("The lead answered OK was not stored");
  return lead;
}

/** The addresses in a Reply-To as a mail client reads them: addresses first, encoded words (a name's "<" and ",") only after. */
function replyAddresses(rawValue: string): (string | undefined)[] {
  return addressparser(rawValue).map((entry) => ("address" in entry ? entry.address : undefined));
}

const visitorAddress = (lead: StoredLead) => (lead.form === "inquiry" ? lead.fields.email : lead.fields.from_email);

describe("a lead as hostile as the schema allows, once stored", () => {
  it("is e-mailed with every value inert and Reply-To the visitor alone, and exported to CSV with no formula", async () => {
    await fc.assert(
      fc.asyncProperty(
        validLead(),
        fc.option(validScenario(), { nil: null, freq: 2 }),
        async ({ form, fields }, scenario) => {
          const lead = await postAndRead(form, fields, scenario);
          expect(lead.scenario).toEqual(form === "inquiry" ? scenario : null);
          const headers = await checkEmail(lead);
          expect(
            headers.filter((header) => header.name === "reply-to").map((header) => replyAddresses(header.value)),
          ).toEqual([[visitorAddress(lead)]]);

          const [columns = [], ...records] = await exportCsv();
          const record = records.find((cells) => cells[0] === lead.id) ?? [];
          for (const [name, value] of Object.entries(lead.fields))
            expect(record[columns.indexOf(name)]).toBe(exportedAs(value));
          if (lead.scenario) {
            // `npm run leads` with no SITE_URL: this server on localhost.
            expect(new URL(record[columns.indexOf("scenario_link")] ?? "").origin).toBe("http://localhost:3000");
            expect(record[columns.indexOf("scenario_inputs")]).toBe(
              exportedAs(scenarioLinesText(lead.scenario.inputs)),
            );
            expect(record[columns.indexOf("scenario_results")]).toBe(
              exportedAs(scenarioLinesText(lead.scenario.results)),
            );
          }
          for (const cell of record) expect(cell).not.toMatch(FORMULA_START);
        },
      ),
      fuzzRuns(300),
    );
  }, 60_000);

  // Fewer runs: each is a real SMTP conversation (about a tenth of a second).
  it("arrives through a real SMTP server as it was composed: one Reply-To, the visitor's, and the HTML still inert", async () => {
    await fc.assert(
      fc.asyncProperty(
        validLead(),
        fc.option(validScenario(), { nil: null, freq: 2 }),
        async ({ form, fields }, scenario) => {
          const lead = await postAndRead(form, fields, scenario);
          await mailer.send(lead);
          const received = smtp.received.at(-1);
          expect(received?.headers.get("x-lead-id")).toBe(lead.id);
          // On the wire the message is UTF-8: a lone surrogate (which JSON can carry) arrives as U+FFFD.
          expect(received?.subject).toBe(asUtf8(composeLeadEmail(lead, addresses).subject));
          expect(replyAddresses(rawHeader(received?.raw ?? "", "reply-to"))).toEqual([visitorAddress(lead)]);
          expect(received?.html.replace(TEMPLATE_TAG, "")).toMatch(INERT_TEXT);
          expect(htmlRows(received?.html ?? "")).toEqual(expectedRows(lead).map((row) => row.map(asUtf8)));
        },
      ),
      fuzzRuns(60),
    );
  }, 60_000);
});
