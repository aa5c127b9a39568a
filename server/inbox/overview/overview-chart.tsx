/**
 * Leads per week as a small bar chart: inline SVG, drawn on the server, with
 * its colours from the stylesheet (the inbox's CSP allows no inline style).
 * It is a picture of the table beside it, which is the accessible form: the
 * chart says so in its name, and each bar's <title> gives its numbers too.
 */
import { melbourneDay } from "../inbox-time.tsx";

export interface WeekCount {
  /** The Monday that starts the week, YYYY-MM-DD. */
  start: string;
  total: number;
}

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 28;
const TOP = 22;

export function WeeklyChart({ weeks, describedBy }: { weeks: readonly WeekCount[]; describedBy: string }) {
  const most = Math.max(1, ...weeks.map((week) => week.total));
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = slot * 0.7;
  const plotHeight = HEIGHT - AXIS - TOP;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="chart-title"
      aria-describedby={describedBy}
    >
      <title id="chart-title">{`Leads per week over the last ${weeks.length} weeks (the numbers are in the table)`}</title>
      <line className="chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} />
      {weeks.map((week, index) => {
        const height = (week.total / most) * plotHeight;
        const x = index * slot + (slot - barWidth) / 2;
        const y = HEIGHT - AXIS - height;
        const day = melbourneDay(week.start);
        return (
          <g key={week.start}>
            <rect className="chart-bar" x={x} y={y} width={barWidth} height={height}>
              <title>{`Week of ${day}: ${week.total} ${week.total === 1 ? "lead" : "leads"}`}</title>
            </rect>
            <text className="chart-count" x={x + barWidth / 2} y={y - 6} textAnchor="middle">
              {week.total}
            </text>
            <text className="chart-label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
              {day.split(" ").slice(0, 2).join(" ")}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
