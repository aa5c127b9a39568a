import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import type { PageRenderer, RenderedFile } from "./page-renderer.ts";
import { PublishFailure } from "./site-publisher.ts";
import { openSiteVersions, type SiteVersions } from "./site-versions.ts";

// The publisher's file work on a real disk: staging, the swap, keeping and
// removing versions. The renderer stands in for the build's bundle (which
// tests/e2e/published-pages.spec.ts renders for real): it writes a page that
// shows the content's phone number, long enough to be compressed.

const BUILD = "build-a";
const MINUTE = 60_000;

let root: string;
let clientDir: string;
let sitesDir: string;
let clock: number;
let renders: number;
let failRender: Error | undefined;

const now = () => clock;

function withPhone(phone: string): SiteContent {
  const content = sampleSiteContent();
  return { ...content, business: { ...content.business, phone } };
}

function page(content: SiteContent, address: string): string {
  return `<!DOCTYPE html><html lang="en-AU"><head><title>${address}</title></head><body><h1>${address}</h1><p>Call ${content.business.phone}.</p><p>${"Kestrel Ridge Finance. ".repeat(40)}</p></body></html>`;
}

const PAGES = [
  { address: "/", file: "index.html" },
  { address: "/about", file: "about/index.html" },
  { address: "/404", file: "404.html" },
];

function renderFiles(content: SiteContent, addresses?: readonly string[]): RenderedFile[] {
  const files: RenderedFile[] = PAGES.map(({ address, file }) => ({
    address,
    file,
    body: Buffer.from(page(content, address)),
    isPage: true,
  }));
  files.push({ address: "/sitemap.xml", file: "sitemap.xml", body: Buffer.from("<urlset/>"), isPage: false });
  return addresses ? files.filter((file) => addresses.includes(file.address)) : files;
}

const renderer: PageRenderer = {
  firstVersion: sampleSiteContent(),
  buildId: BUILD,
  renderedFiles: ["sitemap.xml"],
  renderSite(content, _pagesChangedOn, { addresses, firstPaintCopies } = {}) {
    renders += 1;
    copiesRendered.push(firstPaintCopies?.get("/media/first.avif"));
    if (failRender) return Promise.reject(failRender);
    return Promise.resolve(renderFiles(content, addresses));
  },
  renderPage: (content, address, { firstPaintCopies } = {}) => {
    copiesRendered.push(firstPaintCopies?.get("/media/first.avif"));
    return Promise.resolve(page(content, address));
  },
};

let prepared: string[];
/** The copy of "/media/first.avif" each render was handed (the phone it was prepared for). */
let copiesRendered: (string | undefined)[];
let failPrepare: Error | undefined;

async function openVersions(): Promise<SiteVersions> {
  return openSiteVersions({
    renderer,
    clientDir,
    sitesDir,
    now,
    prepare: (content) => {
      if (failPrepare) return Promise.reject(failPrepare);
      prepared.push(content.business.phone);
      return Promise.resolve(new Map([["/media/first.avif", `copy for ${content.business.phone}`]]));
    },
  });
}

async function published(site: SiteVersions, version: number, phone: string): Promise<void> {
  await site.activate(await site.stage(withPhone(phone)), version);
}

