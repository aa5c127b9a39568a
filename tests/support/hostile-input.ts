/**
 * What an attacker (or a broken client) sends the lead endpoints, as
 * fast-check arbitraries shared by the endpoint and rendering fuzz tests:
 * hostile text, leads the shared schema accepts although every value in them
 * is as hostile as the schema allows, and one-fault changes that make a lead
 * invalid in a way the server must name.
 *
 * Whether a lead is valid is never decided here by hand: the generators aim
 * near the rules, and the real schema (contracts/lead-forms.ts) has the last
 * word, so these tests cannot drift from the rules they check.
 */
import fc from "fast-check";
import {
  type CalculatorScenario,
  calculatorScenarioSchema,
  SCENARIO_FIELD,
  SCENARIO_LIMITS,
  scenarioCalculators,
  type ScenarioCalculatorId,
  scenarioFieldValue,
} from "../../contracts/calculator-scenario.ts";
import { enquiryTypes, leadSchemas, references } from "../../contracts/lead-forms.ts";
import { HONEYPOT_FIELD, type LeadFormName } from "../../contracts/lead-protocol.ts";

/** Pieces tried in every field: markup, script, entities, formulas, header injection, odd code points. */
export const HOSTILE_SNIPPETS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  "</td></tr></table><h1>",
  "<!--",
  "]]>",
  "&amp;",
  "&lt;b&gt;",
  "&#60;script&#62;",
  "{{7*7}}",
  "${7*7}",
  "'; DROP TABLE leads; --",
  '=HYPERLINK("http://evil.example","x")',
  "=cmd|' /C calc'!A0",
  "+SUM(1,1)",
  "-2+3",
  "@SUM(A1)",
  "\t=1+1",
  "\r=1+1",
  "\r\nBcc: victim@example.com",
  "\nSubject: spoofed",
  "%0d%0aBcc:victim@example.com",
  "=?utf-8?q?=0D=0ABcc:victim@example.com?=",
  "\u0000",
  "\u2028",
  "\u2029",
  "\u0085",
  "\u202e",
  "\ufeff",
  "\u001b[31m",
  "😀",
  '"',
  "'",
  "`",
  "\\",
  ",",
  ";",
  "<",
  ">",
  "&",
] as const;

/**
 * A byte that is not valid UTF-8 on its own, written into a field as
 * ⟦hh⟧: the wire encoders put the raw byte there (tests/support/lead-wire.ts).
 */
export const RAW_BYTE = /⟦([0-9a-f]{2})⟧/g;
const rawByte = fc.integer({ min: 0x80, max: 0xff }).map((byte) => `⟦${byte.toString(16)}⟧`);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

function textUnit(withRawBytes: boolean): fc.Arbitrary<string> {
  const units: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constantFrom(...HOSTILE_SNIPPETS), weight: 5 },
    { arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }), weight: 3 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 6 }), weight: 2 },
    { arbitrary: loneSurrogate, weight: 1 },
    { arbitrary: controlCharacter, weight: 1 },
  ];
  if (withRawBytes) units.push({ arbitrary: rawByte, weight: 1 });
  // Generated text never spells a raw-byte marker by chance.
  return fc
    .oneof(...units)
    .map((unit) => (unit.startsWith("⟦") && unit.length === 4 ? unit : unit.replaceAll("⟦", "[")));
}

export interface HostileTextOptions {
  /** Pieces joined, each a snippet or a few code points (default 8). */
  maxPieces?: number;
  /** Raw bytes that are not valid UTF-8 (only for text that goes over the wire). */
  withRawBytes?: boolean;
}

/** Text made of hostile pieces: markup, formulas, CR/LF, NUL, lone surrogates and more. */
export function hostileText({ maxPieces = 8, withRawBytes = false }: HostileTextOptions = {}): fc.Arbitrary<string> {
  return fc.array(textUnit(withRawBytes), { maxLength: maxPieces }).map((pieces) => pieces.join(""));
}

/** Hostile text a name field can hold: on one line. */
function oneLineText(options: HostileTextOptions): fc.Arbitrary<string> {
  return hostileText(options).map((text) => text.replace(/[\r\n]/g, ""));
}

