import type { Plugin } from "vite";

/** The module map's file name, in the build folder beside build/client (see chunk-modules-plugin.mjs). */
export const CHUNK_MODULES_FILE: string;
/** A Rollup module id as the map writes it: "node_modules/react/index.js", "app/root.tsx". */
export function moduleName(id: string, root: string): string;
/** Writes build/client-modules.json when the browser build is written. */
export function chunkModulesPlugin(): Plugin;
