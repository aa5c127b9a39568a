/**
 * The whole server (server/app.ts: site, lead API, security headers, request
 * guards) over a small stand-in for build/client with every kind of file the
 * real build writes: pages, the not-found page, a hashed asset with its .br
 * and .gz copies, a PDF, public files, the static hosts' _headers and Vite's
 * manifest. For tests of the HTTP surface as a whole.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/lead-store.ts";

export const TEST_SITE_PAGES = ["/", "/about", "/services/home-loans"] as const;
export const TEST_SITE_ASSET = "/assets/entry.client-AbC123.js";
export const TEST_SITE_NOT_FOUND = "Not found page";

export interface TestSite {
  app: FastifyInstance;
  database: AppDatabase;
  store: LeadStore;
  close(): Promise<void>;
}

/** Builds the server on a fresh site folder and database with `settings` over quiet defaults. */
export async function startTestSite(settings: NodeJS.ProcessEnv = {}): Promise<TestSite> {
  const folder = await mkdtemp(path.join(tmpdir(), "test-site-"));
  const clientDir = path.join(folder, "client");
  const write = async (relative: string, content: string | Buffer) => {
    const file = path.join(clientDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const asset = `console.log(${JSON.stringify("x".repeat(2000))});`;
  for (const page of TEST_SITE_PAGES) {
    const html = `<!DOCTYPE html><title>${page}</title><h1>Page ${page}</h1>`;
    await write(path.join(page.slice(1), "index.html"), html);
    await write(path.join(page.slice(1), "index.html.gz"), gzipSync(html));
  }
  await write("404.html", `<!DOCTYPE html><title>Not found</title><h1>${TEST_SITE_NOT_FOUND}</h1>`);
  await write(TEST_SITE_ASSET.slice(1), asset);
  await write(`${TEST_SITE_ASSET.slice(1)}.br`, brotliCompressSync(asset));
  await write(`${TEST_SITE_ASSET.slice(1)}.gz`, gzipSync(asset));
  await write("credit-guide.pdf", "%PDF-1.7\n%%EOF\n");
  await write("robots.txt", "User-agent: *\nAllow: /\n");
  await write("_headers", "/*\n  X-Content-Type-Options: nosniff\n");
  await write(".vite/manifest.json", "{}");

  const database = await openDatabase({ engine: "sqlite", path: path.join(folder, "leads.sqlite") });
  const store = openLeadStore(database);
  const config = readConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: "silent", ...settings });
  const app = await buildServer(config, { database, store });
  await app.ready();
  return {
    app,
    database,
    store,
    async close() {
      await app.close();
      store.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