const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((list) => list.join(""));
const padding = fc.constantFrom("", " ", "  ", "\t", "\u00a0", "\ufeff");
const separator = fc.constantFrom("", " ", "-", ".", "  ", "\u2028");

/** Australian numbers as people type them, and as attackers pad them. */
const phoneNumber = fc
  .tuple(
    fc.constantFrom("04", "05", "02", "03", "07", "08"),
    digits(8),
    separator,
    fc.constantFrom("national", "+61", "+61 (0)", "0061"),
    padding,
  )
  .map(([prefix, rest, gap, style, pad]) => {
    const national = `${prefix}${rest.slice(0, 2)}${gap}${rest.slice(2, 5)}${gap}${rest.slice(5)}`;
    const typed =
      style === "national"
        ? national
        : style === "+61 (0)"
          ? `+61 (0)${national.slice(1)}`
          : `${style} ${national.slice(1)}`;
    return `${pad}${typed}${pad}`;
  });

/** Addresses the schema accepts, starting with a formula character now and then. */
const emailAddress = fc
  .tuple(
    fc.constantFrom("", "-", "+", "_", "'"),
    fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789_'+-"), minLength: 1, maxLength: 20 }),
    fc.constantFrom("example.com", "kestrel.example", "mail.example.com.au", "x-y.example.net"),
    fc.constantFrom("", " ", "\r\n", "\t"),
  )
  .map(([start, local, domain, pad]) => `${pad}${start}${local}@${domain}${pad}`);

/** Up to the schema's 5000 characters: short hostile text, or hostile text repeated to near the limit. */
function messageText(options: HostileTextOptions): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: hostileText({ ...options, maxPieces: 12 }), weight: 9 },
    {
      arbitrary: fc
        .tuple(hostileText(options), fc.integer({ min: 100, max: 4900 }))
        .map(([text, length]) => `${text}x`.repeat(length).slice(0, length)),
      weight: 1,
    },
  );
}

function nameText(options: HostileTextOptions): fc.Arbitrary<string> {
  return fc
    .tuple(padding, oneLineText({ ...options, maxPieces: 4 }), fc.constantFrom("", "a", "Mia"))
    .map(([pad, text, anchor]) => `${pad}${anchor}${text}`.slice(0, 100));
}

/** Field values a lead may have, as hostile as the schema allows: the schema has the last word. */
export function validLeadFields(
  form: LeadFormName,
  options: HostileTextOptions = {},
): fc.Arbitrary<Record<string, string>> {
  const candidate: fc.Arbitrary<Record<string, string>> =
    form === "inquiry"
      ? fc.record({
          firstName: nameText(options),
          lastName: nameText(options),
          email: emailAddress,
          mobile: phoneNumber,
          enquiryType: fc.constantFrom(...enquiryTypes.map((type) => type.value)),
          reference: fc.constantFrom(...references),
          postCode: fc.tuple(padding, digits(4)).map(([pad, code]) => `${pad}${code}${pad}`),
          message: messageText(options),
        })
      : fc.record({
          from_name: nameText(options),
          from_email: emailAddress,
          from_phone: phoneNumber,
          message: messageText(options),
        });
  return candidate.filter((fields) => leadSchemas[form].safeParse(withRawBytesDecoded(fields)).success);
}

/** A valid lead of either form. */
export function validLead(
  options: HostileTextOptions = {},
): fc.Arbitrary<{ form: LeadFormName; fields: Record<string, string> }> {
  return fc
    .constantFrom<LeadFormName>("inquiry", "referral")
    .chain((form) => validLeadFields(form, options).map((fields) => ({ form, fields })));
}

/** Each field with its raw-byte markers read as a UTF-8 decoder reads the bytes (U+FFFD each). */
function withRawBytesDecoded(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeRawBytes(value)]));
}

