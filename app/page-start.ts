/**
 * The one script a page runs of its own (decision 016). Every page is a
 * static document; this starts what is interactive on it:
 * - at once, in plain DOM: the Contact panel's and the mobile drawer's
 *   behaviour beyond their native popovers (app/features/shell), and the
 *   scroll-in reveals (app/ui/reveal-watch.ts);
 * - each island (app/ui/island.tsx), once the page has loaded and painted:
 *   "load" islands then, "visible" ones when they come near the viewport.
 *   Only the islands on this page are fetched, each with what it alone uses;
 *   React comes with the first of them.
 *
 * It marks <html data-hydrated="true"> once the islands that wake at load
 * have woken (at once on a page with none), and each island's element with
 * data-island-state "waking", "awake" or "failed".
 */
import { CONTACT_PANEL_ATTRIBUTE, startContactPanel } from "#app/features/shell/contact-panel-behaviour.ts";
import { MOBILE_DRAWER_ATTRIBUTE, startMobileDrawer } from "#app/features/shell/mobile-drawer-behaviour.ts";
import { afterFirstPaint } from "#app/lib/after-first-paint.ts";
import { ISLAND_ATTRIBUTE, ISLAND_FALLBACK_ATTRIBUTE } from "#app/ui/island-markup.ts";
import { watchReveals } from "#app/ui/reveal-watch.ts";
import { islands } from "./islands.ts";

/** How far outside the viewport a "visible" island starts to wake: about a phone's screen. */
const VISIBLE_MARGIN = "800px 0px";

document.querySelectorAll<HTMLElement>(`[${CONTACT_PANEL_ATTRIBUTE}]`).forEach(startContactPanel);
document.querySelectorAll<HTMLElement>(`[${MOBILE_DRAWER_ATTRIBUTE}]`).forEach(startMobileDrawer);
watchReveals(document);

const sleeping = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
// The page as it loaded is interactive once its "load" islands are awake; the
// others wake as the visitor scrolls to them.
let loadIslandsAsleep = sleeping.filter((element) => element.dataset.wake !== "visible").length;
const markHydrated = () => {
  document.documentElement.dataset.hydrated = "true";
};
if (loadIslandsAsleep === 0) markHydrated();
afterFirstPaint(() =>
  sleeping.forEach((element) =>
    whenWanted(
      element,
      () =>
        void wake(element).finally(() => {
          if (element.dataset.wake === "visible") return;
          loadIslandsAsleep -= 1;
          if (loadIslandsAsleep === 0) markHydrated();
        }),
    ),
  ),
);

function whenWanted(element: HTMLElement, start: () => void): void {
  if (element.dataset.wake !== "visible" || !("IntersectionObserver" in window)) return start();
  // A display: contents element has no box of its own: its children are watched.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

async function wake(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  element.dataset.islandState = "waking";
  try {
    const load = islands[name];
    if (!load) throw new Error(`No island is named "${name}" (app/islands.ts)`);
    const [{ hydrateIsland }, component] = await Promise.all([import("./island-hydrate.tsx"), load()]);
    await hydrateIsland(element, name, component, JSON.parse(element.dataset.props ?? "{}") as object);
    element.dataset.islandState = "awake";
  } catch (error) {
    // The static HTML stays, with its links and native controls; the island's
    // own words for this (a calculator's phone number) show in its place.
    element.dataset.islandState = "failed";
    showFallback(name);
    console.warn(`The ${name} island could not start`, error);
  }
}

/**
 * Puts an island's <noscript> words in the page, as the browser would have
 * without JavaScript. With scripting on, a <noscript>'s content is text: our
 * own prerendered HTML, parsed here into a <div> that takes its place.
 */
function showFallback(name: string): void {
  const noscript = document.querySelector(`noscript[${ISLAND_FALLBACK_ATTRIBUTE}="${CSS.escape(name)}"]`);
  if (!noscript) return;
  const shown = document.createElement("div");
  shown.setAttribute(ISLAND_FALLBACK_ATTRIBUTE, name);
  shown.innerHTML = noscript.textContent ?? "";
  noscript.replaceWith(shown);
}
