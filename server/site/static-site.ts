import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cacheControlFor } from "./cache-policy.ts";
import { findPageFiles } from "./page-files.ts";
import { NON_HTML_POLICY, pagePolicies } from "./security-headers.ts";
import { CSP_HEADER } from "./security-hook.ts";

export const NOT_FOUND_PAGE = "404.html";

/**
 * Serves the prerendered site from `clientDir`: each page's HTML at its
 * route, build assets and public files by path (brotli or gzip when the
 * browser accepts it and the build wrote the compressed copy), and the
 * not-found page with status 404 for anything else.
 */
export async function registerStaticSite(app: FastifyInstance, clientDir: string): Promise<void> {
  const pageFiles = await findPageFiles(clientDir);
  // Each page's Content-Security-Policy, with the hashes of its own inline
  // scripts, worked out once from the built HTML.
  const policies = await readPagePolicies(clientDir, [...pageFiles.values(), NOT_FOUND_PAGE]);
  const policyOf = (file: string) => policies.get(file) ?? NON_HTML_POLICY;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    index: false,
    redirect: false,
    preCompressed: true,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader("Cache-Control", cacheControlFor(path.relative(clientDir, filePath)));
      // The same URL may be sent as brotli, gzip or plain: caches must key on it.
      response.setHeader("Vary", "Accept-Encoding");
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    const [pathname = "/", query] = request.url.split(/\?(.*)/s, 2);
    // One canonical address per page: /about/ is sent to /about.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return reply.redirect(withQuery(sameSitePath(pathname), query), 301);
    }
    // HTML is served only at its page's route, so /about/index.html is not a second address;
    // _headers is the static hosts' settings file (scripts/static-host-headers.mjs), not a page.
    if (pathname.endsWith(".html") || pathname === "/_headers") {
      return reply.callNotFound();
    }
  });

  for (const [urlPath, file] of pageFiles) {
    app.get(urlPath, (_request, reply) => reply.header(CSP_HEADER, policyOf(file)).sendFile(file));
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).header(CSP_HEADER, policyOf(NOT_FOUND_PAGE)).sendFile(NOT_FOUND_PAGE));
}

async function readPagePolicies(clientDir: string, files: readonly string[]): Promise<Map<string, string>> {
  const pagesHtml = new Map<string, string>();
  for (const file of files) {
    const html = await readFile(path.join(clientDir, file), "utf8").catch(() => undefined);
    if (html !== undefined) pagesHtml.set(file, html);
  }
  return pagePolicies(pagesHtml);
}

/**
 * The path without trailing slashes, and with any run of leading slashes or
 * backslashes made one "/": a Location of "//evil.example" would send the
 * visitor to another site.
 */
function sameSitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
}

function withQuery(pathname: string, query: string | undefined): string {
  return query ? `${pathname}?${query}` : pathname;
}
