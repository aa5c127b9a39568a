import ChevronDown from "lucide-react/icons/chevron-down";
import { type MouseEvent, useCallback, useEffect, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { callbackLink, contactPanelCopy } from "#app/content/navigation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useDismiss } from "./use-dismiss.ts";
import { hidePopover, isPopoverOpen, showPopover, usePopoverOpen } from "./use-popover-open.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

/** How the panel came to be open decides what closes it again. */
type OpenedBy = "hover" | "focus" | "click";

/**
 * The Contact control: a button whose panel (a popover, placed under it by
 * app.css's anchor positioning) holds the phone number and a callback link.
 * From the first paint a click opens and closes it, and Escape or a click
 * outside closes it, natively (decision 011). Once hydrated it also opens on
 * hover and on keyboard focus; a click pins it open and a second click closes
 * it; it closes on Escape (focus returns to the button if it was inside), on
 * a click outside, on leaving a panel that hover opened, and when focus moves
 * on past it.
 */
export function ContactPanel() {
  const hydrated = useHydrated();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = usePopoverOpen(panelRef);
  // Read only while the panel is open. One open at hydration was opened by a click, natively.
  const openedBy = useRef<OpenedBy>("click");
  const insideRefs = useMemo(() => [wrapperRef], []);
  // Set while Escape returns focus to the button, so that focus does not reopen the panel.
  const returningFocus = useRef(false);

  const show = useCallback((by: OpenedBy) => {
    openedBy.current = by;
    showPopover(panelRef.current);
  }, []);
  const hide = useCallback(() => hidePopover(panelRef.current), []);

  const onDismiss = useCallback(
    (reason: "escape" | "outside") => {
      // Escape hands focus back to the button only if focus was in the panel;
      // a panel opened by hover must not pull focus from elsewhere on the page.
      if (reason === "escape" && wrapperRef.current?.contains(document.activeElement)) {
        returningFocus.current = true;
        buttonRef.current?.focus();
        returningFocus.current = false;
      }
      hide();
    },
    [hide],
  );
  useDismiss(open, insideRefs, onDismiss);

  // Hover and focus anywhere in the control (button or panel) open it; the
  // wrapper has no role of its own, so these are native listeners.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const isOpen = () => isPopoverOpen(panelRef.current);
    const onEnter = () => {
      if (!isOpen()) show("hover");
    };
    const onLeave = () => {
      if (openedBy.current === "hover") hide();
    };
    const onFocusIn = () => {
      if (!returningFocus.current && !isOpen()) show("focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) hide();
    };
    // All removed by one abort, so the clean-up cannot miss a listener added here.
    const listening = new AbortController();
    const { signal } = listening;
    wrapper.addEventListener("mouseenter", onEnter, { signal });
    wrapper.addEventListener("mouseleave", onLeave, { signal });
    wrapper.addEventListener("focusin", onFocusIn, { signal });
    wrapper.addEventListener("focusout", onFocusOut, { signal });
    return () => listening.abort();
  }, [show, hide]);

  const onClick = (event: MouseEvent) => {
    // Once hydrated the click is React's alone: the native toggle would close
    // a panel that hover or focus has just opened, where a click should pin it.
    event.preventDefault();
    if (isPopoverOpen(panelRef.current) && openedBy.current === "click") hide();
    else show("click");
  };

  return (
    <div ref={wrapperRef} className="group">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        // Before hydration the browser states it itself, from popovertarget.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        onClick={onClick}
        className="contact-panel-button inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        {contactPanelCopy.button}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      {/* Right after its button, so Tab goes from the button into it. Its
          transparent top padding bridges the gap, so the pointer can move
          from the button into the panel without leaving the control. */}
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className="contact-panel w-64 overflow-visible bg-transparent pt-2 text-inherit"
      >
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm text-slate-600 dark:text-slate-300">{contactPanelCopy.prompt}</p>
          <PhoneLink
            phone={brand.phone}
            withIcon
            className="mt-1 flex items-center gap-2 text-lg font-semibold text-brand-800 hover:underline dark:text-brand-200"
          />
          <Link
            to={callbackLink.to}
            onClick={hide}
            className="mt-3 block rounded-lg bg-accent-400 px-3 py-2 text-center text-sm font-semibold text-slate-950 hover:bg-accent-500"
          >
            {callbackLink.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
