import type { Page, Route } from "@playwright/test";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// Every page is a static document; only its islands run React, each fetched
// after the page has painted (app/page-start.ts, decision 016).

/** Holds back every script but the page's own (its islands' code) until released. */
async function holdIslandCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => {
    if (released || /\/page-start-[^/]+\.js$/.test(route.request().url())) return route.continue();
    held.push(route);
  });
  return async () => {
    // Something was held back: the islands' code is not in the page's first download.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** The scripts a page fetched, by file name. */
async function scriptsFetched(page: Page): Promise<{ name: string; bytes: number; start: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        name: new URL(entry.name).pathname.split("/").pop() ?? "",
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        start: entry.startTime,
      })),
  );
}

test.beforeEach(async ({ page }) => skipIntro(page));

for (const path of ["/privacy", "/services", "/services/asset-finance", "/services/businesspurchase", "/calculator"]) {
  test(`${path} has nothing interactive but native HTML, and runs no framework code`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("[data-island]")).toHaveCount(0);
    const scripts = await scriptsFetched(page);
    expect(scripts.map((script) => script.name.replace(/-[\w-]{8}\.js$/, ""))).toEqual(["page-start"]);
    expect(scripts[0]?.bytes ?? 0).toBeLessThan(15 * 1024);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
}

test("the not-found page runs no framework code either", async ({ page }) => {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  expect((await scriptsFetched(page)).map((script) => script.name.replace(/-[\w-]{8}\.js$/, ""))).toEqual([
    "page-start",
  ]);
});

for (const path of ["/", "/inquiry", "/sdc"]) {
  test(`${path} is painted before any island's code is requested`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    const loadStart = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.toJSON().loadEventStart as number,
    );
    const islandScripts = (await scriptsFetched(page)).filter((script) => !script.name.startsWith("page-start-"));
    expect(firstContentfulPaint).toBeDefined();
    expect(islandScripts.length).toBeGreaterThan(0);
    // The start, not the end: the page's own load listener is what asks for them.
    expect(Math.min(...islandScripts.map((script) => script.start))).toBeGreaterThanOrEqual(
      Math.max(firstContentfulPaint ?? Infinity, loadStart),
    );
  });
}

test("a form keeps what was typed before its code arrived, then checks fields in the browser", async ({ page }) => {
  const release = await holdIslandCode(page);
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

test("the home page's carousels and referral form wake in place, the lower ones as the visitor scrolls to them", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Featured services" });
  const slides = hero.locator('[aria-roledescription="slide"]');
  const slideCount = await slides.count();
  const firstTitle = await slides.first().getByRole("heading", { level: 2 }).textContent();
  await expect(hero.getByRole("button", { name: "Pause slides" })).toBeVisible();

  // Far below the fold, the testimonials have not been fetched yet.
  const testimonials = page.locator('[data-island="testimonials"]');
  await expect(testimonials).not.toHaveAttribute("data-island-state", /./);
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("button", { name: "Pause slides" })).toBeVisible();
  await expect(testimonials).toHaveAttribute("data-island-state", "awake");

  await waitForHydration(page);
  // The same slides, not a second copy drawn beside the first.
  await expect(slides).toHaveCount(slideCount);
  await expect(slides.first().getByRole("heading", { level: 2 })).toHaveText(firstTitle ?? "");
  await expect(page.locator("#referral form")).toHaveCount(1);
});

test("the lead forms wake as the visitor reaches for them, and not before", async ({ page }) => {
  for (const [path, island, field] of [
    ["/inquiry", "inquiry-form", "First name"],
    ["/referral", "referral-form", "Your name"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const element = page.locator(`[data-island="${island}"]`);
    await expect(element).not.toHaveAttribute("data-island-state", /./);
    // The page is painted and its script has run, but no island's component or React was fetched.
    const fetched = (await scriptsFetched(page)).map((script) => script.name.replace(/-[\w-]{8}\.js$/, ""));
    expect(fetched.sort()).toEqual(["island-wake", "page-start"]);
    await page.getByLabel(field, { exact: true }).focus();
    await expect(element).toHaveAttribute("data-island-state", "awake");
  }
});

test("a form whose address says it was just sent wakes at load, to thank the visitor", async ({ page }) => {
  await page.goto("/inquiry?sent=1#inquiry-sent");
  await expect(page.locator('[data-island="inquiry-form"]')).toHaveAttribute("data-island-state", "awake");
  await expect(page.getByText("Thank you! Your inquiry has been sent successfully.")).toBeVisible();
});

test("the settlements' View More opens natively when tapped before its code arrives", async ({ page }) => {
  const release = await holdIslandCode(page);
  await page.goto("/settlements", { waitUntil: "domcontentloaded" });
  await page.locator("main summary", { hasText: "View More Stories" }).click();
  await expect(page.locator("main article:visible")).toHaveCount(18);
  await release();
  await waitForHydration(page);
  await expect(page.locator("main article:visible")).toHaveCount(18);
});

test("a working calculator does not say it needs JavaScript", async ({ page }) => {
  await page.goto("/sdc");
  await waitForHydration(page);
  await expect(page.locator('[data-island-fallback="stamp-duty-calculator"]')).toBeHidden();
});

test("a calculator whose code cannot be loaded keeps its form and says, in one line, that it needs JavaScript", async ({
  page,
  browserErrors,
}) => {
  await page.route("**/assets/stamp-duty-calculator-*.js", (route) => route.abort());
  await page.goto("/sdc");
  const island = page.locator('[data-island="stamp-duty-calculator"]');
  await expect(island).toHaveAttribute("data-island-state", "failed");
  await expect(page.getByRole("combobox", { name: /State/ })).toBeVisible();
  await expect(page.getByLabel("Transfer duty", { exact: true })).toBeVisible();
  const needsScript = page.locator('[data-island-fallback="stamp-duty-calculator"]');
  await expect(needsScript).toBeVisible();
  await expect(needsScript).toContainText("JavaScript");
  await expect(needsScript.locator('a[href^="tel:"]')).toBeVisible();
  // The rest of the page still works as HTML: the Contact panel opens without any framework.
  await page.getByRole("button", { name: "Contact" }).click();
  await expect(page.getByRole("link", { name: "Request a Callback" }).first()).toBeVisible();
  // The one error is the refused download itself.
  expect(browserErrors).toEqual(["console.error: Failed to load resource: net::ERR_FAILED"]);
  browserErrors.length = 0;
});

test("links to other pages are fetched ahead by speculation rules, never the staff inbox", async ({ page }) => {
  await page.goto("/services");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
    prefetch?: { eagerness?: string; where?: unknown }[];
  };
  expect(rules.prefetch?.[0]?.eagerness).toBe("moderate");
  expect(JSON.stringify(rules.prefetch?.[0]?.where)).toContain("/inbox");
});
