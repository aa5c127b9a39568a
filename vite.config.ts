import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { imagetools } from "vite-imagetools";
import { emailClientConfig } from "./app/features/leads/email-client-config.ts";
import { keepPageRenderer } from "./scripts/keep-page-renderer-plugin.ts";
import { buildDefines, svgInline } from "./vite.shared.ts";

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

export default defineConfig(({ mode }) => {
  // The forms' build settings (VITE_EMAIL_*), checked now: a malformed one stops
  // the build with a message naming it, instead of shipping forms that cannot send.
  emailClientConfig(loadEnv(mode, process.cwd(), "VITE_EMAIL_"));
  return {
    resolve: { alias: reactRouterProductionBuild },
    // imagetools turns `photo.jpg?as=picture&w=480;960&format=avif;webp;jpg`
    // imports into resized, re-encoded files (README, "Adding photos").
    // This build writes the pages and their stylesheet; the browser's code is
    // the islands' build's (vite.islands.config.ts, decision 016).
    plugins: [svgInline, tailwindcss(), imagetools(), keepPageRenderer, reactRouter()],
    define: buildDefines,
    build: {
      // Hashed file names let the server cache assets for a year.
      assetsDir: "assets",
      // Every image stays a file, but for the few a page asks to carry in its
      // HTML with `?inline` (ImageAsset.inlineSrc; the CSP allows data: images).
      assetsInlineLimit: 0,
    },
  };
});
