// The hashed files a built page asks for (its stylesheet and its one script,
// app/page-start.ts), and the islands its HTML holds, whose code that script
// fetches (decision 016). Read by `npm run bench:bundle` and by the page-code
// test (tests/e2e/page-code.spec.ts).
import path from "node:path";

const ASSET = /"(\/assets\/[^"]+\.(?:js|css))"/g;

/**
 * Every /assets/ script and stylesheet a page's HTML names, once each, in order,
 * as addresses such as "/assets/root-AbC123.js". `html` is a page of build/client.
 */
export function pageAssets(html: string): string[] {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1] ?? ""))];
}

const ISLAND = /\bdata-island="([^"]+)"/g;

/** The names of the islands in a page's HTML (app/ui/island.tsx), once each, in order. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1] ?? ""))];
}

/** The prerendered file (in `clientDir`, build/client) of the page at `pagePath` ("/" or "/services/asset-finance"). */
export function pageHtmlFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, ...pagePath.split("/").filter(Boolean), "index.html");
}
