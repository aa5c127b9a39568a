/**
 * Valid leads as the site's forms send them (or a browser without
 * JavaScript), posted over real sockets, one at a time or as a load.
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { HONEYPOT_FIELD, type LeadFormName, SEND_FORM_PATH, SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";
import { multipartBody } from "./multipart.ts";
import { inquiryFields, protocolEnvelope, referralFields } from "./sample-leads.ts";

export type LeadEncoding = "json" | "multipart" | "urlencoded";

export interface LeadSubmission {
  form: LeadFormName;
  encoding: LeadEncoding;
  /** The visitor's e-mail address: unique per submission, so it finds the lead's row and e-mail. */
  email: string;
  /** The honeypot filled: answered OK, kept as spam, never delivered. */
  spam: boolean;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Every combination of form and body in turn, so a load covers both forms and both endpoints. */
export const SUBMISSION_KINDS: readonly { form: LeadFormName; encoding: LeadEncoding }[] = [
  { form: "inquiry", encoding: "json" },
  { form: "referral", encoding: "multipart" },
  { form: "inquiry", encoding: "urlencoded" },
  { form: "referral", encoding: "json" },
  { form: "inquiry", encoding: "multipart" },
  { form: "referral", encoding: "urlencoded" },
];

/** A valid lead of the given kind from `email`; its message names the address too, so each body differs. */
export function leadSubmission(
  kind: { form: LeadFormName; encoding: LeadEncoding },
  email: string,
  options: { spam?: boolean } = {},
): LeadSubmission {
  const spam = options.spam ?? false;
  const fields =
    kind.form === "inquiry"
      ? inquiryFields(email, `Looking at a first home in Sebastopol (${email}).`)
      : referralFields(email, `Referring my sister (${email}).`);
  if (spam) fields[HONEYPOT_FIELD] = "https://spam.example";
  const envelope = protocolEnvelope(kind.form);

  if (kind.encoding === "json") {
    const body = Buffer.from(JSON.stringify({ ...envelope, template_params: fields }));
    return { ...kind, email, spam, path: SEND_JSON_PATH, headers: { "content-type": "application/json" }, body };
  }
  const all = { ...envelope, ...fields };
  if (kind.encoding === "urlencoded") {
    const body = Buffer.from(new URLSearchParams(all).toString());
    return {
      ...kind,
      email,
      spam,
      path: SEND_FORM_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    };
  }
  const boundary = `----lead-${Math.random().toString(16).slice(2)}`;
  const body = multipartBody(Object.entries(all), boundary);
  return {
    ...kind,
    email,
    spam,
    path: SEND_FORM_PATH,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  };
}

export type SendOutcome = { status: number; body: string } | { error: string };

/** Posts one submission; a refused or cut connection is an outcome (its code), not a throw. */
export function sendLead(origin: string, submission: LeadSubmission, agent?: Agent): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const outgoing = request(
      new URL(submission.path, origin),
      { method: "POST", agent, headers: { ...submission.headers, "content-length": String(submission.body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end(submission.body);
  });
}

export interface SentLead {
  submission: LeadSubmission;
  outcome: SendOutcome;
  /** From the request's start to its answer's end (or its failure). */
  ms: number;
}

export interface LoadResult {
  /** Every submission sent, with its outcome, in the order sent. */
  sent: SentLead[];
}

/**
 * Keeps `concurrency` submissions in flight, over keep-alive connections,
 * until `limit` have been sent or the server stops answering; `next(index)`
 * makes each one.
 */
export function startLoad(
  origin: string,
  options: { concurrency: number; next: (index: number) => LeadSubmission; limit?: number },
) {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const sent: SentLead[] = [];
  let index = 0;
  let okCount = 0;
  const worker = async () => {
    while (index < limit) {
      const submission = options.next(index);
      index += 1;
      const entry: SentLead = { submission, outcome: { error: "PENDING" }, ms: Number.NaN };
      sent.push(entry);
      const started = performance.now();
      entry.outcome = await sendLead(origin, submission, agent);
      entry.ms = performance.now() - started;
      if ("status" in entry.outcome && entry.outcome.status === 200) okCount += 1;
      // A dead server refuses every further connection at once: no point hammering it.
      if ("error" in entry.outcome) return;
    }
  };
  const workers = Promise.all(Array.from({ length: Math.min(options.concurrency, limit) }, worker));
  return {
    /** How many submissions were answered 200 so far, so a test can act once enough leads were taken. */
    answered: () => okCount,
    /** Resolves once every worker has stopped (`limit` reached, or the server died). */
    async finished(): Promise<LoadResult> {
      await workers;
      agent.destroy();
      return { sent };
    },
  };
}
