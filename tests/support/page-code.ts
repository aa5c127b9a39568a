/**
 * Which modules a built page downloads, and whether it uses them: the check
 * behind tests/e2e/page-code.spec.ts, against the table in
 * app/content/page-code.ts. The build's module map (build/client-modules.json,
 * scripts/chunk-modules-plugin.ts) says which source modules each file holds
 * and what it imports; the page's HTML says which file it starts from (its
 * one script) and which islands that script wakes (decision 016).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  codeKinds,
  everyPagePackages,
  neverInTheBrowser,
  type CodeKind,
  type CodeKindModules,
} from "../../app/content/page-code.ts";
import type { SitePage } from "../../app/content/pages.ts";
import { CHUNK_MODULES_FILE } from "../../scripts/chunk-modules-plugin.ts";
import { pageAssets, pageHtmlFile, pageIslands } from "../../scripts/page-assets.ts";

/** One JavaScript file of the browser build, as the module map lists it. */
export interface BuiltChunk {
  /** Source module -> bytes it adds to the file. */
  modules: Readonly<Record<string, number>>;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** The browser build's files ("assets/root-AbC123.js") and what each holds. */
export type ChunkModules = Readonly<Record<string, BuiltChunk>>;

/** A module a page downloads, and the file that brings it. */
export type Downloads = ReadonlyMap<string, string>;

export interface PageDownloads {
  /** The files its HTML names and their static imports: what a first visit downloads. */
  firstVisit: Downloads;
  /** What those files may fetch afterwards with import(): deferred components, a report. */
  later: Downloads;
  /** Files the HTML names that the module map does not list. */
  unknownFiles: readonly string[];
}

/** What the page's script fetches on a page with islands: the code that wakes them, and React's DOM to hydrate them. */
const ISLAND_MODULES = ["app/island-wake.ts", "app/island-hydrate.tsx"];

/** `files` and every file they lead to through `next`. */
function reachable(
  files: readonly string[],
  chunks: ChunkModules,
  next: (chunk: BuiltChunk, file: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const pending = [...files];
  // In the order the page asks for them, so problems read in that order too.
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const chunk = chunks[file];
    if (found.has(file) || !chunk) continue;
    found.add(file);
    pending.push(...next(chunk, file));
  }
  return found;
}

/** Each module of `files`, with the file it is in. */
function modulesOf(files: Iterable<string>, chunks: ChunkModules): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of files) for (const module of Object.keys(chunks[file]?.modules ?? {})) modules.set(module, file);
  return modules;
}

/** The file whose code starts with `module`: the chunk an import() of it fetches. */
function fileHolding(module: string, chunks: ChunkModules): string | undefined {
  return Object.entries(chunks).find(([, chunk]) => module in chunk.modules)?.[0];
}

/**
 * What a page downloads, from the files its HTML names (`/assets/...`) and
 * the source modules of its islands (`islandModules`), which the page's
 * script fetches without being asked. The code that wakes islands can
 * import() every island of the site; only the page's own are followed.
 */
