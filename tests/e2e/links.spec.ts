import type { APIRequestContext } from "@playwright/test";
import { paths } from "../../app/content/site-paths.ts";
import { expect, test } from "../support/fixtures.ts";
import { sitePages } from "../../app/content/pages.ts";

/** Pages to crawl: every page, both inquiry aliases, and the not-found page. */
const startPages = [...sitePages.map((page) => page.path), paths.inquiryCapitalised, paths.contact, "/no-such-page"];

function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

async function fetchPage(request: APIRequestContext, path: string) {
  // No redirect following: a link to "/about/" must be written "/about".
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

// Crawls the prerendered HTML of every page (what a search engine sees) and
// follows every link that stays on the site, anchors included.
test("no link anywhere on the site leads to a missing page or anchor", async ({ request }) => {
  const fetched = new Map<string, { status: number; html: string }>();
  const broken: string[] = [];
  for (const start of startPages) {
    const { html } = await fetchPage(request, start);
    const hrefs = linksIn(html);
    expect(hrefs.length, `links on ${start}`).toBeGreaterThan(10);
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const [target = "/", fragment] = href.split("#");
      // A calculator's scenario rides to the inquiry form in the fragment (contracts/calculator-scenario.ts): data, not an anchor.
      const anchor = fragment?.startsWith("scenario=") ? undefined : fragment;
      if (!fetched.has(target)) fetched.set(target, await fetchPage(request, target || "/"));
      const page = fetched.get(target);
      if (page?.status !== 200) broken.push(`${start} -> ${href} (status ${page?.status})`);
      // A fragment that carries data (a calculator's #scenario=…, issue 15) names no element.
      else if (anchor && !anchor.includes("=") && !page.html.includes(`id="${anchor}"`))
        broken.push(`${start} -> ${href} (no #${anchor})`);
    }
  }
  expect(broken).toEqual([]);
  // The crawl reached the whole site, not a corner of it.
  expect(fetched.size).toBeGreaterThanOrEqual(sitePages.length);
});
