// A Vite plugin that writes, for every JavaScript file of the browser build,
// the source modules inside it and the files it imports (statically, and with
// import()), to build/client-modules.json: what the page-code test
// (tests/e2e/page-code.spec.ts) reads to know which modules each page
// downloads. Vite's own manifest names a chunk's entry module and imports but
// not the modules bundled into it. The map sits beside build/client, never in
// it, so it is not served. Used by the islands' build (vite.islands.config.ts),
// whose files are the only ones a page fetches (decision 016).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const CHUNK_MODULES_FILE = "client-modules.json";

/**
 * A module's id as the map writes it: a package's file from its
 * `node_modules/` on (wherever that folder lives), a project file relative to
 * the project, a virtual module as it is, without the query either way.
 * `id` is Rollup's module id, `root` the project's folder.
 */
export function moduleName(id: string, root: string): string {
  const file = id.replace(/^\0/, "").split("?")[0] ?? id;
  const packageAt = file.lastIndexOf("/node_modules/");
  if (packageAt >= 0) return file.slice(packageAt + 1);
  if (!path.isAbsolute(file)) return file;
  return path.relative(root, file).split(path.sep).join("/");
}

/** One file of the browser build in the map. */
interface ChunkEntry {
  /** Source module -> bytes it adds to the file (before compression). */
  modules: Record<string, number>;
  imports: string[];
  dynamicImports: string[];
}

export function chunkModulesPlugin(): Plugin {
  return {
    name: "kestrel:chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const { root, build } = this.environment.config;
      const chunks: Record<string, ChunkEntry> = {};
      for (const output of Object.values(bundle)) {
        // A worker (new Worker(new URL(...))) is bundled apart and comes in as an asset: listed, so it is kept.
        if (output.type === "asset" && output.fileName.endsWith(".js")) {
          chunks[output.fileName] = { modules: {}, imports: [], dynamicImports: [] };
          continue;
        }
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          // A module whose code was all shaken out adds nothing to the download.
          if (info.renderedLength > 0) modules[moduleName(id, root)] = info.renderedLength;
        }
        chunks[output.fileName] = { modules, imports: output.imports, dynamicImports: output.dynamicImports };
      }
      const outDir = path.resolve(root, build.outDir);
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(path.dirname(outDir), CHUNK_MODULES_FILE), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
