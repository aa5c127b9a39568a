import type { Page, Route } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { callbackLink, mainNavigation } from "../../app/content/navigation.ts";
import { themeToggleTitle } from "../../app/features/shell/theme.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// The header's controls work from the first paint, with native HTML (the
// drawer and the Contact panel are popovers) and the head script (the theme
// toggle); hydration then adds what it adds, and never undoes or repeats what
// a visitor did before it (decision 011).

const PHONE = { width: 375, height: 740 };

/** Holds back every module of the page (the head script is inline, so it still runs) until released. */
async function holdPageCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * Opens `path` while its code is held. Not until "load": the page's script is
 * in its HTML, and the browser holds the load event for it; the page is there
 * to use once its HTML has been read.
 */
async function openWhileHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
}

/**
 * Whether <html> showed the dark theme, at first (the prerender is light) and
 * after each change of its classes, watched from before the head script runs.
 */
async function recordThemeChanges(page: Page): Promise<() => Promise<boolean[]>> {
  await page.addInitScript(() => {
    const shown = [false];
    (window as unknown as { themeShown: boolean[] }).themeShown = shown;
    // The document, not <html>, which may not exist yet when this runs.
    new MutationObserver((changes) => {
      const root = document.documentElement;
      if (!changes.some((change) => change.target === root)) return;
      const dark = root.classList.contains("dark");
      if (shown.at(-1) !== dark) shown.push(dark);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
  return () => page.evaluate(() => (window as unknown as { themeShown: boolean[] }).themeShown);
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("the mobile drawer at 375 px", () => {
    test.use({ viewport: PHONE });

    test("opens from Menu and Escape closes it", async ({ page }) => {
      await page.goto("/");
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(drawer).toBeVisible();
      for (const entry of mainNavigation) {
        await expect(drawer.getByRole("link", { name: entry.label, exact: true })).toBeVisible();
      }
      await expect(drawer.getByRole("link", { name: brand.phone.display })).toHaveAttribute(
        "href",
        `tel:${brand.phone.e164}`,
      );
      await expect(drawer.getByRole("link", { name: callbackLink.label })).toHaveAttribute("href", callbackLink.to);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });

    test("closes on a click outside it and on its Close button", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await menu.click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(drawer).toBeHidden();

      await menu.click();
      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
    });

    test("slides in over a dimmed page, and reaches the screen's right edge", async ({ page }) => {
      await page.goto("/");
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect
        .poll(() => drawer.evaluate((element) => Math.round(element.getBoundingClientRect().right)))
        .toBe(PHONE.width);
      const backdrop = await drawer.evaluate((element) => getComputedStyle(element, "::backdrop").backgroundColor);
      expect(backdrop).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    });

    test("its links lead to their pages", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
    });
  });

  test.describe("the Contact panel", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("opens under its button with the phone number and the callback link, and a second click closes it", async ({
      page,
    }) => {
      await page.goto("/about");
      const contact = page.getByRole("button", { name: "Contact" });
      const callback = page.getByRole("link", { name: callbackLink.label });
      await expect(callback).toBeHidden();
      await contact.click();
      await expect(callback).toBeVisible();
      await expect(callback).toHaveAttribute("href", callbackLink.to);
      await expect(page.getByRole("link", { name: brand.phone.display }).first()).toHaveAttribute(
        "href",
        `tel:${brand.phone.e164}`,
      );

      // Under the button, right edges aligned (anchor positioning, app.css).
      const button = await contact.boundingBox();
      const panel = await page.locator(`[id="${await contact.getAttribute("aria-controls")}"]`).boundingBox();
      if (!button || !panel) throw new Error("the button or its panel is not laid out");
      expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
      expect(Math.abs(panel.x + panel.width - (button.x + button.width))).toBeLessThanOrEqual(1);

      // Tab goes from the button into the panel.
      await contact.focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: brand.phone.display }).first()).toBeFocused();

      await contact.click();
      await expect(callback).toBeHidden();
    });

    test("Escape and a click outside close it", async ({ page }) => {
      await page.goto("/about");
      const contact = page.getByRole("button", { name: "Contact" });
      const callback = page.getByRole("link", { name: callbackLink.label });
      await contact.click();
      await expect(callback).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(callback).toBeHidden();

      await contact.click();
      await expect(callback).toBeVisible();
      await page.mouse.click(10, 600);
      await expect(callback).toBeHidden();
    });

    test("its callback link leads to the callback form on the inquiry page", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Contact" }).click();
      await page.getByRole("link", { name: callbackLink.label }).click();
      await expect(page).toHaveURL(/\/inquiry#callback$/);
    });
  });
});

