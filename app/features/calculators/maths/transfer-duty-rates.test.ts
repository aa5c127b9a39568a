import { describe, expect, it } from "vitest";
import { transferDutyRates } from "#app/content/transfer-duty-rates.ts";
import {
  type DutyScale,
  JURISDICTIONS,
  PROPERTY_KINDS,
  type TransferDutyRuleSet,
} from "#app/content/transfer-duty-rule-types.ts";
import { bracketDuty, dutyOnScale, isIsoDate } from "./transfer-duty-rules.ts";

const everySet = JURISDICTIONS.flatMap((state) =>
  transferDutyRates[state].ruleSets.map((set) => ({ state, set, label: `${state} from ${set.effectiveFrom}` })),
);

function scalesOf(set: TransferDutyRuleSet): DutyScale[] {
  return set.home ? [set.general, set.home.scale] : [set.general];
}

const everyScale = everySet.flatMap(({ set, label }) =>
  scalesOf(set).map((scale) => ({ scale, label: `${label}, ${scale.name}` })),
);

describe("transfer duty rates data", () => {
  it.each(JURISDICTIONS)("%s has rule sets whose effective dates are ISO dates, strictly ascending", (state) => {
    const dates = transferDutyRates[state].ruleSets.map((set) => set.effectiveFrom);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(isIsoDate(date), date).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it.each(everySet)("$label names at least one source, each with a web address", ({ set }) => {
    expect(set.sources.length).toBeGreaterThan(0);
    for (const source of set.sources) {
      expect(source.label.length).toBeGreaterThan(3);
      expect(() => new URL(source.url)).not.toThrow();
      expect(source.url).toMatch(/^https?:\/\//);
    }
  });

  it.each(everyScale)("$label: thresholds ascend from $0", ({ scale }) => {
    const starts = scale.brackets.map((bracket) => bracket.from);
    expect(starts[0]).toBe(0);
    for (let index = 1; index < starts.length; index += 1)
      expect(starts[index]).toBeGreaterThan(starts[index - 1] ?? 0);
  });

  it.each(everyScale)(
    "$label: each bracket's base is the duty at its lower bound under the bracket before, to the dollar",
    ({ scale }) => {
      scale.brackets.forEach((bracket, index) => {
        const previous = scale.brackets[index - 1];
        if (!previous || bracket.kind !== "marginal") return;
        const dutyThere = bracketDuty(previous, bracket.from, scale.units);
        // Offices publish bases in whole dollars, rounding a half either way (WA: 28,452.50 → 28,453).
        expect(
          Math.abs(bracket.base - dutyThere),
          `${bracket.from}: base ${bracket.base}, duty ${dutyThere}`,
        ).toBeLessThanOrEqual(0.5);
      });
    },
  );

  it.each(everySet)("$label: first home rules name a reduced-duty band that starts above the exemption", ({ set }) => {
    for (const kind of PROPERTY_KINDS) {
      const rule = set.firstHome[kind];
      if (rule.kind === "ratePer100Over") expect(rule.upTo).toBeGreaterThan(rule.exemptUpTo);
      if (rule.kind === "lineToDutyAt" || rule.kind === "scaledDuty")
        expect(rule.fullDutyFrom).toBeGreaterThan(rule.exemptUpTo);
      if (rule.kind === "reductionBands") {
        const limits = rule.bands.map((band) => band.below);
        expect([...limits].sort((a, b) => a - b)).toEqual(limits);
        for (const band of rule.bands) expect(band.amount).toBeGreaterThan(0);
      }
    }
  });

  it.each(everySet)(
    "$label: any band where a first home figure is an estimate is a real band with a reason",
    ({ set }) => {
      for (const kind of PROPERTY_KINDS) {
        const rule = set.firstHome[kind];
        if (rule.kind === "none" || !rule.bandCertainty) continue;
        expect(rule.bandCertainty.upTo).toBeGreaterThan(rule.bandCertainty.over);
        expect(rule.bandCertainty.certainty.estimate).toBe(true);
      }
    },
  );

  it("WA: the Perth and Peel first home rate for homes is flagged as an estimate from $500,000 to $750,000", () => {
    for (const set of transferDutyRates.WA.ruleSets) {
      for (const kind of ["established", "new"] as const) {
        const rule = set.firstHome[kind];
        expect(rule).toMatchObject({ kind: "ratePer100Over", exemptUpTo: 500_000, upTo: 700_000, ratePer100: 13.63 });
        expect(rule.kind !== "none" && rule.bandCertainty).toMatchObject({
          over: 500_000,
          upTo: 750_000,
          certainty: {
            estimate: true,
            reason:
              "We use the Perth and Peel first home rate; elsewhere in WA first home buyers pay less between $500,000 and $750,000.",
          },
        });
      }
    }
  });

  it.each(transferDutyRates.ACT.ruleSets)(
    "ACT from $effectiveFrom: the published non-owner-occupier schedule steps down by exactly $13 at $1,455,000 (the one fall the monotonicity property allows)",
    (set) => {
      expect(dutyOnScale(set.general, 1_454_999)).toBe(66_070);
      expect(dutyOnScale(set.general, 1_455_000)).toBe(66_057);
    },
  );

  it.each(everySet)("$label: surcharges, fees and estimate reasons are in range and in words", ({ set }) => {
    const surcharge = set.foreignSurcharge;
    if (surcharge.kind === "rate") {
      expect(surcharge.ratePercent).toBeGreaterThan(0);
      expect(surcharge.ratePercent).toBeLessThanOrEqual(20);
    }
    for (const fee of set.fees) {
      expect(fee.amount).toBeGreaterThan(0);
      expect(fee.amount).toBeLessThan(1_000);
    }
    const certainties = [
      ...scalesOf(set).flatMap((scale) => [scale.certainty, ...scale.brackets.map((bracket) => bracket.certainty)]),
      ...PROPERTY_KINDS.flatMap((kind) => {
        const rule = set.firstHome[kind];
        return rule.kind === "none" ? [] : [rule.certainty, rule.taperCertainty, rule.bandCertainty?.certainty];
      }),
      surcharge.certainty,
      ...set.fees.map((fee) => fee.certainty),
    ];
    for (const certainty of certainties) {
      if (certainty?.estimate) expect(certainty.reason).toMatch(/^[A-Z].{30,}\.$/);
    }
  });
});
