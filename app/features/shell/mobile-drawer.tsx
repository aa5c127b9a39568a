import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { callbackLink } from "#app/content/navigation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { MainNavigationList } from "./nav-entry-link.tsx";
import { useFocusTrap } from "./use-focus-trap.ts";
import { hidePopover, usePopoverOpen } from "./use-popover-open.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

/** Tailwind's `md` breakpoint, where the desktop navigation takes over. */
const DESKTOP_QUERY = "(min-width: 768px)";

/**
 * Slides in from the right over a dimming page, and back out: display and
 * overlay transition too, so it stays in the top layer until it has left.
 * Under reduced motion it simply appears and goes.
 */
const slideIn =
  "translate-x-full open:translate-x-0 starting:open:translate-x-full transition-[translate,display,overlay] transition-discrete duration-300 motion-reduce:transition-none " +
  "backdrop:bg-slate-950/0 open:backdrop:bg-slate-950/50 starting:open:backdrop:bg-slate-950/0 backdrop:transition-colors backdrop:duration-300 motion-reduce:backdrop:transition-none";

/**
 * Below 768 px the navigation entries live in a drawer that slides in from
 * the right. It is a popover (decision 011): the Menu button opens it and
 * Escape or a click outside closes it from the first paint, before any of the
 * page's code has run. Hydration adds the rest: focus moves into the drawer
 * when it opens, stays there while open, and goes back to the menu button
 * when it closes; a route change closes it (it is open only for the page it
 * was opened on), and so does widening to the desktop layout.
 */
export function MobileDrawer() {
  const location = useLocation();
  const hydrated = useHydrated();
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const open = usePopoverOpen(drawerRef);
  useFocusTrap(open, drawerRef);

  const shownPage = useRef(location.key);
  useEffect(() => {
    if (shownPage.current === location.key) return;
    shownPage.current = location.key;
    hidePopover(drawerRef.current);
  }, [location.key]);

  // At 768 px and wider the drawer is hidden by CSS; it must not stay open
  // (and keep its focus trap) when a tablet turns or a window widens, nor
  // when it was opened before hydration on a screen that has widened since.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (wide.matches) hidePopover(drawerRef.current);
    };
    onChange();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  const wasOpen = useRef(false);
  useEffect(() => {
    const drawer = drawerRef.current;
    // A visitor who opened it before hydration may already be inside it.
    if (open && !drawer?.contains(document.activeElement)) drawer?.querySelector<HTMLElement>("a, button")?.focus();
    else if (!open && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={drawerId}
        // Before hydration the browser states it itself, from popovertarget.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={drawerId}
        aria-label="Menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
        ref={drawerRef}
        id={drawerId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        className={`fixed inset-y-0 right-0 left-auto h-auto w-72 max-w-[85vw] overflow-y-auto bg-white p-6 text-inherit shadow-xl md:hidden dark:bg-slate-900 ${slideIn}`}
      >
        <div className="flex min-h-full flex-col gap-6">
          <button
            type="button"
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center self-end rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
          <MainNavigationList
            className="flex flex-col gap-1"
            linkClassName="block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-900 dark:aria-[current=page]:text-brand-100"
          />
          <div className="mt-auto border-t border-slate-200 pt-4 dark:border-slate-700">
            <PhoneLink
              phone={brand.phone}
              withIcon
              className="flex items-center gap-2 py-2 text-lg font-semibold text-brand-800 dark:text-brand-200"
            />
            <Link
              to={callbackLink.to}
              className="mt-2 block rounded-lg bg-accent-400 px-3 py-3 text-center font-semibold text-slate-950"
            >
              {callbackLink.label}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
