import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => skipIntro(page));

test.describe("Contact panel", () => {
  test("opens on keyboard focus and closes on Escape, returning focus to its button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const contact = page.getByRole("button", { name: "Contact" });
    await contact.focus();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    const callback = page.getByRole("link", { name: "Request a Callback" }).first();
    await expect(callback).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(contact).toHaveAttribute("aria-expanded", "false");
    await expect(contact).toBeFocused();
    await expect(callback).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("opens on hover, stays open on click, and closes on a click outside", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const contact = page.getByRole("button", { name: "Contact" });
    await contact.hover();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await contact.click();
    await page.mouse.move(10, 600);
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(10, 600);
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes a panel opened by hover without moving the visitor's focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const talk = page.getByRole("link", { name: "Talk to a broker" });
    await talk.focus();
    const contact = page.getByRole("button", { name: "Contact" });
    await contact.hover();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(contact).toHaveAttribute("aria-expanded", "false");
    await expect(talk).toBeFocused();
  });

  test("its callback link leads to the callback form on the inquiry screen", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Contact" }).click();
    await page.getByRole("link", { name: "Request a Callback" }).click();
    await expect(page).toHaveURL(/\/inquiry#callback$/);
  });
});

test.describe("mobile drawer at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens from the menu button with focus inside, and Escape closes it with focus back on the button", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).first(),
    ).toBeHidden();
    await expect(drawer).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.locator(":focus")).toHaveCount(1);
    for (const entry of ["Services", "About", "Referral", "Inquiry", "Settlements"]) {
      await expect(drawer.getByRole("link", { name: entry, exact: true })).toBeVisible();
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      await expect(drawer.locator(":focus")).toHaveCount(1);
    }
  });

  test("closes on a click outside it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });

  test("closes when the window widens to the desktop layout, releasing focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    // The menu button is display:none now, so it is found by its label, not its role.
    await expect(page.locator('button[aria-label="Menu"]')).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveCount(1);
  });

  test("closes on a route change", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await drawer.getByRole("link", { name: "Settlements" }).click();
    await expect(page).toHaveURL(/\/settlements$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("scrolling on navigation", () => {
  test("every route change starts at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await footerLink.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to #services scrolls to the services section instead", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Explore our services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByRole("heading", { name: "Our Financial Services" })).toBeInViewport();
  });

  test("a link to #referral scrolls to the referral section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Refer them to us" }).click();
    await expect(page).toHaveURL(/\/#referral$/);
    await expect(page.getByRole("heading", { name: "Let us grow together" })).toBeInViewport();
  });
});
