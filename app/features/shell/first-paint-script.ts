/**
 * The one inline script of the site, run in <head> before first paint so a
 * visitor never sees a flash of the wrong theme or of the page before the
 * intro. It is a constant string (no per-request values), so a strict
 * Content-Security-Policy can allow it by its SHA-256 hash.
 *
 * It applies the same rules as theme.ts and intro.ts; first-paint-script.test.ts
 * runs this very string against those modules to keep them in step.
 */
import { DARK_CLASS, THEME_STORAGE_KEY } from "./theme.ts";
import { REDUCED_MOTION_QUERY } from "#app/lib/reduced-motion.ts";
import { INTRO_PENDING_CLASS, INTRO_SEEN_KEY } from "./intro.ts";

const json = JSON.stringify;

export const firstPaintScript =
  `(function(d,w){var r=d.documentElement,t="light";` +
  `try{t=w.localStorage.getItem(${json(THEME_STORAGE_KEY)})==="dark"?"dark":"light"}catch(e){}` +
  `r.classList.toggle(${json(DARK_CLASS)},t==="dark");r.style.colorScheme=t;` +
  `try{if(w.sessionStorage.getItem(${json(INTRO_SEEN_KEY)})==null&&!w.matchMedia(${json(REDUCED_MOTION_QUERY)}).matches)` +
  `r.classList.add(${json(INTRO_PENDING_CLASS)})}catch(e){}})(document,window)`;
