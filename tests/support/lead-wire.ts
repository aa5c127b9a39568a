/**
 * Lead posts as bytes on the wire, built by hand rather than by a browser's
 * FormData, so a test can send what no browser would: a field twice, a field
 * as a file, a value that is not text, bytes that are not UTF-8, names with
 * quotes and line breaks in them.
 */
import { type LeadFormName, SEND_FORM_PATH, SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { decodeRawBytes, RAW_BYTE } from "./hostile-input.ts";
import { multipartText } from "./lead-server/multipart.ts";

export type Encoding = "json" | "multipart" | "urlencoded";

/** One thing wrong with a lead post, at one field. */
export type Fault =
  | { kind: "missing"; field: string }
  | { kind: "replaced"; field: string; value: unknown }
  | { kind: "repeated"; field: string; value: string }
  | { kind: "file"; field: string };

export interface LeadPost {
  encoding: Encoding;
  form: LeadFormName;
  /** The protocol's fields: lib_version, user_id, service_id, template_id. */
  envelope: Record<string, string>;
  /** The form's own fields (and the honeypot, and a calculator scenario's field), as typed. */
  fields: Record<string, string>;
  /** Fields no form of ours has. */
  extras: [string, string][];
  fault?: Fault;
  /** The multipart boundary. */
  boundary: string;
}

export interface WireRequest {
  url: string;
  contentType: string;
  body: Buffer;
}

export const ENVELOPE_FIELDS = new Set(["lib_version", "user_id", "service_id", "template_id", "template_params"]);

type Entry = [name: string, value: unknown, fileName?: string];

/** The post's fields in order, with its fault applied: the envelope first, then the form's fields and the extras. */
function entriesOf(post: LeadPost, part: "envelope" | "fields"): Entry[] {
  const entries: Entry[] =
    part === "envelope" ? Object.entries(post.envelope) : [...Object.entries(post.fields), ...post.extras];
  const fault = post.fault;
  if (!fault || ENVELOPE_FIELDS.has(fault.field) !== (part === "envelope")) return entries;
  const others = entries.filter(([name]) => name !== fault.field);
  const own = entries.filter(([name]) => name === fault.field);
  switch (fault.kind) {
    case "missing":
      return others;
    case "replaced":
      return [...others, [fault.field, fault.value]];
    case "repeated":
      return [[fault.field, fault.value], ...entries];
    case "file":
      return [...others, ...own.map(([name, value]): Entry => [name, value, "statement.pdf"])];
  }
}

/** The request the post becomes: its endpoint, Content-Type and body. */
export function encodeLeadPost(post: LeadPost): WireRequest {
  if (post.encoding === "json") {
    const envelope = entriesOf(post, "envelope");
    const replacesParams = envelope.some(([name]) => name === "template_params");
    const missingParams = post.fault?.kind === "missing" && post.fault.field === "template_params";
    const params =
      replacesParams || missingParams
        ? []
        : [["template_params", { json: objectText(entriesOf(post, "fields")) }] as Entry];
    return {
      url: SEND_JSON_PATH,
      contentType: "application/json",
      body: bytesOf(objectText([...envelope, ...params])),
    };
  }
  const entries = [...entriesOf(post, "envelope"), ...entriesOf(post, "fields")];
  if (post.encoding === "urlencoded") {
    const text = new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
    return {
      url: SEND_FORM_PATH,
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(text.replace(/%E2%9F%A6([0-9a-f]{2})%E2%9F%A7/g, "%$1")),
    };
  }
  return {
    url: SEND_FORM_PATH,
    contentType: `multipart/form-data; boundary=${post.boundary}`,
    body: bytesOf(multipartText(entries, post.boundary)),
  };
}

/** A JSON object that may name a field twice, which JSON.stringify cannot write. */
function objectText(entries: readonly Entry[]): string {
  const members = entries.map(([name, value]) => {
    const json =
      typeof value === "object" && value !== null && "json" in value ? String(value.json) : JSON.stringify(value);
    return `${JSON.stringify(name)}:${json}`;
  });
  return `{${members.join(",")}}`;
}

/** UTF-8, with each ⟦hh⟧ marker written as that raw byte. */
export function bytesOf(text: string): Buffer {
  const pieces: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(RAW_BYTE)) {
    pieces.push(Buffer.from(text.slice(last, match.index), "utf8"), Buffer.from([Number.parseInt(match[1] ?? "", 16)]));
    last = match.index + match[0].length;
  }
  pieces.push(Buffer.from(text.slice(last), "utf8"));
  return Buffer.concat(pieces);
}

/**
 * A field's value as the server reads it: raw bytes become U+FFFD, and so do
 * lone surrogates, except in JSON, whose escapes carry them through.
 */
export function valueAsReceived(value: string, encoding: Encoding): string {
  const decoded = decodeRawBytes(value);
  return encoding === "json" ? decoded : Buffer.from(decoded, "utf8").toString("utf8");
}
