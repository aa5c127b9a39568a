/**
 * The build's own page renderer, at run time (decision 017): React Router's
 * server bundle of the app, which the build kept in build/renderer
 * (scripts/keep-page-renderer-plugin.ts), asked for each prerendered path the
 * way `react-router build` asks it, and each page then pointed at the page's
 * script as post-build does. Nothing here needs Vite, TypeScript or a network.
 *
 * The bundle renders from one version of the content at a time (the app's
 * published-content.ts holds it), so renders here take turns.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FirstPaintCopies } from "../../../contracts/content-images.ts";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { pointAtPageScript } from "./page-script.ts";

/** What post-build leaves beside the bundle for a publish: the page script's hashed address. */
export const SITE_BUILD_FILE = "site-build.json";
export interface SiteBuild {
  pageScript: string;
}

/**
 * The files besides pages that show the office's content, and so are rendered
 * again by a publish. The others (robots.txt, the social card) show only what
 * the build fixes, and are always the build's.
 */
const CONTENT_FILES = new Set(["/sitemap.xml", "/credit-guide.pdf"]);

/** The not-found page's path in the prerender list; the build writes it to 404.html. */
const NOT_FOUND_PATH = "/404";

/** What the app's renderer entry (app/entry.server.tsx) exports for us. */
interface RendererEntry {
  renderPagesWith(
    content: SiteContent | undefined,
    pagesChangedOn?: ReadonlyMap<string, string>,
    firstPaintCopies?: FirstPaintCopies,
  ): void;
  firstVersion: SiteContent;
}

interface ServerBundle {
  prerender: string[];
  entry: { module: RendererEntry };
}

/** One file of the rendered site: its path under the site's folder, and its bytes. */
export interface RenderedFile {
  file: string;
  /** The site address it was rendered from ("/about", "/sitemap.xml"). */
  address: string;
  body: Buffer;
  isPage: boolean;
}

export interface RenderOptions {
  /** Only these files (every page and content file when absent). */
  addresses?: readonly string[];
  /** The copies of uploaded pictures a page opening with one carries in its HTML (uploaded-images.ts). */
  firstPaintCopies?: FirstPaintCopies;
}

export interface PageRenderer {
  /** The repository's content: what the build rendered, and the first published version. */
  readonly firstVersion: SiteContent;
  /** Names this build: a site rendered by another build points at files this one does not have. */
  readonly buildId: string;
  /** The files besides pages it renders ("sitemap.xml", "credit-guide.pdf"), by their path in the site. */
  readonly renderedFiles: readonly string[];
  /**
   * Every page's file and the content files' (or only `addresses`'), rendered from
   * `content`, as the build writes them before compressing.
   */
  renderSite(
    content: SiteContent,
    pagesChangedOn: ReadonlyMap<string, string>,
    options?: RenderOptions,
  ): Promise<RenderedFile[]>;
  /** One page's HTML from `content`, or undefined when the site has no page at `address`. */
  renderPage(
    content: SiteContent,
    address: string,
    options?: Omit<RenderOptions, "addresses">,
  ): Promise<string | undefined>;
}

export async function openPageRenderer(rendererDir: string): Promise<PageRenderer> {
  let siteBuild: SiteBuild;
  try {
    siteBuild = JSON.parse(await readFile(path.join(rendererDir, SITE_BUILD_FILE), "utf8")) as SiteBuild;
  } catch {
    throw new Error(`The page renderer is missing from ${rendererDir}: run npm run build`);
  }
  const bundleFile = path.join(rendererDir, "index.js");
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  const { createRequestHandler } = await import("react-router");
  // The mode the build prerenders in.
  const handle = createRequestHandler(bundle as never, "production");
  const entry = bundle.entry.module;
  const buildId = `${path.basename(siteBuild.pageScript, ".js")}-${(await readFile(bundleFile, "utf8")).match(/server-build-([\w-]+)\.js/)?.[1] ?? "bundle"}`;
  const published = bundle.prerender.filter((address) => !path.posix.extname(address) || CONTENT_FILES.has(address));
  let turn: Promise<unknown> = Promise.resolve();

  /** Runs `work` with the bundle rendering from `content`, after any render already under way. */
  function withContent<T>(
    content: SiteContent,
    pagesChangedOn: ReadonlyMap<string, string>,
    firstPaintCopies: FirstPaintCopies | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    const run = turn.then(async () => {
      entry.renderPagesWith(content, pagesChangedOn, firstPaintCopies);
      try {
        return await work();
      } finally {
        entry.renderPagesWith(undefined);
      }
    });
    turn = run.catch(() => undefined);
    return run;
  }

  async function renderOne(address: string): Promise<RenderedFile> {
    const isPage = !path.posix.extname(address);
    // Pages are asked for with a trailing slash and files without, as `react-router build` does.
    const requestPath = isPage ? `${address}/`.replace(/\/\/+/g, "/") : address;
    const response = await handle(new Request(`http://localhost${requestPath}`));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      throw new Error(`Rendering ${address} answered ${response.status}`);
    }
    if (!isPage) return { file: address.slice(1), address, body, isPage };
    const file =
      address === NOT_FOUND_PATH ? "404.html" : address === "/" ? "index.html" : `${address.slice(1)}/index.html`;
    const html = pointAtPageScript(body.toString("utf8"), siteBuild.pageScript, file);
    return { file, address, body: Buffer.from(html, "utf8"), isPage };
  }

  return {
    firstVersion: entry.firstVersion,
    buildId,
    renderedFiles: published.filter((address) => path.posix.extname(address)).map((address) => address.slice(1)),
    renderSite(content, pagesChangedOn, { addresses = published, firstPaintCopies } = {}) {
      return withContent(content, pagesChangedOn, firstPaintCopies, async () => {
        const files: RenderedFile[] = [];
        for (const address of addresses) files.push(await renderOne(address));
        return files;
      });
    },
    renderPage(content, address, { firstPaintCopies } = {}) {
      if (!bundle.prerender.includes(address) || path.posix.extname(address)) return Promise.resolve(undefined);
      return withContent(content, new Map(), firstPaintCopies, async () =>
        (await renderOne(address)).body.toString("utf8"),
      );
    },
  };
}
