import { formatDollars } from "#app/lib/money-format.ts";
import type { YearlyScheduleRow } from "#app/features/calculators/maths/repayment-schedule.ts";
import { SCHEDULE_CSV_HEADER, yearlyScheduleCsv } from "#app/features/calculators/maths/repayment-schedule-csv.ts";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { downloadCsv } from "./schedule-download.ts";

export const SCHEDULE_FILE_NAME = "loan-repayment-schedule.csv";

/** The table's caption, which also names its scrolling box. */
const TABLE_NAME = "The loan year by year";

/** Whether the box is narrower than what it holds, so it scrolls sideways (a phone), kept up to date as either resizes. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || !("ResizeObserver" in window)) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

interface YearlyScheduleDetailsProps {
  rows: readonly YearlyScheduleRow[];
  /** What the folded box says, and the file's name, where a page has more than one loan to tell apart. */
  summary?: string;
  fileName?: string;
}

/** The loan year by year, folded away until the visitor opens it, and the same rows as a CSV download. */
export function YearlyScheduleDetails({
  rows,
  summary = "Yearly repayment schedule",
  fileName = SCHEDULE_FILE_NAME,
}: YearlyScheduleDetailsProps) {
  // The download needs JavaScript; until the page is hydrated the button would do nothing.
  const hydrated = useHydrated();
  const [scroller, scrolls] = useScrollsSideways();
  return (
    <details className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white">
        {summary}
      </summary>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => downloadCsv(fileName, yearlyScheduleCsv(rows))}
        className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-brand-900"
      >
        Download the schedule (CSV)
      </button>
      {/* On a phone the table is wider than the screen. A keyboard can scroll
          it only once the box takes focus (WCAG 2.1.1; axe's
          scrollable-region-focusable), and a focusable box needs a role and a
          name. Where the table fits, the box is no extra Tab stop. */}
      <div
        ref={scroller}
        className="mt-4 overflow-x-auto"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (above)
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? "region" : undefined}
        aria-label={scrolls ? TABLE_NAME : undefined}
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{TABLE_NAME}</caption>
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
