// Words the benchmarks find the site's controls by, read from the app's own
// modules so that they follow the site's wording.
import { readFileSync } from "node:fs";

/** A string literal in double quotes, as the app's modules write them; the group is its inside. */
export const QUOTED = String.raw`"((?:[^"\\]|\\.)*)"`;

/**
 * One string from a module of the app, read as text: scripts run without a
 * TypeScript loader, so they cannot import app/. The pattern's first group is
 * the string (QUOTED); a module that no longer
 * matches stops the benchmark with one line rather than measuring the wrong control.
 */
export function sourceString(file, pattern) {
  const found = new RegExp(pattern).exec(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"))?.[1];
  if (found === undefined) {
    console.error(`${file} no longer matches ${pattern}: update the benchmark (scripts/bench-first-paint.mjs).`);
    process.exit(1);
  }
  return JSON.parse(`"${found}"`);
}
