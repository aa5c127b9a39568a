import { formatDollars } from "#app/lib/money-format.ts";
import type { YearlyScheduleRow } from "#app/features/calculators/maths/repayment-schedule.ts";

const WIDTH = 600;
const HEIGHT = 200;

/**
 * Each year's repayments split into principal and interest, one stacked bar a
 * year, in plain SVG (no chart library: issue 5 asks for light pages). The
 * figures themselves are in the yearly schedule table below it.
 */
export function PrincipalInterestChart({
  rows,
  totalInterest,
}: {
  rows: readonly YearlyScheduleRow[];
  totalInterest: number;
}) {
  const tallest = Math.max(...rows.map((row) => row.principalPaid + row.interestPaid), 0.01);
  const slot = WIDTH / rows.length;
  const principal = rows.reduce((sum, row) => sum + row.principalPaid, 0);
  const summary =
    `Principal against interest, year by year over ${rows.length} year${rows.length === 1 ? "" : "s"}: ` +
    `${formatDollars(principal)} of principal and ${formatDollars(totalInterest)} of interest in all. The yearly figures are in the schedule.`;
  return (
    <figure className="mt-8">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        {rows.map((row, index) => {
          const interestHeight = (row.interestPaid / tallest) * HEIGHT;
          const principalHeight = (row.principalPaid / tallest) * HEIGHT;
          const x = index * slot + slot * 0.1;
          return (
            <g key={row.year}>
              <rect
                x={x}
                width={slot * 0.8}
                y={HEIGHT - principalHeight}
                height={principalHeight}
                className="fill-brand-600 dark:fill-brand-300"
              />
              <rect
                x={x}
                width={slot * 0.8}
                y={HEIGHT - principalHeight - interestHeight}
                height={interestHeight}
                className="fill-accent-400"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700 dark:text-slate-300">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-brand-600 dark:bg-brand-300" />
          Principal
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-accent-400" />
          Interest
        </span>
        <span>Each bar is one year of repayments.</span>
      </figcaption>
    </figure>
  );
}
