/**
 * Where the forms send and with which IDs, fixed when the site is built
 * (Vite inlines the VITE_ variables; see .env.example):
 *
 * | Variable                     | Default                                   |
 * | ---------------------------- | ----------------------------------------- |
 * | VITE_EMAIL_ORIGIN            | "" (this site's own origin: our server)   |
 * | VITE_EMAIL_SERVICE_ID        | DEFAULT_SERVICE_ID (contracts)            |
 * | VITE_EMAIL_USER_ID           | DEFAULT_USER_ID (contracts)               |
 * | VITE_EMAIL_TEMPLATE_INQUIRY  | TEMPLATE_IDS.inquiry (contracts)          |
 * | VITE_EMAIL_TEMPLATE_REFERRAL | TEMPLATE_IDS.referral (contracts)         |
 *
 * Setting VITE_EMAIL_ORIGIN to the hosted e-mail service's origin (and the
 * IDs to that account's) switches the site to the hosted service with no
 * code change. The IDs are public identifiers, not secrets.
 */
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, SEND_FORM_PATH, TEMPLATE_IDS, type LeadFormName } from "../../../contracts/lead-protocol.ts";

export interface EmailClientConfig {
  /** No trailing slash; "" means this site's own origin. */
  origin: string;
  serviceId: string;
  userId: string;
  templates: Record<LeadFormName, string>;
}

/** The build-time variables this module reads; unset or blank means the default. */
export interface EmailClientEnv {
  VITE_EMAIL_ORIGIN?: string;
  VITE_EMAIL_SERVICE_ID?: string;
  VITE_EMAIL_USER_ID?: string;
  VITE_EMAIL_TEMPLATE_INQUIRY?: string;
  VITE_EMAIL_TEMPLATE_REFERRAL?: string;
}

const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;

/** Read on each call (cheap), so tests can point the forms at a server of their own with vi.stubEnv. */
export function emailClientConfig(env: EmailClientEnv = import.meta.env): EmailClientConfig {
  return {
    origin: (env.VITE_EMAIL_ORIGIN ?? "").trim().replace(/\/+$/, ""),
    serviceId: orDefault(env.VITE_EMAIL_SERVICE_ID, DEFAULT_SERVICE_ID),
    userId: orDefault(env.VITE_EMAIL_USER_ID, DEFAULT_USER_ID),
    templates: {
      inquiry: orDefault(env.VITE_EMAIL_TEMPLATE_INQUIRY, TEMPLATE_IDS.inquiry),
      referral: orDefault(env.VITE_EMAIL_TEMPLATE_REFERRAL, TEMPLATE_IDS.referral),
    },
  };
}

/** The multipart endpoint, also the forms' `action` for a plain HTML post when JavaScript is off. */
export function sendFormUrl(config: EmailClientConfig): string {
  return `${config.origin}${SEND_FORM_PATH}`;
}
