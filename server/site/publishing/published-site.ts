/**
 * Keeps this server serving the latest published version of the site
 * (decision 017): at start it loads the repository's content as the first
 * version if the database has none, serves the current version (rendering it
 * first when this server has not), and then looks every few seconds for a
 * version published on another server behind the same load balancer. Until it
 * has rendered that version it serves the one before.
 *
 * Without the build's renderer (a test's small site, a build from before
 * decision 017), the build's pages are served and a publish is refused with
 * one line saying why.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { FirstPaintCopies } from "../../../contracts/content-images.ts";
import type { SiteContent } from "../../../contracts/site-content.ts";
import type { PageSource } from "../static-site.ts";
import { openPageRenderer, type PageRenderer } from "./page-renderer.ts";
import { PublishFailure, type SitePublisher } from "./site-publisher.ts";
import { BUILD_FOLDER_HEARTBEAT_MS, openSiteVersions, type SiteVersions } from "./site-versions.ts";

/** How often a server asks the database whether another has published. */
export const PUBLISHED_VERSION_POLL_MS = 3_000;

/** What the site needs of the content store (server/site/content/content-store.ts). */
export interface PublishedVersions {
  ensureFirstVersion(content: SiteContent): Promise<void>;
  currentVersionNumber(): Promise<number>;
  publishedVersion(
    number: number,
  ): Promise<{ content: SiteContent; pagesChangedOn: ReadonlyMap<string, string> } | undefined>;
}

export interface PublishedSite {
  readonly publisher: SitePublisher;
  /**
   * Where pages are served from now (static-site.ts), and the files besides
   * pages a version renders (sitemap.xml, the credit guide...); undefined
   * without a renderer, when the build's folder is all there is.
   */
  readonly pages: { source: () => PageSource; renderedFiles: readonly string[] } | undefined;
  /** Catches up with the database now (the poll does it too); resolves when served. */
  catchUp(): Promise<void>;
  stop(): void;
}

export async function startPublishedSite(options: {
  clientDir: string;
  sitesDir: string;
  versions: PublishedVersions;
  log: FastifyBaseLogger;
  now: () => number;
  /** What a version needs besides its pages, made before they are rendered (site-versions.ts). */
  prepare?: (content: SiteContent) => Promise<FirstPaintCopies | undefined>;
}): Promise<PublishedSite> {
  const { clientDir, versions, log } = options;
  const rendererDir = path.join(clientDir, "..", "renderer");
  if (!existsSync(path.join(rendererDir, "index.js"))) {
    log.warn({ rendererDir }, "no page renderer beside the built site: publishing is off");
    return withoutPublishing();
  }
  let renderer: PageRenderer;
  let site: SiteVersions;
  try {
    renderer = await openPageRenderer(rendererDir);
    site = await openSiteVersions({
      renderer,
      clientDir,
      sitesDir: options.sitesDir,
      now: options.now,
      prepare: options.prepare,
    });
    await versions.ensureFirstVersion(renderer.firstVersion);
  } catch (error) {
    // The site is still served, as built; only publishing waits for a restart.
    log.error({ err: error, rendererDir }, "could not start publishing: serving the build's pages, publishing is off");
    return withoutPublishing();
  }

  let catchingUp: Promise<void> | undefined;
  const catchUp = () => {
    catchingUp ??= bringUpToDate(site, versions).finally(() => {
      catchingUp = undefined;
    });
    return catchingUp;
  };
  try {
    await catchUp();
  } catch (error) {
    // The pages served are the last ones rendered here: older, but whole.
    log.error({ err: error }, "could not render the published version at start; serving the build's pages");
  }
  const poll = setInterval(() => {
    catchUp().catch((error: unknown) => log.error({ err: error }, "could not catch up with the published version"));
  }, PUBLISHED_VERSION_POLL_MS);
  poll.unref();
  const heartbeat = setInterval(() => {
    site.heartbeat().catch((error: unknown) => log.warn({ err: error }, "could not mark the published site in use"));
  }, BUILD_FOLDER_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    publisher: site,
    pages: { source: () => site.served(), renderedFiles: renderer.renderedFiles },
    catchUp,
    stop: () => {
      clearInterval(poll);
      clearInterval(heartbeat);
    },
  };
}

async function bringUpToDate(site: SiteVersions, versions: PublishedVersions): Promise<void> {
  const latest = await versions.currentVersionNumber();
  if (latest <= site.servedVersion()) return;
  const version = await versions.publishedVersion(latest);
  if (!version) return;
  await site.catchUp(latest, version.content, version.pagesChangedOn);
}

function withoutPublishing(): PublishedSite {
  const refuse = () =>
    Promise.reject(
      new PublishFailure(
        "Publishing needs the page renderer that `npm run build` writes beside the site (build/renderer). The live site is unchanged.",
      ),
    );
  return {
    publisher: {
      stage: refuse,
      activate: refuse,
      discard: () => Promise.resolve(),
      preview: () => Promise.resolve(undefined),
      servedVersion: () => 0,
      pagesChangedOnOf: () => new Map(),
    },
    pages: undefined,
    catchUp: () => Promise.resolve(),
    stop: () => undefined,
  };
}
