/**
 * What every calculator function returns: its figures, or the problem to show
 * at one field. Field names are the calculators' URL parameters (issue 5, a
 * public contract), so the page can put the message beside the input it came from.
 */

export type CalculatorField =
  // /lrc, /lmi and /oc
  | "amount"
  | "rate"
  | "years"
  | "frequency"
  | "type"
  | "repayment"
  | "offset"
  | "deposit"
  // /lrc's extra repayments
  | "extra"
  | "lump"
  | "lumpYear"
  // /refinance (also "rate" and "years")
  | "balance"
  | "newRate"
  | "fees"
  | "feesAdded"
  // /sdc
  | "state"
  | "price"
  | "use"
  | "first"
  | "property"
  | "foreign"
  // /bpc (also "rate" and "years")
  | "income"
  | "income2"
  | "other"
  | "dependants"
  | "expenses"
  | "commitments"
  | "cards";

export interface InputProblem {
  readonly field: CalculatorField;
  /** A sentence for the visitor, naming what to enter instead. */
  readonly message: string;
}

export interface Rejected {
  readonly ok: false;
  /** The first problem, in the order of the URL parameters. */
  readonly problem: InputProblem;
  /** Every problem found, one per field at most, so each field can show its own. */
  readonly problems: readonly InputProblem[];
}

export type CalculatorResult<Figures> = ({ readonly ok: true } & Figures) | Rejected;

/** A rejection for the problems found, or null when there are none. */
export function rejectionFor(problems: readonly (InputProblem | null)[]): Rejected | null {
  const found = problems.filter((problem): problem is InputProblem => problem !== null);
  const [first] = found;
  return first ? { ok: false, problem: first, problems: found } : null;
}
