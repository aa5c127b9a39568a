// `npm run bench:lighthouse`: Lighthouse on every prerendered page of the
// production build, served by our own server, with Lighthouse's default
// mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium.
// In the same run it measures "the floor": a 1 KB page of one heading and one
// paragraph (scripts/lighthouse-floor.html), served by the same server, the
// fastest page this machine and Lighthouse's model allow. It prints the scores,
// then each page's first and largest contentful paint against the floor's,
// then the pages that miss the goals in docs/PERFORMANCE.md, and writes each
// page's JSON report to reports/lighthouse/.
// A benchmark that prints figures: it never fails on a slow score.
//
//   npm run bench:lighthouse -- --routes=/,/sdc --runs=3
//
// --routes  only these pages (comma-separated paths), default every page
// --runs    runs per page; the median run's report and scores are kept
//           (Lighthouse's own choice of median, by FCP and TTI), and FCP, LCP,
//           LCP - FCP and TBT are each the median of the runs; default 1
// --before-client  another build's build/client (the build before a change),
//           served the same way and measured in the same run, page by page:
//           a table then sets each page's performance score and TBT beside
//           that build's (decision 016's goal: TBT at most the floor's + 50 ms,
//           and a score at least the earlier build's)
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { median } from "./bench-figures.ts";
import { builtRoutes, FLOOR_ROUTE, requireBuild, siteWithFloor, startBuiltServer } from "./bench-server.ts";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.ts";

/** One page's figures: its median run's scores, and the medians of its paints. */
interface Row extends Paints {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  lcpElement: string;
}

interface Paints {
  fcpMs: number;
  lcpMs: number;
  lcpAfterFcpMs: number;
  /** Total Blocking Time, the median of the runs. */
  tbtMs: number;
}

const reportDir = path.resolve("reports", "lighthouse");
const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// chrome-launcher opens a window unless told to run headless.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** The goals of docs/PERFORMANCE.md (issue 16): scores out of 100, times in ms. */
const GOALS = {
  performance: 95,
  performanceTarget: 100,
  lcpMs: 1800,
  lcpAfterFcpMs: 50,
  cls: 0,
  tbtMs: 50,
  otherScores: 100,
};

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

/** The rows of an audit's table (for a list of tables, of the first), whatever their columns. */
function tableRows(details: unknown): readonly Record<string, unknown>[] {
  const rows = (value: unknown) =>
    typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items)
      ? (value.items as unknown[]).filter(
          (item): item is Record<string, unknown> => typeof item === "object" && item !== null,
        )
      : [];
  const isList = typeof details === "object" && details !== null && "type" in details && details.type === "list";
  return isList ? rows(rows(details)[0]) : rows(details);
}

/** The JavaScript the page downloaded, in bytes over the wire. */
function scriptBytes(lhr: Result): number {
  return tableRows(lhr.audits["network-requests"]?.details)
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (typeof request.transferSize === "number" ? request.transferSize : 0), 0);
}

function lcpElement(lhr: Result): string {
  const node = tableRows(lhr.audits["largest-contentful-paint-element"]?.details)[0]?.node;
  if (typeof node !== "object" || node === null) return "none";
  const text = (key: string) => (key in node ? String((node as Record<string, unknown>)[key] ?? "") : "");
  return `${text("snippet")} (${text("nodeLabel")})`;
}

/** The median, or NaN (printed as a gap) when no run recorded the figure. */
const medianOrNaN = (values: readonly number[]) => median(values) ?? Number.NaN;

/** FCP, LCP and the gap between them, each the median of the runs that recorded both. */
function paintMedians(lhrs: readonly Result[]): Paints {
  const runs = lhrs
    .filter((lhr) => !lhr.runtimeError)
    .map((lhr) => ({
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
    }));
  return {
    fcpMs: medianOrNaN(runs.map((run) => run.fcpMs)),
    lcpMs: medianOrNaN(runs.map((run) => run.lcpMs)),
    lcpAfterFcpMs: medianOrNaN(runs.map((run) => run.lcpMs - run.fcpMs)),
    tbtMs: medianOrNaN(runs.map((run) => run.tbtMs)),
  };
}

function figures(route: string, lhr: Result, paints: Paints): Row {
  return {
    route,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    ...paints,
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalBytes: numeric(lhr, "total-byte-weight"),
    jsBytes: scriptBytes(lhr),
    lcpElement: lcpElement(lhr),
  };
}

/**
 * Goals are checked on the figures as printed (LCP to 10 ms, TBT to 1 ms, CLS to 0.001).
 * TBT's goal is the floor's own TBT in the same run + 50 ms (decision 016).
 */
