/**
 * Reading a lead request: the three bodies the lead API accepts (multipart
 * and URL-encoded form posts, and the JSON variant of the e-mail service's
 * protocol), the protocol envelope around the form's fields, and the
 * refusals, each with a plain-text reason that names the field and never
 * echoes what was sent.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type CalculatorScenario,
  readScenarioField,
  SCENARIO_FIELD,
  type ScenarioDropReason,
} from "../../../contracts/calculator-scenario.ts";
import { leadFieldOrder } from "../../../contracts/lead-forms.ts";
import { HONEYPOT_FIELD, type LeadFormName } from "../../../contracts/lead-protocol.ts";

/**
 * A lead request the API refuses. `reason` is the field at fault, or a short
 * word for a refusal no field caused; it becomes `?error=` for a plain HTML
 * form post. `message` is the plain-text answer and names the field.
 */
export class LeadRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "LeadRefusal";
  }

  static tooLarge(): LeadRefusal {
    return new LeadRefusal(413, "too-large", "The message is too large to send.");
  }

  static unreadable(what: string): LeadRefusal {
    return new LeadRefusal(400, "invalid", `The ${what} could not be read.`);
  }

  static repeated(field: string): LeadRefusal {
    if (!isNameable(field)) return new LeadRefusal(400, "invalid", "A field was sent more than once.");
    return new LeadRefusal(400, field, `${field}: Send this field only once`);
  }

  static file(field: string): LeadRefusal {
    if (!isNameable(field)) return new LeadRefusal(400, "invalid", "Files are not accepted.");
    return new LeadRefusal(400, field, `${field}: Files are not accepted`);
  }
}

/**
 * Whether a field's name, as the client sent it, may be repeated in a
 * refusal: ours, or one that looks like a form field's name ("statement",
 * "g-recaptcha-response"). Any other name is the client's own text (markup,
 * line breaks, an empty name or 60 KB of anything): repeating it in the
 * answer, the log or a redirect's ?error= would break the promise that a
 * refusal never echoes what was sent. Found by the endpoint fuzz test.
 */
function isNameable(field: string): boolean {
  return /^[A-Za-z][\w.-]{0,63}$/.test(field);
}

/** A form's fields by name as sent; a null-prototype record, so no name reaches Object.prototype. */
export type SentFields = Record<string, unknown>;

function emptyFields(): SentFields {
  return Object.create(null) as SentFields;
}

// ---------------------------------------------------------------------------
// The three bodies

/** A JSON body, refused when it is not JSON or when any object in it repeats a name. */
export function readJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw LeadRefusal.unreadable("JSON body");
  }
  const repeated = findRepeatedName(text);
  if (repeated !== null) throw LeadRefusal.repeated(repeated);
  return body;
}

/**
 * The first name that appears twice in one object of a JSON text already
 * known to be valid, or null. JSON.parse keeps the last of two equal names
 * without a word; two readers of the same lead must never disagree on it.
 */
function findRepeatedName(json: string): string | null {
  // One entry per open object (the names seen so far) or array (null).
  const open: (Set<string> | null)[] = [];
  let nameExpected = false;
  for (let index = 0; index < json.length; index += 1) {
    const character = json[index];
    if (character === '"') {
      let end = index + 1;
      while (json[end] !== '"') end += json[end] === "\\" ? 2 : 1;
      const names = open.at(-1);
      if (nameExpected && names) {
        const name = JSON.parse(json.slice(index, end + 1)) as string;
        if (names.has(name)) return name;
        names.add(name);
        nameExpected = false;
      }
      index = end;
    } else if (character === "{") {
      open.push(new Set());
      nameExpected = true;
    } else if (character === "[") {
      open.push(null);
    } else if (character === "}" || character === "]") {
      open.pop();
    } else if (character === ",") {
      nameExpected = open.at(-1) != null;
    }
  }
  return null;
}

/** A URL-encoded form post (a browser submitting the form without JavaScript). */
export function readUrlEncodedBody(text: string): SentFields {
  const fields = emptyFields();
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw LeadRefusal.repeated(name);
    fields[name] = value;
  }
  return fields;
}

export interface MultipartLimits {
  /** The whole body, in bytes, whether or not the client declared its length. */
  bodyBytes: number;
  /** Fields in one form. */
  fields: number;
}

/**
 * A multipart form post. A file part is refused (no form of ours has one);
 * the body's size is counted as it arrives, so a body sent in chunks with no
 * declared length is refused at the limit like any other.
 */
export async function readMultipartBody(request: FastifyRequest, limits: MultipartLimits): Promise<SentFields> {
  const fields = emptyFields();
  const raw = request.raw;
  let received = 0;
  let refuseOversize: (refusal: LeadRefusal) => void = () => undefined;
  const oversize = new Promise<never>((_resolve, reject) => {
    refuseOversize = reject;
  });
  oversize.catch(() => undefined);
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limits.bodyBytes) {
      raw.unpipe();
      raw.pause();
      refuseOversize(LeadRefusal.tooLarge());
    }
  };

  // The parser is piped in by the first parts.next(), in this same tick: the count sees every byte it does.
  raw.on("data", countBytes);
  const parts = request.parts({
    limits: {
      fields: limits.fields,
      fieldSize: limits.bodyBytes,
      // One file is let through to be refused by name below; a second is refused by the parser (413).
      files: 1,
      fileSize: 1,
      parts: limits.fields + 1,
      headerPairs: 16,
    },
  });
  try {
    for (;;) {
      const step = await Promise.race([parts.next(), oversize]);
      if (step.done) break;
      const part = step.value;
      if (part.type === "file") {
        part.file.resume();
        throw LeadRefusal.file(part.fieldname);
      }
      if (part.valueTruncated) throw LeadRefusal.tooLarge();
      // A name cut short by the parser is no name of ours.
      if (part.fieldnameTruncated) continue;
      if (Object.hasOwn(fields, part.fieldname)) throw LeadRefusal.repeated(part.fieldname);
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof LeadRefusal) throw error;
    // The parser's own limits carry their status (413 for too many parts or fields).
    if (hasClientStatus(error)) throw error;
    // Anything else from the parser is a malformed body (no boundary, cut short...).
    throw LeadRefusal.unreadable("form");
  } finally {
    raw.off("data", countBytes);
  }
  return fields;
}

