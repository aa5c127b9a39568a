import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";

/** The spec's scroll animation: trigger 100 px inside the viewport, 800 ms, 100 ms delay, ease-in-sine. */
export const REVEAL_OFFSET_PX = 100;
/**
 * Marks an element that fades in when it scrolls into view (app/ui/reveal.tsx).
 * Its state goes in `data-reveal` ("waiting", "shown"), which app.css styles,
 * and only when the watcher hides it: nothing is marked without JavaScript or
 * under reduced motion.
 */
export const REVEAL_ATTRIBUTE = "data-reveal-on-scroll";
/** Marks an element whose Reveal children appear together when it scrolls into view. */
export const REVEAL_GROUP_ATTRIBUTE = "data-reveal-group";

const watched = new WeakSet<Element>();

/**
 * Starts every reveal under `root`: the page's own script calls this once for
 * the static page (decision 016), and a Reveal an island draws later calls
 * watchReveal itself. Plain DOM, no React, so a page with nothing
 * interactive needs no framework to fade its cards in.
 */
export function watchReveals(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)) watchReveal(element);
}

/**
 * Fades `element` in when it scrolls into view. Content that is already on
 * screen when this starts is never hidden, nothing is hidden without
 * JavaScript, and nothing moves for visitors who prefer reduced motion.
 * Watching an element twice does nothing. Returns a function that stops watching.
 */
export function watchReveal(element: HTMLElement): () => void {
  if (watched.has(element) || prefersReducedMotion() || !("IntersectionObserver" in window)) return () => {};
  watched.add(element);
  // Inside a carousel, cards off to the side are clipped, never "in view":
  // they reveal when their group scrolls into view, each with its own delay.
  const trigger = element.closest<HTMLElement>(`[${REVEAL_GROUP_ATTRIBUTE}]`) ?? element;
  // Anything already painted on screen stays: even the top of a card peeking in at
  // the bottom edge, which the trigger (100 px inside) would otherwise hide again.
  // The observer's first report says where the trigger is, from the layout the
  // browser makes anyway: asking getBoundingClientRect() here forced a layout for
  // every reveal in turn (a long task on the home page, docs/PERFORMANCE.md).
  let placed = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!placed) {
        placed = true;
        const first = entries[0];
        if (!first || first.boundingClientRect.top < window.innerHeight) {
          observer.disconnect();
          return;
        }
        element.dataset.reveal = "waiting";
      }
      if (entries.some((entry) => entry.isIntersecting)) {
        element.dataset.reveal = "shown";
        observer.disconnect();
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  observer.observe(trigger);
  return () => observer.disconnect();
}
