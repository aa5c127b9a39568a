import type { Page } from "@playwright/test";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

test.describe("theme", () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test("starts light, and the toggle's choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the stored theme is applied before first paint, without waiting for the app's scripts", async ({
    page,
    browserErrors,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // The app's JavaScript never arrives: only the inline head script can set the theme.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    // The aborted scripts are the only errors this test expects.
    expect(browserErrors.every((error) => /Failed to load|module script|import/i.test(error))).toBe(true);
    browserErrors.length = 0;
  });
});

test.describe("intro screen", () => {
  // The page's clock is held still so the 2000 ms cannot run out while a busy
  // machine loads the page; the tests then move it on by hand. Only the class
  // the head script sets is asserted, not what the CSS fade has reached, which
  // runs on real time.
  const holdTheClock = async (page: Page) => {
    await page.clock.install({ time: new Date("2026-07-01T09:00:00+10:00") });
    await page.clock.pauseAt(new Date("2026-07-01T09:00:01+10:00"));
  };

  test("shows once per browser session and not again after a reload", async ({ page }) => {
    await holdTheClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const html = page.locator("html");
    const intro = page.getByTestId("intro-screen");
    await expect(html).toHaveClass(/intro-pending/);
    await expect(intro).toHaveCSS("display", "flex");
    await page.clock.runFor(2500);
    await expect(html).not.toHaveClass(/intro-pending/);
    await expect(intro).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("introShown"))).toBe("1");

    await page.reload();
    await waitForHydration(page);
    await expect(intro).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.classList.contains("intro-pending"))).toBe(false);
  });

  test("the page is already painted beneath it", async ({ page }) => {
    await holdTheClock(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/intro-pending/);
    await expect(page.getByTestId("intro-screen")).toHaveCSS("display", "flex");
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeAttached();
  });

  for (const [way, dismiss] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["Tab towards a control beneath it", (page: Page) => page.keyboard.press("Tab")],
    ["a click", (page: Page) => page.mouse.click(200, 200)],
  ] as const) {
    test(`${way} dismisses it at once and remembers it for the session`, async ({ page }) => {
      await holdTheClock(page);
      await page.goto("/");
      await waitForHydration(page);
      const html = page.locator("html");
      await expect(html).toHaveClass(/intro-pending/);
      await dismiss(page);
      await expect(html).not.toHaveClass(/intro-pending/, { timeout: 500 });
      await expect(page.getByTestId("intro-screen")).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem("introShown"))).toBe("1");
    });
  }

  test("is skipped for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByTestId("intro-screen")).toBeHidden();
  });
});
