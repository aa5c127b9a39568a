import http from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import { type AppDatabase, openDatabase } from "../db/database.ts";
import { openLeadStore, type LeadStore } from "../leads/store/lead-store.ts";
import { openStaffDirectory } from "../staff/staff-directory.ts";
import { smallPicture } from "../../tests/support/content-test-images.ts";
import { openContentImageStore } from "./content/images/content-image-store.ts";
import { inspectUpload } from "./content/images/image-intake.ts";

let siteDir: string;
let clientDir: string;
let app: FastifyInstance;
let database: AppDatabase;
let store: LeadStore;
let origin: string;

const SECRET = "secret beside the site folder";

/** A staff member to be an upload's uploader. */
let officeId: Promise<number> | undefined;
function staffId(): Promise<number> {
  officeId ??= openStaffDirectory(database)
    .add({ email: "office@kestrel.example", name: "Olive Office", role: "editor" })
    .then(({ account }) => account.id);
  return officeId;
}

/** A GET sent byte for byte as given, with no client-side path clean-up. */
function rawGet(rawPath: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { path: rawPath }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const ASSET = "assets/entry.client-AbC123.js";
const RENDITION = `${"ab".repeat(32)}-600.avif`;
const RENDITION_BYTES = Buffer.from("not really an AVIF, but served as one");
const assetSource = `console.log(${JSON.stringify("x".repeat(2000))});`;

async function write(relative: string, content: string | Buffer) {
  const file = path.join(clientDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

// A small stand-in for build/client with the shapes the real build produces.
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), "static-site-"));
  clientDir = path.join(siteDir, "client");
  await writeFile(path.join(siteDir, "secret.txt"), SECRET);
  await write("index.html", "<h1>Home page</h1>");
  await write("index.html.gz", gzipSync("<h1>Home page</h1>"));
  await write("about/index.html", "<h1>About page</h1>");
  await write("services/business-loans/index.html", "<h1>Business Loans page</h1>");
  await write("Inquiry/index.html", "<h1>Inquiry via capital I</h1>");
  await write("404.html", "<h1>Not found page</h1>");
  await write(ASSET, assetSource);
  await write(`${ASSET}.br`, brotliCompressSync(assetSource));
  await write(`${ASSET}.gz`, gzipSync(assetSource));
  await write("brand/logo.svg", "<svg/>");
  await write(".vite/manifest.json", "{}");
  await write("_headers", "/*\n  X-Content-Type-Options: nosniff\n");
  database = await openDatabase({ engine: "sqlite", path: path.join(siteDir, "leads.sqlite") });
  store = openLeadStore(database);
  // The rendition is an upload's: a server deletes its files of uploads there are not (unused-uploads.ts).
  await database.db
    .insertInto("content_images")
    .values({
      hash: RENDITION.slice(0, 64),
      media_type: "image/avif",
      width: 600,
      height: 600,
      byte_size: RENDITION_BYTES.length,
      original: RENDITION_BYTES,
      uploaded_by: await staffId(),
      uploaded_at: Date.now(),
    })
    .execute();
  await mkdir(path.join(siteDir, "sites", "media"), { recursive: true });
  await writeFile(path.join(siteDir, "sites", "media", RENDITION), RENDITION_BYTES);
  await writeFile(path.join(siteDir, "sites", "media", `.${RENDITION}.partial`), RENDITION_BYTES);
  await writeFile(path.join(siteDir, "sites", "media", "notes.txt"), SECRET);
  app = await buildServer(
    readConfig({ CLIENT_DIR: clientDir, PUBLISHED_SITE_DIR: path.join(siteDir, "sites"), LOG_LEVEL: "silent" }),
    { database, store },
  );
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
});

// Node's warnings (such as a listener leak on responses) mean a reply was
// handled twice; any of them during these tests is a failure.
const processWarnings: string[] = [];
const recordWarning = (warning: Error) => processWarnings.push(`${warning.name}: ${warning.message}`);
process.on("warning", recordWarning);

