import { hidePopover, isPopoverOpen, mirrorExpanded, showPopover } from "./popover.ts";

/** Marks the Contact control's wrapper (contact-panel.tsx), which this script finds. */
export const CONTACT_PANEL_ATTRIBUTE = "data-contact-panel";

/** How the panel came to be open decides what closes it again. */
type OpenedBy = "hover" | "focus" | "click";

/**
 * What the Contact control does beyond its native popover, in plain DOM so a
 * page with nothing else interactive needs no framework (decision 016). From
 * the first paint a click opens and closes it, and Escape or a click outside
 * closes it, natively (decision 011). Once this runs it also opens on hover
 * and on keyboard focus; a click pins it open and a second click closes it;
 * it closes on Escape (focus returns to the button if it was inside), on a
 * click outside, on leaving a panel that hover opened, and when focus moves
 * on past it. Returns a function that stops it all.
 */
export function startContactPanel(wrapper: HTMLElement): () => void {
  const button = wrapper.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = wrapper.querySelector<HTMLElement>("[popover]");
  if (!button || !panel) return () => {};
  const listening = new AbortController();
  const { signal } = listening;
  // A panel already open now was opened by a click, natively.
  let openedBy: OpenedBy = "click";
  // Set while Escape returns focus to the button, so that focus does not reopen the panel.
  let returningFocus = false;
  const isOpen = () => isPopoverOpen(panel);
  const show = (by: OpenedBy) => {
    openedBy = by;
    showPopover(panel);
  };
  const hide = () => hidePopover(panel);
  mirrorExpanded(button, panel, signal);

  wrapper.addEventListener("mouseenter", () => !isOpen() && show("hover"), { signal });
  wrapper.addEventListener("mouseleave", () => openedBy === "hover" && hide(), { signal });
  wrapper.addEventListener("focusin", () => !returningFocus && !isOpen() && show("focus"), { signal });
  wrapper.addEventListener(
    "focusout",
    (event) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) hide();
    },
    { signal },
  );
  button.addEventListener(
    "click",
    (event) => {
      // The click is ours alone: the native toggle would close a panel that
      // hover or focus has just opened, where a click should pin it.
      event.preventDefault();
      if (isOpen() && openedBy === "click") hide();
      else show("click");
    },
    { signal },
  );
  // Leaving the page closes it, so the back button never brings it back open.
  window.addEventListener("pagehide", hide, { signal });
  // The callback link leads elsewhere on the page or to another page: the panel goes.
  panel.querySelector("a[href]:not([href^='tel:'])")?.addEventListener("click", hide, { signal });
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !isOpen()) return;
      // Escape hands focus back to the button only if focus was in the panel;
      // a panel opened by hover must not pull focus from elsewhere on the page.
      if (wrapper.contains(document.activeElement)) {
        returningFocus = true;
        button.focus();
        returningFocus = false;
      }
      hide();
    },
    { signal },
  );
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (isOpen() && !wrapper.contains(event.target as Node | null)) hide();
    },
    { signal },
  );
  return () => listening.abort();
}