test.describe("before the page's code has arrived", () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test("the theme toggle switches and stores the theme with only the head script", async ({ page }) => {
    await holdPageCode(page);
    await openWhileHeld(page, "/");
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", themeToggleTitle.dark);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 255, 255)");

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect(await isHydrated(page)).toBe(false);
  });

  test("a visitor whose stored theme is dark sees the moon, pressed, from the first paint", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await holdPageCode(page);
    await openWhileHeld(page, "/");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle.locator("svg.lucide-moon")).toBeVisible();
    await expect(toggle.locator("svg.lucide-sun")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", themeToggleTitle.dark);
  });

  test("a theme chosen before hydration is neither undone nor repeated when hydration arrives, and each later click toggles once", async ({
    page,
  }) => {
    const themeShown = await recordThemeChanges(page);
    const release = await holdPageCode(page);
    await openWhileHeld(page, "/");
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);

    await release();
    await waitForHydration(page);
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAttribute("title", themeToggleTitle.dark);
    // Light once (the head script's first look), dark once (the click): no flash back to light.
    expect(await themeShown()).toEqual([false, true]);

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect(await themeShown()).toEqual([false, true, false]);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: PHONE });

    test("a drawer opened before hydration is open once hydrated, and closes by the hydrated rules", async ({
      page,
    }) => {
      const release = await holdPageCode(page);
      await openWhileHeld(page, "/");
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await menu.click();
      await expect(drawer).toBeVisible();

      await release();
      await waitForHydration(page);
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      // Focus is inside, and stays there.
      await expect(drawer.locator(":focus")).toHaveCount(1);
      for (let step = 0; step < mainNavigation.length + 3; step += 1) {
        await page.keyboard.press("Tab");
        await expect(drawer.locator(":focus")).toHaveCount(1);
      }

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeFocused();

      // And opens and closes as a hydrated drawer does: one click, one toggle.
      await menu.click();
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    });
  });

  test("a Contact panel opened before hydration stays open once hydrated, and its button then closes it", async ({
    page,
  }) => {
    const release = await holdPageCode(page);
    await openWhileHeld(page, "/about");
    const contact = page.getByRole("button", { name: "Contact" });
    const callback = page.getByRole("link", { name: callbackLink.label });
    await contact.click();
    await expect(callback).toBeVisible();

    await release();
    await waitForHydration(page);
    await expect(callback).toBeVisible();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    // It was opened by a click, so leaving it does not close it.
    await page.mouse.move(10, 600);
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await contact.click();
    await expect(callback).toBeHidden();
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the Contact panel once hydrated", () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("leaving a panel that hover opened closes it, also after moving through the panel", async ({ page }) => {
    const contact = page.getByRole("button", { name: "Contact" });
    await contact.hover();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: callbackLink.label }).first().hover();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(10, 600);
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when focus moves on past its links", async ({ page }) => {
    const contact = page.getByRole("button", { name: "Contact" });
    await contact.focus();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: callbackLink.label }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Dark theme" })).toBeFocused();
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("a click on a panel that hover opened pins it; the next click closes it", async ({ page }) => {
    const contact = page.getByRole("button", { name: "Contact" });
    const callback = page.getByRole("link", { name: callbackLink.label }).first();
    await contact.hover();
    await expect(callback).toBeVisible();
    await contact.click();
    await expect(callback).toBeVisible();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await contact.click();
    await expect(callback).toBeHidden();
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("a new visitor, during the logo intro", () => {
  test.use({ viewport: PHONE });

  test("the first tap, before the page's code has arrived, ends the intro and opens the drawer beneath it", async ({
    page,
  }) => {
    // The clock is held, so the intro cannot end by its time while the page loads.
    await page.clock.install({ time: new Date("2026-07-01T09:00:00+10:00") });
    await page.clock.pauseAt(new Date("2026-07-01T09:00:01+10:00"));
    await holdPageCode(page);
    await openWhileHeld(page, "/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/intro-pending/);
    await expect(page.getByTestId("intro-screen")).toBeVisible();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await expect(html).not.toHaveClass(/intro-pending/);
    expect(await page.evaluate(() => sessionStorage.getItem("introShown"))).toBe("1");
  });
});
