/**
 * The sites whose pages may talk to the lead server: its own, and those
 * SITE_ORIGINS names (a site built to post to a lead server elsewhere).
 * The lead API and the closed dates the callback form reads share them.
 */

/** No Origin header (a server-side client), this host, or one of the configured site origins. */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  siteOrigins: readonly string[] | undefined,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && url.host === host) return true;
  return (siteOrigins ?? []).some((allowed) => new URL(allowed).origin === url.origin);
}

/** The configured origins as browsers send them (no path, no trailing slash); none means same origin only. */
export function allowedOrigins(origins: readonly string[] | undefined): string[] | false {
  return origins && origins.length > 0 ? origins.map((origin) => new URL(origin).origin) : false;
}
