import ChevronDown from "lucide-react/icons/chevron-down";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { callbackLink, contactPanelCopy } from "#app/content/navigation.ts";
import { useDismiss } from "./use-dismiss.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

/** How the panel came to be open decides what closes it again. */
type OpenedBy = "hover" | "focus" | "click" | null;

/**
 * The Contact control: a disclosure button whose panel holds the phone
 * number and a callback link. It opens on hover, on keyboard focus and on
 * click, and closes on Escape (focus returns to the button), on a click
 * outside, on leaving it, and on a second click.
 */
export function ContactPanel() {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const insideRefs = useMemo(() => [wrapperRef], []);
  // Set while Escape returns focus to the button, so that focus does not reopen the panel.
  const returningFocus = useRef(false);

  const onDismiss = useCallback((reason: "escape" | "outside") => {
    setOpenedBy(null);
    // Escape hands focus back to the button only if focus was in the panel;
    // a panel opened by hover must not pull focus from elsewhere on the page.
    if (reason === "escape" && wrapperRef.current?.contains(document.activeElement)) {
      returningFocus.current = true;
      buttonRef.current?.focus();
      returningFocus.current = false;
    }
  }, []);
  useDismiss(open, insideRefs, onDismiss);

  // Hover and focus anywhere in the control (button or panel) open it; the
  // wrapper has no role of its own, so these are native listeners.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onEnter = () => setOpenedBy((by) => by ?? "hover");
    const onLeave = () => setOpenedBy((by) => (by === "hover" ? null : by));
    const onFocusIn = () => {
      if (!returningFocus.current) setOpenedBy((by) => by ?? "focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
    };
    // All removed by one abort, so the clean-up cannot miss a listener added here.
    const listening = new AbortController();
    const { signal } = listening;
    wrapper.addEventListener("mouseenter", onEnter, { signal });
    wrapper.addEventListener("mouseleave", onLeave, { signal });
    wrapper.addEventListener("focusin", onFocusIn, { signal });
    wrapper.addEventListener("focusout", onFocusOut, { signal });
    return () => listening.abort();
  }, []);

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedBy((by) => (by === "click" ? null : "click"))}
        className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        {contactPanelCopy.button}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 w-64 pt-2"
      >
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm text-slate-600 dark:text-slate-300">{contactPanelCopy.prompt}</p>
          <PhoneLink phone={brand.phone}
            withIcon
            className="mt-1 flex items-center gap-2 text-lg font-semibold text-brand-800 hover:underline dark:text-brand-200"
          />
          <Link
            to={callbackLink.to}
            onClick={() => setOpenedBy(null)}
            className="mt-3 block rounded-lg bg-accent-400 px-3 py-2 text-center text-sm font-semibold text-slate-950 hover:bg-accent-500"
          >
            {callbackLink.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
