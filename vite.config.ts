import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin, type Rollup } from "vite";
import { imagetools } from "vite-imagetools";
import { chunkModulesPlugin } from "./scripts/chunk-modules-plugin.mjs";
import { emailClientConfig } from "./app/features/leads/email-client-config.ts";
import { svgDataUrl } from "./app/lib/svg-data-url.ts";
import { today } from "./app/lib/today.ts";

const ROOT_ROUTE = "/app/root.tsx";

/**
 * One "shell" file instead of a dozen small ones on every first visit: the code
 * the root route needs (React, React Router, header, footer, theme, intro) and
 * the small building blocks most pages share (app/ui, app/lib).
 * Left to itself Rollup splits every module shared by two routes into a file of
 * its own; over HTTP/1.1, six connections and a mobile round trip of 150 ms,
 * twenty preloaded files cost more time than their bytes (docs/PERFORMANCE.md).
 * Code only some routes use (a calculator and its chart, the Embla carousel,
 * the form library) stays in chunks of its own, downloaded by those routes
 * (tests/e2e/page-code.spec.ts holds each page to app/content/page-code.ts).
 */
const shellChunk: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (id.includes("vite/preload-helper")) return "shell";
  // A picture's address is a module of a few dozen bytes. One that several
  // content modules share (a service's illustration: its card and its page)
  // would get a file of its own, a request each; they share one instead.
  if (id.includes("/app/content/images/") && (getModuleInfo(id)?.importers.length ?? 0) > 1) return "shared-images";
  // On-demand code (*.lazy.ts, such as the PDF typesetter and pdf-lib with it) and
  // what only it uses stay in its own chunk, fetched when a visitor asks for it.
  const importers = getModuleInfo(id)?.importers ?? [];
  if (id.includes(".lazy.") || (importers.length > 0 && importers.every((importer) => importer.includes(".lazy."))))
    return undefined;
  if (/\/app\/(ui|lib)\//.test(id) && !id.includes("/app/ui/carousel/")) return "shell";
  // Packages follow the modules that import them: Rollup adds a manual chunk's
  // dependencies to it (React, React Router). That is why app/features/shell imports
  // each lucide icon from its own file: through the package's index, every icon the
  // site uses (2.5 KiB gzip) would land here.
  if (id.includes("?") || id.startsWith("\0") || id.includes("/node_modules/") || id.endsWith(ROOT_ROUTE))
    return undefined;
  const seen = new Set<string>();
  const neededByRoot = (moduleId: string): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    // Static imports only: what the root loads on demand stays out of the shell.
    const importers = getModuleInfo(moduleId)?.importers ?? [];
    return importers.some((importer) => importer.split("?")[0]?.endsWith(ROOT_ROUTE) || neededByRoot(importer));
  };
  return neededByRoot(id) ? "shell" : undefined;
};

/**
 * React Router's package.json points every condition at its development
 * build, whose dev-only warnings cannot be dropped by the minifier
 * (remix-run/react-router#14102, open for 7.18). Its production build ships
 * beside it; these aliases send the whole app (our imports and the framework's
 * generated modules alike) to that one copy: 0.65 KiB gzip less per page
 * (docs/decisions/003-react-router-production-build.md).
 */
const reactRouterProductionBuild = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      import.meta.resolve("react-router").replace("/development/index.mjs", "/production/index.mjs"),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      import.meta.resolve("react-router/dom").replace("/development/dom-export.mjs", "/production/dom-export.mjs"),
    ),
  },
];

/**
 * `import art from "./art.svg?inline"` gives the drawing as a compact `data:` URL
 * (app/lib/svg-data-url.ts) in place of Vite's own, for the few images a page
 * carries inside its HTML (ImageAsset.inlineSrc).
 */
const svgInline: Plugin = {
  name: "kestrel:svg-inline",
  enforce: "pre",
  async load(id) {
    const [file, query] = id.split("?");
    if (!file?.endsWith(".svg") || query !== "inline") return null;
    this.addWatchFile(file);
    return `export default ${JSON.stringify(svgDataUrl(await readFile(file, "utf8")))};`;
  },
};

export default defineConfig(({ mode }) => {
  // The forms' build settings (VITE_EMAIL_*), checked now: a malformed one stops
  // the build with a message naming it, instead of shipping forms that cannot send.
  emailClientConfig(loadEnv(mode, process.cwd(), "VITE_EMAIL_"));
  return {
    resolve: { alias: reactRouterProductionBuild },
    // imagetools turns `photo.jpg?as=picture&w=480;960&format=avif;webp;jpg`
    // imports into resized, re-encoded files (README, "Adding photos").
    // chunkModulesPlugin writes build/client-modules.json, which modules each
    // file holds, for the test that each page downloads only the code it uses.
    plugins: [svgInline, tailwindcss(), imagetools(), reactRouter(), chunkModulesPlugin()],
    define: {
      // The day written into the prerendered HTML: the copyright year, and the
      // duty rates in force (app/lib/today.ts).
      __BUILD_DATE__: JSON.stringify(today()),
    },
    build: {
      // Hashed file names let the server cache assets for a year.
      assetsDir: "assets",
      // Every image stays a file, but for the few a page asks to carry in its
      // HTML with `?inline` (ImageAsset.inlineSrc; the CSP allows data: images).
      assetsInlineLimit: 0,
      rollupOptions: { output: { manualChunks: shellChunk } },
    },
  };
});
