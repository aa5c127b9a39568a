import { type InputProblem, type Rejected, rejectionFor } from "./calculator-result.ts";
import { LOAN_LIMITS } from "./loan-inputs.ts";
import { formatDollars } from "./money.ts";
import {
  type Jurisdiction,
  JURISDICTIONS,
  PROPERTY_KINDS,
  PROPERTY_USES,
  type PropertyKind,
  type PropertyUse,
} from "./transfer-duty-rules.ts";

/** The Stamp Duty calculator's inputs once checked (`/sdc`). */
export interface CheckedTransferDutyInput {
  readonly state: Jurisdiction;
  readonly price: number;
  readonly use: PropertyUse;
  readonly firstHomeBuyer: boolean;
  readonly property: PropertyKind;
  readonly foreignPurchaser: boolean;
}

const maxDollarsText = formatDollars(LOAN_LIMITS.maxDollars).replace(".00", "");

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

export function checkState(value: unknown): InputProblem | null {
  return jurisdictionFrom(value)
    ? null
    : { field: "state", message: "Choose the state or territory: NSW, VIC, QLD, WA, SA, TAS, ACT or NT." };
}

export function checkPrice(value: unknown): InputProblem | null {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return { field: "price", message: "Enter the property price in dollars, for example 750000." };
  }
  if (value <= 0) return { field: "price", message: "Enter a property price of more than $0." };
  if (value > LOAN_LIMITS.maxDollars) return { field: "price", message: `Enter a property price of ${maxDollarsText} or less.` };
  return null;
}

export function checkUse(value: unknown): InputProblem | null {
  return oneOf(PROPERTY_USES, value)
    ? null
    : { field: "use", message: "Choose whether you will live in the property or buy it as an investment." };
}

export function checkFirst(value: unknown): InputProblem | null {
  return yesNo(value) === null ? { field: "first", message: "Choose whether you are a first home buyer: yes or no." } : null;
}

export function checkProperty(value: unknown): InputProblem | null {
  return oneOf(PROPERTY_KINDS, value)
    ? null
    : { field: "property", message: "Choose the kind of property: an established home, a new home or vacant land." };
}

export function checkForeign(value: unknown): InputProblem | null {
  return yesNo(value) === null ? { field: "foreign", message: "Choose whether you are a foreign purchaser: yes or no." } : null;
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
  const state = jurisdictionFrom(input.state);
  const use = oneOf(PROPERTY_USES, input.use);
  const firstHomeBuyer = yesNo(input.first);
  const property = oneOf(PROPERTY_KINDS, input.property);
  const foreignPurchaser = yesNo(input.foreign);
  const rejection = rejectionFor([
    checkState(input.state),
    checkPrice(input.price),
    checkUse(input.use),
    checkFirst(input.first),
    checkProperty(input.property),
    checkForeign(input.foreign),
  ]);
  if (rejection) return rejection;
  // The checks above passed, so every value was read; the test only narrows the types.
  if (!state || !use || firstHomeBuyer === null || !property || foreignPurchaser === null || typeof input.price !== "number") {
    throw new Error("Transfer duty input passed its checks but could not be read.");
  }
  return { state, price: input.price, use, firstHomeBuyer, property, foreignPurchaser };
}
