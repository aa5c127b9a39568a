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

/**
 * Waits until every island on the page is awake: app/page-start.ts marks
 * <html data-hydrated> once those that wake at load are, and marks each
 * island's state. An island that wakes near the viewport is brought near it,
 * as a visitor scrolling down would, and the page is then put back where it
 * was, so the test goes on from where it was; one that wakes when the visitor
 * reaches for it gets a pointer passing over it.
 */
export async function waitForHydration(page: import("@playwright/test").Page): Promise<void> {
  // One island a poll, and no timers or frames awaited here: a test's fake clock holds those.
  await page.waitForFunction(
    () => {
      const scrolled = window as typeof window & { scrolledForIslandsFrom?: [number, number] };
      if (document.documentElement.dataset.hydrated !== "true") return false;
      const failed = document.querySelector('[data-island-state="failed"]');
      if (failed) throw new Error(`The ${failed.getAttribute("data-island")} island could not start`);
      const sleeping = document.querySelector('[data-island]:not([data-island-state="awake"])');
      if (sleeping) {
        if (sleeping.getAttribute("data-island-state") === null) {
          // A pointer passing over wakes an island that waits for the visitor; scrolling to it, one that waits to be seen.
          if (sleeping.getAttribute("data-wake") === "interaction") {
            sleeping.firstElementChild?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
            return false;
          }
          scrolled.scrolledForIslandsFrom ??= [window.scrollX, window.scrollY];
          sleeping.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" });
        }
        return false;
      }
      if (scrolled.scrolledForIslandsFrom) {
        const [left, top] = scrolled.scrolledForIslandsFrom;
        window.scrollTo({ left, top, behavior: "instant" });
        delete scrolled.scrolledForIslandsFrom;
      }
      return true;
    },
    undefined,
    { polling: 100 },
  );
}
