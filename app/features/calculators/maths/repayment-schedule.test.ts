import { describe, expect, it } from "vitest";
import { amortisingRepayment } from "./amortising-repayment.ts";
import { toWholeCents } from "#app/lib/cents.ts";
import { yearlySchedule } from "./repayment-schedule.ts";

const monthly30Years = {
  principal: 500_000,
  periodRate: 0.005,
  periodsPerYear: 12,
  periods: 360,
  repayment: amortisingRepayment(500_000, 0.005, 360),
  type: "pi",
} as const;

describe("the yearly schedule", () => {
  it("matches the year-by-year figures of a 30-year loan worked in 50-digit decimals", () => {
    const rows = yearlySchedule(monthly30Years);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual({
      year: 1,
      openingBalance: 500_000,
      interestPaid: 29_832.97,
      principalPaid: 6_140.06,
      closingBalance: 493_859.94,
    });
    expect(rows[1]).toEqual({
      year: 2,
      openingBalance: 493_859.94,
      interestPaid: 29_454.27,
      principalPaid: 6_518.76,
      closingBalance: 487_341.18,
    });
    expect(rows[29]).toEqual({
      year: 30,
      openingBalance: 34_830.68,
      interestPaid: 1_142.35,
      principalPaid: 34_830.68,
      closingBalance: 0,
    });
  });

  it("chains each closing balance into the next opening balance, and each row adds up to the cent", () => {
    const rows = yearlySchedule(monthly30Years);
    rows.forEach((row, index) => {
      expect(Math.round((row.openingBalance - row.principalPaid) * 100)).toBe(Math.round(row.closingBalance * 100));
      const next = rows[index + 1];
      if (next) expect(next.openingBalance).toBe(row.closingBalance);
    });
  });

  it("agrees to the cent with stepping the balance forward a month at a time", () => {
    let balance = 500_000;
    const stepped: number[] = [];
    for (let month = 1; month <= 360; month++) {
      balance = balance * 1.005 - monthly30Years.repayment;
      if (month % 12 === 0) stepped.push(Math.round(balance * 100) / 100);
    }
    expect(yearlySchedule(monthly30Years).map((row) => row.closingBalance)).toEqual(
      stepped.map((value) => (value === 0 ? 0 : value)),
    );
  });

  it("ends at exactly $0.00 even where stepping forward would leave rounding behind ($100 million at 30 % over 40 years weekly)", () => {
    const terms = { principal: 1e8, periodRate: 0.3 / 52, periodsPerYear: 52, periods: 2080, type: "pi" } as const;
    const rows = yearlySchedule({ ...terms, repayment: amortisingRepayment(1e8, 0.3 / 52, 2080) });
    expect(rows.at(-1)?.closingBalance).toBe(0);
    const interest = rows.reduce((sum, row) => sum + toWholeCents(row.interestPaid), 0) / 100;
    const exact = amortisingRepayment(1e8, 0.3 / 52, 2080) * 2080 - 1e8;
    expect(Math.abs(interest - exact)).toBeLessThan(0.01 * rows.length); // each row rounded on its own
  });

  it("ends a term that is not whole years with a shorter last year", () => {
    const rows = yearlySchedule({ ...monthly30Years, periods: 30, repayment: amortisingRepayment(500_000, 0.005, 30) });
    expect(rows.map((row) => row.year)).toEqual([1, 2, 3]);
    expect(rows[2]?.closingBalance).toBe(0);
    expect(rows[2]?.openingBalance).toBe(rows[2]?.principalPaid);
  });

  it("leaves the principal owing all the way through for interest only", () => {
    const rows = yearlySchedule({ ...monthly30Years, repayment: 2500, type: "io" });
    for (const row of rows) {
      expect(row).toMatchObject({
        openingBalance: 500_000,
        interestPaid: 30_000,
        principalPaid: 0,
        closingBalance: 500_000,
      });
    }
  });
});
