import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

// Every page is prerendered to static HTML and hydrates into a single-page
// app; there is no server rendering at request time (see docs/ARCHITECTURE.md).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: [...prerenderPaths],
  // Take React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_passThroughRequests: true,
    // Left off: with it, prerendering renders each page at "/about/" (trailing
    // slash), so NavLink no longer marks the current page in the static HTML.
    v8_trailingSlashAwareDataRequests: false,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
