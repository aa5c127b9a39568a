/**
 * Money in the calculators: Australian dollars, worked in full precision and
 * rounded only where a figure is shown, to the cent, half away from zero
 * (toWholeCents, app/lib/cents.ts, the rule the formatter uses too). Real loans
 * also round the repayment itself, usually up, but the calculators visitors
 * compare us with (Moneysmart, Vision Abacus: reference §1.1 and §5) work
 * unrounded and round only what they display, so we do the same.
 */
import { toWholeCents } from "#app/lib/cents.ts";

/** The amount rounded to the cent, half away from zero (never -0). */
export function roundToCents(amount: number): number {
  return toWholeCents(amount) / 100;
}
