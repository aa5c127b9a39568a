// `npm run bench:script`: the JavaScript each page runs when it loads. A page
// that paints at once can still keep a phone's main thread busy for a second
// or two afterwards, hydrating what never changes; a tap then waits. So, in
// Debian's Chromium (a phone's screen, as scripts/bench-phone.ts describes
// it, network unthrottled), every page of the production build is loaded by a
// new visitor, first at full speed and then with the CPU 4x slower, and for
// each it prints:
//
// - the JavaScript run at load: the DevTools protocol's ScriptDuration (the
//   Performance domain), read 2.5 s after the load event;
// - the JavaScript downloaded: the bytes over the wire of every script
//   response (inline scripts come with the HTML and are not counted);
// - the long tasks (over 50 ms) at 4x, and their blocking time (each one's
//   time beyond 50 ms, summed, as total blocking time reckons it).
//
// The same figures for the floor, a 1 KB page with no JavaScript served by the
// same server from the benchmark's own copy of the site, in the same run:
// only a figure read against a baseline of the same run means anything.
// Medians over --runs fresh visits. Goals (docs/PERFORMANCE.md): a page with
// nothing interactive runs at most the floor's JavaScript + 20 ms and
// downloads at most 15 KB; any other page at most 120 ms, and less than half
// its figure before (given with --before, a file an earlier run wrote with
// --json). A benchmark that prints figures: it exits 0 however slow, 1 only
// when it cannot run.
//
//   npm run bench:script -- --routes=/,/privacy --runs=5 --json > before.json
//   npm run bench:script -- --before=before.json
//   npm run bench:script -- --client=/tmp/other-build/client   (another build's pages, served the same way)
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { count, option } from "./bench-arguments.ts";
import { markdownTable, median, missedScriptGoals } from "./bench-figures.ts";
import { addPageScript, launchChromium, openPhone } from "./bench-phone.ts";
import {
  type BuiltServer,
  builtRoutes,
  FLOOR_ROUTE,
  requireBuild,
  siteWithFloor,
  startBuiltServer,
} from "./bench-server.ts";

/** One visit's figures. */
interface Visit {
  scriptMs: number;
  scriptBytes: number;
  longTasks: number;
  blockingMs: number;
}

/** A page's medians over the runs, and the goals it misses. */
interface PageFigures {
  route: string;
  interactive: boolean;
  scriptMs: number;
  scriptBytes: number;
  slowScriptMs: number;
  slowLongTasks: number;
  slowBlockingMs: number;
  missed: string[];
}

/** The page, as the init script below leaves it. */
type BenchWindow = Window & { __benchLongTasks?: number[] };

/** How long after the load event the figures are read: what hydration defers to after load runs by then. */
const SETTLE_MS = 2500;

/**
 * Pages with nothing interactive but native HTML (a details accordion, the
 * drawer and Contact popovers, the theme toggle, the intro): they need no
 * framework code. Every other page has an interactive part of its own: a
 * carousel, a counter, a lead form, a calculator, View More.
 */
const STATIC_PAGES = [/^\/privacy$/, /^\/services(\/.*)?$/, /^\/calculator$/];
/** A path with no page: the server answers it with the not-found page (404.html), static too. */
const NOT_FOUND_ROUTE = "/no-such-page";
const isInteractive = (route: string) =>
  route !== FLOOR_ROUTE && route !== NOT_FOUND_ROUTE && !STATIC_PAGES.some((pattern) => pattern.test(route));

/** One new visitor's load of `url`: the JavaScript it ran and downloaded, and its long tasks. */
async function visit(browser: Browser, url: string, { cpu }: { cpu: boolean }): Promise<Visit> {
  const phone = await openPhone(browser, { cpu });
  try {
    const { page } = phone;
    const session = await page.context().newCDPSession(page);
    await session.send("Performance.enable");
    await session.send("Network.enable");
    const scripts = new Set<string>();
    let scriptBytes = 0;
    session.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    session.on("Network.loadingFinished", (event) => {
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
    });
    await addPageScript(
      page,
      () => {
        const durations: number[] = [];
        Object.defineProperty(window, "__benchLongTasks", { value: durations });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
      },
      undefined,
    );
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok() && response?.status() !== 404)
      throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await session.send("Performance.getMetrics");
    const scriptSeconds = metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? Number.NaN;
    const longTasks = await page.evaluate(() => (window as BenchWindow).__benchLongTasks ?? []);
    return {
      scriptMs: scriptSeconds * 1000,
      scriptBytes,
      longTasks: longTasks.length,
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  } finally {
    await phone.close();
  }
}

