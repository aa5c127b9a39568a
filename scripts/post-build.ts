// Finishes the static site that `react-router build` wrote to build/client:
// - the not-found page moves to 404.html, where our server and static hosts
//   (Netlify, GitHub Pages, Cloudflare Pages, S3 with an error document) look for it;
// - every page asks for its one script by that script's hashed name, and the
//   router's own browser files, which no page asks for, go (page-script.ts);
// - the SPA fallback goes: every route is prerendered, so an unknown path is a 404;
// - every text file gets brotli and gzip copies beside it, so the server sends
//   compressed bytes without compressing on each request;
// - _headers gives static hosts our server's security headers, and 404.html its
//   CSP in a <meta> (static-host-headers.ts), before the compressed copies.
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeCompressedCopies } from "../server/site/publishing/compressed-copies.ts";
import { SITE_BUILD_FILE, type SiteBuild } from "../server/site/publishing/page-renderer.ts";
import { CHUNK_MODULES_FILE } from "./chunk-modules-plugin.ts";
import { PAGE_RENDERER_DIR } from "./keep-page-renderer-plugin.ts";
import { pageScriptAddress, pointAtPageScript } from "../server/site/publishing/page-script.ts";
import { writeStaticHostHeaders } from "./static-host-headers.ts";

const clientDir = path.resolve("build", "client");

await rename(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
await rm(path.join(clientDir, "404"), { recursive: true });
await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
// The islands' build (vite.islands.config.ts) ran after the pages' build: its manifest is the one left.
const scriptAddress = pageScriptAddress(
  JSON.parse(await readFile(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >,
);
await rm(path.join(clientDir, ".vite"), { recursive: true, force: true });
// Only the islands' build's files are fetched by a page: the map it wrote
// (chunk-modules-plugin.ts) lists them. The router's browser build is not.
const islandFiles = new Set(
  Object.keys(JSON.parse(await readFile(path.join(clientDir, "..", CHUNK_MODULES_FILE), "utf8")) as object),
);
let routerFiles = 0;
for (const entry of await readdir(path.join(clientDir, "assets"))) {
  if (!entry.endsWith(".js") || islandFiles.has(`assets/${entry}`)) continue;
  await rm(path.join(clientDir, "assets", entry));
  routerFiles += 1;
}
// The credit guide's loader data: only for in-app navigation, which a PDF link never uses.
await rm(path.join(clientDir, "credit-guide.pdf.data"), { force: true });
// The same for the other build-time files (app/features/seo): crawlers and link previews fetch the files.
for (const file of ["sitemap.xml.data", "robots.txt.data", "social-card.png.data"]) {
  await rm(path.join(clientDir, file), { force: true });
}

let pages = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  await writeFile(file, pointAtPageScript(await readFile(file, "utf8"), scriptAddress, path.relative(clientDir, file)));
  pages += 1;
}
console.log(`post-build: ${pages} pages ask for ${scriptAddress}; ${routerFiles} unused router files removed`);
// A publish renders pages at run time with the bundle keep-page-renderer-plugin.ts
// kept, and points them at the same script (decision 017).
await writeFile(
  path.join(PAGE_RENDERER_DIR, SITE_BUILD_FILE),
  `${JSON.stringify({ pageScript: scriptAddress } satisfies SiteBuild)}\n`,
);
// Before compressing: it also writes the not-found page's own CSP into 404.html.
console.log(`post-build: ${await writeStaticHostHeaders(clientDir)}`);

const { files, rawBytes, brotliBytes } = await writeCompressedCopies(clientDir);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `post-build: 404.html written; ${files} files pre-compressed (${kib(rawBytes)} -> ${kib(brotliBytes)} brotli)`,
);
