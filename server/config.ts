import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID } from "../contracts/lead-protocol.ts";
import { DEFAULT_LEAD_RETENTION_DAYS, DEFAULT_SPAM_RETENTION_DAYS } from "../contracts/lead-retention.ts";
import type { DatabaseLocation } from "./db/database.ts";
import { databaseUrlProblem } from "./db/database-url.ts";
import { type HstsPolicy, hstsFromSettings } from "./site/security-headers.ts";
import { trustProxySetting } from "./trust-proxy.ts";

/**
 * Settings may come from a .env file in the folder the program runs in
 * (see .env.example): the server and both command-line tools read it, so
 * that `npm run leads` opens the database the server writes. The
 * environment wins over the file.
 */
export function loadSettingsFile(): void {
  if (existsSync(".env")) process.loadEnvFile(".env");
}

/** An optional setting: unset and empty mean the same, "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Whole days, at least one; empty is unset. No upper bound: keeping longer is the brokerage's call, stated in its policy. */
const retentionDays = (fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: `a whole number of days, like ${fallback}` })
      .int({ error: `a whole number of days, like ${fallback}` })
      .min(1, { error: "at least 1 day" })
      .default(fallback),
  );

const origins = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** An address setting of scheme and host only (no path, query or user), read as its origin; `example` is shown when it is wrong. */
const originSetting = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `an address like ${example}` })
    // Piped, so the address is only taken apart once it is known to be one.
    .pipe(z.string())
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    }, `only the scheme and host, like ${example} (no path, query or user)`)
    .transform((value) => new URL(value).origin);

/**
 * The staff inbox's own address, scheme and host only ("https://leads.example.com.au"):
 * the start of the enrolment links `npm run staff` prints. Exported for that
 * tool's --origin, which takes the same values.
 */