export function decodeRawBytes(text: string): string {
  return text.replace(/(?:⟦[0-9a-f]{2}⟧)+/g, (run) =>
    Buffer.from(
      run
        .slice(1, -1)
        .split("⟧⟦")
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString("utf8"),
  );
}

// ---------------------------------------------------------------------------
// Calculator scenarios

/** Hostile text with what a scenario's line may not hold taken out (controls, line separators, direction overrides). */
const scenarioText = (max: number) =>
  fc
    .tuple(fc.constantFrom("", "=", "+", "-", "@", "$"), hostileText({ maxPieces: 5 }), padding)
    .map(([start, text, pad]) =>
      `${pad}${start}${text.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, "")}x${pad}`.slice(0, max),
    );

/**
 * Scenarios the contract accepts (contracts/calculator-scenario.ts), their
 * labels and values as hostile as it allows and their links any query
 * URLSearchParams writes; the real schema has the last word, and gives them
 * trimmed, as the server stores them.
 */
export function validScenario(): fc.Arbitrary<CalculatorScenario> {
  const line = fc.record({ label: scenarioText(80), value: scenarioText(160) });
  const calculator = fc.constantFrom(...(Object.keys(scenarioCalculators) as ScenarioCalculatorId[]));
  return fc
    .record({
      calculator,
      query: fc.array(fc.tuple(hostileText({ maxPieces: 2 }), hostileText({ maxPieces: 2 })), { maxLength: 4 }),
      inputs: fc.array(line, { minLength: 1, maxLength: 6 }),
      results: fc.array(line, { minLength: 1, maxLength: 4 }),
    })
    .map(({ calculator: id, query, ...lines }) =>
      calculatorScenarioSchema.safeParse({
        calculator: id,
        link: `${scenarioCalculators[id].path}?${new URLSearchParams(query).toString()}`,
        ...lines,
      }),
    )
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data as CalculatorScenario);
}

/**
 * What a client may send in the scenario field: a scenario the contract
 * takes, one just too large, one that leads elsewhere, text that is not
 * JSON (raw bytes too), or nothing. Whatever it is, the lead is taken.
 */
export function scenarioFieldText(): fc.Arbitrary<string> {
  const valid = validScenario().map(scenarioFieldValue);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: valid.map((text) => text.padEnd(SCENARIO_LIMITS.json + 1, " ")), weight: 1 },
    {
      arbitrary: validScenario().map((scenario) =>
        scenarioFieldValue({ ...scenario, link: `//evil.example${scenario.link}` }),
      ),
      weight: 1,
    },
    { arbitrary: hostileText({ maxPieces: 6, withRawBytes: true }), weight: 2 },
    { arbitrary: fc.constantFrom("", " ", "{}", "null", "[]", '{"calculator":"lrc"}'), weight: 1 },
  );
}

// ---------------------------------------------------------------------------
// Values a field must refuse

/** Values aimed at a field's rule from outside: each is kept only when the real schema refuses it. */
export function invalidValue(form: LeadFormName, field: string): fc.Arbitrary<string> {
  const schema = (leadSchemas[form].shape as Record<string, { safeParse(value: unknown): { success: boolean } }>)[
    field
  ];
  if (!schema) throw new Error(`No field ${field} in the ${form} form`);
  const huge = fc.integer({ min: 5001, max: 80_000 }).map((length) => "<b>&".repeat(length / 4 + 1).slice(0, length));
  const byField: Record<string, fc.Arbitrary<string>[]> = {
    name: [
      fc
        .tuple(nameText({}), fc.constantFrom("\r\n", "\n", "\r"), fc.constantFrom("Bcc: victim@example.com", "", "x"))
        .map(([name, breakLine, rest]) => `Mia${breakLine}${rest}${name}`),
      fc.integer({ min: 101, max: 400 }).map((length) => "M".repeat(length)),
      fc.constantFrom("", " ", "\t\t", "\u2028", "\ufeff"),
    ],
    email: [
      fc.constantFrom(
        "mia@example.com\r\nBcc: victim@example.com",
        "mia@example.com\nTo: x@example.com",
        "<script>@example.com",
        "mia@",
        "@example.com",
        "mia tran@example.com",
        "mia@example",
        "mia@@example.com",
        "",
        "\r\n",
      ),
      fc.tuple(hostileText({ maxPieces: 3 }), emailAddress).map(([text, address]) => `${text}${address}${text}`),
      fc.integer({ min: 250, max: 400 }).map((length) => `${"m".repeat(length)}@example.com`),
    ],
    phone: [
      fc.constantFrom(
        "12345",
        "+1 202 555 0100",
        "0412 345 67<b>",
        "0412\r\n345 678",
        "=0412345678",
        "",
        "0000000000",
        "041234567890",
      ),
      fc.tuple(phoneNumber, hostileText({ maxPieces: 2 })).map(([phone, text]) => `${phone}${text}x`),
      fc.integer({ min: 31, max: 200 }).map((length) => "0".repeat(length)),
    ],
    postCode: [fc.constantFrom("335", "33500", "3350<script>", "٣٣٥٠", "3 350", "", "=3350", "3350\r\nBcc: x")],
    choice: [
      fc.constantFrom(
        "first home",
        "Other ",
        "<script>alert(1)</script>",
        "",
        "Google\r\n",
        "Commercial Property Loan",
      ),
      hostileText({ maxPieces: 3 }),
    ],
    message: [fc.constantFrom("", " ", "\r\n\r\n", "\t \u2028"), huge],
  };
  const kind = fieldKind(field);
  const base = byField[kind] ?? [];
  return fc.oneof(...base, huge).filter((value) => !schema.safeParse(value).success);
}

