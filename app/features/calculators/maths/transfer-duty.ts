import { transferDutyRates } from "#app/content/transfer-duty-rates.ts";
import { today } from "#app/lib/today.ts";
import type { CalculatorResult } from "./calculator-result.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { roundToCents } from "./money.ts";
import { dutyWithFirstHomeRule } from "./transfer-duty-concessions.ts";
import { type CheckedTransferDutyInput, checkTransferDutyInput } from "./transfer-duty-inputs.ts";
import {
  type BandCertainty,
  type Certainty,
  type DutyScale,
  type Jurisdiction,
  JURISDICTION_NAMES,
  type TransferDutyRuleSet,
} from "#app/content/transfer-duty-rule-types.ts";
import { bracketFor, dutyOnScale, isIsoDate, ruleSetOn } from "./transfer-duty-rules.ts";

/** The Stamp Duty calculator's inputs, as its URL parameters (`/sdc`). */
export interface TransferDutyInput {
  /** URL text, e.g. "NSW" (any case). */
  readonly state: string;
  /** Dollars; NaN when the box holds no number. */
  readonly price: number;
  /** "home" (you will live in it) or "investment". */
  readonly use: string;
  /** "1" for a first home buyer, "0" if not. */
  readonly first: string;
  /** "established", "new" or "vacant" (land). */
  readonly property: string;
  /** "1" for a foreign purchaser, "0" if not. */
  readonly foreign: string;
}

export interface DutyLine {
  readonly name: string;
  readonly amount: number;
  readonly estimate: boolean;
  readonly note?: string;
}

/** Every amount in dollars, to the cent. */
export interface TransferDutyFigures {
  readonly state: Jurisdiction;
  readonly jurisdictionName: string;
  /** ISO date the rule set used took effect. */
  readonly ratesEffectiveFrom: string;
  /** The price entered, to the cent: the dutiable value we assume. */
  readonly dutiableValue: number;
  /** Duty at the general (non-owner-occupier) scale, before any concession. */
  readonly generalDuty: number;
  /** The name of the scale behind dutyBeforeConcessions. */
  readonly scaleName: string;
  /** Duty before any first home concession: the owner-occupier scale where one applies, else the general one. */
  readonly dutyBeforeConcessions: number;
  /** The first home concession; amount is the reduction, positive. */
  readonly concession: DutyLine | null;
  /** Duty payable after any concession, rounded as the office rounds. */
  readonly transferDuty: number;
  readonly transferDutyEstimate: boolean;
  /** Foreign purchaser surcharge; null when not foreign or the state has none. */
  readonly surcharge: (DutyLine & { readonly ratePercent: number }) | null;
  /** Government fees (mortgage registration). */
  readonly fees: readonly DutyLine[];
  /** transferDuty + surcharge + fees. */
  readonly total: number;
  /** One plain sentence per figure resting on an unconfirmed rule. */
  readonly estimates: readonly string[];
  /** Plain-words notes on what was applied. */
  readonly notes: readonly string[];
  readonly sources: readonly { readonly label: string; readonly url: string }[];
}

/** Collects notes and estimate sentences once each, in the order met. */
class Remarks {
  readonly notes: string[] = [];
  readonly estimates: string[] = [];

  note(text: string | undefined): void {
    if (text && !this.notes.includes(text)) this.notes.push(text);
  }

  /** Records the reason when the rule is an estimate; says whether it was. */
  certainty(certainty: Certainty | undefined): boolean {
    if (!certainty?.estimate) return false;
    if (!this.estimates.includes(certainty.reason)) this.estimates.push(certainty.reason);
    return true;
  }
}

/** Whether the bracket used at this value (or the whole scale) is an estimate, recording why. */
function scaleEstimate(scale: DutyScale, value: number, remarks: Remarks): boolean {
  const bracketEstimate = remarks.certainty(bracketFor(scale, value)?.certainty);
  const wholeScaleEstimate = remarks.certainty(scale.certainty);
  return bracketEstimate || wholeScaleEstimate;
}

interface DutyBeforeConcessions {
  readonly scale: DutyScale;
  readonly duty: number;
  readonly estimate: boolean;
}

/**
 * The owner-occupier scale where one applies to this buyer and property, else
 * the general one. A home scale is claimed, not imposed, so the buyer never
 * pays more for claiming it: we take whichever is less, and the home scale
 * when they are equal (ACT at $1,455,000, where both charge a flat $4.54 per
 * $100), so a home buyer is never told they pay the non-owner-occupier rate.
 */
function dutyBeforeConcessions(
  set: TransferDutyRuleSet,
  input: CheckedTransferDutyInput,
  value: number,
  general: number,
  remarks: Remarks,
): DutyBeforeConcessions {
  const home = set.home;
  // A function, so the general scale's estimate is recorded only when it is the one used.
  const generalChoice = (): DutyBeforeConcessions => ({
    scale: set.general,
    duty: general,
    estimate: scaleEstimate(set.general, value, remarks),
  });
  if (input.use !== "home" || !home) return generalChoice();
  if (!home.kinds.includes(input.property)) {
    remarks.note(home.excludedKindNote);
    return generalChoice();
  }
  // Below where the concession starts its rates are the general ones, so the general scale is named.
  if (home.over !== undefined && value <= home.over) return generalChoice();
  if (home.upTo !== undefined && value > home.upTo) {
    remarks.note(home.aboveUpToNote);
    return generalChoice();
  }
  const homeDuty = dutyOnScale(home.scale, value);
  if (homeDuty > general) return generalChoice();
  remarks.note(home.note);
  return { scale: home.scale, duty: homeDuty, estimate: scaleEstimate(home.scale, value, remarks) };
}

