// Property-based fuzzing of both lead endpoints through inject, against the
// real routes and the real SQLite store: well-formed leads as hostile as the
// schema allows, leads with one field wrong, and bodies broken in every way a
// parser can meet. fast-check prints the seed and the smallest failing case;
// FUZZ_SEED=<seed> npx vitest run <this file> replays it.
import { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorScenarioSchema,
  type CalculatorScenario,
  readScenarioField,
  SCENARIO_FIELD,
} from "../../../contracts/calculator-scenario.ts";
import { leadSchemas } from "../../../contracts/lead-forms.ts";
import {
  DEFAULT_SERVICE_ID,
  DEFAULT_USER_ID,
  HONEYPOT_FIELD,
  type LeadFormName,
  LIB_VERSION,
  TEMPLATE_IDS,
} from "../../../contracts/lead-protocol.ts";
import {
  damagedRequest,
  handMadeMultipart,
  oddJson,
  oddUrlEncoded,
  randomBytes,
  type RawRequest,
} from "../../../tests/support/broken-bodies.ts";
import { startFuzzLeadServer, type FuzzLeadServer } from "../../../tests/support/fuzz-lead-server.ts";
import {
  extraFields,
  fuzzRuns,
  hostileText,
  invalidValue,
  notText,
  scenarioFieldText,
  validLeadFields,
} from "../../../tests/support/hostile-input.ts";
import {
  ENVELOPE_FIELDS,
  encodeLeadPost,
  type Encoding,
  type Fault,
  type LeadPost,
  valueAsReceived,
  type WireRequest,
} from "../../../tests/support/lead-wire.ts";
import { readConfig } from "../../config.ts";

/** The default LEAD_BODY_LIMIT_BYTES, which these tests run with. */
const BODY_LIMIT = readConfig({}).LEAD_BODY_LIMIT_BYTES;
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const TOO_LARGE = "The message is too large to send.";

// ---------------------------------------------------------------------------
// Posts

const encoding = fc.constantFrom<Encoding>("json", "multipart", "urlencoded");
const form = fc.constantFrom<LeadFormName>("inquiry", "referral");
const boundary = fc
  .string({
    unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"),
    minLength: 1,
    maxLength: 40,
  })
  .map((text) => `----fuzz${text}`);
/** The identifiers, padded as a careless client might: the server trims them. */
const padded = (id: string) => fc.constantFrom("", " ", "\t").map((pad) => `${pad}${id}${pad}`);

function envelopeOf(leadForm: LeadFormName): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      lib_version: fc.constantFrom(LIB_VERSION, "", "<script>"),
      user_id: padded(DEFAULT_USER_ID),
      service_id: padded(DEFAULT_SERVICE_ID),
      template_id: padded(TEMPLATE_IDS[leadForm]),
    },
    { requiredKeys: ["user_id", "service_id", "template_id"] },
  );
}

/**
 * A post of a valid lead, with an empty honeypot (a person's), now and then
 * a calculator scenario's field of any kind, and extra fields; `fault` may
 * then break one field.
 */
function leadPost(makeFault: (post: LeadPost) => fc.Arbitrary<Fault | undefined>): fc.Arbitrary<LeadPost> {
  return fc
    .tuple(encoding, form)
    .chain(([postEncoding, leadForm]) =>
      fc.record({
        encoding: fc.constant(postEncoding),
        form: fc.constant(leadForm),
        envelope: envelopeOf(leadForm),
        fields: fc
          .tuple(
            validLeadFields(leadForm, { withRawBytes: true }),
            fc.constantFrom<string | undefined>(undefined, "", "  "),
            fc.option(scenarioFieldText(), { nil: undefined, freq: 2 }),
          )
          .map(([fields, honeypot, scenario]) => ({
            ...fields,
            ...(honeypot === undefined ? {} : { [HONEYPOT_FIELD]: honeypot }),
            ...(scenario === undefined ? {} : { [SCENARIO_FIELD]: scenario }),
          })),
        extras: extraFields,
        boundary,
      }),
    )
    .chain((post) => makeFault(post).map((fault) => ({ ...post, fault })));
}

