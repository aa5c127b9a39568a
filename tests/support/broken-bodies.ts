/**
 * Requests to the lead endpoints that no honest client sends: bodies cut
 * short, spliced, repeated and sprinkled with stray bytes; Content-Types
 * with no boundary, the wrong one or another type; multipart put together
 * wrongly; JSON of any shape and depth; URL-encoding with broken escapes; and
 * plain random bytes. As fast-check arbitraries for the endpoint fuzz test.
 */
import fc from "fast-check";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { HOSTILE_SNIPPETS, hostileText, KNOWN_NAMES } from "./hostile-input.ts";
import { bytesOf, type WireRequest } from "./lead-wire.ts";

/** A request as sent: the Content-Type may be missing. */
export interface RawRequest {
  url: string;
  contentType: string | undefined;
  body: Buffer;
}

type Damage =
  | { kind: "cut"; at: number }
  | { kind: "insert"; at: number; bytes: Buffer }
  | { kind: "delete" | "repeat"; at: number; length: number };

const strayBytes = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom(
      "\r\n",
      "\r\n\r\n",
      "\n",
      "--",
      "\0",
      "\xff",
      "\xc3",
      '"',
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      "&",
      "=",
      "%",
      "%0",
      "%ZZ",
      "\\u",
      "\\ud800",
      ";",
    )
    .map((text) => Buffer.from(text, "latin1")),
);

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.nat().map((at): Damage => ({ kind: "cut", at })),
  fc.tuple(fc.nat(), strayBytes).map(([at, bytes]): Damage => ({ kind: "insert", at, bytes })),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 200 })).map(([at, length]): Damage => ({ kind: "delete", at, length })),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 400 })).map(([at, length]): Damage => ({ kind: "repeat", at, length })),
);

function applyDamage(body: Buffer, { kind, ...where }: Damage): Buffer {
  const at = where.at % (body.length + 1);
  if (kind === "cut") return body.subarray(0, at);
  if (kind === "insert")
    return Buffer.concat([body.subarray(0, at), (where as { bytes: Buffer }).bytes, body.subarray(at)]);
  const end = Math.min(body.length, at + (where as { length: number }).length);
  if (kind === "delete") return Buffer.concat([body.subarray(0, at), body.subarray(end)]);
  return Buffer.concat([body.subarray(0, end), body.subarray(at, end), body.subarray(end)]);
}

/** The Content-Type a client got wrong, for a body meant to be `original`. */
function wrongContentType(original: string): fc.Arbitrary<string | undefined> {
  const boundary = /boundary=(.*)$/.exec(original)?.[1] ?? "x";
  return fc.constantFrom(
    original,
    original.toUpperCase(),
    `${original}; charset=utf-16le`,
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="',
    `multipart/form-data; boundary=not-${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data; boundary=${boundary}; boundary=second`,
    `multipart/form-data; boundary=${"b".repeat(200)}`,
    `multipart/mixed; boundary=${boundary}`,
    "application/x-www-form-urlencoded",
    "application/json",
    "application/json; charset=latin1",
    "application/json-patch+json",
    "application/jsonx",
    "text/plain",
    "text/html",
    "*/*",
    "",
    undefined,
  );
}

/** A real post's request, damaged: bytes cut, spliced, repeated, inserted; the type or endpoint wrong. */
export function damagedRequest(request: fc.Arbitrary<WireRequest>): fc.Arbitrary<RawRequest> {
  return request.chain((wire) =>
    fc.record({
      url: fc.oneof({ arbitrary: fc.constant(wire.url), weight: 5 }, fc.constantFrom(SEND_FORM_PATH, SEND_JSON_PATH)),
      contentType: fc.oneof(
        { arbitrary: fc.constant<string | undefined>(wire.contentType), weight: 2 },
        wrongContentType(wire.contentType),
      ),
      body: fc.array(damage, { maxLength: 3 }).map((damages) => damages.reduce(applyDamage, wire.body)),
    }),
  );
}

const partName = fc.oneof(
  fc.constantFrom(...KNOWN_NAMES),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "prototype",
    "",
    " ",
    "a".repeat(101),
    "名前",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 12 }),
);

