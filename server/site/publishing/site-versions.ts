/**
 * The published versions of the site on this server's disk, and which one it
 * serves (decision 017).
 *
 * A version is rendered whole into a staging folder (page-renderer.ts), given
 * its compressed copies and the not-found page's meta policy as the build
 * gives them, then renamed into place as `<sites>/<build>/v<N>` and only then
 * served: the served folder is swapped in one assignment, so a request reads
 * either the old version's file or the new one's, never a mix, and a failure
 * part-way leaves the served version as it was. The folders are named for the
 * build that rendered them, because a site rendered by another build asks for
 * script files this one does not have.
 *
 * Until the first publish is rendered here, the build's own folder is served:
 * it is the repository's first version.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { FirstPaintCopies } from "../../../contracts/content-images.ts";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { firmDate } from "../../../contracts/business-clock.ts";
import { findPageFiles } from "../page-files.ts";
import { pagePolicies, withMetaPolicy } from "../security-headers.ts";
import { writeCompressedCopies } from "./compressed-copies.ts";
import type { PageRenderer, RenderedFile } from "./page-renderer.ts";
import { PublishFailure, type SitePublisher, type StagedSite } from "./site-publisher.ts";

const NOT_FOUND_PAGE = "404.html";
/** Beside the builds' folders: uploaded images' renditions, shared by every build and version. */
const MEDIA_FOLDER = "media";
const SITEMAP = "/sitemap.xml";
/** Versions kept on disk besides the one served: a request that began on one still finds its file. */
const KEPT_VERSIONS = 3;
/**
 * An older version is removed only once the next one has been served this
 * long: on a disk several servers share, one still catching up (each looks
 * every 3 s) may serve it a while yet.
 */
const SUPERSEDED_KEPT_MS = 10 * 60_000;
/** A staging folder this old was left by a server that stopped mid-publish. */
const ABANDONED_STAGING_MS = 10 * 60_000;
/**
 * Each server touches its build's folder this often while it runs, so a
 * server of a newer build removes only the folders of builds no server
 * runs any more: untouched for BUILD_FOLDER_UNUSED_MS.
 */
export const BUILD_FOLDER_HEARTBEAT_MS = 60_000;
const BUILD_FOLDER_UNUSED_MS = 60 * 60_000;
/**
 * While a publish on this server has staged its pages and not yet served
 * them, the poll does not render that same version again (it is recorded
 * before it is served); past this, the publish is taken to have died.
 */
const AWAITING_ACTIVATION_MS = 60_000;

/** What one server serves: a folder of rendered files, each page with its CSP. */
export interface ServedSite {
  readonly version: number;
  readonly folder: string;
  /** Page file ("about/index.html", "404.html") → its Content-Security-Policy. */
  readonly policies: ReadonlyMap<string, string>;
  /** Each page's last change in a publish, by address: the sitemap's lastmod. */
  readonly pagesChangedOn: ReadonlyMap<string, string>;
}

interface Staged extends StagedSite {
  readonly pagesChangedOn: ReadonlyMap<string, string>;
  readonly stagedAt: number;
}

export interface SiteVersions extends SitePublisher {
  served(): ServedSite;
  /** Marks this build's folder as in use (BUILD_FOLDER_HEARTBEAT_MS). */
  heartbeat(): Promise<void>;
  /**
   * Serves version `version`, rendering it here first unless this server has
   * it already: how a server catches up with a publish made on another.
   */
  catchUp(version: number, content: SiteContent, pagesChangedOn: ReadonlyMap<string, string>): Promise<void>;
}

export interface SiteVersionsOptions {
  renderer: PageRenderer;
  /** The build's site (build/client): version 0, and the files no version renders (scripts, images). */
  clientDir: string;
  /** Where rendered versions are kept (PUBLISHED_SITE_DIR). */
  sitesDir: string;
  now: () => number;
  /**
   * Makes what a version's pages link to besides themselves (the uploaded
   * images' renditions under /media) before they are rendered: a version is
   * served only once everything it shows is there.
   */
  prepare?: (content: SiteContent) => Promise<FirstPaintCopies | undefined>;
}

