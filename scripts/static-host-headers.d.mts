/** Writes `<clientDir>/_headers` (Netlify / Cloudflare Pages) and returns a one-line summary. */
export function writeStaticHostHeaders(clientDir: string, environment?: NodeJS.ProcessEnv): Promise<string>;

/** Strict-Transport-Security for the static host from HSTS_MAX_AGE_SECONDS, HSTS_INCLUDE_SUBDOMAINS and HSTS_PRELOAD. */
export function hstsFromEnvironment(
  environment: NodeJS.ProcessEnv,
  defaultMaxAge: number,
): { maxAgeSeconds: number; includeSubDomains: boolean; preload: boolean } | undefined;

/** server/site/security-headers.ts, compiled on the spot and imported. */
export function loadSecurityHeaders(): Promise<typeof import("../server/site/security-headers.ts")>;
