import { access, readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { RENDITION_FILE_NAME } from "../../contracts/content-images.ts";
import { CONTENT_STUDIO_PATH } from "../../contracts/inbox-paths.ts";
import { cacheControlFor } from "./cache-policy.ts";
import { findPageFiles } from "./page-files.ts";
import { NON_HTML_POLICY, pagePolicies } from "./security-headers.ts";
import { CSP_HEADER } from "./security-hook.ts";

/** The studio previews the home page at this address, slash and all (server/inbox/content/content-paths.ts). */
const STUDIO_PREVIEW_PREFIX = `${CONTENT_STUDIO_PATH}/preview/`;

export const NOT_FOUND_PAGE = "404.html";
/**
 * Uploaded images' renditions (server/site/content/images/): the folder, and
 * how to make one this server has not made yet from its original.
 */
export interface MediaFolder {
  dir: string;
  makeMissing?: (hash: string, width: number) => Promise<boolean>;
}

/** Where uploaded images' renditions are served (contracts/content-images.ts's renditionUrl). */
const MEDIA_PATH = "/media";
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** The folder pages are served from, and each page's CSP: the build's, or a published version's (decision 017). */
export interface PageSource {
  readonly folder: string;
  readonly policies: ReadonlyMap<string, string>;
}

/**
 * Serves the prerendered site from `clientDir`: each page's HTML at its
 * route, build assets and public files by path (brotli or gzip when the
 * browser accepts it and the build wrote the compressed copy), and the
 * not-found page with status 404 for anything else.
 *
 * With `pages` (the content studio's published versions), each page, the
 * not-found page and the `renderedFiles` (sitemap.xml, the credit guide...)
 * are read from the folder it names at the moment of the request: a publish
 * swaps that folder whole, so a request gets one version or the other.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  pages?: { source: () => PageSource; renderedFiles: readonly string[] },
  media?: MediaFolder,
): Promise<void> {
  const pageFiles = await findPageFiles(clientDir);
  // Each page's Content-Security-Policy, with the hashes of its own inline
  // scripts, worked out once from the built HTML.
  const builtPolicies = await readPagePolicies(clientDir, [...pageFiles.values(), NOT_FOUND_PAGE]);
  const source = pages?.source ?? (() => ({ folder: clientDir, policies: builtPolicies }));
  // A file's path inside whichever site folder holds it: a published version's is not under clientDir.
  const siteRelative = (filePath: string) => {
    const inBuild = path.relative(clientDir, filePath);
    return inBuild.startsWith("..") ? path.relative(source().folder, filePath) : inBuild;
  };
  const policyOf = (policies: ReadonlyMap<string, string>, file: string) => policies.get(file) ?? NON_HTML_POLICY;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    index: false,
    redirect: false,
    preCompressed: true,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader("Cache-Control", cacheControlFor(siteRelative(filePath)));
      // The same URL may be sent as brotli, gzip or plain: caches must key on it.
      response.setHeader("Vary", "Accept-Encoding");
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? undefined : request.url.slice(queryStart + 1);
    // One canonical address per page: /about/ is sent to /about. Not under the
    // inbox: the studio's preview of the home page is /inbox/content/preview/.
    if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith(STUDIO_PREVIEW_PREFIX)) {
      return reply.redirect(withQuery(sameSitePath(pathname), query), 301);
    }
    // Judged on the path as the file lookup will read it: /%5Fheaders is /_headers.
    if (isNeverServedByName(decodedPath(pathname))) {
      return reply.callNotFound();
    }
  });

  for (const [urlPath, file] of pageFiles) {
    app.get(urlPath, (_request, reply) => {
      const site = source();
      return reply.header(CSP_HEADER, policyOf(site.policies, file)).sendFile(file, site.folder);
    });
  }
  for (const file of pages?.renderedFiles ?? []) {
    app.get(`/${file}`, (_request, reply) => reply.sendFile(file, source().folder));
  }

  if (media) registerMedia(app, media);

  app.setNotFoundHandler((_request, reply) => {
    const site = source();
    return reply
      .code(404)
      .header(CSP_HEADER, policyOf(site.policies, NOT_FOUND_PAGE))
      .sendFile(NOT_FOUND_PAGE, site.folder);
  });
}

/**
 * The renditions of the office's uploaded images (server/site/content/images/),
 * at /media/<hash>-<width>.<format>: only names of that shape, each named by
 * its original's hash, so a file never changes and is cached for a year. A
 * version's pages are served only after its renditions are written here.
 */
function registerMedia(app: FastifyInstance, media: MediaFolder): void {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, async (request, reply) => {
    const { file } = request.params;
    if (!RENDITION_FILE_NAME.test(file)) return reply.callNotFound();
    const [hash = "", widthText = ""] = file.slice(0, file.lastIndexOf(".")).split("-");
    const there = await access(path.join(media.dir, file)).then(
      () => true,
      () => false,
    );
    if (!there && !(await media.makeMissing?.(hash, Number(widthText)).catch(() => false))) return reply.callNotFound();
    const extension = file.slice(file.lastIndexOf(".") + 1);
    return reply
      .header("Cache-Control", IMMUTABLE_CACHE)
      .header(CSP_HEADER, NON_HTML_POLICY)
      .type(extension === "jpg" ? "image/jpeg" : `image/${extension}`)
      .sendFile(file, media.dir);
  });
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
 * Files that exist in the build but are not addresses of their own:
 * - HTML is served only at its page's route, so /about/index.html is not a second address;
 * - the .br and .gz copies are picked by @fastify/static for the plain file's
 *   address when the browser accepts them, never asked for by name;
 * - _headers is the static hosts' settings file (scripts/static-host-headers.ts), not a page.
 * A path that does not decode is no file's either.
 */
function isNeverServedByName(path: string | undefined): boolean {
  if (path === undefined) return true;
  const lower = path.toLowerCase();
  return lower.endsWith(".html") || lower.endsWith(".br") || lower.endsWith(".gz") || lower.endsWith("/_headers");
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The path without trailing slashes, and with any run of leading slashes or
 * backslashes made one "/": a Location of "//evil.example" would send the
 * visitor to another site. Index scans, not regular expressions: /\/+$/ tries
 * every slash of a long run as a start, so "/a" + 16,000 "/" + "b/" held the
 * event loop for 130 ms (time quadratic in the run's length).
 */
function sameSitePath(pathname: string): string {
  let start = 0;
  while (start < pathname.length && (pathname[start] === "/" || pathname[start] === "\\")) start += 1;
  let end = pathname.length;
  while (end > start && pathname[end - 1] === "/") end -= 1;
  return `/${pathname.slice(start, end)}`;
}

function withQuery(pathname: string, query: string | undefined): string {
  return query ? `${pathname}?${query}` : pathname;
}
