// Search and sharing on the production build, served by our own server: every
// page's title, description, canonical address and social tags; the social
// card, sitemap.xml and robots.txt the build generates; the home page's JSON-LD.
import type { Page } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { paths } from "../../app/content/site-paths.ts";
import { businessStructuredData } from "../../app/features/seo/business-structured-data.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { sitePages } from "../../app/content/pages.ts";

/** Each prerendered page (and alias) with the address its canonical link must give. */
const routes = [
  ...sitePages.map(({ path }) => ({ path, canonicalPath: path })),
  { path: paths.inquiryCapitalised, canonicalPath: paths.inquiry },
  { path: paths.contact, canonicalPath: paths.inquiry },
];

const absolute = (path: string) => new URL(path, brand.siteUrl).href;

/** Everything in <head> that search engines and link previews read. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const metas = (key: string) =>
      [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map(
        (meta) => meta.getAttribute("content") ?? "",
      );
    const keys = [
      "description",
      "robots",
      "og:type",
      "og:site_name",
      "og:locale",
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:image:type",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "twitter:card",
      "twitter:title",
      "twitter:description",
      "twitter:image",
      "twitter:image:alt",
    ];
    return {
      title: document.title,
      titles: document.head.querySelectorAll("title").length,
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      meta: Object.fromEntries(keys.map((key) => [key, metas(key)])) as Record<string, string[]>,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  });
}

test.describe("every route's head, after hydration", () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  for (const { path, canonicalPath } of routes) {
    test(`${path}: title, description, canonical address, Open Graph and Twitter tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const head = await headTags(page);
      const one = (key: string) => {
        expect(head.meta[key], `exactly one ${key}`).toHaveLength(1);
        return head.meta[key]?.[0] ?? "";
      };

      expect(head.titles).toBe(1);
      expect(head.title).toMatch(new RegExp(`^.+ \\| ${brand.name}$`));
      const description = one("description");
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(head.meta.robots).toEqual([]);

      expect(head.canonical).toEqual([absolute(canonicalPath)]);
      expect(head.canonical[0]?.startsWith(`${brand.siteUrl}/`)).toBe(true);

      expect(one("og:type")).toBe("website");
      expect(one("og:site_name")).toBe(brand.name);
      expect(one("og:locale")).toBe("en_AU");
      expect(one("og:title")).toBe(head.title);
      expect(one("og:description")).toBe(description);
      expect(one("og:url")).toBe(head.canonical[0]);
      expect(one("og:image")).toBe(absolute(paths.socialCard));
      expect(one("og:image:type")).toBe("image/png");
      expect(one("og:image:width")).toBe("1200");
      expect(one("og:image:height")).toBe("630");
      expect(one("og:image:alt")).toContain(brand.name);

      expect(one("twitter:card")).toBe("summary_large_image");
      expect(one("twitter:title")).toBe(head.title);
      expect(one("twitter:description")).toBe(description);
      expect(one("twitter:image")).toBe(one("og:image"));
      expect(one("twitter:image:alt")).toBe(one("og:image:alt"));

      // The business's JSON-LD is on the home page only.
      expect(head.jsonLd).toHaveLength(path === paths.home ? 1 : 0);
    });
  }

  test("the not-found page keeps out of search results and has no canonical address", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const head = await headTags(page);
    expect(head.meta.robots).toEqual(["noindex"]);
    expect(head.canonical).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });
});

test.describe("as search engines read it, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page, and the not-found page, has a title and a description of its own", async ({ page }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of [...sitePages.map((sitePage) => sitePage.path), "/no/such/page"]) {
      await page.goto(path);
      const { title, meta } = await headTags(page);
      const description = meta.description?.[0] ?? "";
      expect(titles.get(title), `${path} repeats the title "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats the description "${description}"`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
    expect(titles.size).toBe(sitePages.length + 1);
  });
});

test("the social card the tags name is served as a 1200 by 630 PNG", async ({ page, request }) => {
  await page.goto(paths.home);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(new URL(image ?? "", brand.siteUrl).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // The IHDR chunk comes first: width and height as 32-bit big-endian numbers.
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("sitemap.xml lists every page's absolute address and nothing else, as XML", async ({ request }) => {
  const response = await request.get(paths.sitemap);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml\b/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locs.toSorted()).toEqual(sitePages.map(({ path }) => absolute(path)).toSorted());
  // Each address is a page our server answers with 200.
  for (const loc of locs) {
    expect((await request.get(new URL(loc).pathname, { maxRedirects: 0 })).status(), loc).toBe(200);
  }
});

test("robots.txt lets every crawler into the public site, keeps them out of the staff inbox and names the sitemap, as plain text", async ({
  request,
}) => {
  const response = await request.get(paths.robots);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines.filter((line) => /^disallow:/i.test(line) && line.replace(/^disallow:\s*/i, "") !== "")).toEqual([
    "Disallow: /inbox",
    "Disallow: /api/inbox",
  ]);
  expect(lines).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
});

test("the build-time files leave no loader data behind", async ({ request }) => {
  for (const file of [paths.sitemap, paths.robots, paths.socialCard, paths.creditGuide]) {
    expect((await request.get(`${file}.data`)).status(), `${file}.data`).toBe(404);
  }
});

test("the home page describes the business in JSON-LD that parses", async ({ page, request }) => {
  await skipIntro(page);
  await page.goto(paths.home);
  await waitForHydration(page);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const business = JSON.parse(scripts[0] ?? "");
  // All of what the builder makes, nothing lost on the way to the page; what
  // it says about the business is tested beside it (business-structured-data.test.ts).
  expect(business).toEqual(JSON.parse(JSON.stringify(businessStructuredData())));
  // The logo it names is served.
  const logo = await request.get(new URL(business.logo).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});
