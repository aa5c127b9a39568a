/**
 * Posts a lead as JSON to the brokerage's CRM, when LEADS_WEBHOOK_URL is set.
 * The lead id goes in an Idempotency-Key header: if we post again after a
 * crash or a lost answer, the CRM can tell it already has this lead.
 *
 * Every post is signed (X-Kestrel-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>"> with LEADS_WEBHOOK_SECRET), so the CRM can
 * refuse a lead that anyone but this server sent, altered, or replayed later
 * (README, "Receiving leads in a CRM", shows the check).
 */
import { createHmac } from "node:crypto";
import { type ScenarioRecord, scenarioRecord } from "../store/lead-scenario.ts";
import type { StoredLead } from "../store/lead-store.ts";

/** The header that carries the signature. */
export const SIGNATURE_HEADER = "X-Kestrel-Signature";

/**
 * The signature header's value for a body sent at `timestampSeconds`. The
 * timestamp is signed with the body, so an old post cannot be sent again with
 * a fresh time. Exported for tests, which check it at a receiver.
 */
export function webhookSignature(body: string, secret: string, timestampSeconds: number): string {
  const t = String(timestampSeconds);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}

export interface LeadWebhook {
  /** Resolves once the webhook answered 2xx; rejects with a `code` (HTTP_500, ETIMEDOUT, ECONNREFUSED...) otherwise. */
  send(lead: StoredLead): Promise<void>;
}

export interface LeadWebhookPayload {
  id: string;
  form: StoredLead["form"];
  receivedAt: string;
  fields: Record<string, string>;
  /** The calculator scenario sent with an inquiry (its link absolute, on SITE_URL), or null. */
  scenario: ScenarioRecord | null;
}

class WebhookError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "WebhookError";
  }
}

export interface LeadWebhookSettings {
  url: string;
  /** LEADS_WEBHOOK_SECRET: the key of every post's signature. */
  secret: string;
  /** SITE_URL: the public site, where a scenario's link leads. */
  siteUrl: string;
  timeoutMs?: number;
  /** Epoch milliseconds, for the signature's timestamp. */
  now?: () => number;
}

export function createLeadWebhook(settings: LeadWebhookSettings): LeadWebhook {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const now = settings.now ?? Date.now;
  return {
    async send(lead) {
      // Signed as sent, byte for byte: the CRM checks the raw body, before parsing it.
      const body = JSON.stringify(webhookPayload(lead, settings.siteUrl));
      const signature = webhookSignature(body, settings.secret, Math.floor(now() / 1000));
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": lead.id, [SIGNATURE_HEADER]: signature },
          body,
          // A redirect is an answer to fix in the setting, not one to follow with the lead's data.
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WebhookError(`The webhook could not be reached: ${describe(error)}`, networkCode(error));
      }
      // Read the answer through so the connection is freed; its content is the CRM's business.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new WebhookError(`The webhook answered ${response.status}`, `HTTP_${response.status}`);
      }
    },
  };
}

/** What the CRM receives: the lead's fields and scenario, when it came and its id; nothing about the visitor's connection. */
function webhookPayload(lead: StoredLead, siteUrl: string): LeadWebhookPayload {
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt,
    fields: lead.fields,
    scenario: lead.scenario ? scenarioRecord(lead.scenario, siteUrl) : null,
  };
}

function networkCode(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "ETIMEDOUT";
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : "EFETCH";
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
