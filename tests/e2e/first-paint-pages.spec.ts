import type { Locator, Page, Route } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { calculatorPageCopy } from "../../app/content/calculators.ts";
import { calculatorPages } from "../../app/content/pages.ts";
import { privacyPolicy } from "../../app/content/privacy-policy.ts";
import { moreStories, settlements } from "../../app/content/settlements.ts";
import { paths } from "../../app/content/site-paths.ts";
import { teamMembers } from "../../app/content/team.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// Issue 16: every control on these pages works from the first paint. Each
// rule is checked with JavaScript off, and with the page's own code held back
// (what a visitor on a slow phone meets before hydration), then released.

/**
 * Opens `path` with every one of the site's scripts held back, as a visitor
 * on a slow phone meets it before hydration; `visitor` acts on it there.
 * Then the scripts come, and this waits until the page has hydrated.
 */
async function beforeHydration(page: Page, path: string, visitor: () => Promise<void>): Promise<void> {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.continue() : held.push(route));
  await page.route("**/assets/*.js", hold);
  // Not until "load": the page's script is in its HTML, and the browser holds
  // the load event for it (the islands' code it fetches later is after load).
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  await visitor();
  expect(
    await page.evaluate(() => document.documentElement.dataset.hydrated),
    "hydrated while the scripts were held",
  ).toBeUndefined();
  // The page had asked for its code: what comes next is hydration, not a page without it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await waitForHydration(page);
  await page.unroute("**/assets/*.js", hold);
}

test.beforeEach(async ({ page }) => skipIntro(page));

// ---- The privacy policy: an exclusive accordion of <details name=…> ----

/** A policy section: its <details>, found by its title. */
const policySection = (page: Page, title: string) =>
  page.locator("main details", { has: page.getByRole("heading", { level: 2, name: title }) });
/** A section's text shows only while it is open. */
const firstParagraphOf = (page: Page, index: number) => {
  const block = privacyPolicy.sections[index]?.body[0];
  const text = block?.kind === "paragraph" ? block.text : (block?.items[0] ?? "");
  return page.locator("main").getByText(text, { exact: true });
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the privacy policy opens one section at a time, and the open one's title closes it", async ({ page }) => {
    await page.goto(paths.privacy);
    const [first, , third] = privacyPolicy.sections;
    await expect(page.locator("main details")).toHaveCount(privacyPolicy.sections.length);
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await expect(firstParagraphOf(page, 0)).toBeVisible();
    await expect(firstParagraphOf(page, 2)).toBeHidden();

    await policySection(page, third?.title ?? "")
      .locator("summary")
      .click();
    await expect(firstParagraphOf(page, 2)).toBeVisible();
    await expect(firstParagraphOf(page, 0)).toBeHidden();
    await expect(policySection(page, first?.title ?? "")).not.toHaveAttribute("open");

    await policySection(page, third?.title ?? "")
      .locator("summary")
      .click();
    await expect(page.locator("main details[open]")).toHaveCount(0);
    await expect(firstParagraphOf(page, 2)).toBeHidden();
  });

  test("the privacy policy's chevrons turn with their section, by CSS alone", async ({ page }) => {
    await page.goto(paths.privacy);
    const chevron = (index: number) => page.locator("main summary").nth(index).locator("svg").last();
    await expect(chevron(0)).toHaveCSS("rotate", "180deg");
    await expect(chevron(1)).toHaveCSS("rotate", "none");
    await page.locator("main summary").nth(1).click();
    await expect(chevron(1)).toHaveCSS("rotate", "180deg");
    await expect(chevron(0)).toHaveCSS("rotate", "none");
  });

  test("View More Stories shows the fifteen further stories, carrying on the same grid, and goes", async ({ page }) => {
    // Two columns: the fourth story belongs beside the third.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(paths.settlements);
    const cards = page.locator("main article:visible");
    const viewMore = page.locator("main summary", { hasText: moreStories.button });
    await expect(cards).toHaveCount(3);
    const before = await Promise.all([0, 1, 2].map((index) => placeOnPage(cards.nth(index))));

    await viewMore.click();
    await expect(cards).toHaveCount(settlements.length);
    await expect(viewMore).toBeHidden();
    await expect(cards.nth(3).getByRole("heading")).toHaveText(settlements[3]?.heading ?? "");
    // Nothing already shown moved, and the fourth story sits in the third's row.
    expect(await Promise.all([0, 1, 2].map((index) => placeOnPage(cards.nth(index))))).toEqual(before);
    const [second, third, fourth] = await Promise.all([1, 2, 3].map((index) => placeOnPage(cards.nth(index))));
    expect(fourth?.top).toBe(third?.top);
    expect(fourth?.left).toBe(second?.left);
  });

  /** Where an element is on the page, whatever the scroll. */
  const placeOnPage = (element: Locator) =>
    element.evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect();
      return { left: left + window.scrollX, top: top + window.scrollY, width, height };
    });

  for (const { path, label } of [
    { path: paths.home, label: "Featured services" },
    { path: paths.home, label: "Client testimonials" },
    { path: paths.about, label: "Our team" },
  ]) {
    test(`the ${label} carousel shows its first slide, holds still and shows no control that cannot work`, async ({
      page,
    }) => {
      await page.goto(path);
      const carousel = page.getByRole("region", { name: label, exact: true });
      await expectControlsHidden(carousel);
      await expectFirstSlideShown(carousel);
      expect(await runningAnimations(carousel)).toBe(0);
    });
  }

  test("every calculator page says in one line that it needs JavaScript, and gives the phone number to call", async ({
    page,
  }) => {
    const { beforePhone, afterPhone } = calculatorPageCopy.needsJavaScript;
    for (const { path } of Object.values(calculatorPages)) {
      await page.goto(path);
      const line = page.locator("main p", { hasText: beforePhone });
      await expect(line, path).toHaveText(`${beforePhone} ${brand.phone.display}${afterPhone}`);
      await expect(line.getByRole("link", { name: brand.phone.display })).toHaveAttribute(
        "href",
        `tel:${brand.phone.e164}`,
      );
    }
  });
});

