import ChevronDown from "lucide-react/icons/chevron-down";
import { useId } from "react";
import { callbackLink, contactPanelCopy } from "#app/content/navigation.ts";
import { CONTACT_PANEL_ATTRIBUTE } from "./contact-panel-behaviour.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

/**
 * The Contact control: a button whose panel (a popover, placed under it by
 * app.css's anchor positioning) holds the phone number and a callback link.
 * From the first paint a click opens and closes it, and Escape or a click
 * outside closes it, natively (decision 011); the page's script adds hover,
 * keyboard focus and the rest (contact-panel-behaviour.ts, decision 016).
 */
export function ContactPanel() {
  const panelId = useId();
  return (
    <div {...{ [CONTACT_PANEL_ATTRIBUTE]: "" }} className="group">
      <button
        type="button"
        popoverTarget={panelId}
        // Until the page's script states it, the browser does, from popovertarget.
        aria-controls={panelId}
        className="contact-panel-button inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        {contactPanelCopy.button}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      {/* Right after its button, so Tab goes from the button into it. Its
          transparent top padding bridges the gap, so the pointer can move
          from the button into the panel without leaving the control. */}
      <div id={panelId} popover="auto" className="contact-panel w-64 overflow-visible bg-transparent pt-2 text-inherit">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm text-slate-600 dark:text-slate-300">{contactPanelCopy.prompt}</p>
          <PhoneLink
            phone={brand.phone}
            withIcon
            className="mt-1 flex items-center gap-2 text-lg font-semibold text-brand-800 hover:underline dark:text-brand-200"
          />
          <a
            href={callbackLink.to}
            className="mt-3 block rounded-lg bg-accent-400 px-3 py-2 text-center text-sm font-semibold text-slate-950 hover:bg-accent-500"
          >
            {callbackLink.label}
          </a>
        </div>
      </div>
    </div>
  );
}
