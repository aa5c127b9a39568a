// Writes build/client/_headers, the file Netlify and Cloudflare Pages read for
// response headers, so the site hosted there sends the headers our server sends:
// the common security headers on every path, and on each page's path its own
// Content-Security-Policy, with the hashes of that page's inline scripts.
//
// The headers come from server/site/security-headers.ts itself, imported as
// it is (tsx runs the build's steps as TypeScript), so the two cannot drift.
//
// Both hosts add up the headers of every rule matching a path, joining repeated
// names with commas; two CSPs would both apply. So the CSP is only ever set by
// rules that do not overlap: one per page path, one per folder of files, one per
// other file.
//
// An unknown path is answered with 404.html, but headers are matched by the
// path asked for, not by the file served, so no rule can reach it: a CSP on
// "/*" would be added to every page's, and the hosts' own 404 settings set no
// headers (Netlify, Cloudflare Pages) or are not portable. So 404.html carries
// its CSP itself, in a <meta http-equiv> written here (withMetaPolicy), which
// every host serves as it is. A meta policy cannot hold frame-ancestors; the
// not-found page has nothing to click that framing could abuse.
//
// Run before the compressed copies are written (post-build.ts), so they hold
// the meta too. Running it again replaces the meta rather than adding one.
//
// Run on its own: tsx scripts/static-host-headers.ts [client folder]
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as security from "../server/site/security-headers.ts";

const NOT_FOUND_PAGE = "404.html";
/** Cloudflare Pages reads at most 100 rules, and header values of at most 2,000 characters. */
const MAX_RULES = 100;
const MAX_VALUE_LENGTH = 2000;

/**
 * Writes `<clientDir>/_headers` and returns a one-line summary.
 * `environment` supplies the HSTS settings (process.env by default).
 */
export async function writeStaticHostHeaders(clientDir: string, environment: NodeJS.ProcessEnv = process.env) {
  const site = await surveySite(clientDir);

  const pagesHtml = new Map<string, string>();
  for (const file of [...site.pages.values(), ...(site.notFound ? [NOT_FOUND_PAGE] : [])]) {
    pagesHtml.set(file, await readFile(path.join(clientDir, file), "utf8"));
  }
  const policies = security.pagePolicies(pagesHtml);
  if (site.notFound) {
    const notFoundHtml = pagesHtml.get(NOT_FOUND_PAGE) ?? "";
    await writeFile(
      path.join(clientDir, NOT_FOUND_PAGE),
      security.withMetaPolicy(notFoundHtml, policies.get(NOT_FOUND_PAGE) ?? ""),
    );
  }
  // A static host serves https, so HSTS is on unless the settings turn it off.
  const hsts = security.hstsFromSettings(environment, true);

  const rules: [string, Record<string, string>][] = [["/*", security.commonSecurityHeaders(hsts)]];
  for (const [urlPath, file] of site.pages) {
    const csp = { "Content-Security-Policy": policies.get(file) ?? "" };
    rules.push([urlPath, csp]);
    if (urlPath !== "/") rules.push([`${urlPath}/`, csp]);
  }
  if (site.notFound)
    rules.push([`/${NOT_FOUND_PAGE}`, { "Content-Security-Policy": policies.get(NOT_FOUND_PAGE) ?? "" }]);
  for (const folder of site.fileFolders) {
    const headers: Record<string, string> = { "Content-Security-Policy": security.NON_HTML_POLICY };
    // Hashed build files never change under the same name (server/site/cache-policy.ts).
    if (folder === "/assets") headers["Cache-Control"] = "public, max-age=31536000, immutable";
    rules.push([`${folder}/*`, headers]);
  }
  for (const file of site.otherFiles) {
    rules.push([
      file,
      { "Content-Security-Policy": file.endsWith(".pdf") ? security.PDF_POLICY : security.NON_HTML_POLICY },
    ]);
  }

  const text = [
    "# Written by scripts/static-host-headers.ts at build time; do not edit.\n" +
      "# The headers our server sends (server/site/security-headers.ts), for Netlify and Cloudflare Pages.",
    ...rules.map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    ),
  ].join("\n\n");
  await writeFile(path.join(clientDir, "_headers"), `${text}\n`);

  const warnings: string[] = [];
  if (rules.length > MAX_RULES)
    warnings.push(`${rules.length} rules, more than the ${MAX_RULES} Cloudflare Pages reads`);
  const longest = Math.max(...rules.flatMap(([, headers]) => Object.values(headers).map((value) => value.length)));
  if (longest > MAX_VALUE_LENGTH)
    warnings.push(
      `a header value of ${longest} characters, longer than the ${MAX_VALUE_LENGTH} Cloudflare Pages reads`,
    );
  return `_headers written: ${rules.length} rules, ${site.pages.size} page policies${warnings.length ? `; WARNING: ${warnings.join("; ")}` : ""}`;
}

/**
 * The built site's pages (URL path -> HTML file), whether it has 404.html,
 * the folders holding only files (no page anywhere inside), and every other
 * file outside those folders. Compressed copies (.br, .gz) are left out: they
 * are only ever sent in place of their file.
 */
async function surveySite(clientDir: string) {
  const pages = new Map<string, string>();
  const fileFolders: string[] = [];
  const otherFiles: string[] = [];
  let notFound = false;

  const hasPage = async (folder: string) =>
    (await readdir(folder, { recursive: true, withFileTypes: true })).some(
      (entry) => entry.isFile() && entry.name === "index.html",
    );

  const visit = async (folder: string, urlPath: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      const entryPath = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) {
        if (await hasPage(file)) await visit(file, entryPath);
        else fileFolders.push(entryPath);
      } else if (entry.name === "index.html") {
        pages.set(urlPath || "/", path.relative(clientDir, file).split(path.sep).join("/"));
      } else if (urlPath === "" && entry.name === NOT_FOUND_PAGE) {
        notFound = true;
      } else if (!/\.(br|gz)$/.test(entry.name) && !(urlPath === "" && entry.name === "_headers")) {
        otherFiles.push(entryPath);
      }
    }
  };
  await visit(clientDir, "");

  const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    pages: new Map([...pages].sort(([a], [b]) => byPath(a, b))),
    notFound,
    fileFolders: fileFolders.sort(byPath),
    otherFiles: otherFiles.sort(byPath),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(await writeStaticHostHeaders(path.resolve(process.argv[2] ?? path.join("build", "client"))));
}
