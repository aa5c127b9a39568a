/**
 * The pure functions that read a revenue office's duty scale: how a bracket
 * turns a value into duty, and how each office counts and rounds. The rule
 * types and figures are content (app/content/transfer-duty-rule-types.ts and
 * transfer-duty-rates.ts).
 */
import type { Bracket, DutyScale, TransferDutyRuleSet } from "#app/content/transfer-duty-rule-types.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";

function bracketApplies(bracket: Bracket, value: number): boolean {
  return bracket.includesFrom ? value >= bracket.from : value > bracket.from;
}

/** How many $100 the amount counts for: each $100 or part (whole cents, so float noise cannot add a unit), or exactly. */
export function hundreds(amount: number, units: DutyScale["units"]): number {
  if (amount <= 0) return 0;
  return units === "exact" ? amount / 100 : Math.ceil(toWholeCents(amount) / 10_000);
}

/** The bracket a value falls in: the last whose start it has passed, else the first. */
export function bracketFor(scale: DutyScale, value: number): Bracket | undefined {
  return scale.brackets.filter((bracket) => bracketApplies(bracket, value)).at(-1) ?? scale.brackets[0];
}

/** The duty one bracket's formula gives at a value, unrounded. */
export function bracketDuty(bracket: Bracket, value: number, units: DutyScale["units"]): number {
  switch (bracket.kind) {
    case "marginal":
      return bracket.base + bracket.ratePer100 * hundreds(value - bracket.from, units);
    case "wholeValue":
      return bracket.ratePer100 * hundreds(value, units);
    case "quadratic": {
      const thousands = value / 1000;
      return bracket.perThousandSquared * thousands * thousands + bracket.perThousand * thousands;
    }
  }
}

/**
 * Down to a multiple of 5 cents. NT's published examples are its formula cut
 * to 5 cents (reference §3.8: $400,000 → 16,514.3056 → $16,514.30), and so is
 * its calculator's $300,000 → $10,414.25 (10,414.2969; finder.com.au). Twelve
 * significant digits first, so 0.0495 × 650,000 (32,174.999999999996) stays $32,175.
 */
export function downToFiveCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12));
  return (Math.floor(cents / 5) * 5) / 100;
}

export function roundDuty(amount: number, rounding: DutyScale["rounding"]): number {
  const safe = Math.max(0, amount);
  return rounding === "down5Cents" ? downToFiveCents(safe) : roundToCents(safe);
}

/** The duty on a value under one scale, rounded as its office rounds. */
export function dutyOnScale(scale: DutyScale, value: number): number {
  const bracket = bracketFor(scale, value);
  if (!bracket || value <= 0) return 0;
  const raw = bracketDuty(bracket, value, scale.units);
  return roundDuty(Math.max(raw, scale.minimum ?? 0), scale.rounding);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * The latest rule set in force on the date (ISO dates compare as text), or the
 * oldest we hold when the date is before them all, said so by `beforeOldest`.
 */
export function ruleSetOn(
  ruleSets: readonly TransferDutyRuleSet[],
  date: string,
): { readonly ruleSet: TransferDutyRuleSet; readonly beforeOldest: boolean } | null {
  const inForce = ruleSets.filter((set) => set.effectiveFrom <= date).at(-1);
  if (inForce) return { ruleSet: inForce, beforeOldest: false };
  const [oldest] = ruleSets;
  return oldest ? { ruleSet: oldest, beforeOldest: true } : null;
}
