// `npm run bench:bundle`: prints, for every prerendered page, the JavaScript
// and CSS a first visit downloads (the files its HTML loads, preloads or
// imports once the page has loaded: scripts/defer-hydration.mjs),
// gzip and brotli, from the pre-compressed copies the build wrote.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pageAssets } from "./page-assets.ts";

const clientDir = path.resolve("build", "client");

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function pageFiles(): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === "index.html") pages.push(path.join(entry.parentPath, entry.name));
  }
  return pages.sort();
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: { route: string; jsGzip: string; jsBrotli: string; cssGzip: string }[] = [];
for (const page of await pageFiles()) {
  const html = await readFile(page, "utf8");
  const assets = pageAssets(html);
  const totals = { js: { gz: 0, br: 0 }, css: { gz: 0, br: 0 } };
  for (const asset of assets) {
    const file = path.join(clientDir, asset);
    const kind = asset.endsWith(".css") ? "css" : "js";
    totals[kind].gz += (await sizeOf(`${file}.gz`)) || (await sizeOf(file));
    totals[kind].br += (await sizeOf(`${file}.br`)) || (await sizeOf(file));
  }
  const route = `/${path.relative(clientDir, path.dirname(page)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
  rows.push({ route, jsGzip: kib(totals.js.gz), jsBrotli: kib(totals.js.br), cssGzip: kib(totals.css.gz) });
}
console.table(rows);
