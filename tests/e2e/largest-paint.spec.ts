import type { Page } from "@playwright/test";
import { businessPurchaseSteps } from "../../app/content/business-purchase.ts";
import { inquiryImage, referralImage } from "../../app/content/page-images.ts";
import { sitePages } from "../../app/content/pages.ts";
import { services } from "../../app/content/services.ts";
import { settlements } from "../../app/content/settlements.ts";
import { paths } from "../../app/content/site-paths.ts";
import { slides } from "../../app/content/slides.ts";
import { expect, test, waitForHydration } from "../support/fixtures.ts";

// Issue 16: the largest paint arrives with the first paint. Each page's first
// picture comes inside its HTML, nothing else is asked for before the first
// paint, the HTML still arrives in the first round trip, and no scroll-in
// animation hides what a phone shows first. The figures are in
// docs/PERFORMANCE.md (`npm run bench:lighthouse`).

/** Lighthouse's phone (Moto G Power): the screen the figures are measured on. */
const PHONE = { width: 412, height: 823 };

/** A slow connection's first round trip: TCP's initial window of 10 segments. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The pages whose first screen holds a picture, and that picture's alt text ("" where the heading beside it says it all). */
const firstPictures = [
  { path: paths.home, alt: slides[0]?.image.alt },
  { path: paths.services, alt: services[0]?.image.alt },
  { path: paths.settlements, alt: settlements[0]?.image.alt },
  { path: paths.inquiry, alt: inquiryImage.alt },
  { path: paths.referral, alt: referralImage.alt },
  { path: paths.service("businesspurchase"), alt: businessPurchaseSteps[0]?.image.alt },
];

/** The attributes of every `<img>` start tag in the HTML: names in lower case (React writes fetchPriority), values as written. */
function images(html: string): Map<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(
    ([, attributes = ""]) =>
      new Map(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name.toLowerCase(), value]),
      ),
  );
}

async function prerendered(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("a page's first picture", () => {
  for (const { path, alt } of firstPictures) {
    test(`is inside the HTML of ${path}, with its alt text and size, so it paints with the page`, async ({ page }) => {
      const first = images(await prerendered(page, path)).filter((image) => image.get("fetchpriority") === "high");
      expect(first).toHaveLength(1);
      const image = first[0] ?? new Map<string, string>();
      const src = image.get("src") ?? "";
      expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/s,
      );
      expect(image.get("alt")).toBe(alt);
      expect(Number(image.get("width"))).toBeGreaterThan(0);
      expect(Number(image.get("height"))).toBeGreaterThan(0);
      expect(image.get("loading")).toBe("eager");
    });
  }

  test("shows in the browser under the site's CSP, which allows data: images", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(paths.inquiry);
    const picture = page.getByRole("img", { name: inquiryImage.alt });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

test.describe("before the first paint", () => {
  test("no page asks for an image file: no image preloads, and every image file is lazy", async ({ page }) => {
    for (const { path } of sitePages) {
      const html = await prerendered(page, path);
      expect(html, path).not.toMatch(/<link rel="preload" as="image"/);
      const files = images(html).filter((image) => !(image.get("src") ?? "").startsWith("data:"));
      for (const image of files) expect(image.get("loading"), `${path}: ${image.get("src")}`).toBe("lazy");
    }
  });

  test("the tab icon and the header's mark are inside the page: the logo file is never asked for", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/brand/")) asked.push(request.url());
    });
    await page.goto(paths.stampDutyCalculator);
    await waitForHydration(page);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/^data:image\/svg\+xml,/);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /home page/ })
        .locator("svg"),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });

  for (const path of [paths.services, paths.about]) {
    test(`lazy images on ${path} are asked for only after the first contentful paint`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.waitForFunction(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => (entry as PerformanceResourceTiming).initiatorType === "img"),
      );
      const { firstPaint, imageStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        imageStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "img")
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      for (const start of imageStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
    });
  }

  test("without JavaScript, nothing waits: lazy images load as the visitor scrolls", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(paths.services);
    const last = page.locator("#services img").last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await context.close();
  });
});

test("every page's compressed HTML, with its headers, arrives in the first round trip", async ({ request }) => {
  for (const { path } of sitePages) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"], path).toBe("br");
    const headerBytes = response
      .headersArray()
      .reduce((sum, { name, value }) => sum + name.length + value.length + 4, "HTTP/1.1 200 OK\r\n\r\n".length);
    const bodyBytes = Number(response.headers()["content-length"]);
    expect(bodyBytes, path).toBeGreaterThan(0);
    expect(headerBytes + bodyBytes, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});

test.describe("scroll-in animations on a phone's first screen", () => {
  test("hide nothing that is on it, not even a card whose top just peeks in at the bottom edge", async ({ page }) => {
    // Where the second service card starts on a phone, then a screen that shows only its top 40 px.
    await page.setViewportSize(PHONE);
    await page.goto(paths.services);
    const secondCard = page.locator("#services li").nth(1);
    const top = await secondCard.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: PHONE.width, height: Math.round(top) + 40 });
    await page.goto(paths.services);
    await waitForHydration(page);
    await expect(secondCard).not.toHaveAttribute("data-reveal", "waiting");
    await expect(secondCard).toHaveCSS("opacity", "1");
    // What starts below the screen still waits for its turn.
    await expect(page.locator("#services li").nth(2)).toHaveAttribute("data-reveal", "waiting");
  });

  for (const path of [paths.home, paths.services, paths.about, paths.service("businesspurchase")]) {
    test(`leave everything on ${path}'s first screen visible once the page is live`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await waitForHydration(page);
      const hiddenOnScreen = await page
        .locator('[data-reveal="waiting"]')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getBoundingClientRect().top - 32 < window.innerHeight)
            .map((element) => element.outerHTML.slice(0, 80)),
        );
      expect(hiddenOnScreen).toEqual([]);
    });
  }
});