test("no calculator page shows the no-JavaScript line when JavaScript runs", async ({ page }) => {
  for (const { path } of Object.values(calculatorPages)) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("main"), path).not.toContainText(calculatorPageCopy.needsJavaScript.beforePhone, {
      useInnerText: true,
    });
  }
});

// ---- Before hydration, with the page's code held back ----

test("a privacy section opened before hydration stays the one open once hydrated", async ({ page }) => {
  const third = policySection(page, privacyPolicy.sections[2]?.title ?? "");
  await beforeHydration(page, paths.privacy, async () => {
    await third.locator("summary").click();
    await expect(third).toHaveAttribute("open");
  });
  await expect(third).toHaveAttribute("open");
  await expect(page.locator("main details[open]")).toHaveCount(1);
  await expect(firstParagraphOf(page, 2)).toBeVisible();
});

test("the first privacy section is open before hydration and after it, as the HTML says", async ({ page }) => {
  const first = policySection(page, privacyPolicy.sections[0]?.title ?? "");
  await beforeHydration(page, paths.privacy, () => expect(first).toHaveAttribute("open"));
  await expect(first).toHaveAttribute("open");
  await expect(page.locator("main details[open]")).toHaveCount(1);
});

test("stories revealed before hydration stay revealed, and hydration brings back no control", async ({ page }) => {
  const cards = page.locator("main article:visible");
  const viewMore = page.locator("main summary", { hasText: moreStories.button });
  await beforeHydration(page, paths.settlements, async () => {
    await viewMore.click();
    await expect(cards).toHaveCount(settlements.length);
  });
  await expect(cards).toHaveCount(settlements.length);
  await expect(viewMore).toBeHidden();
  await expect(page.getByText(moreStories.loading)).toHaveCount(0);
});

