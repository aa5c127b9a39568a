/**
 * The security headers of every response, as pure functions of the built
 * HTML and the settings, so the server (app.ts, static-site.ts) and the
 * static-host `_headers` file (scripts/static-host-headers.ts) send exactly
 * the same ones.
 *
 * This module imports nothing but node:crypto, and nothing of its own:
 * scripts/static-host-headers.ts imports this very file at build time
 * (before the server is compiled), so keep it that way.
 */
import { createHash } from "node:crypto";

/** Strict-Transport-Security's parts; `undefined` for "send no HSTS header". */
export interface HstsPolicy {
  maxAgeSeconds: number;
  includeSubDomains: boolean;
  preload: boolean;
}

/** Two years: the Observatory asks for six months at least, the preload list for one year. */
const DEFAULT_HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The preload list's least max-age: one year. */
const PRELOAD_MIN_MAX_AGE_SECONDS = 31_536_000;

/** The three settings, as the environment gives them (unset or "" means the default). */
export interface HstsSettings {
  HSTS_MAX_AGE_SECONDS?: string | undefined;
  HSTS_INCLUDE_SUBDOMAINS?: string | undefined;
  HSTS_PRELOAD?: string | undefined;
}

/**
 * THE rules of the HSTS settings, for the server (server/config.ts) and the
 * static host's `_headers` alike. HSTS_MAX_AGE_SECONDS is a number of seconds
 * (sent wherever it is set; 0 tells browsers to forget), "off" (never sent,
 * for a proxy in front that sets it), or unset: two years where `onByDefault`
 * (production, a static host that serves https), no header elsewhere, so
 * http://localhost keeps working. A bad value throws, naming the variable.
 */
export function hstsFromSettings(settings: HstsSettings, onByDefault: boolean): HstsPolicy | undefined {
  const given = settings.HSTS_MAX_AGE_SECONDS?.trim() || undefined;
  if (given !== undefined && !/^(off|\d{1,10})$/.test(given))
    throw new Error('HSTS_MAX_AGE_SECONDS: use a number of seconds, or "off"');
  const flag = (name: "HSTS_INCLUDE_SUBDOMAINS" | "HSTS_PRELOAD", byDefault: boolean) => {
    const value = settings[name]?.trim() || String(byDefault);
    if (value !== "true" && value !== "false") throw new Error(`${name}: use "true" or "false"`);
    return value === "true";
  };
  const includeSubDomains = flag("HSTS_INCLUDE_SUBDOMAINS", true);
  const preload = flag("HSTS_PRELOAD", false);
  const maxAgeSeconds =
    given === "off"
      ? undefined
      : given !== undefined
        ? Number(given)
        : onByDefault
          ? DEFAULT_HSTS_MAX_AGE_SECONDS
          : undefined;
  if (preload && !(maxAgeSeconds !== undefined && includeSubDomains && maxAgeSeconds >= PRELOAD_MIN_MAX_AGE_SECONDS)) {
    throw new Error(
      `HSTS_PRELOAD: it needs HSTS on, with HSTS_INCLUDE_SUBDOMAINS=true and HSTS_MAX_AGE_SECONDS of at least ${String(PRELOAD_MIN_MAX_AGE_SECONDS)}`,
    );
  }
  return maxAgeSeconds === undefined ? undefined : { maxAgeSeconds, includeSubDomains, preload };
}

/**
 * The CSP of every response that is not an HTML page (assets, API answers,
 * redirects, errors): nothing may load from it, and nothing may frame it.
 */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A PDF opened in the browser is shown by the browser's own viewer, which
 * builds an HTML page with inline styles around it: `default-src 'none'`
 * breaks Chromium's viewer. Only framing is refused.
 */
export const PDF_POLICY = "frame-ancestors 'none'";

/**
 * Powerful features the site never uses, denied to its pages and to any frame
 * in them. Only features Chromium recognises: an unknown name is reported in
 * the console on every page load. Exported so its test holds the list to that.
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/**
 * The headers every response carries, whatever it is, apart from
 * Content-Security-Policy (which depends on the response: see pagePolicy and
 * NON_HTML_POLICY). Names are in their usual capitalisation.
 */
export function commonSecurityHeaders(hsts: HstsPolicy | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  const transportSecurity = hstsHeader(hsts);
  if (transportSecurity) headers["Strict-Transport-Security"] = transportSecurity;
  return headers;
}

function hstsHeader(hsts: HstsPolicy | undefined): string | undefined {
  if (!hsts) return undefined;
  return [
    `max-age=${String(hsts.maxAgeSeconds)}`,
    ...(hsts.includeSubDomains ? ["includeSubDomains"] : []),
    ...(hsts.preload ? ["preload"] : []),
  ].join("; ");
}

/**
 * What the site's pages, taken together, load from or send to other origins,
 * read from the built HTML. One set for the whole site, not per page: after
 * the first page the site is a single-page app, and a page reached by a
 * client-side navigation (a calculator showing a provider's frame, a form
 * posting to a hosted e-mail service) runs under the CSP of the page the
 * visitor arrived on.
 */
export interface SiteOrigins {
  /** Origins of every `<iframe src>`: frame-src. */
  frames: string[];
  /** Origins every form posts to (`action`, `formaction`): form-action, and connect-src, since the forms' script posts to the same address. */
  forms: string[];
}

