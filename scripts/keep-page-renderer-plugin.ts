// React Router prerenders every page from its server bundle, then deletes that
// bundle (`ssr: false`). The content studio publishes by rendering pages with
// the same bundle at run time (decision 017), so this copies it to
// build/renderer first. It runs before React Router's own writeBundle (enforce:
// "pre", and the copy is synchronous), while the bundle is still on disk.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const PAGE_RENDERER_DIR = path.resolve("build", "renderer");

export const keepPageRenderer: Plugin = {
  name: "kestrel:keep-page-renderer",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  writeBundle(options) {
    if (!options.dir) throw new Error("keep-page-renderer: the server build has no output folder");
    rmSync(PAGE_RENDERER_DIR, { recursive: true, force: true });
    cpSync(options.dir, PAGE_RENDERER_DIR, { recursive: true });
  },
};