/** One of the form's own fields made invalid: a value the schema refuses, missing, sent twice, as a file, or (JSON) not text. */
function formFieldFault(post: LeadPost): fc.Arbitrary<Fault> {
  const names = Object.keys(leadSchemas[post.form].shape);
  return fc.constantFrom(...names).chain((field) => {
    const faults: fc.Arbitrary<Fault>[] = [
      invalidValue(post.form, field).map((value): Fault => ({ kind: "replaced", field, value })),
      fc.constant<Fault>({ kind: "missing", field }),
      hostileText({ maxPieces: 2 }).map((value): Fault => ({ kind: "repeated", field, value })),
    ];
    if (post.encoding === "json") faults.push(notText.map((value): Fault => ({ kind: "replaced", field, value })));
    if (post.encoding === "multipart") faults.push(fc.constant<Fault>({ kind: "file", field }));
    return fc.oneof(...faults);
  });
}

/** One of the protocol's fields made invalid. */
function envelopeFault(post: LeadPost): fc.Arbitrary<Fault> {
  const validIds = new Set([DEFAULT_USER_ID, DEFAULT_SERVICE_ID, ...Object.values(TEMPLATE_IDS)]);
  const otherId = fc
    .oneof(hostileText({ maxPieces: 3 }), fc.constantFrom("", "  ", "someone_elses_id", DEFAULT_USER_ID.toUpperCase()))
    .filter((id) => !validIds.has(id.trim()));
  const ids = ["user_id", "service_id", "template_id"].map((field) =>
    fc.oneof(
      otherId.map((value): Fault => ({ kind: "replaced", field, value })),
      fc.constant<Fault>({ kind: "missing", field }),
      fc.constant<Fault>({ kind: "repeated", field, value: post.envelope[field] ?? "" }),
      ...(post.encoding === "json" ? [notText.map((value): Fault => ({ kind: "replaced", field, value }))] : []),
    ),
  );
  if (post.encoding !== "json") return fc.oneof(...ids);
  const notAnObject = notText.filter((value) => typeof value !== "object" || value === null || Array.isArray(value));
  return fc.oneof(
    ...ids,
    fc.constant<Fault>({ kind: "missing", field: "template_params" }),
    notAnObject.map((value): Fault => ({ kind: "replaced", field: "template_params", value })),
    notText.map((value): Fault => ({ kind: "replaced", field: "lib_version", value })),
  );
}

// ---------------------------------------------------------------------------
// What the server must answer

type Expected =
  { stored: Record<string, string>; scenario: CalculatorScenario | null } | { status: number; field?: string };

/** The answer a post must get, worked out from the post and the real schema. */
function expectedAnswer(post: LeadPost, wire: WireRequest): Expected {
  if (wire.body.length > BODY_LIMIT) return { status: 413 };
  const fault = post.fault;
  if (fault?.kind === "repeated" || fault?.kind === "file") return { status: 400, field: fault.field };
  if (fault && ENVELOPE_FIELDS.has(fault.field)) {
    if (
      fault.kind === "missing" ||
      typeof fault.value !== "string" ||
      fault.field === "template_params" ||
      fault.value.trim() === ""
    ) {
      return { status: 400, field: fault.field };
    }
    return { status: 403, field: fault.field };
  }
  if (fault?.kind === "replaced" && typeof fault.value !== "string") return { status: 400, field: fault.field };
  const sent = Object.entries(post.fields).filter(([name]) => name !== fault?.field);
  if (fault?.kind === "replaced") sent.push([fault.field, String(fault.value)]);
  const received = Object.fromEntries(sent.map(([name, value]) => [name, valueAsReceived(value, post.encoding)]));
  const parsed = leadSchemas[post.form].safeParse(received);
  if (!parsed.success) return { status: 400, field: fault?.field };
  // The scenario is kept only when the contract takes it, and only with an inquiry; any other is dropped, never the lead.
  const reading = readScenarioField(received[SCENARIO_FIELD]);
  return { stored: parsed.data, scenario: post.form === "inquiry" && reading?.ok ? reading.scenario : null };
}

// ---------------------------------------------------------------------------
// Sending

let server: FuzzLeadServer;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", recordUnhandled);
  server = await startFuzzLeadServer();
});

