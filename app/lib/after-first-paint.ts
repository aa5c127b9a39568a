/** If no first paint is reported, start anyway this long after load. */
const NO_PAINT_FALLBACK_MS = 3000;

/**
 * Runs `start` once, after the page has loaded and its first contentful
 * paint is on screen, so the first view never waits on what it starts
 * (decisions 002 and 016). A page that is not painting (a background tab),
 * or a browser without paint timing, starts at load.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const whenLoaded = () => {
    if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return once();
    // `buffered` hands the observer a paint that came before it, as the first
    // paint usually does. The entry list is not asked separately: a page whose
    // `performance` is replaced (a test's fake clock) answers that with nothing.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: "paint", buffered: true });
    setTimeout(once, NO_PAINT_FALLBACK_MS);
  };
  if (document.readyState === "complete") whenLoaded();
  else addEventListener("load", whenLoaded, { once: true });
}
