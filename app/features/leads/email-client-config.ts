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
 * | VITE_EMAIL_TEMPLATE_CALLBACK | TEMPLATE_IDS.callback (contracts)         |
 *
 * Setting VITE_EMAIL_ORIGIN to the hosted e-mail service's origin (and the
 * IDs to that account's) switches the site to the hosted service with no
 * code change. The IDs are public identifiers, not secrets.
 */
import { z } from "zod";
import {
  DEFAULT_SERVICE_ID,
  DEFAULT_USER_ID,
  SEND_FORM_PATH,
  TEMPLATE_IDS,
  type LeadFormName,
} from "../../../contracts/lead-protocol.ts";

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
  VITE_EMAIL_TEMPLATE_CALLBACK?: string;
}

// Field by field, not z.object: an object schema compiles itself with `new Function`
// unless zod is jitless, and the strict CSP allows no eval.
const origin = z
  .string()
  .regex(
    /^https?:\/\/[^/?#\s]+\/?$/,
    "use an origin such as https://api.example.com (scheme and host, no path), or leave it empty for this site's own server",
  );
const publicId = z
  .string()
  .regex(/^[\w-]{1,100}$/, "use the identifier as the e-mail service gives it: letters, digits, _ and -");

/** The rule for each variable: blank means unset, and unset means the default. */
const emailClientEnvSchema = {
  VITE_EMAIL_ORIGIN: origin,
  VITE_EMAIL_SERVICE_ID: publicId,
  VITE_EMAIL_USER_ID: publicId,
  VITE_EMAIL_TEMPLATE_INQUIRY: publicId,
  VITE_EMAIL_TEMPLATE_REFERRAL: publicId,
  VITE_EMAIL_TEMPLATE_CALLBACK: publicId,
} satisfies Record<keyof EmailClientEnv, z.ZodType<string>>;

/** The value of one variable once checked, or `fallback` when it is unset. Throws naming the variable. */
function setting(env: EmailClientEnv, name: keyof EmailClientEnv, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const checked = emailClientEnvSchema[name].safeParse(value);
  if (!checked.success)
    throw new Error(`Invalid build setting ${name}: ${checked.error.issues[0]?.message ?? "not valid"}`);
  return checked.data;
}

/**
 * Read on each call (cheap), so tests can point the forms at a server of their
 * own with vi.stubEnv. vite.config.ts calls it with the build's environment, so
 * a malformed value stops the build with a message naming the variable.
 */
export function emailClientConfig(env: EmailClientEnv = import.meta.env): EmailClientConfig {
  return {
    origin: setting(env, "VITE_EMAIL_ORIGIN", "").replace(/\/+$/, ""),
    serviceId: setting(env, "VITE_EMAIL_SERVICE_ID", DEFAULT_SERVICE_ID),
    userId: setting(env, "VITE_EMAIL_USER_ID", DEFAULT_USER_ID),
    templates: {
      inquiry: setting(env, "VITE_EMAIL_TEMPLATE_INQUIRY", TEMPLATE_IDS.inquiry),
      referral: setting(env, "VITE_EMAIL_TEMPLATE_REFERRAL", TEMPLATE_IDS.referral),
      callback: setting(env, "VITE_EMAIL_TEMPLATE_CALLBACK", TEMPLATE_IDS.callback),
    },
  };
}

/** The multipart endpoint, also the forms' `action` for a plain HTML post when JavaScript is off. */
export function sendFormUrl(config: EmailClientConfig): string {
  return `${config.origin}${SEND_FORM_PATH}`;
}