function missedGoals(row: Row, floor: Row): string[] {
  const tbtGoalMs = Math.round(floor.tbtMs) + GOALS.tbtMs;
  const misses: string[] = [];
  const lcpMs = Math.round(row.lcpMs / 10) * 10;
  const tbtMs = Math.round(row.tbtMs);
  const cls = Math.round(row.cls * 1000) / 1000;
  if (!(row.performance >= GOALS.performanceTarget)) {
    misses.push(
      `performance ${row.performance} (${row.performance >= GOALS.performance ? "target" : "floor"} ${row.performance >= GOALS.performance ? GOALS.performanceTarget : GOALS.performance})`,
    );
  }
  if (!(lcpMs <= GOALS.lcpMs)) misses.push(`LCP ${seconds(row.lcpMs)} (goal ≤ 1.8 s; element: ${row.lcpElement})`);
  if (!(Math.round(row.lcpAfterFcpMs) <= GOALS.lcpAfterFcpMs)) {
    misses.push(
      `LCP ${gap(row.lcpAfterFcpMs)} after FCP (goal ≤ ${GOALS.lcpAfterFcpMs} ms; element: ${row.lcpElement})`,
    );
  }
  if (!(cls <= GOALS.cls)) misses.push(`CLS ${row.cls.toFixed(3)} (goal ${GOALS.cls})`);
  if (!(tbtMs <= tbtGoalMs))
    misses.push(`TBT ${Math.round(row.tbtMs)} ms (goal ≤ the floor's ${Math.round(floor.tbtMs)} + ${GOALS.tbtMs} ms)`);
  for (const [key, label] of [
    ["accessibility", "accessibility"],
    ["bestPractices", "best practices"],
    ["seo", "SEO"],
  ] as const) {
    if (!(row[key] >= GOALS.otherScores)) misses.push(`${label} ${row[key]} (goal 100)`);
  }
  return misses;
}

/**
 * One Lighthouse run. A run that fails to record its trace (NO_NAVSTART, which
 * happens now and then, mostly on a browser's first page) is tried again, twice at most.
 */
