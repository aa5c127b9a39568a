// `npm run bench:published-copy [-- --to=DIR]`: the build as a visitor gets it
// after the office has published a change that touches every page, written to
// DIR (default build/published-sample) as a whole site folder the benchmarks
// serve like build/client: the build's own files (scripts, styles, images)
// with the published version's pages, their compressed copies, the sitemap
// and the credit guide laid over them. It publishes the way the studio does
// (decision 017: the build's renderer, then site-versions.ts's staging and
// swap), with a new phone number (every page's footer) and a new first
// testimonial (the home page), so the same benchmarks can set the published
// pages' figures beside the built ones:
//
//   npm run bench:published-copy
//   npm run bench:lighthouse -- --runs=3 --before-client=build/published-sample
//   npm run bench:script -- --client=build/published-sample
//   npm run bench:bundle -- --client=build/published-sample
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SiteContent } from "../contracts/site-content.ts";
import { openPageRenderer } from "../server/site/publishing/page-renderer.ts";
import { openSiteVersions } from "../server/site/publishing/site-versions.ts";
import { option } from "./bench-arguments.ts";

const clientDir = path.resolve("build", "client");
const target = path.resolve(option("to", path.join("build", "published-sample")));

const renderer = await openPageRenderer(path.resolve("build", "renderer"));
const first = renderer.firstVersion;
const changed: SiteContent = {
  ...first,
  business: { ...first.business, phone: "(03) 5550 0199" },
  testimonials: first.testimonials.map((entry, index) =>
    index === 0 ? { ...entry, quote: `${entry.quote} Highly recommended.` } : entry,
  ),
};

const sitesDir = await mkdtemp(path.join(tmpdir(), "published-copy-"));
try {
  const site = await openSiteVersions({ renderer, clientDir, sitesDir, now: Date.now });
  const staged = await site.stage(changed);
  await site.activate(staged, 2);
  await rm(target, { recursive: true, force: true });
  await cp(clientDir, target, { recursive: true });
  await cp(site.served().folder, target, { recursive: true, force: true });
  console.log(
    `Wrote ${path.relative(process.cwd(), target)}: the build with version 2 published (${staged.changedPages.length} pages changed).`,
  );
} finally {
  await rm(sitesDir, { recursive: true, force: true });
}