const servedPage = async (site: SiteVersions, file = "index.html") =>
  readFile(path.join(site.served().folder, file), "utf8");

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "site-versions-"));
  clientDir = path.join(root, "client");
  sitesDir = path.join(root, "sites");
  for (const file of renderFiles(sampleSiteContent())) {
    await mkdir(path.dirname(path.join(clientDir, file.file)), { recursive: true });
    await writeFile(path.join(clientDir, file.file), file.body);
  }
  clock = Date.now();
  renders = 0;
  failRender = undefined;
  prepared = [];
  copiesRendered = [];
  failPrepare = undefined;
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the site's published versions on one server's disk", () => {
  it("serves the build's pages until a staged version is activated, then the new version whole", async () => {
    const site = await openVersions();
    const staged = await site.stage(withPhone("(03) 5550 0199"));
    expect(staged.changedPages).toEqual(["/", "/about"]);
    expect(site.served().folder).toBe(clientDir);
    expect(await servedPage(site)).toContain(sampleSiteContent().business.phone);

    await site.activate(staged, 2);
    expect(site.servedVersion()).toBe(2);
    expect(site.served().folder).toBe(path.join(sitesDir, BUILD, "v2"));
    expect(await servedPage(site)).toContain("(03) 5550 0199");
    expect(await servedPage(site, "about/index.html")).toContain("(03) 5550 0199");
    expect(existsSync(path.join(site.served().folder, "index.html.br"))).toBe(true);
    expect(existsSync(path.join(site.served().folder, "index.html.gz"))).toBe(true);
    expect(site.served().policies.get("about/index.html")).toContain("default-src");
  });

  it("leaves the served site as it was, and no staging folder, when a render fails", async () => {
    const site = await openVersions();
    failRender = new Error("the settlements page threw");
    await expect(site.stage(withPhone("(03) 5550 0199"))).rejects.toThrow(
      new PublishFailure("Publishing stopped: the settlements page threw. The live site is unchanged."),
    );
    expect(site.served().folder).toBe(clientDir);
    expect(await readdir(path.join(sitesDir, BUILD))).toEqual([]);
  });

  it("says what failed, and keeps the served version, when a staged site cannot be moved into place", async () => {
    const site = await openVersions();
    await published(site, 2, "(03) 5550 0199");
    const staged = await site.stage(withPhone("(03) 5550 0177"));
    await rm(staged.folder, { recursive: true });
    await expect(site.activate(staged, 3)).rejects.toBeInstanceOf(PublishFailure);
    expect(site.servedVersion()).toBe(2);
    expect(await servedPage(site)).toContain("(03) 5550 0199");
  });

  it("makes what a version shows before rendering it, and stages nothing when that fails", async () => {
    const site = await openVersions();
    failPrepare = Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    await expect(site.stage(withPhone("(03) 5550 0199"))).rejects.toThrow(
      "Publishing stopped: the server's disk is full. The live site is unchanged.",
    );
    expect(renders).toBe(0);
    expect(await readdir(path.join(sitesDir, BUILD))).toEqual([]);
    await expect(site.preview(withPhone("(03) 5550 0199"), "/about")).rejects.toBeInstanceOf(PublishFailure);

    failPrepare = undefined;
    await published(site, 2, "(03) 5550 0199");
    expect(prepared).toEqual(["(03) 5550 0199"]);
    // A server catching up with a version already on the shared disk makes its pictures too.
    const other = await openVersions();
    await other.catchUp(2, withPhone("(03) 5550 0199"), new Map());
    expect(other.servedVersion()).toBe(2);
    expect(prepared).toEqual(["(03) 5550 0199", "(03) 5550 0199"]);
  });

  it("hands the renderer the copies of pictures the pages carry in their HTML, as prepared for that very version", async () => {
    const site = await openVersions();
    await site.stage(withPhone("(03) 5550 0199"));
    await site.preview(withPhone("(03) 5550 0177"), "/about");
    expect(copiesRendered).toEqual(["copy for (03) 5550 0199", "copy for (03) 5550 0199", "copy for (03) 5550 0177"]);
  });

  it("never goes back to an older version when two finish out of order", async () => {
    const site = await openVersions();
    const older = await site.stage(withPhone("(03) 5550 0111"));
    const newer = await site.stage(withPhone("(03) 5550 0122"));
    await site.activate(newer, 3);
    await site.activate(older, 2);
    expect(site.servedVersion()).toBe(3);
    expect(await servedPage(site)).toContain("(03) 5550 0122");
  });

  it("does not render again the version its own publish is about to serve, and catches up once that publish is gone", async () => {
    const site = await openVersions();
    const staged = await site.stage(withPhone("(03) 5550 0199"));
    const rendersWhenStaged = renders;
    // The publish has recorded version 2 and not yet served it: the poll sees version 2.
    await site.catchUp(2, withPhone("(03) 5550 0199"), new Map());
    expect(renders).toBe(rendersWhenStaged);
    expect(site.servedVersion()).toBe(0);

    // A publish that died before serving: after a minute the poll renders the version itself.
    clock += 2 * MINUTE;
    await site.catchUp(2, withPhone("(03) 5550 0199"), new Map());
    expect(site.servedVersion()).toBe(2);
    expect(await servedPage(site)).toContain("(03) 5550 0199");
    await site.discard(staged);
  });

  it("serves the build's own folder for the first version, unchanged, without rendering it", async () => {
    const site = await openVersions();
    await site.catchUp(1, sampleSiteContent(), new Map());
    expect(site.servedVersion()).toBe(1);
    expect(site.served().folder).toBe(clientDir);
    expect(renders).toBe(0);
  });

  it("keeps the last versions, and removes an older one only once the next has been served ten minutes", async () => {
    const site = await openVersions();
    for (const [version, phone] of [
      [2, "(03) 5550 0102"],
      [3, "(03) 5550 0103"],
      [4, "(03) 5550 0104"],
      [5, "(03) 5550 0105"],
    ] as const) {
      await published(site, version, phone);
    }
    const folders = async () => (await readdir(path.join(sitesDir, BUILD))).sort();
    // A server still catching up on a shared disk may serve version 2 a little longer.
    expect(await folders()).toEqual(["v2", "v3", "v4", "v5"]);

    clock += 11 * MINUTE;
    await published(site, 6, "(03) 5550 0106");
    expect(await folders()).toEqual(["v4", "v5", "v6"]);
  });

  it("removes the folders of builds no server has touched for an hour, and keeps the uploaded images' renditions", async () => {
    const stale = path.join(sitesDir, "build-old");
    const running = path.join(sitesDir, "build-running");
    const media = path.join(sitesDir, "media");
    for (const folder of [stale, running, media]) await mkdir(path.join(folder, "v2"), { recursive: true });
    const twoHoursAgo = new Date(clock - 120 * MINUTE);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await utimes(media, twoHoursAgo, twoHoursAgo);

    const site = await openVersions();
    expect((await readdir(sitesDir)).sort()).toEqual([BUILD, "build-running", "media"]);

    // This server's heartbeat keeps its own build's folder from looking unused to the next build.
    clock += 120 * MINUTE;
    await site.heartbeat();
    const other = await openSiteVersions({ renderer: { ...renderer, buildId: "build-b" }, clientDir, sitesDir, now });
    expect(other.servedVersion()).toBe(0);
    expect(await readdir(sitesDir)).toContain(BUILD);
    expect(await readdir(sitesDir)).not.toContain("build-running");
  });
});
