// npm run bench:publish [-- --runs=N --json]
//
// After a build: how long the content studio's Publish takes on these cores
// (decision 017), as the studio does it: every page rendered by the build's
// renderer (build/renderer), compressed, written to a staging folder, the
// version recorded in the database, the folder swapped in. Two changes, each
// published and then changed back, on SQLite and on a throw-away PostgreSQL in
// the same run:
//   - every page: the phone number, in every page's footer;
//   - one page: a testimonial, on the home page only.
// Beside them, the render alone of the same site with nothing changed: the
// floor a publish cannot go under on this machine. Goal: the whole site in at
// most 3 s.
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { SiteContent } from "../contracts/site-content.ts";
import { type AppDatabase, openDatabase } from "../server/db/database.ts";
import { openContentStore } from "../server/site/content/content-store.ts";
import { openPageRenderer } from "../server/site/publishing/page-renderer.ts";
import { openSiteVersions } from "../server/site/publishing/site-versions.ts";
import { openStaffDirectory } from "../server/staff/staff-directory.ts";
import { count } from "./bench-arguments.ts";
import { median } from "./bench-figures.ts";
import { startPostgresCluster } from "./postgres-cluster.ts";

const GOAL_MS = 3_000;
const runs = count("runs", 5, 1);
const asJson = process.argv.includes("--json");

interface Row {
  engine: "SQLite" | "PostgreSQL";
  change: string;
  pages: number;
  medianMs: number;
  maxMs: number;
}

const renderer = await openPageRenderer(path.resolve("build", "renderer"));
const first = renderer.firstVersion;
const changes: { name: string; content: SiteContent }[] = [
  {
    name: "every page (phone number)",
    content: { ...first, business: { ...first.business, phone: "(03) 5550 0199" } },
  },
  {
    name: "one page (a testimonial)",
    content: {
      ...first,
      testimonials: first.testimonials.map((entry, index) =>
        index === 0 ? { ...entry, quote: `${entry.quote} Highly recommended.` } : entry,
      ),
    },
  },
];

async function measure(database: AppDatabase, engine: Row["engine"], work: string): Promise<Row[]> {
  const sitesDir = await mkdtemp(path.join(work, "sites-"));
  const store = openContentStore(database, Date.now);
  await store.ensureFirstVersion(first);
  const { account: staff } = await openStaffDirectory(database).add({
    email: "bench@kestrel.example",
    name: "Bench Editor",
    role: "editor",
  });
  const site = await openSiteVersions({
    renderer,
    clientDir: path.resolve("build", "client"),
    sitesDir,
    now: Date.now,
  });
  const publish = async (content: SiteContent) => {
    const started = performance.now();
    const basedOn = await store.currentVersionNumber();
    const staged = await site.stage(content);
    const { number } = await store.recordPublish({
      content,
      staff: { id: staff.id },
      basedOn,
      pagesChangedOn: site.pagesChangedOnOf(staged),
    });
    await site.activate(staged, number);
    return { ms: performance.now() - started, pages: staged.changedPages.length };
  };
  const rows: Row[] = [];
  for (const change of changes) {
    const times: number[] = [];
    let pages = 0;
    for (let run = 0; run < runs; run += 1) {
      if (!asJson) process.stderr.write(`  ${engine}: ${change.name}, run ${run + 1}\n`);
      const there = await publish(change.content);
      pages = there.pages;
      times.push(there.ms);
      await publish(first);
    }
    rows.push({ engine, change: change.name, pages, medianMs: median(times) ?? 0, maxMs: Math.max(...times) });
  }
  const floor: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await renderer.renderSite(first, new Map());
    floor.push(performance.now() - started);
  }
  rows.push({
    engine,
    change: "render alone, nothing changed",
    pages: 0,
    medianMs: median(floor) ?? 0,
    maxMs: Math.max(...floor),
  });
  return rows;
}

const work = await mkdtemp(path.join(tmpdir(), "bench-publish-"));
const rows: Row[] = [];
try {
  const sqlite = await openDatabase({ engine: "sqlite", path: path.join(work, "content.sqlite") });
  rows.push(...(await measure(sqlite, "SQLite", work)));
  await sqlite.close();
  const cluster = await startPostgresCluster({ say: (line) => process.stderr.write(`${line}\n`), durable: true });
  try {
    const admin = new pg.Client({ connectionString: cluster.url("postgres") });
    await admin.connect();
    await admin.query("CREATE DATABASE content");
    await admin.end();
    const postgres = await openDatabase({ engine: "postgres", url: cluster.url("content") });
    rows.push(...(await measure(postgres, "PostgreSQL", work)));
    await postgres.close();
  } finally {
    await cluster.stop();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

if (asJson) {
  console.log(JSON.stringify({ goalMs: GOAL_MS, runs, rows }, null, 2));
} else {
  console.log(
    `Publish, ${runs} runs each (median, max); goal: the whole site in at most ${GOAL_MS} ms. Machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}.`,
  );
  console.log("| Engine | Change | Pages changed | Median ms | Max ms | Goal |");
  console.log("| --- | --- | ---: | ---: | ---: | --- |");
  for (const row of rows) {
    const goal = row.change.startsWith("render alone") ? "" : row.medianMs <= GOAL_MS ? "met" : "MISSED";
    console.log(
      `| ${row.engine} | ${row.change} | ${row.pages} | ${Math.round(row.medianMs)} | ${Math.round(row.maxMs)} | ${goal} |`,
    );
  }
}
if (rows.some((row) => !row.change.startsWith("render alone") && row.medianMs > GOAL_MS)) process.exitCode = 1;