export const inboxOriginSchema = originSetting("https://leads.example.com.au");

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  /** The built site; relative to the working directory, which npm scripts set to the project root. */
  CLIENT_DIR: z.string().min(1).default(path.resolve("build", "client")),
  /**
   * Where the content studio's published versions of the pages are kept, one
   * folder each, rendered on this server by the build's renderer (decision 017).
   */
  PUBLISHED_SITE_DIR: z.string().min(1).default(path.resolve("data", "site")),
  /**
   * This server's copies of the content studio's uploaded originals,
   * `<hash>.<ext>`, outside every served folder. A cache: the originals are in
   * the database (server/site/content/images/content-image-store.ts).
   */
  CONTENT_IMAGES_DIR: z.string().min(1).default(path.resolve("data", "images")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Longest a request may take to arrive in full, headers and body. A client
   * that trickles its body (or stops half-way) is answered 408 and its
   * connection closed, rather than holding a socket and a parser for ever.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),

  /** Where leads are stored (SQLite, created with its tables on first start), unless DATABASE_URL is set. */
  DATABASE_PATH: z.string().min(1).default(path.resolve("data", "leads.sqlite")),
  /**
   * PostgreSQL instead of the SQLite file, for several servers on one
   * database: postgres://USER:PASSWORD@HOST:PORT/DATABASE (or postgresql://).
   * Its problems are told without the password (server/db/database-url.ts).
   */
  DATABASE_URL: optional(
    z.string().superRefine((value, context) => {
      const problem = databaseUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  ),
  /** The identifiers the site's forms send; anything else is refused with 403. */
  EMAIL_SERVICE_ID: z.string().min(1).default(DEFAULT_SERVICE_ID),
  EMAIL_USER_ID: z.string().min(1).default(DEFAULT_USER_ID),
  /** Origins allowed to post leads from another site (CORS); unset means same origin only. */
  SITE_ORIGINS: optional(origins),
  /**
   * Largest lead request accepted, in bytes. The default holds the largest
   * inquiry (a 5,000-character message) with the largest calculator scenario
   * (8,000 characters of JSON) even as a form post without JavaScript, whose
   * encoding writes a character outside ASCII as up to 9 bytes (%E2%82%AC):
   * about 120 KB at worst (lead-routes.test.ts sends it).
   */
  LEAD_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(131_072),
  /** Submissions allowed per IP address per form per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /**
   * The first-contact goal (decision 019): minutes of opening time after a
   * lead arrives by which a broker should have tried to reach the visitor.
   */
  LEAD_RESPONSE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  /** Minutes of opening time past that goal after which the admins are e-mailed about a lead still waiting. */
  LEAD_ESCALATE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  /**
   * How long leads (and spam, a filled honeypot) are kept, in days from their
   * arrival; then they are erased for good (server/leads/store/lead-retention.ts).
   * The defaults are the ones the privacy policy states.
   */
  LEAD_RETENTION_DAYS: retentionDays(DEFAULT_LEAD_RETENTION_DAYS),
  SPAM_RETENTION_DAYS: retentionDays(DEFAULT_SPAM_RETENTION_DAYS),
  /**
   * Behind a reverse proxy or CDN, whose X-Forwarded-For to believe for the visitor's
   * address (rate limits): the number of proxies in front, or their
   * addresses and CIDR ranges; never a bare "true" (server/trust-proxy.ts). Off by default.
   */
  TRUST_PROXY: trustProxySetting,

  /**
   * Delivery by e-mail: smtps://user:pass@host:465 (TLS from the start) or
   * smtp://user:pass@host:587 (STARTTLS, required: a server that does not offer
   * it gets nothing); unset keeps leads for later delivery. Settings in a query
   * (?ignoreTLS=true...) would override ours in nodemailer, so none are taken.
   */
  SMTP_URL: optional(
    z
      .url({ protocol: /^smtps?$/ })
      .refine((value) => !value.includes("?"), "settings in the address (?...) are not taken: TLS is always required"),
  ),
  /**
   * "true" lets smtp:// send without TLS, for a mail relay on this machine only
   * (SMTP_URL's host localhost, 127.x.x.x or ::1): the lead never crosses a
   * network in plain text. Logged at start. Refused for any other host.
   */
  SMTP_ALLOW_PLAINTEXT: z
    .enum(["true", "false", ""], { message: 'Use "true" or "false"' })
    .default("false")
    .transform((value) => value === "true"),
  LEADS_TO: optional(z.email()),
  LEADS_FROM: optional(z.email()),
  /** Optional: each lead is also POSTed as JSON here (a CRM's intake URL); https only in production. */
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  /**
   * The key every webhook post is signed with (HMAC-SHA256, X-Kestrel-Signature;
   * README, "Receiving leads in a CRM"), shared with the CRM. Required with
   * LEADS_WEBHOOK_URL; 32 characters at least, e.g. `openssl rand -hex 32`.
   */
  LEADS_WEBHOOK_SECRET: optional(z.string().min(32, "use at least 32 characters (openssl rand -hex 32)")),
  /** Longest wait between delivery attempts. */
  DELIVERY_MAX_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),

  /**
   * The public site's address, scheme and host ("https://www.kestrelridge.example"):
   * the start of the link that recreates a calculator scenario in a lead's
   * e-mail, webhook post, export and inbox page. Unset, http://localhost and PORT.
   */
  SITE_URL: optional(originSetting("https://www.kestrelridge.example")),

  /**
   * Where staff reach the inbox, for the enrolment links `npm run staff` prints
   * (server/staff/staff-cli.ts); unset, http://localhost and PORT.
   */
  INBOX_ORIGIN: optional(inboxOriginSchema),

  /** "production" turns Strict-Transport-Security on by default, and the inbox's cookie Secure. */
  NODE_ENV: optional(z.string()),
  /** Strict-Transport-Security: checked by hstsFromSettings (server/site/security-headers.ts), which _headers uses too. */
  HSTS_MAX_AGE_SECONDS: z.string().optional(),
  HSTS_INCLUDE_SUBDOMAINS: z.string().optional(),
  HSTS_PRELOAD: z.string().optional(),
});

/** The settings once read: SITE_URL always set (its default depends on PORT). */
export type ServerConfig = Omit<z.infer<typeof environmentSchema>, "SITE_URL"> & { SITE_URL: string };

