/**
 * Wakes a page's islands (decision 016), loaded by the page's script
 * (app/page-start.ts) only on a page that has any, once it has loaded and
 * painted: a "load" island at once, a "visible" one when it comes near the
 * viewport, an "interaction" one when the visitor reaches for it. Each
 * fetches its own component (app/islands.ts) and React's DOM, and is
 * hydrated alone (app/island-hydrate.tsx).
 */
import { ISLAND_ATTRIBUTE } from "#app/ui/island-markup.ts";
import { islands } from "./islands.ts";
import { showIslandFallback } from "./island-fallback.ts";

/** How far outside the viewport a "visible" island starts to wake: about a phone's screen. */
const VISIBLE_MARGIN = "800px 0px";

/**
 * What wakes an "interaction" island: a mouse coming over it, a finger or
 * button pressing it, or focus moving into it (Tab, a label, a screen
 * reader). Each comes before the click or the key that acts, and until the
 * island is awake that click or key gets the native control's own behaviour.
 */
export const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

/** Wakes each of `elements` when it is wanted; `onLoadIslandsAwake` once every "load" one has woken. */
export function wakeIslands(elements: readonly HTMLElement[], onLoadIslandsAwake: () => void): void {
  // The page as it loaded is interactive once its "load" islands are awake; the
  // others wake as the visitor scrolls to them or reaches for them.
  // Each island's mode is settled once: the address may change later (a skip link's fragment).
  const modes = new Map(elements.map((element) => [element, wakeMode(element)]));
  let loadIslandsAsleep = elements.filter((element) => modes.get(element) === "load").length;
  if (loadIslandsAsleep === 0) onLoadIslandsAwake();
  for (const element of elements) {
    const mode = modes.get(element) ?? "load";
    whenWanted(element, mode, () => {
      void wake(element).finally(() => {
        if (mode !== "load") return;
        loadIslandsAsleep -= 1;
        if (loadIslandsAsleep === 0) onLoadIslandsAwake();
      });
    });
  }
}

/** When `element` wakes: an "interaction" island whose page has a query or fragment wakes at load. */
function wakeMode(element: HTMLElement): "load" | "visible" | "interaction" {
  const wake = element.dataset.wake;
  if (wake === "visible") return "visible";
  if (wake === "interaction" && location.search === "" && location.hash === "") return "interaction";
  return "load";
}

function whenWanted(element: HTMLElement, mode: ReturnType<typeof wakeMode>, start: () => void): void {
  if (mode === "interaction") return whenReachedFor(element, start);
  if (mode === "load" || !("IntersectionObserver" in window)) return start();
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

function whenReachedFor(element: HTMLElement, start: () => void): void {
  // Events bubble through a display: contents element as through any other.
  const reached = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, reached, true);
    start();
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, reached, { capture: true, passive: true });
  // Focus that arrived before this script (a visitor quick with the Tab key) counts too.
  if (element.contains(document.activeElement)) reached();
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
