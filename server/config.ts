import path from "node:path";
import { z } from "zod";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID } from "../contracts/lead-protocol.ts";
import { type HstsPolicy, hstsFromSettings } from "./site/security-headers.ts";

/** An optional setting: unset and empty mean the same, "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const origins = z
  .string()
  .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  /** The built site; relative to the working directory, which npm scripts set to the project root. */
  CLIENT_DIR: z.string().min(1).default(path.resolve("build", "client")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Longest a request may take to arrive in full, headers and body. A client
   * that trickles its body (or stops half-way) is answered 408 and its
   * connection closed, rather than holding a socket and a parser for ever.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),

  /** Where leads are stored (SQLite, created with its tables on first start). */
  DATABASE_PATH: z.string().min(1).default(path.resolve("data", "leads.sqlite")),
  /** The identifiers the site's forms send; anything else is refused with 403. */
  EMAIL_SERVICE_ID: z.string().min(1).default(DEFAULT_SERVICE_ID),
  EMAIL_USER_ID: z.string().min(1).default(DEFAULT_USER_ID),
  /** Origins allowed to post leads from another site (CORS); unset means same origin only. */
  SITE_ORIGINS: optional(origins),
  /** Largest lead request accepted, in bytes. */
  LEAD_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  /** Submissions allowed per IP address per form per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Mixed into IP hashes so stored hashes cannot be matched against a list of addresses; unset, each installation makes its own. */
  IP_HASH_SALT: optional(z.string().min(16)),
  /**
   * Behind a reverse proxy or CDN, trust its X-Forwarded-For for the visitor's address
   * (rate limits and IP hashes): "true", or the number of proxies in front. Off by default.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'Use "true", "false" or the number of proxies')
    .default("false")
    .transform((value) => (value === "true" ? true : value === "false" ? false : Number(value))),

  /** Delivery by e-mail: smtp://user:pass@host:port or smtps://...; unset keeps leads for later delivery. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  LEADS_TO: optional(z.email()),
  LEADS_FROM: optional(z.email()),
  /** Optional: each lead is also POSTed as JSON here (a CRM's intake URL). */
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Longest wait between delivery attempts. */
  DELIVERY_MAX_BACKOFF_MS: z.coerce.number().int().min(1000).default(15 * 60_000),

  /** "production" turns Strict-Transport-Security on by default. */
  NODE_ENV: optional(z.string()),
  /** Strict-Transport-Security: checked by hstsFromSettings (server/site/security-headers.ts), which _headers uses too. */
  HSTS_MAX_AGE_SECONDS: z.string().optional(),
  HSTS_INCLUDE_SUBDOMAINS: z.string().optional(),
  HSTS_PRELOAD: z.string().optional(),
});

export type ServerConfig = z.infer<typeof environmentSchema>;

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
  const config = parsed.data;
  if (config.SMTP_URL && (!config.LEADS_TO || !config.LEADS_FROM)) {
    throw new Error("Invalid server setting: LEADS_TO and LEADS_FROM are required when SMTP_URL is set");
  }
  try {
    hstsPolicy(config);
  } catch (error) {
    throw new Error(`Invalid server setting: ${(error as Error).message}`);
  }
  return config;
}

/** The Strict-Transport-Security the server sends, or undefined for none: on by default in production. */
export function hstsPolicy(config: Pick<ServerConfig, "NODE_ENV" | "HSTS_MAX_AGE_SECONDS" | "HSTS_INCLUDE_SUBDOMAINS" | "HSTS_PRELOAD">): HstsPolicy | undefined {
  return hstsFromSettings(config, config.NODE_ENV === "production");
}