function fieldKind(field: string): string {
  if (["firstName", "lastName", "from_name"].includes(field)) return "name";
  if (["email", "from_email"].includes(field)) return "email";
  if (["mobile", "from_phone"].includes(field)) return "phone";
  if (["enquiryType", "reference"].includes(field)) return "choice";
  return field;
}

/** Values of a JSON field that are not text: the server must ask for text, naming the field. */
export const notText: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc
    .integer({ min: 1, max: 200 })
    .map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`) as unknown),
);

// ---------------------------------------------------------------------------
// Extra fields a client adds

/** Names no form of ours has (nor any name that means something to an object). */
const extraFieldName: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 24 }),
    fc.constantFrom("g-recaptcha-response", "to_name", "reply_to", "<script>", "email ", "Email", "FIRSTNAME"),
  )
  .filter((name) => !KNOWN_NAMES.has(name) && !(name in Object.prototype) && name !== "__proto__");

/** Every name the lead API reads: both forms' fields, the honeypot, the calculator scenario and the protocol's own. */
export const KNOWN_NAMES = new Set<string>([
  ...Object.keys(leadSchemas.inquiry.shape),
  ...Object.keys(leadSchemas.referral.shape),
  HONEYPOT_FIELD,
  SCENARIO_FIELD,
  "lib_version",
  "user_id",
  "service_id",
  "template_id",
  "template_params",
]);

export const extraFields: fc.Arbitrary<[string, string][]> = fc.uniqueArray(
  fc.tuple(extraFieldName, hostileText({ maxPieces: 3 })),
  {
    maxLength: 8,
    selector: ([name]) => name,
  },
);

// ---------------------------------------------------------------------------
// Leads as the store may hold them

/**
 * A lead's fields as they may sit in the store, valid or not (a spam lead
 * keeps its fields as sent): every field of the form, some missing, each any
 * hostile text, and now and then a field no form has, under any name.
 */
export function storedLeadFields(form: LeadFormName): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(leadSchemas[form].shape);
  const value = fc.oneof(
    hostileText(),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(...enquiryTypes.map((type) => type.value)),
  );
  const oddName = fc.oneof(
    extraFieldName,
    fc.constantFrom(
      "constructor",
      "toString",
      "__proto__",
      "hasOwnProperty",
      "valueOf",
      "<script>alert(1)</script>",
      "=1+1",
      "a\r\nBcc: x",
    ),
  );
  return fc
    .tuple(fc.subarray(names), fc.array(fc.tuple(oddName, value), { maxLength: 3 }))
    .chain(([present, odd]) =>
      fc.tuple(
        fc.tuple(...present.map((name) => value.map((text): [string, string] => [name, text]))),
        fc.constant(odd),
      ),
    )
    .map(([own, odd]) => Object.fromEntries([...own, ...odd]) as Record<string, string>);
}

/**
 * fast-check's settings for a property checked `numRuns` times. A failure
 * prints its seed; FUZZ_SEED=<seed> runs the same cases again.
 */
export function fuzzRuns(numRuns: number): { numRuns: number; seed?: number } {
  const seed = process.env.FUZZ_SEED;
  return seed ? { numRuns, seed: Number(seed) } : { numRuns };
}
