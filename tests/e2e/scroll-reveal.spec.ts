import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

const serviceCards = (page: import("@playwright/test").Page) => page.locator("#services").getByRole("listitem");

async function opacities(page: import("@playwright/test").Page): Promise<string[]> {
  return serviceCards(page).evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
}

test.describe("scroll-in animations", () => {
  test.use({ viewport: { width: 1280, height: 600 } });
  test.beforeEach(async ({ page }) => skipIntro(page));

  test("content below the fold waits out of sight and fades in when scrolled to", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(serviceCards(page).first()).toHaveAttribute("data-reveal", "waiting");
    await page.locator("#services").scrollIntoViewIfNeeded();
    await serviceCards(page).last().scrollIntoViewIfNeeded();
    await expect(serviceCards(page).first()).toHaveAttribute("data-reveal", "shown");
    await expect.poll(async () => (await opacities(page))[0]).toBe("1");
  });

  test("nothing is hidden for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    expect(new Set(await opacities(page))).toEqual(new Set(["1"]));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every section is fully visible", async ({ page }) => {
      await page.goto("/");
      expect(await serviceCards(page).count()).toBe(8);
      expect(new Set(await opacities(page))).toEqual(new Set(["1"]));
    });
  });
});
