/**
 * First home concessions: how each kind of rule in the rates data turns the
 * duty before concessions into the duty payable. Kept apart from the entry
 * point so each office's formula sits in one short function.
 */
import { roundToCents } from "./money.ts";
import type { DutyScale, FirstHomeRule } from "#app/content/transfer-duty-rule-types.ts";
import { dutyOnScale, hundreds, roundDuty } from "./transfer-duty-rules.ts";

export interface FirstHomeOutcome {
  /** Never below 0 nor above the duty before the concession. */
  readonly payable: number;
  /** In the band between the exemption and full duty, where only part of the duty is forgiven. */
  readonly partial: boolean;
}

type ActiveRule = Exclude<FirstHomeRule, { kind: "none" }>;

/** The duty the rule leaves payable, before clamping to [0, duty]. */
function dutyUnderRule(rule: ActiveRule, value: number, duty: number, scale: DutyScale): number {
  switch (rule.kind) {
    case "exempt":
      return 0;
    case "exemptUpTo":
      return value <= rule.exemptUpTo ? 0 : duty;
    case "ratePer100Over":
      if (value <= rule.exemptUpTo) return 0;
      return value <= rule.upTo ? rule.ratePer100 * hundreds(value - rule.exemptUpTo, scale.units) : duty;
    case "lineToDutyAt": {
      if (value <= rule.exemptUpTo) return 0;
      if (value >= rule.fullDutyFrom) return duty;
      const share = (value - rule.exemptUpTo) / (rule.fullDutyFrom - rule.exemptUpTo);
      return dutyOnScale(scale, rule.fullDutyFrom) * share;
    }
    case "scaledDuty": {
      if (value <= rule.exemptUpTo) return 0;
      if (value > rule.fullDutyFrom) return duty;
      return (duty * (value - rule.exemptUpTo)) / (rule.fullDutyFrom - rule.exemptUpTo);
    }
    case "reductionBands": {
      const band = rule.bands.find((candidate) => value < candidate.below);
      return duty - (band?.amount ?? 0);
    }
    case "cappedReduction":
      return value <= rule.exemptUpTo ? 0 : duty - rule.cap;
  }
}

/**
 * The duty payable under a first home rule, from the duty before concessions
 * (`duty`, worked on `scale`). Rounded as the office rounds the scale.
 */
export function dutyWithFirstHomeRule(
  rule: ActiveRule,
  value: number,
  duty: number,
  scale: DutyScale,
): FirstHomeOutcome {
  const raw = dutyUnderRule(rule, value, duty, scale);
  const payable = Math.min(duty, roundDuty(raw, scale.rounding));
  return { payable: roundToCents(payable), partial: payable > 0 && payable < duty };
}
