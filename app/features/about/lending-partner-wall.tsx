import { lendingPartners } from "#app/content/lending-partners.ts";

/** The lender panel as text wordmarks: no third-party logo files to licence or keep current. */
export function LendingPartnerWall() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {lendingPartners.map((partner) => (
        <li
          key={partner}
          className="flex min-h-20 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 text-center text-sm font-semibold tracking-tight text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {partner}
        </li>
      ))}
    </ul>
  );
}
