import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { capturedLog } from "../../../tests/support/captured-log.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import { type PublishedVersions, startPublishedSite } from "./published-site.ts";
import { PublishFailure } from "./site-publisher.ts";

// A server whose publishing cannot start still serves the site as built: the
// fault stops publishing, never the server.

let root: string;
let clientDir: string;
let lines: string[];

const versions: PublishedVersions = {
  ensureFirstVersion: () => Promise.resolve(),
  currentVersionNumber: () => Promise.resolve(0),
  publishedVersion: () => Promise.resolve(undefined),
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "published-site-"));
  clientDir = path.join(root, "client");
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), "<!DOCTYPE html><title>Home</title>");
  lines = [];
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function started() {
  return startPublishedSite({
    clientDir,
    sitesDir: path.join(root, "sites"),
    versions,
    log: capturedLog(lines),
    now: Date.now,
  });
}

describe("starting the published site", () => {
  it("serves the build's pages and refuses a publish in words when the build kept no renderer", async () => {
    const site = await started();
    expect(site.pages).toBeUndefined();
    await expect(site.publisher.stage(sampleSiteContent())).rejects.toThrow(PublishFailure);
    await expect(site.publisher.stage(sampleSiteContent())).rejects.toThrow(/needs the page renderer/);
    expect(lines.join("")).toContain("publishing is off");
    site.stop();
  });

  it("keeps the server up, serving the build's pages, when the renderer throws as it loads", async () => {
    const rendererDir = path.join(root, "renderer");
    await mkdir(rendererDir, { recursive: true });
    await writeFile(path.join(rendererDir, "site-build.json"), JSON.stringify({ pageScript: "/assets/page-1.js" }));
    await writeFile(path.join(rendererDir, "index.js"), 'throw new Error("the bundle is damaged");\n');

    const site = await started();
    expect(site.pages).toBeUndefined();
    await expect(site.publisher.stage(sampleSiteContent())).rejects.toThrow(PublishFailure);
    const logged = lines.join("");
    expect(logged).toContain("could not start publishing");
    expect(logged).toContain("the bundle is damaged");
    site.stop();
  });
});
