/**
 * Each week's median time to first contact, in business minutes, as bars
 * against the goal (LEAD_RESPONSE_MINUTES) as a dashed line, labelled in
 * words: inline SVG drawn on the server, like overview-chart.tsx, coloured
 * from the stylesheet so it follows the light and dark themes. It is a
 * picture of the table after it, which is the accessible form: the chart
 * names that table, each bar's <title> gives its numbers, a week with no
 * contacted lead says "none" rather than drawing nothing, and a bar over the
 * goal is told by its height against the labelled line, not by a colour.
 */
import { melbourneDay } from "../inbox-time.tsx";

export interface WeekMedian {
  /** The Monday that starts the week, YYYY-MM-DD. */
  start: string;
  medianMinutes: number | null;
  contacted: number;
}

const WIDTH = 600;
const HEIGHT = 240;
const AXIS = 28;
const TOP = 24;

/** "12.5": minutes as the figures print them, at most one decimal (a median of an even count may end in .5). */
export function minutesFigure(minutes: number): string {
  return minutes.toLocaleString("en-AU", { maximumFractionDigits: 1 });
}

export function FirstContactChart({
  weeks,
  goalMinutes,
  describedBy,
}: {
  weeks: readonly WeekMedian[];
  goalMinutes: number;
  describedBy: string;
}) {
  // The goal stays well inside the picture, whatever the medians.
  const most = Math.max(goalMinutes * 1.5, ...weeks.map((week) => week.medianMinutes ?? 0));
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = slot * 0.7;
  const plotHeight = HEIGHT - AXIS - TOP;
  const baseline = HEIGHT - AXIS;
  const goalY = baseline - (goalMinutes / most) * plotHeight;
  const goalWords = `Goal: ${minutesFigure(goalMinutes)} ${goalMinutes === 1 ? "minute" : "minutes"}`;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="first-contact-chart-title"
      aria-describedby={describedBy}
    >
      <title id="first-contact-chart-title">
        {`Median business minutes to first contact per week over the last ${weeks.length} weeks, against the goal of ${minutesFigure(goalMinutes)} minutes (the numbers are in the table)`}
      </title>
      <line className="chart-axis" x1={0} x2={WIDTH} y1={baseline} y2={baseline} />
      {weeks.map((week, index) => {
        const x = index * slot + (slot - barWidth) / 2;
        const day = melbourneDay(week.start);
        const label = (
          <text className="chart-label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
            {day.split(" ").slice(0, 2).join(" ")}
          </text>
        );
        if (week.medianMinutes === null)
          return (
            <g key={week.start}>
              <text className="chart-count" x={x + barWidth / 2} y={baseline - 6} textAnchor="middle">
                <title>{`Week of ${day}: no lead contacted`}</title>
                none
              </text>
              {label}
            </g>
          );
        const height = (week.medianMinutes / most) * plotHeight;
        const y = baseline - height;
        return (
          <g key={week.start}>
            <rect className="chart-bar" x={x} y={y} width={barWidth} height={height}>
              <title>{`Week of ${day}: median ${minutesFigure(week.medianMinutes)} business minutes over ${week.contacted} contacted`}</title>
            </rect>
            <text className="chart-count" x={x + barWidth / 2} y={y - 6} textAnchor="middle">
              {minutesFigure(week.medianMinutes)}
            </text>
            {label}
          </g>
        );
      })}
      <line className="chart-goal" x1={0} x2={WIDTH} y1={goalY} y2={goalY} />
      <text className="chart-goal-label" x={WIDTH - 4} y={goalY - 6} textAnchor="end">
        {goalWords}
      </text>
    </svg>
  );
}
