/** Writes `<clientDir>/_headers` (Netlify / Cloudflare Pages) and returns a one-line summary. */
export function writeStaticHostHeaders(clientDir: string, environment?: NodeJS.ProcessEnv): Promise<string>;

/** server/site/security-headers.ts, compiled on the spot and imported. */
export function loadSecurityHeaders(): Promise<typeof import("../server/site/security-headers.ts")>;
