// `npm run bench:bundle`: prints, for every prerendered page, the JavaScript
// and CSS a first visit downloads, gzip and brotli, from the pre-compressed
// copies the build wrote: the stylesheet and script its HTML names, and the
// code of its islands with everything they import, which the page's script
// fetches after load (decision 016). A report fetched on request is not counted.
// --client=DIR reads another site folder served like build/client (a published
// copy: scripts/published-site-copy.ts).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { readBuild } from "../tests/support/page-code.ts";
import { option } from "./bench-arguments.ts";
import { pageAssets } from "./page-assets.ts";

const clientDir = path.resolve(option("client", path.join("build", "client")));

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
const build = readBuild();
for (const page of await pageFiles()) {
  const html = await readFile(page, "utf8");
  const route = `/${path.relative(clientDir, path.dirname(page)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
  const islandFiles = [...new Set(build.downloadsOf(route).firstVisit.values())].map((file) => `/${file}`);
  const assets = [...new Set([...pageAssets(html), ...islandFiles])];
  const totals = { js: { gz: 0, br: 0 }, css: { gz: 0, br: 0 } };
  for (const asset of assets) {
    const file = path.join(clientDir, asset);
    const kind = asset.endsWith(".css") ? "css" : "js";
    totals[kind].gz += (await sizeOf(`${file}.gz`)) || (await sizeOf(file));
    totals[kind].br += (await sizeOf(`${file}.br`)) || (await sizeOf(file));
  }
  rows.push({ route, jsGzip: kib(totals.js.gz), jsBrotli: kib(totals.js.br), cssGzip: kib(totals.css.gz) });
}
console.table(rows);
