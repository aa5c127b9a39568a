import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { callbackLink } from "#app/content/navigation.ts";
import { MainNavigationList } from "./nav-entry-link.tsx";
import { useDismiss } from "./use-dismiss.ts";
import { useFocusTrap } from "./use-focus-trap.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

/** Tailwind's `md` breakpoint, where the desktop navigation takes over. */
const DESKTOP_QUERY = "(min-width: 768px)";

/**
 * Below 768 px the navigation entries live in a drawer that slides in from
 * the right. It is open only for the page it was opened on, so any route
 * change closes it; Escape and a click outside close it too. Focus moves into
 * the drawer when it opens, stays there while open, and goes back to the
 * menu button when it closes.
 */
export function MobileDrawer() {
  const location = useLocation();
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const open = openOnPage === location.key;
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const insideRefs = useMemo(() => [drawerRef, buttonRef], []);
  const close = useCallback(() => setOpenOnPage(null), []);
  useDismiss(open, insideRefs, close);
  useFocusTrap(open, drawerRef);

  // At 768 px and wider the drawer is hidden by CSS; it must not stay open
  // (and keep its focus trap) when a tablet turns or a window widens.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, close]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label="Menu"
        onClick={() => setOpenOnPage(open ? null : location.key)}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
        aria-hidden="true"
        className={`fixed inset-0 z-40 bg-slate-950/50 transition-opacity duration-300 ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
      />
      <div
        ref={drawerRef}
        id={drawerId}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        inert={!open}
        // Visibility switches at once on opening (so focus can land inside) and
        // only after the slide on closing.
        className={`fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl duration-300 dark:bg-slate-900 ${open ? "visible translate-x-0 transition-[translate]" : "invisible translate-x-full transition-[translate,visibility]"}`}
      >
        <button
          type="button"
          onClick={close}
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
          <PhoneLink phone={brand.phone}
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
  );
}
