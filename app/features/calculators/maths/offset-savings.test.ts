import { describe, expect, it } from "vitest";
import { calculateOffsetSavings, type OffsetSavingsInput } from "./offset-savings.ts";

const typical: OffsetSavingsInput = { amount: 500_000, rate: 6, years: 30, offset: 50_000 };

function figures(input: OffsetSavingsInput) {
  const result = calculateOffsetSavings(input);
  if (!result.ok) throw new Error(`Expected figures, got: ${result.problem.message}`);
  return result;
}

describe("what an offset saves", () => {
  it("saves $194,606.17 and 5 years 4 months with $50,000 against $500,000 at 6 % over 30 years", () => {
    // Simulated in 50-digit decimals: without 579,190.945... over 360 months; with 384,584.782... over 296.
    expect(figures(typical)).toMatchObject({
      monthlyRepayment: 2997.75,
      interestWithoutOffset: 579_190.95,
      interestWithOffset: 384_584.78,
      interestSaved: 194_606.17,
      monthsWithoutOffset: 360,
      monthsWithOffset: 296,
      monthsSaved: 64,
      timeSaved: { years: 5, months: 4 },
    });
  });

  it("saves more when $500 goes into the offset every month", () => {
    // Decimal simulation: 272,883.456... over 258 months.
    expect(figures({ ...typical, deposit: 500 })).toMatchObject({
      interestWithOffset: 272_883.46,
      interestSaved: 306_307.49,
      monthsWithOffset: 258,
      timeSaved: { years: 8, months: 6 },
    });
  });

  it("grows an empty offset from the deposits alone, the first one landing after the first month", () => {
    // Decimal simulation: 379,689.679... over 294 months.
    expect(figures({ ...typical, offset: 0, deposit: 500 })).toMatchObject({
      interestWithOffset: 379_689.68,
      monthsWithOffset: 294,
    });
  });

  it("saves nothing with no offset and no deposits", () => {
    expect(figures({ ...typical, offset: 0 })).toMatchObject({
      interestSaved: 0,
      monthsSaved: 0,
      timeSaved: { years: 0, months: 0 },
      interestWithOffset: 579_190.95,
    });
  });

  it("charges no interest at all once the offset covers the balance, every repayment going to principal", () => {
    // $1,200 at 12 % over 1 year: A = 106.6185...; interest without = 12A − 1,200 = 79.42.
    // With $1,200 offset: 11 repayments leave 27.20, so it still takes a 12th month: interest saved, time not.
    expect(figures({ amount: 1200, rate: 12, years: 1, offset: 1200 })).toMatchObject({
      monthlyRepayment: 106.62,
      interestWithoutOffset: 79.42,
      interestWithOffset: 0,
      interestSaved: 79.42,
      monthsWithOffset: 12,
      monthsSaved: 0,
    });
    expect(figures({ ...typical, offset: 600_000 })).toMatchObject({
      interestWithOffset: 0,
      interestSaved: 579_190.95,
      monthsWithOffset: 167, // 500,000 / 2,997.75 = 166.8 repayments
      timeSaved: { years: 16, months: 1 },
    });
  });

  it("saves nothing at 0 %", () => {
    expect(figures({ ...typical, rate: 0 })).toMatchObject({
      interestWithoutOffset: 0,
      interestSaved: 0,
      monthsSaved: 0,
    });
  });

  it("gives yearly balances of both loans for the chart, from the amount to $0", () => {
    const { balances } = figures(typical);
    expect(balances).toHaveLength(31);
    expect(balances[0]).toEqual({ month: 0, withoutOffset: 500_000, withOffset: 500_000 });
    // Decimal simulation: 493,859.94 and 490,776.05 after a year.
    expect(balances[1]).toEqual({ month: 12, withoutOffset: 493_859.94, withOffset: 490_776.05 });
    expect(balances[25]).toMatchObject({ month: 300, withOffset: 0 });
    expect(balances[30]).toEqual({ month: 360, withoutOffset: 0, withOffset: 0 });
  });

  it("ends the chart on the last month of a term that is not whole years", () => {
    expect(figures({ ...typical, years: 2.5 }).balances.map((point) => point.month)).toEqual([0, 12, 24, 30]);
  });

  it("rejects a negative offset or deposit at its field", () => {
    expect(calculateOffsetSavings({ ...typical, offset: -1 })).toMatchObject({
      ok: false,
      problem: { field: "offset" },
    });
    expect(calculateOffsetSavings({ ...typical, deposit: -1 })).toMatchObject({
      ok: false,
      problem: { field: "deposit" },
    });
    expect(calculateOffsetSavings({ ...typical, deposit: Number.NaN })).toMatchObject({
      ok: false,
      problem: { field: "deposit" },
    });
  });
});
