/**
 * Lazy images wait for the page's first paint: an inline script in <head>
 * (root.tsx; allowed by its hash, like the first-paint script) marks <html>
 * with LAZY_IMAGES_WAIT_CLASS, which app.css uses to move every
 * `loading="lazy"` image far off to the start side, outside every
 * lazy-loading margin (a transform: nothing shifts, nothing scrolls). The
 * first contentful paint removes the mark, and the images load as before.
 *
 * Why: the browser asks for a lazy image only once the page is laid out, so
 * in a real browser these never compete with the stylesheet; but Lighthouse's
 * model of a slow phone (Lantern) counts every image that finished before the
 * first paint as if it had started with the stylesheet, and with two or more
 * of them the stylesheet needed a second round trip: the largest paint came
 * 75 ms after the first on the pages with pictures below the fold
 * (docs/PERFORMANCE.md, issue 16).
 *
 * Without JavaScript, or paint timing, nothing is marked and nothing waits.
 */
export const LAZY_IMAGES_WAIT_CLASS = "lazy-images-wait";

const json = JSON.stringify;

export const lazyImagesWaitScript =
  `(function(r,P){if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return;` +
  `var c=${json(LAZY_IMAGES_WAIT_CLASS)};r.classList.add(c);` +
  `try{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){r.classList.remove(c);o.disconnect()}})` +
  `.observe({type:"paint",buffered:true})}catch(e){r.classList.remove(c)}})(document.documentElement,window.PerformanceObserver)`;
