import type { OutboxConfig } from "../../server/leads/delivery/lead-outbox.ts";

/** A webhook secret for tests (32 characters, the least readConfig takes). */
export const TEST_WEBHOOK_SECRET = "test-webhook-secret-0123456789ab";

/**
 * The outbox's settings for a test that delivers to its own SMTP server: e-mail
 * on, in plain text (the test server is a relay on 127.0.0.1 without STARTTLS,
 * which SMTP_ALLOW_PLAINTEXT allows; the tests of TLS itself turn it off), no
 * webhook (a test of the webhook sets LEADS_WEBHOOK_URL in `changes`; the secret
 * is set already), and the longest wait between attempts the test's clock calls for.
 */
export function outboxConfigFor(
  smtpUrl: string,
  maxBackoffMs: number,
  changes: Partial<OutboxConfig> = {},
): OutboxConfig {
  return {
    SMTP_URL: smtpUrl,
    SMTP_ALLOW_PLAINTEXT: true,
    LEADS_TO: "brokers@kestrel.example",
    LEADS_FROM: "leads@kestrel.example",
    LEADS_WEBHOOK_URL: undefined,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    DELIVERY_MAX_BACKOFF_MS: maxBackoffMs,
    SITE_URL: "https://www.kestrel.example",
    ...changes,
  };
}
