import { ChevronDown, ClipboardList, Cookie, ExternalLink, Info, RefreshCw, Share2, Shield, Target, UserCheck, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import type { PolicyBlock, PrivacyIcon, PrivacySection } from "#app/content/privacy-policy.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const icons: Record<PrivacyIcon, LucideIcon> = {
  info: Info,
  "clipboard-list": ClipboardList,
  target: Target,
  "share-2": Share2,
  shield: Shield,
  "user-check": UserCheck,
  cookie: Cookie,
  "external-link": ExternalLink,
  "refresh-cw": RefreshCw,
};

/**
 * The policy as disclosure buttons, at most one section open: opening one
 * closes the other, and pressing the open one closes it. Until JavaScript
 * runs (and for visitors without it) every section is open, so the whole
 * policy can always be read.
 */
export function PrivacyAccordion({ sections }: { sections: readonly PrivacySection[] }) {
  const [openId, setOpenId] = useState<string | null>(sections[0]?.id ?? null);
  const interactive = useHydrated();
  const baseId = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {sections.map((section) => {
        const open = !interactive || openId === section.id;
        const panelId = `${baseId}-${section.id}`;
        const Icon = icons[section.icon];
        return (
          // Plain divs: nine named regions would crowd a screen reader's landmark list.
          <div key={section.id}>
            <h2 className="text-lg font-semibold">
              <button
                id={`${panelId}-button`}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(openId === section.id ? null : section.id)}
                className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="flex-1">{section.title}</span>
                <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </h2>
            <div id={panelId} hidden={!open} className="space-y-4 px-5 pb-6 text-slate-700 dark:text-slate-300">
              {section.body.map((block, index) => (
                <PolicyBlockView key={index} block={block} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  if (block.kind === "paragraph") return <p>{block.text}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
