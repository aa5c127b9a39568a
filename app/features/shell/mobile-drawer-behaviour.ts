import { hidePopover, isPopoverOpen, mirrorExpanded } from "./popover.ts";

/** Marks the drawer's wrapper (mobile-drawer.tsx), which this script finds. */
export const MOBILE_DRAWER_ATTRIBUTE = "data-mobile-drawer";

/** Tailwind's `md` breakpoint, where the desktop navigation takes over. */
const DESKTOP_QUERY = "(min-width: 768px)";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * What the mobile drawer does beyond its native popover, in plain DOM
 * (decision 016). The Menu button opens it and Escape or a click outside
 * closes it from the first paint (decision 011). This adds the rest: focus
 * moves into the drawer when it opens, stays there while open (Tab and
 * Shift+Tab cycle), and goes back to the menu button when it closes; and it
 * closes when the window widens to the desktop layout, and when the visitor
 * leaves the page, so the back button never brings it back open.
 * Returns a function that stops it all.
 */
export function startMobileDrawer(wrapper: HTMLElement): () => void {
  const button = wrapper.querySelector<HTMLButtonElement>("button[popovertarget]");
  const drawer = wrapper.querySelector<HTMLElement>("[popover]");
  if (!button || !drawer) return () => {};
  const listening = new AbortController();
  const { signal } = listening;
  const wide = window.matchMedia(DESKTOP_QUERY);
  const hide = () => hidePopover(drawer);
  mirrorExpanded(button, drawer, signal);

  const whenOpen = () => {
    if (wide.matches) return hide();
    // A visitor who opened it before this ran may already be inside it.
    if (!drawer.contains(document.activeElement)) drawer.querySelector<HTMLElement>("a, button")?.focus();
  };
  // Closing hands focus back to the Menu button; not when the visitor is leaving
  // the page, or the page restored by the back button would show it focused.
  let leaving = false;
  drawer.addEventListener(
    "toggle",
    () => {
      if (isPopoverOpen(drawer)) whenOpen();
      else if (!leaving) button.focus();
    },
    { signal },
  );
  if (isPopoverOpen(drawer)) whenOpen();
  wide.addEventListener("change", () => wide.matches && hide(), { signal });
  window.addEventListener(
    "pagehide",
    () => {
      leaving = true;
      hide();
    },
    { signal },
  );
  window.addEventListener("pageshow", () => (leaving = false), { signal });

  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Tab" || !isPopoverOpen(drawer)) return;
      const focusable = drawer.querySelectorAll<HTMLElement>(FOCUSABLE);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const focusOutside = !drawer.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || focusOutside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || focusOutside)) {
        event.preventDefault();
        first?.focus();
      }
    },
    { signal },
  );
  return () => listening.abort();
}
