import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Maps each prerendered page's URL path to its HTML file, e.g.
 * "/about" -> "about/index.html" and "/" -> "index.html", by finding every
 * index.html the build wrote. The not-found page is left out: it is served
 * for unknown paths, never as a page of its own.
 */
export async function findPageFiles(clientDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    const directory = path.dirname(file);
    const urlPath = directory === "." ? "/" : `/${directory.split(path.sep).join("/")}`;
    if (urlPath === "/404") continue;
    pages.set(urlPath, file.split(path.sep).join("/"));
  }
  return pages;
}
