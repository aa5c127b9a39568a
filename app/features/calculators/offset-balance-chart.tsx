import { formatDollars } from "#app/lib/money-format.ts";
import type { OffsetBalancePoint } from "#app/features/calculators/maths/offset-savings.ts";

const WIDTH = 600;
const HEIGHT = 200;

/** A point of a two-line balance chart: months from the start, and each line's balance. */
export interface TwoBalancePoint {
  readonly month: number;
  readonly first: number;
  readonly second: number;
}

/** The two lines' names: in the key under the chart, and as its table's columns. */
export interface TwoBalanceNames {
  readonly first: string;
  readonly second: string;
  readonly firstColumn: string;
  readonly secondColumn: string;
}

function line(points: readonly TwoBalancePoint[], balance: (point: TwoBalancePoint) => number): string {
  const lastMonth = Math.max(points.at(-1)?.month ?? 1, 1);
  // Either line may start higher (a new loan with its costs added does).
  const highest = Math.max(points[0]?.first ?? 1, points[0]?.second ?? 1, 0.01);
  return points.map((point) => `${(point.month / lastMonth) * WIDTH},${HEIGHT - (balance(point) / highest) * HEIGHT}`).join(" ");
}

/**
 * Two loan balances over time, as two lines in plain SVG, with the same
 * figures in a table for screen readers.
 */
export function TwoBalanceChart({ points, names, summary }: { points: readonly TwoBalancePoint[]; names: TwoBalanceNames; summary: string }) {
  return (
    <figure className="mt-8">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-48 w-full" preserveAspectRatio="none">
        <polyline points={line(points, (point) => point.first)} fill="none" strokeWidth={3} vectorEffect="non-scaling-stroke" className="stroke-slate-500" />
        <polyline
          points={line(points, (point) => point.second)}
          fill="none"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          className="stroke-brand-600 dark:stroke-brand-300"
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-slate-500 align-middle" />
          {names.first}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-brand-600 align-middle dark:bg-brand-300" />
          {names.second}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Loan balance at the start of each year</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{names.firstColumn}</th>
            <th scope="col">{names.secondColumn}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{point.month}</th>
              <td>{formatDollars(point.first)}</td>
              <td>{formatDollars(point.second)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const OFFSET_NAMES: TwoBalanceNames = {
  first: "Loan balance without the offset",
  second: "With the offset",
  firstColumn: "Without the offset",
  secondColumn: "With the offset",
};

/** The loan balance over time with and without the offset. */
export function OffsetBalanceChart({ points, summary }: { points: readonly OffsetBalancePoint[]; summary: string }) {
  const lines = points.map((point) => ({ month: point.month, first: point.withoutOffset, second: point.withOffset }));
  return <TwoBalanceChart points={lines} names={OFFSET_NAMES} summary={summary} />;
}
