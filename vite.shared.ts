import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { svgDataUrl } from "./app/lib/svg-data-url.ts";
import { today } from "./app/lib/today.ts";

// What the page generator's build (vite.config.ts) and the islands' build
// (vite.islands.config.ts) must do alike: an island's HTML is written by the
// first and hydrated by code from the second, so an image's address or the
// build's date must come out the same from both (decision 016).

/**
 * `import art from "./art.svg?inline"` gives the drawing as a compact `data:` URL
 * (app/lib/svg-data-url.ts) in place of Vite's own, for the few images a page
 * carries inside its HTML (ImageAsset.inlineSrc).
 */
export const svgInline: Plugin = {
  name: "kestrel:svg-inline",
  enforce: "pre",
  async load(id) {
    const [file, query] = id.split("?");
    if (!file?.endsWith(".svg") || query !== "inline") return null;
    this.addWatchFile(file);
    return `export default ${JSON.stringify(svgDataUrl(await readFile(file, "utf8")))};`;
  },
};

/** Values written into the code at build time. */
export const buildDefines = {
  // The day written into the prerendered HTML: the copyright year, and the
  // duty rates in force (app/lib/today.ts).
  __BUILD_DATE__: JSON.stringify(today()),
};
