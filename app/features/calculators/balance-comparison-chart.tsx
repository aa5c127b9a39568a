import { formatDollars } from "#app/lib/money-format.ts";
import type { BalancePoint } from "#app/features/calculators/maths/balance-point.ts";

const WIDTH = 600;
const HEIGHT = 200;

function line(points: readonly BalancePoint[], balance: (point: BalancePoint) => number): string {
  const lastMonth = Math.max(points.at(-1)?.month ?? 1, 1);
  // Either line may start higher (a new loan with its switching costs added does).
  const highest = Math.max(points[0]?.without ?? 1, points[0]?.with ?? 1, 0.01);
  return points
    .map((point) => `${(point.month / lastMonth) * WIDTH},${HEIGHT - (balance(point) / highest) * HEIGHT}`)
    .join(" ");
}

/** The two lines' names: in the key under the chart, and as its table's columns. */
export interface BalanceLineNames {
  readonly without: string;
  readonly with: string;
  readonly withoutColumn: string;
  readonly withColumn: string;
}

/** The names for a loan without and with what the calculator compares ("the offset", "the extras"). */
function comparedNames(compared: string): BalanceLineNames {
  return {
    without: `Loan balance without ${compared}`,
    with: `With ${compared}`,
    withoutColumn: `Without ${compared}`,
    withColumn: `With ${compared}`,
  };
}

type BalanceComparisonChartProps = { points: readonly BalancePoint[]; summary: string } & (
  { compared: string } | { names: BalanceLineNames }
);

/**
 * Two loan balances over time (without and with what the calculator
 * compares, or two loans), as two lines in plain SVG, with the same figures
 * in a table for screen readers.
 */
export function BalanceComparisonChart(props: BalanceComparisonChartProps) {
  const { points, summary } = props;
  const names = "names" in props ? props.names : comparedNames(props.compared);
  return (
    <figure className="mt-8">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        <polyline
          points={line(points, (point) => point.without)}
          fill="none"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          className="stroke-slate-500"
        />
        <polyline
          points={line(points, (point) => point.with)}
          fill="none"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          className="stroke-brand-600 dark:stroke-brand-300"
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-slate-500 align-middle" />
          {names.without}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-brand-600 align-middle dark:bg-brand-300" />
          {names.with}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Loan balance at the start of each year</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{names.withoutColumn}</th>
            <th scope="col">{names.withColumn}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{point.month}</th>
              <td>{formatDollars(point.without)}</td>
              <td>{formatDollars(point.with)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
