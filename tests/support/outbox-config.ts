import type { OutboxConfig } from "../../server/leads/lead-outbox.ts";

/**
 * The outbox's settings for a test that delivers to its own SMTP server: e-mail
 * on, no webhook (a test of the webhook sets LEADS_WEBHOOK_URL in `changes`),
 * and the longest wait between attempts that the test's clock calls for.
 */
export function outboxConfigFor(smtpUrl: string, maxBackoffMs: number, changes: Partial<OutboxConfig> = {}): OutboxConfig {
  return {
    SMTP_URL: smtpUrl,
    LEADS_TO: "brokers@kestrel.example",
    LEADS_FROM: "leads@kestrel.example",
    LEADS_WEBHOOK_URL: undefined,
    DELIVERY_MAX_BACKOFF_MS: maxBackoffMs,
    ...changes,
  };
}