test("no carousel moves, or shows a control, before its code has arrived; once hydrated every control shows", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-07-01T09:00:00+10:00") });
  for (const { path, labels } of [
    { path: paths.home, labels: ["Featured services", "Client testimonials"] },
    { path: paths.about, labels: ["Our team"] },
  ]) {
    await beforeHydration(page, path, async () => {
      // Well past every carousel's interval (4 and 5 seconds).
      await page.clock.runFor(12_000);
      for (const label of labels) {
        const carousel = page.getByRole("region", { name: label, exact: true });
        await expectControlsHidden(carousel);
        await expectFirstSlideShown(carousel);
      }
    });
    for (const label of labels) {
      const carousel = page.getByRole("region", { name: label, exact: true });
      await expect(carousel.getByRole("button", { name: "Pause slides" })).toBeVisible();
    }
  }
  await expect(
    page
      .getByRole("region", { name: "Our team", exact: true })
      .getByRole("group", { name: "Choose a team member" })
      .getByRole("button"),
  ).toHaveCount(teamMembers.length);
});

/** Every button in the carousel is there but hidden (arrows, dots, pause, the team's names). */
async function expectControlsHidden(carousel: Locator) {
  const buttons = carousel.locator("button");
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toBeHidden();
}

/** The first slide sits where the carousel shows, and it is the one not made inert. */
async function expectFirstSlideShown(carousel: Locator) {
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const first = await slides.first().boundingBox();
  const clip = await slides.first().locator("xpath=../..").boundingBox();
  expect(first?.x).toBe(clip?.x);
  await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
    "aria-label",
    `1 of ${await slides.count()}`,
  );
}

/** CSS animations or transitions running in the carousel: none may rotate it without a script. */
function runningAnimations(carousel: Locator): Promise<number> {
  return carousel.evaluate(
    (element) =>
      element.getAnimations({ subtree: true }).filter((animation) => animation.playState === "running").length,
  );
}

// ---- Calculators: what is typed before hydration is kept ----

/** The calculator's form, as the visitor fills it in before hydration. */
const field = (page: Page, name: string) => page.locator(`main form [name="${name}"]`);

/** The figure a fresh visit to the page's current link shows: what the kept values must produce. */
async function figureOnReload(page: Page, caption: string): Promise<string> {
  const shown = await page.getByRole("status", { name: caption }).textContent();
  await page.goto(page.url());
  await waitForHydration(page);
  await expect(page.getByRole("status", { name: caption })).toHaveText(shown ?? "");
  return shown ?? "";
}

test("a price typed and choices made in /sdc?price=850000 before hydration are kept, used and written to the link", async ({
  page,
}) => {
  await beforeHydration(page, `${paths.stampDutyCalculator}?price=850000`, async () => {
    await field(page, "price").fill("920000");
    await field(page, "state").selectOption("VIC");
    await page.getByRole("radio", { name: "Investment" }).check();
  });
  await expect(field(page, "price")).toHaveValue("920000");
  await expect(field(page, "state")).toHaveValue("VIC");
  await expect(page.getByRole("radio", { name: "Investment" })).toBeChecked();
  await expect(page).toHaveURL(/[?&]price=920000(&|$)/);
  const link = new URL(page.url()).searchParams;
  expect([link.get("state"), link.get("use")]).toEqual(["VIC", "investment"]);
  await expect(page.getByText(/Victoria's rates and fees/)).toBeVisible();
  expect(await figureOnReload(page, "Transfer duty")).toMatch(/^\$[\d,]+\.\d\d$/);
});

test("a rate typed into /lrc before hydration wins over the link's rate, and the link's other values still apply", async ({
  page,
}) => {
  await beforeHydration(page, `${paths.loanRepaymentCalculator}?amount=600000&rate=7`, async () => {
    await field(page, "rate").fill("5.5");
    await page.getByRole("radio", { name: "Fortnightly" }).check();
  });
  await expect(field(page, "rate")).toHaveValue("5.5");
  await expect(field(page, "amount")).toHaveValue("600000");
  await expect(page.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
  await expect(page).toHaveURL(/[?&]rate=5\.5(&|$)/);
  const link = new URL(page.url()).searchParams;
  expect([link.get("amount"), link.get("frequency")]).toEqual(["600000", "fortnightly"]);
  expect(await figureOnReload(page, "Repayment")).toMatch(/^\$[\d,]+\.\d\d$/);
});
