import { formatDollars } from "#app/lib/money-format.ts";

export interface DutyPart {
  name: string;
  amount: number;
}

const WIDTH = 600;
const HEIGHT = 36;
// One fill per part, in the order of the itemised list; a fourth part reuses the last.
const FILLS = ["fill-brand-600 dark:fill-brand-300", "fill-accent-400", "fill-slate-400 dark:fill-slate-500"] as const;
const SWATCHES = ["bg-brand-600 dark:bg-brand-300", "bg-accent-400", "bg-slate-400 dark:bg-slate-500"] as const;

/**
 * What the purchase costs the buyer in government charges, as one bar split
 * into duty, surcharge and fees, in plain SVG. The exact figures are in the
 * itemised list beside it, so the picture only has to show proportions.
 */
export function DutyBreakdownChart({ parts, total }: { parts: readonly DutyPart[]; total: number }) {
  const shown = parts.filter((part) => part.amount > 0);
  if (total <= 0 || shown.length === 0) return null;
  // Each part starts where the ones before it end.
  const bars = shown.map((part, index) => ({
    ...part,
    x: (shown.slice(0, index).reduce((sum, before) => sum + before.amount, 0) / total) * WIDTH,
    width: (part.amount / total) * WIDTH,
    fill: FILLS[Math.min(index, FILLS.length - 1)],
  }));
  const summary = `Government charges on the purchase, ${formatDollars(total)} in all: ${shown
    .map((part) => `${part.name} ${formatDollars(part.amount)} (${String(Math.round((part.amount / total) * 100))} %)`)
    .join(", ")}.`;
  return (
    <figure className="mt-8">
      <svg
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        role="img"
        aria-label={summary}
        className="h-9 w-full"
        preserveAspectRatio="none"
      >
        {bars.map((bar) => (
          <rect key={bar.name} x={bar.x} width={bar.width} height={HEIGHT} className={bar.fill} />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300">
        {shown.map((part, index) => (
          <span key={part.name}>
            <span
              aria-hidden="true"
              className={`mr-1 inline-block size-3 ${SWATCHES[Math.min(index, SWATCHES.length - 1)]}`}
            />
            {part.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
