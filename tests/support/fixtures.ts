import { test as base, expect } from "@playwright/test";

/**
 * `page` that fails the test on any uncaught error or console error in the
 * browser, so a hydration mismatch or a broken script cannot pass unnoticed.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page answered with 404 on purpose reports its own status; that is not a fault.
        const isOwnDocumentStatus = message.location().url === page.url() && /status of 404/.test(message.text());
        if (!isOwnDocumentStatus) errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Marks the intro as seen, so tests about other things are not covered by it. */
export async function skipIntro(page: import("@playwright/test").Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem("introShown", "1"));
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: import("@playwright/test").Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
