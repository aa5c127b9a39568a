// The navigation table of `npm run bench:first-paint` (decision 016): for three
// links a visitor follows, the time from the tap to the next page's first
// contentful paint, on the phone with its CPU 4x slower. The same for a build
// from before the change, served the same way, when --before-client names one.
//
// "The next page's first paint" is read the same way for both kinds of site:
// - a page that is a document of its own reports its first-contentful-paint;
// - a single-page app that swaps the page in place reports nothing, so the
//   page watches each frame from the tap on and notes the first in which the
//   address is the new one and the heading (<h1>) has changed.
// The first tap's time is written to sessionStorage at pointerdown, in
// wall-clock milliseconds, so the next document can read it.
import type { Browser, Page } from "playwright-core";
import { addPageScript, hydrated, openPhone } from "./bench-phone.ts";

/** A link from one page to another, found by its address. */
export interface NavigationLink {
  from: string;
  to: string;
}

/** The three links: home to services, services to a service page, the calculators list to /sdc. */
export const NAVIGATION_LINKS: readonly NavigationLink[] = [
  { from: "/", to: "/services" },
  { from: "/services", to: "/services/business-loans" },
  { from: "/calculator", to: "/sdc" },
];

const TAP_KEY = "bench-navigation-tap";
const PAINT_KEY = "bench-navigation-swap";

/** In every document: note the tap's time, and watch for a page swapped in place. */
function watchNavigation(keys: { tap: string; paint: string }): void {
  addEventListener(
    "pointerdown",
    () => {
      // The first tap only: the page it leads to may see one of its own.
      if (sessionStorage.getItem(keys.tap) !== null) return;
      sessionStorage.setItem(keys.tap, String(performance.timeOrigin + performance.now()));
      const from = location.pathname;
      const heading = () => document.querySelector("h1")?.textContent ?? "";
      const before = heading();
      const frame = () => {
        if (location.pathname !== from && heading() !== before) {
          sessionStorage.setItem(keys.paint, String(performance.timeOrigin + performance.now()));
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

/** Milliseconds from the tap to the next page's first paint, for one visit. */
export async function timeNavigation(
  browser: Browser,
  origin: string,
  link: NavigationLink,
  introSeenKey: string,
): Promise<number | null> {
  const phone = await openPhone(browser);
  const page: Page = phone.page;
  try {
    await addPageScript(page, watchNavigation, { tap: TAP_KEY, paint: PAINT_KEY });
    await addPageScript(page, (key: string) => sessionStorage.setItem(key, "1"), introSeenKey);
    await page.goto(`${origin}${link.from}`);
    await hydrated(page);
    // Settled, as a visitor who reads before tapping: the page's own late work is done.
    await page.waitForTimeout(1000);
    await phone.slow({ cpu: true });
    const anchor = page.locator(`main a[href="${link.to}"]`).first();
    await anchor.scrollIntoViewIfNeeded();
    await anchor.tap();
    await page.waitForURL(`${origin}${link.to}`);
    // A new document reports its own first paint; a page swapped in place (the
    // document is still the one first loaded) has only the watcher's note.
    await page.waitForFunction(
      ({ paint, to }) => {
        const document = performance.getEntriesByType("navigation")[0]?.name ?? "";
        if (new URL(document).pathname !== to) return sessionStorage.getItem(paint) !== null;
        return performance.getEntriesByName("first-contentful-paint").length > 0;
      },
      { paint: PAINT_KEY, to: link.to },
      { timeout: 30_000 },
    );
    return await page.evaluate(
      ({ tap, paint, to }) => {
        const tappedAt = Number(sessionStorage.getItem(tap));
        const document = performance.getEntriesByType("navigation")[0]?.name ?? "";
        if (new URL(document).pathname !== to) return Number(sessionStorage.getItem(paint)) - tappedAt;
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
        return firstPaint ? performance.timeOrigin + firstPaint.startTime - tappedAt : null;
      },
      { tap: TAP_KEY, paint: PAINT_KEY, to: link.to },
    );
  } finally {
    await phone.close();
  }
}
