import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { SiteContent } from "../../contracts/site-content.ts";
import { openPageRenderer, type PageRenderer } from "../../server/site/publishing/page-renderer.ts";
import { openSiteVersions, type SiteVersions } from "../../server/site/publishing/site-versions.ts";
import { PublishFailure } from "../../server/site/publishing/site-publisher.ts";

// A publish renders the site with the build's own renderer (decision 017).
// These read the files it writes against the build's, with no browser.

const clientDir = path.resolve("build", "client");
let renderer: PageRenderer;
let sitesDir: string;
let versions: SiteVersions;

test.beforeAll(async () => {
  renderer = await openPageRenderer(path.resolve("build", "renderer"));
  sitesDir = await mkdtemp(path.join(tmpdir(), "published-pages-"));
  versions = await openSiteVersions({ renderer, clientDir, sitesDir, now: () => Date.parse("2026-11-26T01:00:00Z") });
});

test.afterAll(async () => {
  await rm(sitesDir, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

test("a published page is byte for byte what the build writes for the same content, compressed copies and all", async () => {
  const staged = await versions.stage(renderer.firstVersion);
  try {
    const published = await filesUnder(staged.folder);
    const builtPages = (await filesUnder(clientDir)).filter((file) => /\.html(\.br|\.gz)?$/.test(file));
    // Every page the build wrote, and its compressed copies, is published.
    expect(builtPages.filter((file) => !published.includes(file))).toEqual([]);
    for (const file of published) {
      const built = await readFile(path.join(clientDir, file));
      expect(await readFile(path.join(staged.folder, file)), file).toEqual(built);
    }
    expect(staged.changedPages).toEqual([]);
  } finally {
    await versions.discard(staged);
  }
});

test("a new phone number reaches every page and the sitemap dates the pages it changed", async () => {
  const content: SiteContent = {
    ...renderer.firstVersion,
    business: { ...renderer.firstVersion.business, phone: "(03) 5550 0199" },
  };
  const staged = await versions.stage(content);
  try {
    expect(staged.changedPages).toContain("/");
    expect(staged.changedPages).toContain("/privacy");
    const home = await readFile(path.join(staged.folder, "index.html"), "utf8");
    expect(home).toContain("(03) 5550 0199");
    expect(home).not.toContain("(03) 5550 0148");
    const sitemap = await readFile(path.join(staged.folder, "sitemap.xml"), "utf8");
    // 01:00 UTC is 12:00 in Melbourne on the same day.
    expect(sitemap).toContain("<loc>https://www.kestrelridge.example/privacy</loc>\n    <lastmod>2026-11-26</lastmod>");
  } finally {
    await versions.discard(staged);
  }
});

test("a publish whose render fails leaves the served site as it was and says what failed", async () => {
  const before = versions.served();
  // Content the schema would refuse, slipped past it: the renderer throws on it.
  const broken = { ...renderer.firstVersion, testimonials: null } as unknown as SiteContent;
  const failure = await versions.stage(broken).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(PublishFailure);
  expect(String((failure as Error).message)).toMatch(/^Publishing stopped: .+\. The live site is unchanged\.$/);
  expect(versions.served()).toBe(before);
  // Nothing half-written is left beside the versions.
  const left = await readdir(path.join(sitesDir, renderer.buildId));
  expect(left.filter((name) => name.startsWith(".staging-"))).toEqual([]);
});
