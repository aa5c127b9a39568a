// The arithmetic of the browser benchmarks (bench-first-paint.ts), kept pure so it is tested.

/** The median of the finite numbers among `values` (the mean of the middle two when even), or null when there are none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values
    .filter((value): value is number => typeof value === "number" && Number.isFinite(value))
    .sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return null;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Enough of a PerformanceEventTiming entry to reckon INP with. */
export interface EventTimingEntry {
  interactionId: number;
  duration: number;
}

/**
 * Interaction to next paint from Event Timing entries, as Chrome and the
 * web-vitals library reckon it: an interaction (the entries sharing one
 * interactionId, such as a key's keydown, input and keyup) lasts as long as
 * its longest entry; INP is the longest interaction, except that one
 * interaction in every 50 is set aside, so past 50 interactions it is close
 * to the 98th percentile. Entries without an interactionId (0: a mouse move,
 * a scroll) are not interactions.
 *
 * `interactionCount` is the page's count of interactions
 * (performance.interactionCount), which includes the quick ones no entry
 * reported (entries come only from 16 ms up); without it, the interactions
 * the entries show.
 *
 * Returns { inp, worst, interactions }, `worst` being the entry that set INP
 * (null, and inp 0, when there was no interaction).
 */
export function interactionToNextPaint<Entry extends EventTimingEntry>(
  entries: readonly Entry[],
  interactionCount?: number,
): { inp: number; worst: Entry | null; interactions: number } {
  const longest = new Map<number, Entry>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const interactions = Math.max(interactionCount ?? 0, longest.size);
  const slowestFirst = [...longest.values()].sort((a, b) => b.duration - a.duration);
  const worst = slowestFirst[Math.min(slowestFirst.length - 1, Math.floor(interactions / 50))];
  if (worst === undefined) return { inp: 0, worst: null, interactions };
  return { inp: worst.duration, worst, interactions };
}

/** Rows as a Markdown table (so a run can be pasted into docs/PERFORMANCE.md), columns padded to line up; `right` names the columns aligned right. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  right: readonly string[] = [],
): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? "").length)));
  const alignedRight = (column: number) => right.includes(headers[column] ?? "");
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => (alignedRight(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (alignedRight(column) ? `${"-".repeat(width - 1)}:` : "-".repeat(width))).join(" | ")} |`;
  return [line(headers.map(String)), rule, ...cells.slice(1).map(line)].join("\n");
}

/**
 * What a page misses of bench:script's goals (docs/PERFORMANCE.md), as
 * phrases, none when it meets them all. A page with nothing interactive runs
 * at most the floor's JavaScript + 20 ms and downloads at most 15 KB of it;
 * any other page runs at most 120 ms, and less than half what it ran before
 * (`beforeMs`, when a figure from before is given). Figures are unthrottled
 * medians, in ms and bytes.
 */
export function missedScriptGoals(
  { interactive, scriptMs, scriptBytes }: { interactive: boolean; scriptMs: number; scriptBytes: number },
  floorScriptMs: number,
  beforeMs?: number,
): string[] {
  const misses: string[] = [];
  if (!interactive) {
    if (!(scriptMs <= floorScriptMs + 20)) misses.push(`JavaScript ${Math.round(scriptMs)} ms (goal ≤ floor + 20 ms)`);
    if (!(scriptBytes <= 15 * 1024)) misses.push(`${(scriptBytes / 1024).toFixed(1)} KB of JavaScript (goal ≤ 15 KB)`);
    return misses;
  }
  if (!(scriptMs <= 120)) misses.push(`JavaScript ${Math.round(scriptMs)} ms (goal ≤ 120 ms)`);
  if (beforeMs !== undefined && !(scriptMs < beforeMs / 2)) {
    misses.push(`JavaScript ${Math.round(scriptMs)} ms (goal < half of ${Math.round(beforeMs)} ms before)`);
  }
  return misses;
}