const partHeader = fc.oneof(
  partName.map((name) => `Content-Disposition: form-data; name="${name}"`),
  partName.map((name) => `Content-Disposition: form-data; name=${name}`),
  partName.map((name) => `Content-Disposition: form-data; name*=UTF-8''${encodeURIComponent(name)}`),
  fc
    .tuple(partName, fc.constantFrom("a.pdf", "", "../../etc/passwd", '"x"'))
    .map(([name, file]) => `Content-Disposition: form-data; name="${name}"; filename="${file}"`),
  fc.constantFrom(
    "Content-Disposition: form-data",
    'Content-Disposition: attachment; name="user_id"',
    "Content-Disposition:",
    "Content-Type: text/plain; charset=utf-16le",
    "Content-Type: text/plain; charset=latin1",
    "Content-Type: text/plain; charset=no-such-charset",
    "Content-Type: application/octet-stream",
    "Content-Transfer-Encoding: base64",
    "X-Header-Without-Colon",
    `X-Long: ${"h".repeat(2000)}`,
  ),
);

/** Multipart put together by hand, wrongly: odd headers, parts with no name, no final boundary, LF for CRLF. */
export const handMadeMultipart: fc.Arbitrary<RawRequest> = fc
  .record({
    boundary: fc.constantFrom("b", "----fuzz", "x".repeat(70), "a b", "--"),
    preamble: fc.constantFrom("", "preamble\r\n", "\r\n"),
    parts: fc.array(
      fc.record({
        headers: fc.array(partHeader, { maxLength: 3 }),
        value: hostileText({ maxPieces: 3, withRawBytes: true }),
      }),
      { maxLength: 12 },
    ),
    ending: fc.constantFrom("--\r\n", "--", "", "\r\n", "--\r\nepilogue <script>"),
    lineBreak: fc.constantFrom("\r\n", "\r\n", "\n"),
  })
  .map(({ boundary, preamble, parts, ending, lineBreak }) => {
    const text = `${preamble}${parts.map(({ headers, value }) => `--${boundary}${lineBreak}${headers.join(lineBreak)}${lineBreak}${lineBreak}${value}${lineBreak}`).join("")}--${boundary}${ending}`;
    return { url: SEND_FORM_PATH, contentType: `multipart/form-data; boundary=${boundary}`, body: bytesOf(text) };
  });

const nested = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** JSON of any shape: any value, the lead's fields as any value, deep nesting, names spelt twice or escaped, and near-JSON. */
export const oddJson: fc.Arbitrary<RawRequest> = fc
  .oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((params) =>
      JSON.stringify({
        user_id: "public_kestrel_site",
        service_id: "service_kestrel_leads",
        template_id: "template_inquiry",
        template_params: params,
      }),
    ),
    fc
      .tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean())
      .map(([depth, arrays]) =>
        arrays ? nested(depth, "[", "]", "1") : nested(Math.min(depth, 10_000), '{"a":', "}", "1"),
      ),
    fc
      .integer({ min: 1, max: 5000 })
      .map(
        (depth) => `{"template_id":"template_inquiry","template_params":{"message":${nested(depth, "[", "]", '"x"')}}}`,
      ),
    fc.constantFrom(
      '{"user_id":"a","\\u0075ser_id":"b"}',
      '{"template_params":{"firstName":"a","first\\u004eame":"b"}}',
      '{"__proto__":{"user_id":"public_kestrel_site"},"constructor":{"prototype":{"polluted":true}}}',
      '{"template_params":{"__proto__":{"firstName":"Mia"}}}',
      "\ufeff{}",
      "{} trailing",
      "{'user_id':'x'}",
      '{"a":NaN}',
      '{"a":1e999}',
      '{"a":"\u0000"}',
      "/* comment */ {}",
      "",
      "null",
      '"a string"',
    ),
  )
  .map((text) => ({ url: SEND_JSON_PATH, contentType: "application/json", body: Buffer.from(text) }));

/** URL-encoding with broken escapes, names with no value, and the form's names among them. */
export const oddUrlEncoded: fc.Arbitrary<RawRequest> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...KNOWN_NAMES),
      fc.constantFrom(...HOSTILE_SNIPPETS),
      fc.constantFrom(
        "=",
        "&",
        "%",
        "%%",
        "%2",
        "%ZZ",
        "+",
        "%00",
        "%FF",
        "%C3%28",
        "%ED%A0%80",
        "&&",
        "==",
        "__proto__=1",
        "constructor[prototype][x]=1",
      ),
    ),
    { maxLength: 30 },
  )
  .map((pieces) => ({
    url: SEND_FORM_PATH,
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(pieces.join("")),
  }));

/** Random bytes, to either endpoint, under any type. */
export const randomBytes: fc.Arbitrary<RawRequest> = fc.record({
  url: fc.constantFrom(SEND_FORM_PATH, SEND_JSON_PATH),
  contentType: wrongContentType("multipart/form-data; boundary=b"),
  body: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
});
