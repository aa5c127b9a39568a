import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { chunkModulesPlugin } from "./scripts/chunk-modules-plugin.ts";
import { buildDefines, svgInline } from "./vite.shared.ts";

/**
 * The browser's half of the site (decision 016): the page's one script
 * (app/page-start.ts) and, through its import()s, each island's code, with
 * React in a chunk the islands share. `react-router build` has written the
 * pages beforehand; this build adds its files beside theirs in build/client,
 * and scripts/post-build.ts points the pages at it and removes the router's
 * own browser files, which no page asks for any more.
 */
export default defineConfig({
  plugins: [svgInline, imagetools(), chunkModulesPlugin()],
  define: buildDefines,
  // The same image pipeline and folder as the pages' build, so an island's
  // pictures have the addresses the prerendered HTML already gives them.
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsDir: "assets",
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the site supports has modulepreload.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: "app/page-start.ts",
      onwarn(warning, warn) {
        // lucide-react marks its modules "use client" for React Server Components, which we do not use.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
});