afterAll(async () => {
  process.off("warning", recordWarning);
  expect(processWarnings).toEqual([]);
  await app.close();
  store.close();
  await database.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe("serving the prerendered site", () => {
  it.each([
    ["/", "Home page"],
    ["/about", "About page"],
    ["/services/business-loans", "Business Loans page"],
    ["/Inquiry", "Inquiry via capital I"],
  ])("answers %s with its own prerendered HTML", async (url, heading) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(heading);
  });

  it("tells browsers to revalidate HTML on every visit", async () => {
    const response = await app.inject({ url: "/about" });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers HEAD requests for pages too", async () => {
    const response = await app.inject({ method: "HEAD", url: "/about" });
    expect(response.statusCode).toBe(200);
  });

  it("redirects a trailing slash to the page's one address, keeping the query", async () => {
    const response = await app.inject({ url: "/about/?ref=footer" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?ref=footer");
  });
});

describe("the not-found page", () => {
  it.each([
    "/no-such-page",
    "/services/unknown",
    "/ABOUT",
    "/about/index.html",
    "/404.html",
    "/.vite/manifest.json",
    "/_headers",
  ])("is served with status 404 for %s", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Not found page");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    ["/%5Fheaders", "the static hosts' settings file, its name percent-encoded"],
    ["/about/index.htm%6C", "a page's HTML file, its name percent-encoded"],
    ["/about/index.HTML", "a page's HTML file, in capitals"],
    [`/${ASSET}.br`, "an asset's brotli copy"],
    [`/${ASSET}.gz`, "an asset's gzip copy"],
    ["/index.html.gz", "a page's gzip copy"],
    [`/${ASSET}.b%72`, "an asset's brotli copy, its name percent-encoded"],
  ])("is served for %s (%s), which is not an address of its own", async (rawPath) => {
    // Over a socket as written: the check must hold on the path as the file lookup decodes it.
    const response = await rawGet(rawPath);
    expect(response.status).toBe(404);
    expect(response.body).toContain("Not found page");
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
  ])("never serves a file outside the site folder: %s", async (rawPath) => {
    // inject() would tidy the path first, so this goes over a real socket as written.
    const response = await rawGet(rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).toContain("Not found page");
  });
});

describe("redirects", () => {
  it.each([
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["///about/", "/about"],
  ])("never send the visitor to another site: %s goes to %s", async (rawPath, location) => {
    const response = await rawGet(rawPath);
    expect(response.status).toBe(301);
    expect(response.location).toBe(location);
  });
});

describe("uploaded images' renditions", () => {
  it("are served at /media by their content-hash names, cached for a year, with their image type", async () => {
    const response = await fetch(`${origin}/media/${RENDITION}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(RENDITION_BYTES);
  });

  it("are made from the original on the first request when this server has not made them yet", async () => {
    const images = openContentImageStore(database, { imagesDir: path.join(siteDir, "images") });
    const inspection = await inspectUpload(await smallPicture("png", 640, 640), "office.png");
    if (!inspection.ok) throw new Error(inspection.message);
    await images.saveUpload(inspection.image, await staffId());
    const response = await fetch(`${origin}/media/${inspection.image.hash}-300.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
    // A hash no upload has, or a width no slot has: nothing is made.
    expect((await fetch(`${origin}/media/${"c".repeat(64)}-300.webp`)).status).toBe(404);
    expect((await fetch(`${origin}/media/${inspection.image.hash}-301.webp`)).status).toBe(404);
  });

  it("serve nothing but a rendition's name: no half-written file, no other name, no way out of the folder", async () => {
    for (const rawPath of [
      "/media/notes.txt",
      `/media/.${RENDITION}.partial`,
      "/media/photo.jpg",
      `/media/${"ab".repeat(32)}-600.gif`,
      "/media/..%2F..%2Fsecret.txt",
      "/media/%2e%2e/secret.txt",
    ]) {
      const answer = await rawGet(rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    }
  });
});

describe("build assets", () => {
  it("are cached for a year as immutable, because their names carry a content hash", async () => {
    const response = await app.inject({ url: `/${ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("are sent brotli-compressed from the pre-built copy when the browser accepts brotli", async () => {
    const response = await app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(assetSource.length);
  });

  it("fall back to gzip, then to the plain file", async () => {
    const gzip = await app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it("caches unhashed public files for an hour only", async () => {
    const response = await app.inject({ url: "/brand/logo.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
