import { formatDollars } from "#app/features/calculators/maths/money.ts";
import type { YearlyScheduleRow } from "#app/features/calculators/maths/repayment-schedule.ts";
import { SCHEDULE_CSV_HEADER, yearlyScheduleCsv } from "#app/features/calculators/maths/repayment-schedule-csv.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { downloadCsv } from "./schedule-download.ts";

export const SCHEDULE_FILE_NAME = "loan-repayment-schedule.csv";

/** The loan year by year, folded away until the visitor opens it, and the same rows as a CSV download. */
export function YearlyScheduleDetails({ rows }: { rows: readonly YearlyScheduleRow[] }) {
  // The download needs JavaScript; until the page is hydrated the button would do nothing.
  const hydrated = useHydrated();
  return (
    <details className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white">
        Yearly repayment schedule
      </summary>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => downloadCsv(SCHEDULE_FILE_NAME, yearlyScheduleCsv(rows))}
        className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-900"
      >
        Download the schedule (CSV)
      </button>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">The loan year by year</caption>
          <thead>
            <tr>
              {SCHEDULE_CSV_HEADER.map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1 font-semibold first:text-left">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {row.year}
                </th>
                <td className="px-2 py-1">{formatDollars(row.openingBalance)}</td>
                <td className="px-2 py-1">{formatDollars(row.interestPaid)}</td>
                <td className="px-2 py-1">{formatDollars(row.principalPaid)}</td>
                <td className="px-2 py-1">{formatDollars(row.closingBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
