import type { Page, Route } from "@playwright/test";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// Parts of a page whose code is left out of its first download (app/ui/deferred.tsx):
// the prerendered HTML shows them, React hydrates them when their code arrives.

/** Holds back every script the page's HTML does not name (the deferred parts) until released. */
async function holdDeferredCode(page: Page, path: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(path)).text();
  const firstDownload = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => {
    if (released || firstDownload.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  return async () => {
    // Something was held back: the deferred code is not in the first download.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.beforeEach(async ({ page }) => skipIntro(page));

for (const path of ["/", "/inquiry", "/sdc"]) {
  test(`${path} is painted before any of its JavaScript is requested (scripts/defer-hydration.mjs)`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      // The start, not the end: the page's own load listener is what asks for the scripts.
      loadStart: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventStart as number,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstContentfulPaint).toBeDefined();
    expect(timings.scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.firstContentfulPaint ?? Infinity);
    expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.loadStart);
  });
}

test("a deferred form keeps what was typed before its code arrived, then checks fields in the browser", async ({
  page,
}) => {
  const release = await holdDeferredCode(page, "/inquiry");
  await page.goto("/inquiry", { waitUntil: "domcontentloaded" });
  const form = page.locator("main form");
  await form.locator('[name="firstName"]').fill("Mia");
  await form.locator('[name="message"]').fill("Typed before the form's code arrived.");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await release();
  await waitForHydration(page);
  await expect(form.locator('[name="firstName"]')).toHaveValue("Mia");
  await expect(form.locator('[name="message"]')).toHaveValue("Typed before the form's code arrived.");

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  const lastName = form.locator('[name="lastName"]');
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("the home page's carousels and referral form come after the first download, hydrated in place", async ({
  page,
}) => {
  const release = await holdDeferredCode(page, "/");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const hero = page.getByRole("region", { name: "Featured services" });
  const slides = hero.locator('[aria-roledescription="slide"]');
  const slideCount = await slides.count();
  const firstTitle = await slides.first().getByRole("heading", { level: 2 }).textContent();
  await expect(page.locator("#referral form")).toBeVisible();
  // Controls without their code would do nothing, so they wait, invisible, for it.
  await expect(hero.getByRole("button", { name: "Pause slides" })).toBeHidden();

  await release();
  await waitForHydration(page);
  await expect(hero.getByRole("button", { name: "Pause slides" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Client testimonials" }).getByRole("button", { name: "Pause slides" }),
  ).toBeVisible();
  // The same slides, not a second copy drawn beside the first.
  await expect(slides).toHaveCount(slideCount);
  await expect(slides.first().getByRole("heading", { level: 2 })).toHaveText(firstTitle ?? "");
  await expect(page.locator("#referral form")).toHaveCount(1);
});
