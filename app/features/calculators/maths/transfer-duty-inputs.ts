import type { InputProblem, Rejected } from "./calculator-result.ts";
import { isFiniteNumber, LOAN_LIMITS, maxDollarsText } from "./loan-inputs.ts";
import {
  type Jurisdiction,
  JURISDICTIONS,
  PROPERTY_KINDS,
  PROPERTY_USES,
  type PropertyKind,
  type PropertyUse,
} from "#app/content/transfer-duty-rule-types.ts";

/** The Stamp Duty calculator's inputs once checked (`/sdc`). */
export interface CheckedTransferDutyInput {
  readonly state: Jurisdiction;
  readonly price: number;
  readonly use: PropertyUse;
  readonly firstHomeBuyer: boolean;
  readonly property: PropertyKind;
  readonly foreignPurchaser: boolean;
}

/** One field read from the URL: its typed value, or the problem to show at it. */
export type FieldReading<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: InputProblem };

function read<T>(value: T | null, problem: InputProblem): FieldReading<T> {
  return value === null ? { ok: false, problem } : { ok: true, value };
}

/** "nsw" and " NSW " are read as NSW: URLs get typed by hand. */
export function jurisdictionFrom(value: unknown): Jurisdiction | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return JURISDICTIONS.find((code) => code === upper) ?? null;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return typeof value === "string" ? (choices.find((choice) => choice === value) ?? null) : null;
}

function yesNo(value: unknown): boolean | null {
  if (value === "1") return true;
  if (value === "0") return false;
  return null;
}

export function readState(value: unknown): FieldReading<Jurisdiction> {
  return read(jurisdictionFrom(value), {
    field: "state",
    message: "Choose the state or territory: NSW, VIC, QLD, WA, SA, TAS, ACT or NT.",
  });
}

export function readPrice(value: unknown): FieldReading<number> {
  const problem = (message: string): FieldReading<number> => ({ ok: false, problem: { field: "price", message } });
  if (!isFiniteNumber(value)) return problem("Enter the property price in dollars, for example 750000.");
  if (value <= 0) return problem("Enter a property price of more than $0.");
  if (value > LOAN_LIMITS.maxDollars) return problem(`Enter a property price of ${maxDollarsText} or less.`);
  return { ok: true, value };
}

export function readUse(value: unknown): FieldReading<PropertyUse> {
  return read(oneOf(PROPERTY_USES, value), {
    field: "use",
    message: "Choose whether you will live in the property or buy it as an investment.",
  });
}

export function readFirst(value: unknown): FieldReading<boolean> {
  return read(yesNo(value), { field: "first", message: "Choose whether you are a first home buyer: yes or no." });
}

export function readProperty(value: unknown): FieldReading<PropertyKind> {
  return read(oneOf(PROPERTY_KINDS, value), {
    field: "property",
    message: "Choose the kind of property: an established home, a new home or vacant land.",
  });
}

export function readForeign(value: unknown): FieldReading<boolean> {
  return read(yesNo(value), { field: "foreign", message: "Choose whether you are a foreign purchaser: yes or no." });
}

interface RawTransferDutyInput {
  readonly state: unknown;
  readonly price: unknown;
  readonly use: unknown;
  readonly first: unknown;
  readonly property: unknown;
  readonly foreign: unknown;
}

/** The input, typed, or every problem found, in the order of the URL parameters. */
export function checkTransferDutyInput(input: RawTransferDutyInput): CheckedTransferDutyInput | Rejected {
  const state = readState(input.state);
  const price = readPrice(input.price);
  const use = readUse(input.use);
  const first = readFirst(input.first);
  const property = readProperty(input.property);
  const foreign = readForeign(input.foreign);
  const problems = [state, price, use, first, property, foreign].flatMap((reading) =>
    reading.ok ? [] : [reading.problem],
  );
  const rejected = (problem: InputProblem): Rejected => ({ ok: false, problem, problems });
  // In the order of the URL parameters, so the first problem is the first in the list.
  if (!state.ok) return rejected(state.problem);
  if (!price.ok) return rejected(price.problem);
  if (!use.ok) return rejected(use.problem);
  if (!first.ok) return rejected(first.problem);
  if (!property.ok) return rejected(property.problem);
  if (!foreign.ok) return rejected(foreign.problem);
  return {
    state: state.value,
    price: price.value,
    use: use.value,
    firstHomeBuyer: first.value,
    property: property.value,
    foreignPurchaser: foreign.value,
  };
}
