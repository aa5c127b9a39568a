// Words the benchmarks find the site's controls by, read from the app's own
// modules so that they follow the site's wording.
import { readFileSync } from "node:fs";

/** A string literal in double quotes, as the app's modules write them; the group is its inside. */
export const QUOTED = String.raw`"((?:[^"\\]|\\.)*)"`;

/**
 * One string from a module of the app, read as text: app/ is built by Vite
 * (its modules import pictures and styles that only Vite resolves), so the
 * benchmarks do not import it. The pattern's first group is the string
 * (QUOTED); a module that no longer matches stops the benchmark with one
 * line rather than measuring the wrong control.
 */
export function sourceString(file: string, pattern: string): string {
  const found = new RegExp(pattern).exec(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"))?.[1];
  if (found === undefined) {
    console.error(`${file} no longer matches ${pattern}: update the benchmark (scripts/bench-first-paint.ts).`);
    process.exit(1);
  }
  return JSON.parse(`"${found}"`) as string;
}
