/** The median of the finite numbers given, or null when there are none. */
export function median(values: readonly (number | null | undefined)[]): number | null;

/** Enough of a PerformanceEventTiming entry to reckon INP with. */
export interface EventTimingEntry {
  interactionId: number;
  duration: number;
}

/** INP as Chrome reckons it: the longest interaction, one in every 50 set aside. */
export function interactionToNextPaint<Entry extends EventTimingEntry>(
  entries: readonly Entry[],
  interactionCount?: number,
): { inp: number; worst: Entry | null; interactions: number };

/** Rows as a Markdown table, columns padded; `right` names the right-aligned columns. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  right?: readonly string[],
): string;

/** What a page misses of bench:script's goals, as phrases; none when it meets them all. */
export function missedScriptGoals(
  page: { interactive: boolean; scriptMs: number; scriptBytes: number },
  floorScriptMs: number,
  beforeMs?: number,
): string[];