async function audit(url: string, port: number): Promise<RunnerResult> {
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const gap = (ms: number) => `${Math.round(ms) >= 0 ? "+" : "−"}${Math.abs(Math.round(ms))} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function slug(route: string): string {
  return route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
}

/** The LCP element as its tag, e.g. "img" or "h1", for the paint table. */
function lcpTag(row: Row): string {
  return /^<([a-z0-9-]+)/i.exec(row.lcpElement)?.[1] ?? row.lcpElement;
}

async function main(): Promise<void> {
  requireBuild();
  const chromePath = findChromium();
  if (!chromePath) {
    console.error("No Chromium found: install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.");
    process.exit(1);
  }
  const runs = Math.max(1, Number.parseInt(option("runs") ?? "1", 10) || 1);
  const available = await builtRoutes();
  const asked = option("routes")
    ?.split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = asked?.filter((route) => !available.includes(route)) ?? [];
  if (unknown.length > 0) {
    console.error(`Not a prerendered page: ${unknown.join(", ")}. Pages: ${available.join(", ")}`);
    process.exit(1);
  }
  const routes = asked ?? available;
  const beforeClient = option("before-client");

  const workDir = await mkdtemp(path.join(tmpdir(), "kestrel-lighthouse-"));
  const stopped: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stopped.reverse()) await step();
    await rm(workDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  await mkdir(reportDir, { recursive: true });
  console.log(
    `Lighthouse ${lighthouseVersion} on ${routes.length} page(s) and the floor, ${runs} run(s) each, mobile (simulated slow 4G, 4x CPU), ${chromePath}`,
  );
  const rows: Row[] = [];
  const beforeRows = new Map<string, Row>();
  let floor: Row | undefined;
  try {
    const siteDir = await siteWithFloor(workDir);
    const { origin, stop: stopServer } = await startBuiltServer("lighthouse", { CLIENT_DIR: siteDir });
    stopped.push(stopServer);
    let beforeOrigin: string | undefined;
    if (beforeClient) {
      const beforeSite = await siteWithFloor(path.join(workDir, "before"), beforeClient);
      const before = await startBuiltServer("lighthouse-before", { CLIENT_DIR: beforeSite });
      stopped.push(before.stop);
      beforeOrigin = before.origin;
    }
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    stopped.push(() => chrome.kill());

    /** Runs one page `runs` times; its median run's report is written, its figures returned. */
    const measure = async (route: string, site = origin): Promise<Row> => {
      const results: RunnerResult[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${site}${route}`, chrome.port));
      let median = results[0];
      if (median === undefined) throw new Error(`No Lighthouse run of ${route}.`);
      try {
        const medianLhr = computeMedianRun(filterToValidRuns(results.map((result) => result.lhr)));
        median = results.find((result) => result.lhr === medianLhr) ?? median;
      } catch {
        // No run with both FCP and TTI: keep the first.
      }
      await writeFile(
        path.join(
          reportDir,
          `${site === origin ? "" : "before-"}${route === FLOOR_ROUTE ? "floor" : slug(route)}.json`,
        ),
        [median.report].flat().join("\n"),
      );
      return figures(route, median.lhr, paintMedians(results.map((result) => result.lhr)));
    };

    // One run thrown away first: a fresh browser's first page pays for the
    // browser's own start (its code caches, its first renderer), which
    // Lighthouse charges to that page's blocking time (TBT on "/" was 211 ms
    // first, 55 ms as a median of three).
    await audit(`${origin}${routes[0] ?? "/"}`, chrome.port);
    const measuredFloor = await measure(FLOOR_ROUTE);
    floor = measuredFloor;
    console.log(
      `  the floor (${FLOOR_ROUTE}): FCP ${milliseconds(measuredFloor.fcpMs)}, LCP ${milliseconds(measuredFloor.lcpMs)}`,
    );
    for (const route of routes) {
      // Page by page, the earlier build first, so a busy minute on the machine falls on both.
      if (beforeOrigin) {
        const before = await measure(route, beforeOrigin);
        beforeRows.set(route, before);
        console.log(`  ${route} (before): performance ${before.performance}, TBT ${Math.round(before.tbtMs)} ms`);
      }
      const row = await measure(route);
      rows.push(row);
      console.log(
        `  ${route}: performance ${row.performance}, FCP ${milliseconds(row.fcpMs)}, LCP ${milliseconds(row.lcpMs)}, TBT ${Math.round(row.tbtMs)} ms`,
      );
    }
  } finally {
    await stop();
  }
  if (floor === undefined) throw new Error("The floor was not measured.");
  const floorRow = floor;

  console.table(
    rows.map((row) => ({
      route: row.route,
      perf: row.performance,
      a11y: row.accessibility,
      "best pr.": row.bestPractices,
      SEO: row.seo,
      TBT: `${Math.round(row.tbtMs)} ms`,
      CLS: row.cls.toFixed(3),
      bytes: kib(row.totalBytes),
      "JS bytes": kib(row.jsBytes),
    })),
  );
  console.log(
    `First and largest contentful paint${runs > 1 ? `, medians of ${runs} runs` : ""}, against the floor (a 1 KB page of one heading and one paragraph, served by the same server):`,
  );
  console.table(
    [floorRow, ...rows].map((row) => ({
      route: row === floorRow ? "the floor" : row.route,
      FCP: milliseconds(row.fcpMs),
      LCP: milliseconds(row.lcpMs),
      "FCP − floor": row === floorRow ? "" : gap(row.fcpMs - floorRow.fcpMs),
      "LCP − floor": row === floorRow ? "" : gap(row.lcpMs - floorRow.lcpMs),
      "LCP − FCP": gap(row.lcpAfterFcpMs),
      "LCP element": lcpTag(row),
    })),
  );
  await writeFile(
    path.join(reportDir, "summary.json"),
    `${JSON.stringify({ date: new Date().toISOString(), runs, goals: GOALS, floor: floorRow, rows }, null, 2)}\n`,
  );
  console.log(
    `Reports: ${path.relative(process.cwd(), reportDir)}/<page>.json and floor.json (open one in https://googlechrome.github.io/lighthouse/viewer/)`,
  );

  if (beforeRows.size > 0) {
    console.log(
      `Against the build before (${beforeClient}), in the same run; TBT goal: the floor's ${Math.round(floorRow.tbtMs)} + ${GOALS.tbtMs} ms:`,
    );
    console.table(
      rows.map((row) => {
        const before = beforeRows.get(row.route);
        return {
          route: row.route,
          "perf before": before?.performance,
          perf: row.performance,
          "TBT before": before ? `${Math.round(before.tbtMs)} ms` : "",
          TBT: `${Math.round(row.tbtMs)} ms`,
          "score ≥ before": before ? (row.performance >= before.performance ? "yes" : "no") : "",
          "TBT ≤ floor + 50": Math.round(row.tbtMs) <= Math.round(floorRow.tbtMs) + GOALS.tbtMs ? "yes" : "no",
        };
      }),
    );
  }

  const missing = rows
    .map((row) => ({
      route: row.route,
      misses: [
        ...missedGoals(row, floorRow),
        ...(beforeRows.has(row.route) && row.performance < (beforeRows.get(row.route)?.performance ?? 0)
          ? [`performance ${row.performance}, below the build before's ${beforeRows.get(row.route)?.performance}`]
          : []),
      ],
    }))
    .filter(({ misses }) => misses.length > 0);
  if (missing.length === 0) {
    console.log(
      "Every page meets the goals (performance 100, LCP ≤ 1.8 s and at most 50 ms after FCP, CLS 0, TBT ≤ the floor's + 50 ms, the other scores 100).",
    );
  } else {
    console.log(`${missing.length} of ${rows.length} page(s) miss a goal:`);
    for (const { route, misses } of missing) console.log(`  ${route}: ${misses.join("; ")}`);
  }
}

await main();
