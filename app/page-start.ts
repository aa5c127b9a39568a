/**
 * The one script a page runs of its own (decision 016). Every page is a
 * static document; this starts what is interactive on it:
 * - at once, in plain DOM: the Contact panel's and the mobile drawer's
 *   behaviour beyond their native popovers (app/features/shell), and the
 *   scroll-in reveals (app/ui/reveal-watch.ts);
 * - once it has loaded and painted, its behaviours (app/behaviours.ts: the
 *   parts that only move, in plain DOM) and, on a page with islands
 *   (app/ui/island.tsx), the code that wakes them (app/island-wake.ts). A
 *   page fetches only the code of what it has.
 *
 * It marks <html data-hydrated="true"> once its behaviours have started and
 * the islands that wake at load have woken (at once on a page with neither),
 * and each island's element with data-island-state "waking", "awake" or "failed".
 */
import { CONTACT_PANEL_ATTRIBUTE, startContactPanel } from "#app/features/shell/contact-panel-behaviour.ts";
import { MOBILE_DRAWER_ATTRIBUTE, startMobileDrawer } from "#app/features/shell/mobile-drawer-behaviour.ts";
import { afterFirstPaint } from "#app/lib/after-first-paint.ts";
import { BEHAVIOUR_ATTRIBUTE, type BehaviourName } from "#app/ui/behaviour-markup.ts";
import { ISLAND_ATTRIBUTE } from "#app/ui/island-markup.ts";
import { watchReveals } from "#app/ui/reveal-watch.ts";
import { behaviours } from "./behaviours.ts";
import { showIslandFallback } from "./island-fallback.ts";

/** Everything, once the whole page has been read: an async script may run while the rest is still arriving. */
function start(): void {
  document.querySelectorAll<HTMLElement>(`[${CONTACT_PANEL_ATTRIBUTE}]`).forEach(startContactPanel);
  document.querySelectorAll<HTMLElement>(`[${MOBILE_DRAWER_ATTRIBUTE}]`).forEach(startMobileDrawer);
  watchReveals(document);

  const markHydrated = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  const behaviourElements = [...document.querySelectorAll<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}]`)];
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  if (behaviourElements.length === 0 && islands.length === 0) return markHydrated();
  afterFirstPaint(() => {
    void Promise.all([startBehaviours(behaviourElements), wakeIslandsAtLoad(islands)]).then(markHydrated);
  });
}

/** Starts each marked element's behaviour; one that cannot load leaves its element as built. */
function startBehaviours(elements: readonly HTMLElement[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      const name = element.getAttribute(BEHAVIOUR_ATTRIBUTE) as BehaviourName;
      const load = behaviours[name] as (typeof behaviours)[BehaviourName] | undefined;
      if (!load) return console.warn(`No behaviour is named "${name}" (app/behaviours.ts)`);
      // A behaviour that cannot load, or throws as it starts, leaves its element as built and the page still ready.
      return load()
        .then((begin) => begin(element))
        .catch((error: unknown) => console.warn(`The ${name} behaviour could not start`, error));
    }),
  );
}

/** Resolves once the islands that wake at load are awake (or could not start). */
function wakeIslandsAtLoad(islands: readonly HTMLElement[]): Promise<void> {
  if (islands.length === 0) return Promise.resolve();
  return new Promise((awake) => {
    import("./island-wake.ts").then(
      ({ wakeIslands }) => wakeIslands(islands, awake),
      (error: unknown) => {
        islands.forEach((element) => showIslandFallback(element, error));
        // As when one island fails: the page is as interactive as it will get.
        awake();
      },
    );
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
