import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { callbackLink } from "#app/content/navigation.ts";
import { MOBILE_DRAWER_ATTRIBUTE } from "./mobile-drawer-behaviour.ts";
import { MainNavigationList } from "./nav-entry-link.tsx";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

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
 * Escape or a click outside closes it from the first paint. The page's script
 * adds the rest (mobile-drawer-behaviour.ts, decision 016): focus into the
 * drawer, kept there, and back to the button; closing on widening. A link in
 * it opens another page, a document of its own, where the drawer is closed.
 */
export function MobileDrawer() {
  const drawerId = useId();
  return (
    <div {...{ [MOBILE_DRAWER_ATTRIBUTE]: "" }} className="md:hidden">
      <button
        type="button"
        popoverTarget={drawerId}
        // Until the page's script states it, the browser does, from popovertarget.
        aria-controls={drawerId}
        aria-label="Menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div
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
            <a
              href={callbackLink.to}
              className="mt-2 block rounded-lg bg-accent-400 px-3 py-3 text-center font-semibold text-slate-950"
            >
              {callbackLink.label}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
