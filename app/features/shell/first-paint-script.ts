/**
 * The one inline script of the site, run in <head> before first paint so a
 * visitor never sees a flash of the wrong theme or of the page before the
 * intro. It is a constant string (no per-request values), so a strict
 * Content-Security-Policy can allow it by its SHA-256 hash.
 *
 * It also owns the theme toggle's click, from the first paint and for good
 * (decision 011): the page's own code arrives only after `load`, and a second
 * handler in React could toggle the theme back. React only shows the theme
 * (use-theme.ts follows THEME_CHANGE_EVENT).
 *
 * It applies the same rules as theme.ts and intro.ts; first-paint-script.test.ts
 * runs this very string against those modules to keep them in step.
 */
import {
  DARK_CLASS,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_ATTRIBUTE,
  themeToggleTitle,
} from "./theme.ts";
import { REDUCED_MOTION_QUERY } from "#app/lib/reduced-motion.ts";
import { INTRO_DURATION_MS, INTRO_ENDED_BY, INTRO_PENDING_CLASS, INTRO_SEEN_KEY } from "./intro.ts";

const json = JSON.stringify;
const toggle = json(`[${THEME_TOGGLE_ATTRIBUTE}]`);

export const firstPaintScript =
  `(function(d,w){var r=d.documentElement,k=${json(THEME_STORAGE_KEY)},t="light";` +
  `try{t=w.localStorage.getItem(k)==="dark"?"dark":"light"}catch(e){}` +
  // Shows theme t: on <html>, and as every toggle's pressed state and tooltip
  // (the toggles are parsed later, hence again at DOMContentLoaded).
  `function s(){var n=t==="dark";r.classList.toggle(${json(DARK_CLASS)},n);r.style.colorScheme=t;` +
  `d.querySelectorAll(${toggle}).forEach(function(b){b.setAttribute("aria-pressed",n);` +
  `b.title=n?${json(themeToggleTitle.dark)}:${json(themeToggleTitle.light)}})}` +
  `s();d.addEventListener("DOMContentLoaded",s);` +
  // A click on a toggle: the theme <html> shows now (another tab may have changed it) is flipped, shown and stored.
  `d.addEventListener("click",function(e){var b=e.target;if(!b.closest||!b.closest(${toggle}))return;` +
  `t=r.classList.contains(${json(DARK_CLASS)})?"light":"dark";s();` +
  `try{w.localStorage.setItem(k,t)}catch(e){}w.dispatchEvent(new Event(${json(THEME_CHANGE_EVENT)}))});` +
  // The intro: shown on a session's first load unless motion is unwelcome, and
  // remembered at once. Its time, any key, a tap or a focus change ends it; the
  // veil lets taps through (app.css), so the tap that ends it also works the
  // control beneath it, before the page's code has arrived.
  `try{if(w.sessionStorage.getItem(${json(INTRO_SEEN_KEY)})==null&&!w.matchMedia(${json(REDUCED_MOTION_QUERY)}).matches){` +
  `r.classList.add(${json(INTRO_PENDING_CLASS)});` +
  `var v=${json(INTRO_ENDED_BY)},i=w.setTimeout(x,Math.max(0,${INTRO_DURATION_MS}-w.performance.now()));` +
  `function x(){r.classList.remove(${json(INTRO_PENDING_CLASS)});w.clearTimeout(i);` +
  `v.forEach(function(n){d.removeEventListener(n,x,true)})}` +
  `v.forEach(function(n){d.addEventListener(n,x,true)});` +
  `try{w.sessionStorage.setItem(${json(INTRO_SEEN_KEY)},"1")}catch(e){}}}catch(e){}})(document,window)`;
