/** The spec's counter: 0 to its target over 4 s. */
export const COUNT_UP_DURATION_MS = 4000;

/**
 * The number shown `elapsedMs` into the count: it eases out (fast, then
 * settling), lands exactly on the target, and never shows a fraction.
 */
export function countUpValue(elapsedMs: number, target: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(eased * target));
}