export async function openSiteVersions(options: SiteVersionsOptions): Promise<SiteVersions> {
  const { renderer, clientDir, now } = options;
  const buildDir = path.join(options.sitesDir, renderer.buildId);
  await mkdir(buildDir, { recursive: true });
  await removeAbandonedStaging(buildDir, now());
  await removeUnusedBuilds(options.sitesDir, renderer.buildId, now());

  let served: ServedSite = {
    version: 0,
    folder: clientDir,
    policies: await policiesOf(clientDir),
    pagesChangedOn: new Map(),
  };
  const stagedDetails = new WeakMap<StagedSite, Staged>();
  /** Staged here, not yet activated or discarded. */
  const awaitingActivation = new Set<Staged>();

  const versionFolder = (version: number) => path.join(buildDir, `v${version}`);

  async function stageWith(content: SiteContent, pagesChangedOn: ReadonlyMap<string, string> | undefined) {
    const folder = path.join(buildDir, `.staging-${randomUUID()}`);
    try {
      const firstPaintCopies = await options.prepare?.(content);
      let files = await renderer.renderSite(content, pagesChangedOn ?? served.pagesChangedOn, { firstPaintCopies });
      const changedPages = await pagesDifferingFrom(served.folder, files);
      let dates = pagesChangedOn;
      if (!dates) {
        // Published now: the pages this publish changes are dated today, and the
        // sitemap that carries those dates is rendered again.
        const today = firmDate(now());
        dates = new Map([...served.pagesChangedOn, ...changedPages.map((page) => [page, today] as const)]);
        if (changedPages.length > 0) files = await withSitemapDatedBy(files, content, dates, firstPaintCopies);
      }
      await writeSite(folder, files);
      const staged: Staged = { folder, changedPages, pagesChangedOn: dates, stagedAt: now() };
      stagedDetails.set(staged, staged);
      return staged;
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw new PublishFailure(failureMessage(error));
    }
  }

  async function withSitemapDatedBy(
    files: RenderedFile[],
    content: SiteContent,
    dates: ReadonlyMap<string, string>,
    firstPaintCopies: FirstPaintCopies | undefined,
  ) {
    const [sitemap] = await renderer.renderSite(content, dates, { addresses: [SITEMAP], firstPaintCopies });
    return sitemap ? files.map((file) => (file.address === SITEMAP ? sitemap : file)) : files;
  }

  async function writeSite(folder: string, files: readonly RenderedFile[]) {
    await mkdir(folder, { recursive: true });
    const pagesHtml = new Map(
      files.filter((file) => file.isPage).map((file) => [file.file, file.body.toString("utf8")]),
    );
    // As the build does (scripts/static-host-headers.ts): the not-found page also
    // carries its policy in a <meta>, worked out from every page, before compressing.
    const policies = pagePolicies(pagesHtml);
    for (const file of files) {
      const target = path.join(folder, file.file);
      await mkdir(path.dirname(target), { recursive: true });
      const body =
        file.file === NOT_FOUND_PAGE
          ? Buffer.from(withMetaPolicy(file.body.toString("utf8"), policies.get(NOT_FOUND_PAGE) ?? ""), "utf8")
          : file.body;
      await writeFile(target, body);
    }
    await writeCompressedCopies(folder);
  }

  async function serve(version: number, folder: string, pagesChangedOn: ReadonlyMap<string, string>) {
    const policies = await policiesOf(folder);
    // Two catch-ups, or a publish and the poll, may finish out of order: never go back.
    if (version <= served.version) return;
    served = { version, folder, policies, pagesChangedOn };
    await removeOldVersions(buildDir, version, now());
  }

  const publishInFlight = () => {
    for (const staged of awaitingActivation) {
      if (now() - staged.stagedAt < AWAITING_ACTIVATION_MS) return true;
      awaitingActivation.delete(staged);
    }
    return false;
  };

  async function moveIntoPlace(staged: StagedSite, version: number): Promise<string> {
    const target = versionFolder(version);
    try {
      await rename(staged.folder, target);
    } catch (error) {
      // Another server on this disk rendered the same version first: its folder is as good.
      if (!(await exists(target))) throw error;
      await rm(staged.folder, { recursive: true, force: true });
    }
    return target;
  }

  return {
    served: () => served,
    servedVersion: () => served.version,
    pagesChangedOnOf: (staged) => stagedDetails.get(staged)?.pagesChangedOn ?? served.pagesChangedOn,
    heartbeat: async () => {
      const at = new Date(now());
      await utimes(buildDir, at, at);
    },
    async stage(content) {
      const staged = await stageWith(content, undefined);
      awaitingActivation.add(staged);
      return staged;
    },
    async activate(staged, version) {
      const details = stagedDetails.get(staged);
      if (details) awaitingActivation.delete(details);
      try {
        await serve(version, await moveIntoPlace(staged, version), details?.pagesChangedOn ?? served.pagesChangedOn);
      } catch (error) {
        await rm(staged.folder, { recursive: true, force: true }).catch(() => undefined);
        throw error instanceof PublishFailure ? error : new PublishFailure(failureMessage(error));
      }
    },
    async discard(staged) {
      const details = stagedDetails.get(staged);
      if (details) awaitingActivation.delete(details);
      await rm(staged.folder, { recursive: true, force: true });
    },
    async preview(content, address) {
      let firstPaintCopies: FirstPaintCopies | undefined;
      try {
        firstPaintCopies = await options.prepare?.(content);
      } catch (error) {
        throw new PublishFailure(failureMessage(error).replace("Publishing stopped", "The preview could not be made"));
      }
      return renderer.renderPage(content, address, { firstPaintCopies });
    },
    async catchUp(version, content, pagesChangedOn) {
      if (version <= served.version || publishInFlight()) return;
      // The repository's first version, never changed: the build's own folder is it.
      if (pagesChangedOn.size === 0 && isDeepStrictEqual(content, renderer.firstVersion)) {
        served = { ...served, version };
        return;
      }
      const folder = versionFolder(version);
      if (await exists(path.join(folder, NOT_FOUND_PAGE))) {
        // Rendered before (by this server, or another on a shared disk): what it shows must be here too.
        await options.prepare?.(content);
        await serve(version, folder, pagesChangedOn);
        return;
      }
      const staged = await stageWith(content, pagesChangedOn);
      await serve(version, await moveIntoPlace(staged, version), pagesChangedOn);
    },
  };
}

