import { shownLendingPartners } from "#app/content/lending-partners.ts";
import { ContentImage } from "#app/ui/content-image.tsx";

/**
 * The lender panel, as the version being rendered lists it: each lender as a
 * text wordmark (no third-party logo file to licence or keep current), or the
 * logo the office gave it, which its alt text names.
 */
export function LendingPartnerWall() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {shownLendingPartners().map((partner, index) => (
        <li
          key={`${index}-${partner.name}`}
          className="flex min-h-20 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 text-center text-sm font-semibold tracking-tight text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {partner.logo ? <ContentImage image={partner.logo} className="h-auto w-full" sizes="160px" /> : partner.name}
        </li>
      ))}
    </ul>
  );
}
