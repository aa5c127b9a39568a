/**
 * The one script a page runs of its own (decision 016). Every page is a
 * static document; this starts what is interactive on it:
 * - at once, in plain DOM: the Contact panel's and the mobile drawer's
 *   behaviour beyond their native popovers (app/features/shell), and the
 *   scroll-in reveals (app/ui/reveal-watch.ts);
 * - on a page with islands (app/ui/island.tsx), once it has loaded and
 *   painted, the code that wakes them (app/island-wake.ts). A page with none
 *   never fetches it.
 *
 * It marks <html data-hydrated="true"> once the islands that wake at load
 * have woken (at once on a page with none), and each island's element with
 * data-island-state "waking", "awake" or "failed".
 */
import { CONTACT_PANEL_ATTRIBUTE, startContactPanel } from "#app/features/shell/contact-panel-behaviour.ts";
import { MOBILE_DRAWER_ATTRIBUTE, startMobileDrawer } from "#app/features/shell/mobile-drawer-behaviour.ts";
import { afterFirstPaint } from "#app/lib/after-first-paint.ts";
import { ISLAND_ATTRIBUTE } from "#app/ui/island-markup.ts";
import { watchReveals } from "#app/ui/reveal-watch.ts";
import { showIslandFallback } from "./island-fallback.ts";

/** Everything, once the whole page has been read: an async script may run while the rest is still arriving. */
function start(): void {
  document.querySelectorAll<HTMLElement>(`[${CONTACT_PANEL_ATTRIBUTE}]`).forEach(startContactPanel);
  document.querySelectorAll<HTMLElement>(`[${MOBILE_DRAWER_ATTRIBUTE}]`).forEach(startMobileDrawer);
  watchReveals(document);

  const markHydrated = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (islands.length === 0) return markHydrated();
  afterFirstPaint(() => {
    import("./island-wake.ts").then(
      ({ wakeIslands }) => wakeIslands(islands, markHydrated),
      (error: unknown) => {
        islands.forEach((element) => showIslandFallback(element, error));
        // As when one island fails: the page is as interactive as it will get.
        markHydrated();
      },
    );
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
