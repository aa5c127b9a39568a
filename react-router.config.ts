import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-paths";

// Every page is prerendered to static HTML and hydrates into a single-page
// app; there is no server rendering at request time (see docs/ARCHITECTURE.md).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
