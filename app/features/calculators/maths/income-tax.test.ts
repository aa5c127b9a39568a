import { describe, expect, it } from "vitest";
import { incomeAfterTax, taxEstimatesFor } from "./income-tax.ts";

describe("income after tax, 2025-26 (reference §4.4 net-income vectors)", () => {
  it.each([
    // taxable income, tax, offset applied, Medicare levy, net
    [60_000, 8_788, 100, 1_200, 50_112],
    [90_000, 17_788, 0, 1_800, 70_412],
    [120_000, 26_788, 0, 2_400, 90_812],
    [180_000, 47_938, 0, 3_600, 128_462],
    [250_000, 78_638, 0, 5_000, 166_362],
  ])(
    "taxes $%i at $%i, less an offset of $%i, with a levy of $%i, leaving $%i",
    (income, incomeTax, lowIncomeTaxOffset, medicareLevy, netIncome) => {
      expect(incomeAfterTax(income, "2025-26")).toEqual({
        taxableIncome: income,
        incomeTax,
        lowIncomeTaxOffset,
        medicareLevy,
        netIncome,
      });
    },
  );
});

describe("income tax, 2026-27: 15 % from $18,201 to $45,000 (Act No. 28, 2025)", () => {
  it("taxes $60,000 at $8,520 and $120,000 at $26,520", () => {
    expect(incomeAfterTax(60_000, "2026-27").incomeTax).toBe(8_520);
    expect(incomeAfterTax(120_000, "2026-27").incomeTax).toBe(26_520);
  });

  it("builds on $4,020 at $45,000, $31,020 at $135,000 and $51,370 at $190,000", () => {
    expect(incomeAfterTax(45_000, "2026-27").incomeTax).toBe(4_020);
    expect(incomeAfterTax(135_000, "2026-27").incomeTax).toBe(31_020);
    expect(incomeAfterTax(190_000, "2026-27").incomeTax).toBe(51_370);
    expect(incomeAfterTax(200_000, "2026-27").incomeTax).toBe(55_870);
  });

  it("charges nothing up to the $18,200 tax-free threshold", () => {
    expect(incomeAfterTax(18_200, "2026-27")).toEqual({
      taxableIncome: 18_200,
      incomeTax: 0,
      lowIncomeTaxOffset: 0,
      medicareLevy: 0,
      netIncome: 18_200,
    });
  });
});

describe("the low income tax offset", () => {
  it("is $700 up to $37,500, tapering 5c a dollar to $325 at $45,000 and 1.5c a dollar to nothing at $66,667", () => {
    expect(incomeAfterTax(37_500, "2026-27").lowIncomeTaxOffset).toBe(700);
    expect(incomeAfterTax(41_250, "2026-27").lowIncomeTaxOffset).toBe(512.5);
    expect(incomeAfterTax(45_000, "2026-27").lowIncomeTaxOffset).toBe(325);
    expect(incomeAfterTax(60_000, "2026-27").lowIncomeTaxOffset).toBe(100);
    expect(incomeAfterTax(66_666, "2026-27").lowIncomeTaxOffset).toBe(0.01);
    expect(incomeAfterTax(66_667, "2026-27").lowIncomeTaxOffset).toBe(0);
  });

  it("rounds the 1.5c taper's half cents away from zero ($45,001: $324.985 → $324.99)", () => {
    expect(incomeAfterTax(45_001, "2026-27").lowIncomeTaxOffset).toBe(324.99);
  });

  it("is non-refundable: it brings the tax to $0 and no further", () => {
    // $20,000: tax 15 % of $1,800 = $270, under the $700 offset.
    expect(incomeAfterTax(20_000, "2026-27")).toMatchObject({
      incomeTax: 270,
      lowIncomeTaxOffset: 270,
      netIncome: 20_000,
    });
  });

  it("never reduces the Medicare levy", () => {
    // $30,000 in 2026-27: tax $1,770 less the $700 offset; the levy is still charged in full (shade-in $277.80).
    expect(incomeAfterTax(30_000, "2026-27")).toEqual({
      taxableIncome: 30_000,
      incomeTax: 1_770,
      lowIncomeTaxOffset: 700,
      medicareLevy: 277.8,
      netIncome: 28_652.2,
    });
  });
});

describe("the Medicare levy (2 %, singles' low-income thresholds)", () => {
  it("is nothing up to the $27,222 lower threshold", () => {
    expect(incomeAfterTax(27_222, "2026-27").medicareLevy).toBe(0);
  });

  it("shades in at 10c a dollar over the lower threshold: $29,000 pays $177.80, the ATO's worked example", () => {
    expect(incomeAfterTax(29_000, "2025-26").medicareLevy).toBe(177.8);
  });

  it("is the full 2 % from the $34,027 upper threshold, with no step at the join", () => {
    expect(incomeAfterTax(34_026, "2026-27").medicareLevy).toBe(680.4);
    expect(incomeAfterTax(34_027, "2026-27").medicareLevy).toBe(680.5);
    expect(incomeAfterTax(34_028, "2026-27").medicareLevy).toBe(680.56);
  });
});

describe("what income is taxed", () => {
  it("drops the cents of a taxable income, as the ATO does", () => {
    expect(incomeAfterTax(120_000.99, "2025-26")).toEqual(incomeAfterTax(120_000, "2025-26"));
  });

  it("treats no income, a negative one or a non-number as $0", () => {
    for (const income of [0, -5_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(incomeAfterTax(income, "2026-27")).toEqual({
        taxableIncome: 0,
        incomeTax: 0,
        lowIncomeTaxOffset: 0,
        medicareLevy: 0,
        netIncome: 0,
      });
    }
  });
});

describe("estimates", () => {
  it("flags the Medicare thresholds of both years as an estimate, with the reason, for incomes they could touch", () => {
    for (const year of ["2025-26", "2026-27"] as const) {
      const [reason, ...others] = taxEstimatesFor(30_000, year);
      expect(others).toEqual([]);
      expect(reason).toContain(`Medicare levy low-income thresholds for ${year}`);
      expect(reason).toContain("$27,222 and $34,027");
    }
  });

  it("says nothing of them for incomes over $40,000, which the thresholds cannot reach", () => {
    expect(taxEstimatesFor(40_001, "2026-27")).toEqual([]);
    expect(taxEstimatesFor(120_000, "2026-27")).toEqual([]);
  });
});

describe("net income", () => {
  it("never falls as taxable income rises, dollar by dollar from $0 to $250,000, in either year", () => {
    for (const year of ["2025-26", "2026-27"] as const) {
      let previous = -1;
      for (let income = 0; income <= 250_000; income += 1) {
        const { netIncome } = incomeAfterTax(income, year);
        if (netIncome < previous) throw new Error(`${year}: net falls to ${netIncome} at $${income}`);
        previous = netIncome;
      }
    }
  });
});