/** `runs` visits of `route` at full speed and at 4x; the medians of each figure. */
async function measure(
  browser: Browser,
  origin: string,
  route: string,
  runs: number,
): Promise<Omit<PageFigures, "missed">> {
  const fast: Visit[] = [];
  const slow: Visit[] = [];
  for (let run = 0; run < runs; run += 1) {
    fast.push(await visit(browser, `${origin}${route}`, { cpu: false }));
    slow.push(await visit(browser, `${origin}${route}`, { cpu: true }));
  }
  const of = (list: readonly Visit[], key: keyof Visit) => median(list.map((figures) => figures[key])) ?? Number.NaN;
  return {
    route,
    interactive: isInteractive(route),
    scriptMs: of(fast, "scriptMs"),
    scriptBytes: of(fast, "scriptBytes"),
    slowScriptMs: of(slow, "scriptMs"),
    slowLongTasks: of(slow, "longTasks"),
    slowBlockingMs: of(slow, "blockingMs"),
  };
}

/** The unthrottled figure per page from an earlier run's --json output. */
async function figuresBefore(file: string | undefined): Promise<Map<string, number>> {
  if (file === undefined) return new Map();
  try {
    const before = JSON.parse(await readFile(file, "utf8")) as { pages: Pick<PageFigures, "route" | "scriptMs">[] };
    return new Map(before.pages.map((page) => [page.route, page.scriptMs]));
  } catch (error) {
    console.error(
      `--before: ${file} is not a file bench:script wrote with --json (${error instanceof Error ? error.message : String(error)}).`,
    );
    process.exit(1);
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "–");

async function main(): Promise<void> {
  requireBuild();
  const runs = count("runs", 3, 1);
  const asJson = process.argv.includes("--json");
  const before = await figuresBefore(option("before"));
  const every = [...(await builtRoutes()), NOT_FOUND_ROUTE];
  const chosen = option("routes")?.split(",").filter(Boolean) ?? every;
  const unknown = chosen.filter((route) => !every.includes(route));
  if (unknown.length > 0) {
    console.error(`--routes: no built page at ${unknown.join(", ")}.`);
    process.exit(1);
  }

  const workDir = await mkdtemp(path.join(tmpdir(), "kestrel-bench-script-"));
  const machine = { loadAverage: loadavg() };
  const { browser, executablePath } = await launchChromium();
  let server: BuiltServer | undefined;
  try {
    const site = await siteWithFloor(workDir, option("client"));
    server = await startBuiltServer("bench-script", { CLIENT_DIR: site });
    const { origin } = server;
    const floor = await measure(browser, origin, FLOOR_ROUTE, runs);
    const pages: PageFigures[] = [];
    for (const route of chosen) {
      if (!asJson) process.stderr.write(`  ${route}\n`);
      const page = await measure(browser, origin, route, runs);
      pages.push({ ...page, missed: missedScriptGoals(page, floor.scriptMs, before.get(page.route)) });
    }

    if (asJson) {
      console.log(JSON.stringify({ runs, machine, floor, pages }, null, 2));
      return;
    }
    console.log(
      `JavaScript at load, ${runs} new visitor(s) a page, median; ${executablePath}, a phone's screen, network unthrottled; ` +
        `load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(" ")} at the start.`,
    );
    const headers = [
      "Page",
      "Kind",
      "JS run (ms)",
      "JS run at 4x (ms)",
      "JS downloaded (KB)",
      "Long tasks at 4x",
      "Blocking at 4x (ms)",
    ];
    if (before.size > 0) headers.push("Before (ms)");
    const row = (page: Omit<PageFigures, "missed">, kind: string) => {
      const cells = [
        page.route === FLOOR_ROUTE
          ? "the floor (1 KB, no JavaScript)"
          : page.route === NOT_FOUND_ROUTE
            ? `${page.route} (not found)`
            : page.route,
        kind,
        ms(page.scriptMs),
        ms(page.slowScriptMs),
        kb(page.scriptBytes),
        ms(page.slowLongTasks),
        ms(page.slowBlockingMs),
      ];
      if (before.size > 0) cells.push(ms(before.get(page.route) ?? Number.NaN));
      return cells;
    };
    console.log(
      markdownTable(
        headers,
        [row(floor, ""), ...pages.map((page) => row(page, page.interactive ? "islands" : "static"))],
        headers.slice(2),
      ),
    );
    const missing = pages.filter((page) => page.missed.length > 0);
    console.log(
      missing.length === 0
        ? "\nEvery page meets its goal."
        : `\n${missing.length} of ${pages.length} pages miss their goal:\n${missing.map((page) => `  ${page.route}: ${page.missed.join("; ")}`).join("\n")}`,
    );
  } finally {
    await server?.stop();
    await browser.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:script could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
