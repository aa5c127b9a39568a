/**
 * Wakes a page's islands (decision 016), loaded by the page's script
 * (app/page-start.ts) only on a page that has any, once it has loaded and
 * painted: a "load" island at once, a "visible" one when it comes near the
 * viewport. Each fetches its own component (app/islands.ts) and React's DOM,
 * and is hydrated alone (app/island-hydrate.tsx).
 */
import { ISLAND_ATTRIBUTE } from "#app/ui/island-markup.ts";
import { islands } from "./islands.ts";
import { showIslandFallback } from "./island-fallback.ts";

/** How far outside the viewport a "visible" island starts to wake: about a phone's screen. */
const VISIBLE_MARGIN = "800px 0px";

/** Wakes each of `elements` when it is wanted; `onLoadIslandsAwake` once every "load" one has woken. */
export function wakeIslands(elements: readonly HTMLElement[], onLoadIslandsAwake: () => void): void {
  // The page as it loaded is interactive once its "load" islands are awake; the
  // others wake as the visitor scrolls to them.
  let loadIslandsAsleep = elements.filter((element) => element.dataset.wake !== "visible").length;
  if (loadIslandsAsleep === 0) onLoadIslandsAwake();
  for (const element of elements) {
    whenWanted(element, () => {
      void wake(element).finally(() => {
        if (element.dataset.wake === "visible") return;
        loadIslandsAsleep -= 1;
        if (loadIslandsAsleep === 0) onLoadIslandsAwake();
      });
    });
  }
}

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
  const staticHtml = element.innerHTML;
  try {
    const load = islands[name];
    if (!load) throw new Error(`No island is named "${name}" (app/islands.ts)`);
    const [{ hydrateIsland }, component] = await Promise.all([import("./island-hydrate.tsx"), load()]);
    await hydrateIsland(element, name, component, JSON.parse(element.dataset.props ?? "{}") as object);
    element.dataset.islandState = "awake";
  } catch (error) {
    // An island that threw has been emptied by React: its static HTML comes back.
    if (element.innerHTML !== staticHtml) element.innerHTML = staticHtml;
    showIslandFallback(element, error);
  }
}
