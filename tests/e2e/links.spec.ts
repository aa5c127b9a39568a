import { expect, test } from "../support/fixtures.ts";
import { sitePages } from "../support/site-pages.ts";

// Crawls the prerendered HTML of every page (what a search engine sees) and
// follows every link that stays on the site.
test("no link anywhere on the site leads to a missing page", async ({ request }) => {
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const { path } of sitePages) {
    const html = await (await request.get(path)).text();
    const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(hrefs.length, `links on ${path}`).toBeGreaterThan(10);
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0] || "/";
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      if (checked.get(target) !== 200) broken.push(`${path} -> ${href} (${checked.get(target)})`);
    }
  }
  expect(broken).toEqual([]);
  // The crawl reached the whole site, not a corner of it.
  expect(checked.size).toBeGreaterThanOrEqual(sitePages.length);
});