export function siteOrigins(pagesHtml: Iterable<string>): SiteOrigins {
  const frames = new Set<string>();
  const forms = new Set<string>();
  for (const html of pagesHtml) {
    for (const attributes of tagAttributes(html, "iframe")) addOrigin(frames, attributes.get("src"));
    for (const attributes of tagAttributes(html, "form")) addOrigin(forms, attributes.get("action"));
    for (const tag of ["button", "input"]) {
      for (const attributes of tagAttributes(html, tag)) addOrigin(forms, attributes.get("formaction"));
    }
  }
  return { frames: [...frames].sort(), forms: [...forms].sort() };
}

/**
 * The Content-Security-Policy of one prerendered page: its own inline scripts
 * allowed by their hashes and nothing else inline; scripts, styles, images,
 * fonts, fetches and the manifest from this origin; frames and form posts only
 * where the site's HTML sends them. Images may also be `data:` URLs: the logo
 * and each page's first illustration are written into the HTML that way, so
 * they paint with the page's first paint instead of a round trip later
 * (docs/PERFORMANCE.md, issue 16). An image cannot run script, so this opens
 * nothing that `script-src` and `style-src` keep shut. `default-src 'none'` refuses every kind of
 * resource not named here (media, and any kind added to CSP later),
 * so allowing one is a decision written in this list.
 * Exported so tests read the policy of one page of their own making.
 */
export function pagePolicy(html: string, origins: SiteOrigins): string {
  const scriptHashes = inlineScriptHashes(html).map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.forms],
    // The settlements page draws its confetti in a worker of its own (decision 016).
    ["worker-src", "'self'"],
    ["frame-src", ...(origins.frames.length > 0 ? origins.frames : ["'none'"])],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'", ...origins.forms],
    ["base-uri", "'none'"],
    ["object-src", "'none'"],
    ["manifest-src", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Directives a `<meta>` CSP may not carry: browsers ignore them there and say so in the console. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "report-to", "sandbox"]);

const META_POLICY = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * The page with `policy` also in a `<meta http-equiv>` CSP, for a response
 * whose headers we cannot set: a static host's not-found page, which the host
 * serves for any unknown path, where a header rule would have to match every
 * path (scripts/static-host-headers.ts). It goes right after `<meta charset>`,
 * before any script, since a meta policy governs only what follows it; minus
 * the directives a meta policy may not carry (so framing is refused only by a
 * header). A meta written before is replaced, so this can run again.
 * Our server sends the same policy as a header as well; the two agree, and a
 * browser applies both, so the page is governed the same either way.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const content = policy
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(" ")[0] ?? ""))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"/>`;
  const page = html.replace(META_POLICY, "");
  const charset = /<meta\s+charset[^>]*>/i.exec(page) ?? /<head\b[^>]*>/i.exec(page);
  if (!charset) throw new Error("withMetaPolicy: the page has no <head> to hold the policy");
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
}

/**
 * The CSP of every page: the path (as pageFiles names it, e.g. "about/index.html")
 * mapped to its policy.
 */
export function pagePolicies(pagesHtml: ReadonlyMap<string, string>): Map<string, string> {
  const origins = siteOrigins(pagesHtml.values());
  return new Map([...pagesHtml].map(([file, html]) => [file, pagePolicy(html, origins)]));
}

/**
 * "sha256-..." for each inline script the browser would run, in page order,
 * without repeats. Scripts with a `src`, and data blocks such as
 * `type="application/ld+json"` (which CSP does not govern), are left out.
 * Exported so its test checks which scripts count, apart from a whole policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1] ?? "");
    if (attributes.has("src") || !isExecutableType(attributes.get("type"))) continue;
    // The browser hashes the script's text as parsed, where every line break is "\n".
    const text = (match[2] ?? "").replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** The JavaScript MIME types of the HTML standard, and the script types CSP governs. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

function isExecutableType(type: string | undefined): boolean {
  return EXECUTABLE_TYPES.has((type ?? "").split(";")[0]?.trim().toLowerCase() ?? "");
}

/** The attributes of every `<tag ...>` start tag in the HTML. */
function tagAttributes(html: string, tag: string): Map<string, string>[] {
  const startTags = new RegExp(`<${tag}\\b([^>]*)>`, "gi");
  return [...html.matchAll(startTags)].map((match) => parseAttributes(match[1] ?? ""));
}

/** Attribute names (lower case) and their values with character references decoded. */
function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Adds the origin of an absolute http(s) URL to another site. Relative URLs
 * are this site's own ('self' already); any other scheme is left out, so it
 * stays blocked.
 */
function addOrigin(origins: Set<string>, url: string | undefined): void {
  if (!url) return;
  let parsed: URL;
  try {
    // Resolved as the browser would on an https page ("//host/x" is https://host/x).
    parsed = new URL(url.trim(), SELF);
  } catch {
    return;
  }
  if (parsed.origin === SELF_ORIGIN) return;
  if (parsed.protocol === "https:" || parsed.protocol === "http:") origins.add(parsed.origin);
}

const SELF = "https://this-site.invalid/";
const SELF_ORIGIN = new URL(SELF).origin;
