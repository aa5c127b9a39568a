/**
 * Posts a lead as JSON to the brokerage's CRM, when LEADS_WEBHOOK_URL is set.
 * The lead id goes in an Idempotency-Key header: if we post again after a
 * crash or a lost answer, the CRM can tell it already has this lead.
 */
import type { StoredLead } from "./lead-store.ts";

export interface LeadWebhook {
  /** Resolves once the webhook answered 2xx; rejects with a `code` (HTTP_500, ETIMEDOUT, ECONNREFUSED...) otherwise. */
  send(lead: StoredLead): Promise<void>;
}

export interface LeadWebhookPayload {
  id: string;
  form: StoredLead["form"];
  receivedAt: string;
  fields: Record<string, string>;
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

export function createLeadWebhook(settings: { url: string; timeoutMs?: number }): LeadWebhook {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    async send(lead) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": lead.id },
          body: JSON.stringify(webhookPayload(lead)),
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

/** What the CRM receives: the lead's fields, not the visitor's IP hash or browser. */
function webhookPayload(lead: StoredLead): LeadWebhookPayload {
  return { id: lead.id, form: lead.form, receivedAt: lead.receivedAt, fields: lead.fields };
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
