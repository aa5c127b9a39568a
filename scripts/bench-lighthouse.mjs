// `npm run bench:lighthouse`: Lighthouse on every prerendered page of the
// production build, served by our own server, with Lighthouse's default
// mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium.
// It prints one table, then the pages that miss the goals in
// docs/PERFORMANCE.md, and writes each page's JSON report to reports/lighthouse/.
// A benchmark that prints figures: it never fails on a slow score.
//
//   npm run bench:lighthouse -- --routes=/,/sdc --runs=3
//
// --routes  only these pages (comma-separated paths), default every page
// --runs    runs per page; the median run is kept (Lighthouse's own choice of
//           median, by FCP and TTI), default 1
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { clientDir, requireBuild, startBuiltServer } from "./bench-server.mjs";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const reportDir = path.resolve("reports", "lighthouse");
const lighthouseVersion = createRequire(import.meta.url)("lighthouse/package.json").version;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// chrome-launcher opens a window unless told to run headless.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** The goals of docs/PERFORMANCE.md: scores out of 100, times in ms. */
const GOALS = { performance: 95, performanceTarget: 100, lcpMs: 1800, cls: 0.02, tbtMs: 100, otherScores: 100 };

function option(name) {
  const prefix = `--${name}=`;
  return process.argv.slice(2).find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** Every page build/client holds, as its path (the same list as bench:bundle). */
async function builtRoutes() {
  const routes = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const folder = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    routes.push(folder ? `/${folder}` : "/");
  }
  return routes.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

/** The JavaScript the page downloaded, in bytes over the wire. */
function scriptBytes(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function lcpElement(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details?.type === "list" ? details.items?.[0] : details;
  const node = table?.items?.[0]?.node;
  return node ? `${node.snippet ?? ""} (${node.nodeLabel ?? ""})` : "none";
}

function figures(route, lhr) {
  return {
    route,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalBytes: numeric(lhr, "total-byte-weight"),
    jsBytes: scriptBytes(lhr),
    lcpElement: lcpElement(lhr),
  };
}

/** Goals are checked on the figures as printed (LCP to 10 ms, TBT to 1 ms, CLS to 0.001). */
function missedGoals(row) {
  const misses = [];
  const lcpMs = Math.round(row.lcpMs / 10) * 10;
  const tbtMs = Math.round(row.tbtMs);
  const cls = Math.round(row.cls * 1000) / 1000;
  if (!(row.performance >= GOALS.performanceTarget)) {
    misses.push(`performance ${row.performance} (${row.performance >= GOALS.performance ? "target" : "floor"} ${row.performance >= GOALS.performance ? GOALS.performanceTarget : GOALS.performance})`);
  }
  if (!(lcpMs <= GOALS.lcpMs)) misses.push(`LCP ${seconds(row.lcpMs)} (goal ≤ 1.8 s; element: ${row.lcpElement})`);
  if (!(cls <= GOALS.cls)) misses.push(`CLS ${row.cls.toFixed(3)} (goal ≤ ${GOALS.cls})`);
  if (!(tbtMs <= GOALS.tbtMs)) misses.push(`TBT ${Math.round(row.tbtMs)} ms (goal ≤ ${GOALS.tbtMs} ms)`);
  for (const [key, label] of [
    ["accessibility", "accessibility"],
    ["bestPractices", "best practices"],
    ["seo", "SEO"],
  ]) {
    if (!(row[key] >= GOALS.otherScores)) misses.push(`${label} ${row[key]} (goal 100)`);
  }
  return misses;
}

/**
 * One Lighthouse run. A run that fails to record its trace (NO_NAVSTART, which
 * happens now and then, mostly on a browser's first page) is tried again, twice at most.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) {
      console.error(`  ${url}: ${error.code} ${error.message}`);
      return result;
    }
    console.error(`  ${url}: ${error.code}, running it again`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function slug(route) {
  return route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
}

async function main() {
  requireBuild();
  const chromePath = findChromium();
  if (!chromePath) {
    console.error("No Chromium found: install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.");
    process.exit(1);
  }
  const runs = Math.max(1, Number.parseInt(option("runs") ?? "1", 10) || 1);
  const available = await builtRoutes();
  const asked = option("routes")?.split(",").map((route) => route.trim()).filter(Boolean);
  const unknown = asked?.filter((route) => !available.includes(route)) ?? [];
  if (unknown.length > 0) {
    console.error(`Not a prerendered page: ${unknown.join(", ")}. Pages: ${available.join(", ")}`);
    process.exit(1);
  }
  const routes = asked ?? available;

  const server = await startBuiltServer("lighthouse");
  const { origin } = server;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const stop = async () => {
    await chrome.kill();
    await server.stop();
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  await mkdir(reportDir, { recursive: true });
  console.log(`Lighthouse ${lighthouseVersion} on ${routes.length} page(s), ${runs} run(s) each, mobile (simulated slow 4G, 4x CPU), ${chromePath}`);
  const rows = [];
  try {
    // One run thrown away first: a fresh browser's first page pays for the
    // browser's own start (its code caches, its first renderer), which
    // Lighthouse charges to that page's blocking time (TBT on "/" was 211 ms
    // first, 55 ms as a median of three).
    await audit(`${origin}${routes[0]}`, chrome.port);
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${origin}${route}`, chrome.port));
      let median = results[0];
      try {
        const medianLhr = computeMedianRun(filterToValidRuns(results.map((result) => result.lhr)));
        median = results.find((result) => result.lhr === medianLhr) ?? median;
      } catch {
        // No run with both FCP and TTI: keep the first.
      }
      await writeFile(path.join(reportDir, `${slug(route)}.json`), median.report);
      const row = figures(route, median.lhr);
      rows.push(row);
      console.log(`  ${route}: performance ${row.performance}, LCP ${seconds(row.lcpMs)}, TBT ${Math.round(row.tbtMs)} ms`);
    }
  } finally {
    await stop();
  }

  console.table(
    rows.map((row) => ({
      route: row.route,
      perf: row.performance,
      a11y: row.accessibility,
      "best pr.": row.bestPractices,
      SEO: row.seo,
      FCP: seconds(row.fcpMs),
      LCP: seconds(row.lcpMs),
      TBT: `${Math.round(row.tbtMs)} ms`,
      CLS: row.cls.toFixed(3),
      bytes: kib(row.totalBytes),
      "JS bytes": kib(row.jsBytes),
    })),
  );
  await writeFile(path.join(reportDir, "summary.json"), `${JSON.stringify({ date: new Date().toISOString(), runs, goals: GOALS, rows }, null, 2)}\n`);
  console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/<page>.json (open one in https://googlechrome.github.io/lighthouse/viewer/)`);

  const missing = rows.map((row) => ({ route: row.route, misses: missedGoals(row) })).filter(({ misses }) => misses.length > 0);
  if (missing.length === 0) {
    console.log("Every page meets the goals (performance 100, LCP ≤ 1.8 s, CLS ≤ 0.02, TBT ≤ 100 ms, the other scores 100).");
  } else {
    console.log(`${missing.length} of ${rows.length} page(s) miss a goal:`);
    for (const { route, misses } of missing) console.log(`  ${route}: ${misses.join("; ")}`);
  }
}

await main();