export function pageDownloads(
  namedFiles: readonly string[],
  chunks: ChunkModules,
  islandModules: readonly string[] = [],
): PageDownloads {
  const named = namedFiles.map((file) => file.replace(/^\//, "")).filter((file) => file.endsWith(".js"));
  const islandFiles = (islandModules.length > 0 ? [...ISLAND_MODULES, ...islandModules] : []).map(
    (module) => fileHolding(module, chunks) ?? `(no file holds ${module})`,
  );
  const files = [...named, ...islandFiles];
  // The page's script and the code that wakes islands can import() every island of the site: not followed.
  const entries = new Set([...named, ...(islandModules.length > 0 ? islandFiles.slice(0, 1) : [])]);
  const firstFiles = reachable(files, chunks, (chunk) => chunk.imports);
  const allFiles = reachable(files, chunks, (chunk, file) =>
    entries.has(file) ? chunk.imports : [...chunk.imports, ...chunk.dynamicImports],
  );
  return {
    firstVisit: modulesOf(firstFiles, chunks),
    later: modulesOf(
      [...allFiles].filter((file) => !firstFiles.has(file)),
      chunks,
    ),
    unknownFiles: files.filter((file) => !chunks[file]),
  };
}

/** A file pattern of page-code.ts as a regular expression. */
function filePattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}${pattern.endsWith("/") ? "" : "$"}`);
}

const packageOf = (module: string) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1];

function holds(modules: CodeKindModules, module: string): boolean {
  const name = packageOf(module);
  if (name !== undefined) return modules.packages?.includes(name) ?? false;
  return (modules.files ?? []).some((pattern) => filePattern(pattern).test(module));
}

/**
 * The kind of code a module is (page-code.ts); "every page" for code of no
 * kind, "never" for what must not reach a browser, "unplaced" for a package
 * of no kind that is not every page's either.
 */
export function kindOf(module: string): CodeKind | "every page" | "never" | "unplaced" {
  if (holds(neverInTheBrowser, module)) return "never";
  for (const [kind, modules] of Object.entries(codeKinds) as [CodeKind, CodeKindModules][]) {
    if (holds(modules, module)) return kind;
  }
  const name = packageOf(module);
  return name === undefined || everyPagePackages.includes(name) ? "every page" : "unplaced";
}

const listed = (modules: readonly [string, string][]) =>
  modules.map(([module, file]) => `${module} (${file})`).join(", ");

/**
 * Everything wrong with what `page` downloads, given the kinds it declares
 * (undefined: it has no row in page-code.ts). One line per problem; none when
 * the page downloads only what it uses.
 */
export function pageCodeProblems(
  page: Pick<SitePage, "path" | "module">,
  declared: readonly CodeKind[] | undefined,
  downloads: PageDownloads,
): string[] {
  if (declared === undefined) return [`${page.path}: app/content/page-code.ts does not say what "${page.module}" uses`];
  const problems = downloads.unknownFiles.map(
    (file) => `${page.path} names ${file}, which the build's module map does not list`,
  );
  const ownRoute = `app/routes/${page.module}.tsx`;
  /** Modules by what is wrong with them, so a whole package is one line. */
  const wrong = new Map<string, [string, string][]>();
  const add = (problem: string, module: string, file: string) =>
    wrong.set(problem, [...(wrong.get(problem) ?? []), [module, file]]);
  const used = new Set<CodeKind>();
  for (const [modules, firstVisit] of [
    [downloads.firstVisit, true],
    [downloads.later, false],
  ] as const) {
    for (const [module, file] of modules) {
      const kind = kindOf(module);
      if (kind === "never") add("code that must never reach a browser", module, file);
      else if (kind === "unplaced")
        add(`package "${packageOf(module)}", of no kind in app/content/page-code.ts`, module, file);
      else if (kind === "every page") {
        if (module.startsWith("app/routes/") && module !== ownRoute) add("another page's route module", module, file);
      } else if (!declared.includes(kind)) add(`${kind} code, which it does not use`, module, file);
      else {
        used.add(kind);
        const kindModules: CodeKindModules = codeKinds[kind];
        if (firstVisit && kindModules.onDemand)
          add(`${kind} code on its first visit, which only import() on request may fetch`, module, file);
      }
    }
  }
  for (const [problem, modules] of wrong) problems.push(`${page.path} downloads ${problem}: ${listed(modules)}`);
  for (const kind of declared) {
    if (!used.has(kind))
      problems.push(`${page.path} declares ${kind} code but downloads none: take it out of app/content/page-code.ts`);
  }
  return problems;
}

/** Modules of the browser build, in any file, that must never reach a browser. */
export function neverInTheBrowserProblems(chunks: ChunkModules): string[] {
  return Object.entries(chunks).flatMap(([file, chunk]) =>
    Object.keys(chunk.modules)
      .filter((module) => kindOf(module) === "never")
      .map((module) => `${file} holds ${module}, which must never reach a browser`),
  );
}

/**
 * Each island's source module, by its name, from the site's table of islands
 * (app/islands.ts): the module its loader imports.
 */
export function islandModules(registrySource = readFileSync(path.resolve("app", "islands.ts"), "utf8")) {
  const modules = new Map<string, string>();
  for (const match of registrySource.matchAll(/"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("#app\/([^"]+)"\)/g))
    modules.set(match[1] ?? "", `app/${match[2] ?? ""}`);
  return modules;
}

/** The module map and pages of the last `npm run build`. */
export function readBuild(buildDir = path.resolve("build")) {
  const mapFile = path.join(buildDir, CHUNK_MODULES_FILE);
  if (!existsSync(mapFile))
    throw new Error(`${mapFile} is missing: \`npm run build\` writes it (scripts/chunk-modules-plugin.ts)`);
  const chunks = JSON.parse(readFileSync(mapFile, "utf8")) as ChunkModules;
  const clientDir = path.join(buildDir, "client");
  const modulesOfIslands = islandModules();
  return {
    chunks,
    downloadsOf: (pagePath: string) => {
      const html = readFileSync(pageHtmlFile(clientDir, pagePath), "utf8");
      const islands = pageIslands(html).map((name) => modulesOfIslands.get(name) ?? `(no island is named ${name})`);
      return pageDownloads(pageAssets(html), chunks, islands);
    },
  };
}