/**
 * Whether the value falls in a band where a first home rule's figure is an
 * estimate (WA: the rate differs by region), recording why.
 */
function bandEstimate(rule: { readonly bandCertainty?: BandCertainty }, value: number, remarks: Remarks): boolean {
  const band = rule.bandCertainty;
  return band !== undefined && value > band.over && value <= band.upTo && remarks.certainty(band.certainty);
}

function firstHomeConcession(
  set: TransferDutyRuleSet,
  input: CheckedTransferDutyInput,
  value: number,
  before: DutyBeforeConcessions,
  remarks: Remarks,
): { readonly line: DutyLine | null; readonly payable: number; readonly estimate: boolean } {
  const none = { line: null, payable: before.duty, estimate: false };
  if (!input.firstHomeBuyer) return none;
  if (input.use !== "home") {
    remarks.note("First home concessions need you to live in the home, so none applies to an investment.");
    return none;
  }
  if (input.foreignPurchaser) {
    remarks.note(set.foreignFirstHomeNote);
    return none;
  }
  const rule = set.firstHome[input.property];
  if (rule.kind === "none") {
    remarks.note(rule.note);
    return none;
  }
  remarks.note(rule.note);
  const outcome = dutyWithFirstHomeRule(rule, value, before.duty, before.scale);
  const reduction = roundToCents(before.duty - outcome.payable);
  // A rule that changes nothing at this price cannot make the figures an estimate,
  // unless the buyer might pay less in a band the rule names (WA outside Perth and Peel).
  if (reduction <= 0) return { ...none, estimate: bandEstimate(rule, value, remarks) };
  const ruleEstimate = remarks.certainty(rule.certainty);
  const taperEstimate = outcome.partial && remarks.certainty(rule.taperCertainty);
  const inBandEstimate = bandEstimate(rule, value, remarks);
  const estimate = ruleEstimate || taperEstimate || inBandEstimate;
  return { line: { name: rule.name, amount: reduction, estimate }, payable: outcome.payable, estimate };
}

function surchargeLine(
  set: TransferDutyRuleSet,
  input: CheckedTransferDutyInput,
  value: number,
  remarks: Remarks,
): TransferDutyFigures["surcharge"] {
  if (!input.foreignPurchaser) return null;
  const rule = set.foreignSurcharge;
  const estimate = remarks.certainty(rule.certainty);
  if (rule.kind === "none") {
    remarks.note(rule.note);
    return null;
  }
  return {
    name: rule.name,
    amount: roundToCents((value * rule.ratePercent) / 100),
    estimate,
    ratePercent: rule.ratePercent,
  };
}

/**
 * Stamp (transfer) duty, any foreign purchaser surcharge and government fees
 * for a purchase, under the rules in force on the contract date (default:
 * today): the latest rule set whose effective date is on or before it.
 */
export function calculateTransferDuty(
  input: TransferDutyInput,
  contractDate?: string,
): CalculatorResult<TransferDutyFigures> {
  const checked = checkTransferDutyInput(input);
  if ("ok" in checked) return checked;

  const remarks = new Remarks();
  const date = contractDate === undefined ? today() : contractDate;
  const dateUsed = isIsoDate(date) ? date : today();
  if (dateUsed !== date) remarks.note("The contract date given was not a date, so today's rates are used.");

  const picked = ruleSetOn(transferDutyRates[checked.state].ruleSets, dateUsed);
  if (!picked) throw new Error(`No transfer duty rates are held for ${checked.state}.`);
  const { ruleSet: set } = picked;
  if (picked.beforeOldest) {
    remarks.certainty({
      estimate: true,
      reason: `Your contract date is before the earliest rates we hold, so the rates from ${set.effectiveFrom} are used.`,
    });
  }

  if (checked.use === "home" && checked.property === "vacant")
    remarks.note("We treat vacant land as land to build your home on.");
  const value = roundToCents(checked.price);
  const general = dutyOnScale(set.general, value);
  const before = dutyBeforeConcessions(set, checked, value, general, remarks);
  const concession = firstHomeConcession(set, checked, value, before, remarks);
  const surcharge = surchargeLine(set, checked, value, remarks);
  const fees = set.fees.map((fee) => ({
    name: fee.name,
    amount: roundToCents(fee.amount),
    estimate: remarks.certainty(fee.certainty),
    ...(fee.note ? { note: fee.note } : {}),
  }));
  for (const note of set.notes) remarks.note(note);

  const totalCents = [concession.payable, surcharge?.amount ?? 0, ...fees.map((fee) => fee.amount)].reduce(
    (sum, amount) => sum + toWholeCents(amount),
    0,
  );

  return {
    ok: true,
    state: checked.state,
    jurisdictionName: JURISDICTION_NAMES[checked.state],
    ratesEffectiveFrom: set.effectiveFrom,
    dutiableValue: value,
    generalDuty: general,
    scaleName: before.scale.name,
    dutyBeforeConcessions: before.duty,
    concession: concession.line,
    transferDuty: concession.payable,
    transferDutyEstimate: before.estimate || concession.estimate || picked.beforeOldest,
    surcharge,
    fees,
    total: totalCents / 100,
    estimates: remarks.estimates,
    notes: remarks.notes,
    sources: set.sources,
  };
}