afterAll(async () => {
  process.off("unhandledRejection", recordUnhandled);
  await server.close();
});

afterEach(() => {
  // Never a crash: no promise rejected unseen and no fault the server logged about itself.
  expect(unhandled).toEqual([]);
  expect(server.problems).toEqual([]);
});

interface Sent {
  status: number;
  body: string;
  contentType: string;
  location: string | undefined;
  leadsBefore: number;
  leadsAfter: number;
}

/** Sends a request, whole with its length declared or in chunks with none, and counts the stored leads either side. */
async function send(wire: RawRequest, options: { accept?: string; cuts?: number[] } = {}): Promise<Sent> {
  const leadsBefore = server.countRows().leads;
  const headers: Record<string, string> = {};
  if (wire.contentType !== undefined) headers["content-type"] = wire.contentType;
  if (options.accept) headers.accept = options.accept;
  const response = await server.app.inject({
    method: "POST",
    url: wire.url,
    headers,
    payload: options.cuts ? inChunks(wire.body, options.cuts) : wire.body,
  });
  return {
    status: response.statusCode,
    body: response.body,
    contentType: String(response.headers["content-type"] ?? ""),
    location: response.headers.location,
    leadsBefore,
    leadsAfter: server.countRows().leads,
  };
}

/** The body as a stream cut at these places: multipart boundaries and UTF-8 sequences split across chunks. */
function inChunks(body: Buffer, cuts: readonly number[]): Readable {
  const at = [...new Set(cuts.map((cut) => cut % (body.length + 1)))].sort((a, b) => a - b);
  const chunks = [0, ...at]
    .map((start, index) => body.subarray(start, at[index] ?? body.length))
    .filter((chunk) => chunk.length > 0);
  return Readable.from(chunks);
}

/** How a request goes: with each Accept a client sends, and half the time in chunks with no declared length. */
const sending = fc.record({
  accept: fc.constantFrom(undefined, "*/*", "application/json", BROWSER_ACCEPT),
  cuts: fc.option(fc.array(fc.nat(), { maxLength: 4 }), { nil: undefined, freq: 1 }),
});

/**
 * A refusal's text: each line a sentence, or a field's name and a sentence;
 * never a value, and never a name unless it is ours or an ordinary field name.
 */
function isPlainRefusal(text: string): boolean {
  return text.split("\n").every((line) => {
    const [, field, sentence = line] = /^([^:]+): (.*)$/s.exec(line) ?? [];
    return (field === undefined || /^[A-Za-z][\w.-]{0,63}$/.test(field)) && /^[A-Z][^<>\r\n]*$/.test(sentence);
  });
}

/** The refusal names the field: in a line of its text, or in a browser's redirect to the form's page. */
function namesField(sent: Sent, expected: { status: number; field: string }, post: LeadPost): boolean {
  const { field } = expected;
  // A refused identifier (403) sends a browser back with the word "refused" rather than the field.
  const reason = expected.status === 403 ? "refused" : field;
  if (sent.status === 303)
    return sent.location === `/${post.form}?error=${encodeURIComponent(reason)}#${post.form}-not-sent`;
  return sent.body.split("\n").some((line) => line.startsWith(`${field}: `));
}

function checkAnswer(post: LeadPost, wire: WireRequest, sent: Sent, accept: string | undefined): void {
  const expected = expectedAnswer(post, wire);
  const browser = accept === BROWSER_ACCEPT;
  if ("stored" in expected) {
    expect(sent.status).toBe(browser ? 303 : 200);
    if (browser) expect(sent.location).toBe(`/${post.form}?sent=1#${post.form}-sent`);
    expect(sent.leadsAfter).toBe(sent.leadsBefore + 1);
    expect(server.newestLead()).toEqual({
      form: post.form,
      fields: expected.stored,
      deliveryState: "pending",
      scenario: expected.scenario,
    });
    return;
  }
  expect(sent.leadsAfter).toBe(sent.leadsBefore);
  if (sent.status === 303) {
    expect(browser).toBe(true);
  } else {
    expect(sent.status).toBe(expected.status);
    expect(sent.contentType).toMatch(/^text\/plain/);
    expect(sent.body).toSatisfy(isPlainRefusal);
  }
  if (expected.status === 413) expect(sent.status === 303 || sent.body === TOO_LARGE).toBe(true);
  if (expected.field) expect(namesField(sent, { status: expected.status, field: expected.field }, post)).toBe(true);
}

