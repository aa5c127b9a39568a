// The hashed files a built page asks for: its stylesheet, and the JavaScript
// its HTML loads, preloads, or imports once the page has loaded
// (scripts/defer-hydration.mjs writes them into the page). Read by
// `npm run bench:bundle` and by the page-code test (tests/e2e/page-code.spec.ts).
import path from "node:path";

const ASSET = /"(\/assets\/[^"]+\.(?:js|css))"/g;

/**
 * Every /assets/ script and stylesheet a page's HTML names, once each, in order,
 * as addresses such as "/assets/root-AbC123.js". `html` is a page of build/client.
 */
export function pageAssets(html: string): string[] {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1] ?? ""))];
}

/** The prerendered file (in `clientDir`, build/client) of the page at `pagePath` ("/" or "/services/asset-finance"). */
export function pageHtmlFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, ...pagePath.split("/").filter(Boolean), "index.html");
}