function hasClientStatus(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === "number" && status >= 400 && status < 500;
}

// ---------------------------------------------------------------------------
// The protocol envelope

/** What every lead request carries once read: the public identifiers and the form's own fields. */
export interface LeadSubmission {
  user_id: string;
  service_id: string;
  template_id: string;
  /** Only the fields some form of ours has (and the honeypot); every other field is dropped here. */
  params: Record<string, string>;
  /**
   * The scenario field (contracts/calculator-scenario.ts) as sent, not yet
   * read: whatever is wrong with it drops the scenario, never the lead.
   */
  scenario: unknown;
}

/** The fields of every form and the honeypot; anything else a client sends is ignored. */
const knownFieldNames = [...new Set<string>([...Object.values(leadFieldOrder).flat(), HONEYPOT_FIELD])];

const sentAsText = "Send this field as text";

const identifier = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `The ${label} is required` : sentAsText) })
    .trim()
    .min(1, `The ${label} is required`);

const protocolShape = {
  lib_version: z.string({ error: sentAsText }).optional(),
  user_id: identifier("user ID"),
  service_id: identifier("service ID"),
  template_id: identifier("template ID"),
};

const formFieldsShape = {
  ...Object.fromEntries(knownFieldNames.map((name) => [name, z.string({ error: sentAsText }).optional()])),
  [SCENARIO_FIELD]: z.unknown().optional(),
};

/** The known fields that were sent; the protocol's own fields and every unknown one are left out. */
function formFieldsOf(sent: Record<string, unknown>): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>;
  for (const name of knownFieldNames) {
    const value = sent[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** The form post (multipart or URL-encoded): the identifiers sit beside the form's fields. */
export const formPostSchema = z
  .object({ ...protocolShape, ...formFieldsShape }, { error: "The form could not be read." })
  .transform(({ user_id, service_id, template_id, ...sent }): LeadSubmission => ({
    user_id,
    service_id,
    template_id,
    params: formFieldsOf(sent),
    scenario: sent[SCENARIO_FIELD],
  }));

/** The JSON variant: the form's fields in template_params. */
export const jsonPostSchema = z
  .object(
    {
      ...protocolShape,
      template_params: z.object(formFieldsShape, {
        error: (issue) =>
          issue.input === undefined ? "The form's fields are required" : "Send the form's fields as an object",
      }),
    },
    { error: "Send a JSON object." },
  )
  .transform(({ user_id, service_id, template_id, template_params }): LeadSubmission => ({
    user_id,
    service_id,
    template_id,
    params: formFieldsOf(template_params),
    scenario: template_params[SCENARIO_FIELD],
  }));

/** Why a scenario sent with a lead is not kept: the contract's reasons, one that is not text, or a form that takes none. */
export type ScenarioDropped = ScenarioDropReason | "not-text" | "not-an-inquiry";

/**
 * The calculator scenario to keep with a lead: an inquiry's, when the
 * contract accepts it (contracts/calculator-scenario.ts). Any other is
 * dropped, saying why, and the lead is taken all the same: a visitor's
 * message must not be lost over the figures attached to it. An empty field
 * is no scenario, and nothing to drop.
 */
export function scenarioToKeep(
  form: LeadFormName,
  sent: unknown,
): { scenario: CalculatorScenario | null; dropped?: ScenarioDropped } {
  if (sent === undefined) return { scenario: null };
  if (typeof sent !== "string") return { scenario: null, dropped: "not-text" };
  const reading = readScenarioField(sent);
  if (reading === null) return { scenario: null };
  if (form !== "inquiry") return { scenario: null, dropped: "not-an-inquiry" };
  return reading.ok ? { scenario: reading.scenario } : { scenario: null, dropped: reading.reason };
}

/**
 * A refusal for a failed parse: one line per field at fault, first problem
 * first, each naming the field ("firstName: Enter your first name").
 */
export function refusalFromIssues(issues: readonly z.core.$ZodIssue[]): LeadRefusal {
  const lines = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path.at(-1)) : "";
    if (!lines.has(field)) lines.set(field, field ? `${field}: ${issue.message}` : issue.message);
  }
  const [firstField = ""] = lines.keys();
  return new LeadRefusal(400, firstField || "invalid", [...lines.values()].join("\n"));
}

// ---------------------------------------------------------------------------
// Negotiation

/**
 * Whether the client would rather have HTML than plain text: a browser
 * posting the form itself (JavaScript off) says so in Accept; fetch and the
 * e-mail client say nothing of the kind.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const weights = new Map<string, number>();
  for (const entry of accept.split(",")) {
    const [range = "", ...parameters] = entry.split(";").map((piece) => piece.trim().toLowerCase());
    const qualityParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (range && Number.isFinite(quality) && !weights.has(range)) weights.set(range, quality);
  }
  const html = weights.get("text/html") ?? 0;
  const plain = weights.get("text/plain") ?? weights.get("text/*") ?? weights.get("*/*") ?? 0;
  return html > 0 && html > plain;
}

/** The media type of a Content-Type header, without parameters, in lower case ("" when absent). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}