describe("a lead as hostile as the schema allows", () => {
  it("is stored exactly as the schema normalises it, and answered OK, over JSON, multipart and URL-encoded", async () => {
    await fc.assert(
      fc.asyncProperty(
        leadPost(() => fc.constant(undefined)),
        sending,
        async (post, { accept, cuts }) => {
          const wire = encodeLeadPost(post);
          checkAnswer(post, wire, await send(wire, { accept, cuts }), accept);
        },
      ),
      fuzzRuns(1500),
    );
  }, 60_000);
});

describe("a lead with one field wrong", () => {
  it("is refused with a 4xx naming the field, never stored, whichever of the form's fields it is", async () => {
    await fc.assert(
      fc.asyncProperty(leadPost(formFieldFault), sending, async (post, { accept, cuts }) => {
        const wire = encodeLeadPost(post);
        checkAnswer(post, wire, await send(wire, { accept, cuts }), accept);
      }),
      fuzzRuns(3000),
    );
  }, 60_000);

  it("is refused with a 4xx naming the protocol's field when an identifier or template_params is wrong", async () => {
    await fc.assert(
      fc.asyncProperty(leadPost(envelopeFault), sending, async (post, { accept, cuts }) => {
        const wire = encodeLeadPost(post);
        checkAnswer(post, wire, await send(wire, { accept, cuts }), accept);
      }),
      fuzzRuns(1000),
    );
  }, 60_000);
});

/** Whatever the request, the answer is one the API gives on purpose, and a lead is stored only when it is answered OK. */
function checkAnyAnswer(sent: Sent): void {
  expect([200, 303, 400, 403, 413, 415]).toContain(sent.status);
  const accepted = sent.status === 200 || (sent.status === 303 && /[?&]sent=1#/.test(sent.location ?? ""));
  expect(sent.leadsAfter).toBe(sent.leadsBefore + (accepted ? 1 : 0));
  if (accepted) {
    // Stored, so valid: the schema takes it back unchanged (or its honeypot was filled: kept as spam, never sent on).
    const lead = server.newestLead();
    if (lead?.deliveryState !== "spam")
      expect(leadSchemas[lead?.form as LeadFormName].safeParse(lead?.fields)).toMatchObject({
        success: true,
        data: lead?.fields,
      });
    // A scenario is stored only as the contract takes it.
    if (lead?.scenario != null)
      expect(calculatorScenarioSchema.safeParse(lead.scenario)).toMatchObject({ success: true, data: lead.scenario });
  } else if (sent.status !== 303) {
    expect(sent.contentType).toMatch(/^text\/plain/);
    expect(sent.body).toSatisfy(isPlainRefusal);
  }
}

const anyPost: fc.Arbitrary<WireRequest> = fc
  .oneof(
    leadPost(() => fc.constant(undefined)),
    leadPost(formFieldFault),
    leadPost(envelopeFault),
  )
  .map(encodeLeadPost);

describe("a request no honest client sends", () => {
  it.each([
    [
      "a real lead's body damaged: cut short, spliced, repeated, stray bytes, the wrong type or boundary",
      damagedRequest(anyPost),
      2500,
    ],
    [
      "multipart put together wrongly: odd part headers, no name, no final boundary, LF line breaks",
      handMadeMultipart,
      1000,
    ],
    ["JSON of any shape and depth, names spelt twice or escaped, and text that is nearly JSON", oddJson, 1000],
    ["URL-encoding with broken escapes, names without values and the form's names in any order", oddUrlEncoded, 500],
    ["random bytes under any type to either endpoint", randomBytes, 500],
  ] as const)(
    "is never answered 5xx and never stored unless answered OK: %s",
    async (_kind, requests, numRuns) => {
      await fc.assert(
        fc.asyncProperty(requests, sending, async (request, { accept, cuts }) => {
          checkAnyAnswer(await send(request, { accept, cuts }));
        }),
        fuzzRuns(numRuns),
      );
    },
    60_000,
  );
});
