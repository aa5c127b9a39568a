// The arithmetic of the browser benchmarks (bench-first-paint.mjs), kept pure so it is tested.

/** The median of the finite numbers among `values` (the mean of the middle two when even), or null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
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
export function interactionToNextPaint(entries, interactionCount) {
  const longest = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const interactions = Math.max(interactionCount ?? 0, longest.size);
  const slowestFirst = [...longest.values()].sort((a, b) => b.duration - a.duration);
  if (slowestFirst.length === 0) return { inp: 0, worst: null, interactions };
  const worst = slowestFirst[Math.min(slowestFirst.length - 1, Math.floor(interactions / 50))];
  return { inp: worst.duration, worst, interactions };
}

/** Rows as a Markdown table (so a run can be pasted into docs/PERFORMANCE.md), columns padded to line up; `right` names the columns aligned right. */
export function markdownTable(headers, rows, right = []) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (right.includes(headers[column]) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (right.includes(headers[column]) ? `${"-".repeat(width - 1)}:` : "-".repeat(width))).join(" | ")} |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

/**
 * What a page misses of bench:script's goals (docs/PERFORMANCE.md), as
 * phrases, none when it meets them all. A page with nothing interactive runs
 * at most the floor's JavaScript + 20 ms and downloads at most 15 KB of it;
 * any other page runs at most 120 ms, and less than half what it ran before
 * (`beforeMs`, when a figure from before is given). Figures are unthrottled
 * medians, in ms and bytes.
 */
export function missedScriptGoals({ interactive, scriptMs, scriptBytes }, floorScriptMs, beforeMs) {
  const misses = [];
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