/**
 * Reads the server's settings from the environment. A bad value stops the
 * server at start-up with every bad variable named, rather than at the
 * first request that needs it.
 */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server setting: ${problems.join("; ")}`);
  }
  const config: ServerConfig = {
    ...parsed.data,
    SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
  if (config.SMTP_URL && (!config.LEADS_TO || !config.LEADS_FROM)) {
    throw new Error("Invalid server setting: LEADS_TO and LEADS_FROM are required when SMTP_URL is set");
  }
  if (config.SMTP_ALLOW_PLAINTEXT && config.SMTP_URL && !isLoopbackHost(new URL(config.SMTP_URL).hostname)) {
    throw new Error(
      "Invalid server setting: SMTP_ALLOW_PLAINTEXT: only for a mail relay on this machine (localhost, 127.0.0.1, ::1), not SMTP_URL's host; a lead must not cross a network in plain text",
    );
  }
  if (config.LEADS_WEBHOOK_URL && !config.LEADS_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid server setting: LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set (every post is signed with it)",
    );
  }
  // A lead posted over http could be read or altered on the way; localhost development may use http.
  if (config.NODE_ENV === "production" && !parsed.data.SITE_URL && (config.SMTP_URL || config.LEADS_WEBHOOK_URL)) {
    // Otherwise every scenario's "Recreate it" link in a broker's e-mail would lead to localhost.
    throw new Error(
      "Invalid server setting: SITE_URL is required in production when leads are e-mailed or posted (the links in them lead to it)",
    );
  }
  if (
    config.LEADS_WEBHOOK_URL &&
    config.NODE_ENV === "production" &&
    !config.LEADS_WEBHOOK_URL.startsWith("https://")
  ) {
    throw new Error(
      "Invalid server setting: LEADS_WEBHOOK_URL: use an https:// address in production (leads are personal information)",
    );
  }
  const relyingParty = passkeyRelyingParty(config);
  // Staff's passkeys are bound to this address: a production inbox where they cannot work is a setting to fix, not to discover at the first sign-in.
  if ("problem" in relyingParty && config.NODE_ENV === "production") {
    throw new Error(`Invalid server setting: ${relyingParty.setting}: ${relyingParty.problem}`);
  }
  try {
    hstsPolicy(config);
  } catch (error) {
    throw new Error(`Invalid server setting: ${(error as Error).message}`);
  }
  return config;
}

/** Where staff passkeys are bound: the relying party's ID (a host name) and the one origin whose answers count. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * The inbox's relying party for passkeys (docs/decisions/020-passkeys-for-staff.md):
 * the host of INBOX_ORIGIN if set, else of SITE_URL, and that origin. A browser
 * offers passkeys only to a host name (never an IP address) over https, or
 * over http on localhost; otherwise the problem, naming the setting it came from.
 */
export function passkeyRelyingParty(
  config: Pick<ServerConfig, "INBOX_ORIGIN" | "SITE_URL">,
): RelyingParty | { setting: "INBOX_ORIGIN" | "SITE_URL"; problem: string } {
  const setting = config.INBOX_ORIGIN ? "INBOX_ORIGIN" : "SITE_URL";
  const url = new URL(config.INBOX_ORIGIN ?? config.SITE_URL);
  const host = url.hostname;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("["))
    return {
      setting,
      problem: `passkeys need a host name, not an IP address (${host}); browsers refuse them for an address`,
    };
  if (url.protocol !== "https:" && host !== "localhost" && !host.endsWith(".localhost"))
    return { setting, problem: `passkeys need an https:// address (http:// only on localhost), not ${url.origin}` };
  return { id: host, origin: url.origin };
}

/** The database the settings name: PostgreSQL at DATABASE_URL when set, else the SQLite file at DATABASE_PATH. */
export function databaseLocation(config: Pick<ServerConfig, "DATABASE_PATH" | "DATABASE_URL">): DatabaseLocation {
  return config.DATABASE_URL
    ? { engine: "postgres", url: config.DATABASE_URL }
    : { engine: "sqlite", path: config.DATABASE_PATH };
}

/** The Strict-Transport-Security the server sends, or undefined for none: on by default in production. */
export function hstsPolicy(
  config: Pick<ServerConfig, "NODE_ENV" | "HSTS_MAX_AGE_SECONDS" | "HSTS_INCLUDE_SUBDOMAINS" | "HSTS_PRELOAD">,
): HstsPolicy | undefined {
  return hstsFromSettings(config, config.NODE_ENV === "production");
}

/**
 * Whether a host name is this machine's loopback interface, where traffic
 * never leaves the machine: "localhost", 127.0.0.0/8 or ::1 (as URL.hostname
 * writes it, "[::1]"). Exported for the mailer, which checks again.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host === "[::1]" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}
