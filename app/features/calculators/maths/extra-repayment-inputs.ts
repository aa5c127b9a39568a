import type { InputProblem } from "./calculator-result.ts";
import { isFiniteNumber, LOAN_LIMITS, maxDollarsText } from "./loan-inputs.ts";

/** The words a dollar field's messages use for it. */
interface DollarFieldWords {
  readonly field: "extra" | "lump";
  /** "the extra repayment", as a sentence names it. */
  readonly the: string;
  /** "an extra repayment", as "Enter … of $100,000,000 or less" names it. */
  readonly an: string;
}

/** An amount the visitor may leave at $0, held to the same ceiling as every dollar figure (loan-inputs.ts). */
function checkDollarsOrNothing(value: unknown, { field, the, an }: DollarFieldWords): InputProblem | null {
  if (!isFiniteNumber(value)) return { field, message: `Enter ${the} in dollars, or 0.` };
  if (value < 0) return { field, message: `${the.charAt(0).toUpperCase()}${the.slice(1)} cannot be negative.` };
  if (value > LOAN_LIMITS.maxDollars) return { field, message: `Enter ${an} of ${maxDollarsText} or less.` };
  return null;
}

/** The `extra` URL parameter: dollars paid with every repayment, on top of it. */
export function checkExtra(value: unknown): InputProblem | null {
  return checkDollarsOrNothing(value, { field: "extra", the: "the extra repayment", an: "an extra repayment" });
}

/** The `lump` URL parameter: a one-off payment, in dollars. */
export function checkLump(value: unknown): InputProblem | null {
  return checkDollarsOrNothing(value, { field: "lump", the: "the lump sum", an: "a lump sum" });
}

/**
 * The `lumpYear` URL parameter: the lump sum comes with the last repayment of
 * that year, 1 being the first year. It is always a whole number from 1 to the
 * longest term we take, so a link never shows a result beside a year the form
 * cannot mean. Only with a lump sum must the year fall within this loan's term:
 * with none it changes nothing, and shortening the term must not take the
 * visitor's result away (the default, 1, is within every term). `termYears`
 * counts a part year at the end as a year (10.5 years has a year 11, whose
 * last repayment is the loan's last); it is undefined while the term itself
 * will not do.
 */
export function checkLumpYear(value: unknown, lump: unknown, termYears: number | undefined): InputProblem | null {
  const withLump = isFiniteNumber(lump) && lump > 0;
  const last = (withLump ? termYears : undefined) ?? LOAN_LIMITS.maxYears;
  if (isFiniteNumber(value) && Number.isInteger(value) && value >= 1 && value <= last) return null;
  if (last === 1)
    return { field: "lumpYear", message: "The loan term is a year or less, so enter 1 for the year of the lump sum." };
  return { field: "lumpYear", message: `Enter the year of the lump sum as a whole number from 1 to ${last}.` };
}
