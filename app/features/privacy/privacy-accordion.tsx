import {
  ChevronDown,
  ClipboardList,
  Cookie,
  ExternalLink,
  Info,
  RefreshCw,
  Share2,
  Shield,
  Target,
  UserCheck,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import type { PolicyBlock, PrivacyIcon, PrivacySection } from "#app/content/privacy-policy.ts";

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
 * The policy as an exclusive accordion of <details> sharing one name: the
 * browser keeps at most one section open (opening one closes the other, and
 * pressing the open one's title closes it), from the first paint, with no
 * JavaScript. The first section is open in the HTML; hydration changes nothing.
 * A browser without the `name` attribute lets several stay open, which is fine.
 */
export function PrivacyAccordion({ sections }: { sections: readonly PrivacySection[] }) {
  const accordion = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {sections.map((section, index) => {
        const Icon = icons[section.icon];
        return (
          // A visitor may open another section before hydration: React must not put the first one back.
          <details key={section.id} name={accordion} open={index === 0} suppressHydrationWarning className="group">
            <summary className="flex cursor-pointer list-none items-center gap-3 px-5 py-4 hover:bg-slate-50 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
              <h2 className="flex flex-1 items-center gap-3 text-lg font-semibold">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="flex-1">{section.title}</span>
              </h2>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="space-y-4 px-5 pb-6 text-slate-700 dark:text-slate-300">
              {section.body.map((block, blockIndex) => (
                <PolicyBlockView key={blockIndex} block={block} />
              ))}
            </div>
          </details>
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
