/**
 * How long the lead server keeps what the site's forms send, by default.
 * One source for two readers: the server's settings (LEAD_RETENTION_DAYS and
 * SPAM_RETENTION_DAYS in server/config.ts) and the privacy policy
 * (app/content/privacy-policy.ts), so the policy states what the server does.
 * An installation that changes the settings must change these too, since the
 * policy is prerendered and cannot read the server's environment.
 */

/**
 * Leads: two years. Long enough to answer a visitor who comes back about the
 * same loan; a lead that became a client lives on in the broker's own
 * records, kept under the credit laws, not here.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/** A filled honeypot: kept a month to see what bots send, then gone. */
export const DEFAULT_SPAM_RETENTION_DAYS = 30;