/** The CSP of every page in a site folder, as the server has always worked them out (static-site.ts). */
async function policiesOf(folder: string): Promise<Map<string, string>> {
  const files = [...(await findPageFiles(folder)).values(), NOT_FOUND_PAGE];
  const pagesHtml = new Map<string, string>();
  for (const file of files) {
    const html = await readFile(path.join(folder, file), "utf8").catch(() => undefined);
    if (html !== undefined) pagesHtml.set(file, html);
  }
  return pagePolicies(pagesHtml);
}

async function pagesDifferingFrom(folder: string, files: readonly RenderedFile[]): Promise<string[]> {
  const changed: string[] = [];
  for (const file of files) {
    if (!file.isPage || file.file === NOT_FOUND_PAGE) continue;
    const before = await readFile(path.join(folder, file.file)).catch(() => undefined);
    if (!before?.equals(file.body)) changed.push(file.address);
  }
  return changed;
}

/**
 * Keeps the served version and the KEPT_VERSIONS - 1 before it; an older one
 * goes once the version after it has been on disk SUPERSEDED_KEPT_MS.
 */
async function removeOldVersions(buildDir: string, servedVersion: number, nowMs: number): Promise<void> {
  const versions = (await readdir(buildDir))
    .map((name) => /^v(\d+)$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .filter((number) => number <= servedVersion)
    .sort((a, b) => b - a);
  // Each folder's age is read before any goes, so removing one does not make the next look new.
  const servedSince = await Promise.all(
    versions.map((number) =>
      stat(path.join(buildDir, `v${number}`)).then(
        (found) => found.mtimeMs,
        () => nowMs,
      ),
    ),
  );
  for (let index = KEPT_VERSIONS; index < versions.length; index += 1) {
    const newerSince = servedSince[index - 1] ?? nowMs;
    if (nowMs - newerSince < SUPERSEDED_KEPT_MS) continue;
    await rm(path.join(buildDir, `v${String(versions[index])}`), { recursive: true, force: true });
  }
}

/** The folders of other builds that no running server has touched for BUILD_FOLDER_UNUSED_MS. */
async function removeUnusedBuilds(sitesDir: string, buildId: string, nowMs: number): Promise<void> {
  for (const entry of await readdir(sitesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === buildId || entry.name === MEDIA_FOLDER) continue;
    const folder = path.join(sitesDir, entry.name);
    const { mtimeMs } = await stat(folder);
    if (nowMs - mtimeMs > BUILD_FOLDER_UNUSED_MS) await rm(folder, { recursive: true, force: true });
  }
}

async function removeAbandonedStaging(buildDir: string, nowMs: number): Promise<void> {
  for (const name of await readdir(buildDir)) {
    if (!name.startsWith(".staging-")) continue;
    const folder = path.join(buildDir, name);
    const { mtimeMs } = await stat(folder);
    if (nowMs - mtimeMs > ABANDONED_STAGING_MS) await rm(folder, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function failureMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOSPC") return "Publishing stopped: the server's disk is full. The live site is unchanged.";
  if (code === "EACCES" || code === "EPERM")
    return "Publishing stopped: the server may not write its published pages folder. The live site is unchanged.";
  const reason = error instanceof Error ? error.message : String(error);
  return `Publishing stopped: ${reason}. The live site is unchanged.`;
}
