import { describe, expect, it } from "vitest";
import { formatDollars, plainDollars, roundToCents, toWholeCents } from "./money.ts";

describe("roundToCents", () => {
  it("rounds half a cent away from zero, even where the double sits just below the half", () => {
    // 1.005 and 2.675 are stored as 1.00499999... and 2.67499999...
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(0.125)).toBe(0.13);
    expect(roundToCents(-0.125)).toBe(-0.13);
    expect(roundToCents(-1.005)).toBe(-1.01);
  });

  it("rounds below half a cent toward zero", () => {
    expect(roundToCents(2997.7526257)).toBe(2997.75);
    expect(roundToCents(0.0049)).toBe(0);
    expect(roundToCents(-0.0049)).toBe(0);
  });

  it("never gives -0, so nothing ever shows as -$0.00", () => {
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
    expect(Object.is(roundToCents(-0), 0)).toBe(true);
    expect(Object.is(toWholeCents(-0.004), 0)).toBe(true);
  });

  it("leaves whole cents alone, up to the largest amount a visitor may enter", () => {
    expect(roundToCents(100_000_000)).toBe(100_000_000);
    expect(roundToCents(99_999_999.99)).toBe(99_999_999.99);
    expect(toWholeCents(1_079_190.945)).toBe(107_919_095);
  });
});

describe("amounts as text", () => {
  it("writes CSV amounts with two decimals and no symbol or grouping", () => {
    expect(plainDollars(1234.5)).toBe("1234.50");
    expect(plainDollars(0)).toBe("0.00");
    expect(plainDollars(0.05)).toBe("0.05");
    expect(plainDollars(-12.3)).toBe("-12.30");
    expect(plainDollars(2997.7526)).toBe("2997.75");
  });

  it("writes amounts in sentences as $1,234.50", () => {
    expect(formatDollars(2500)).toBe("$2,500.00");
    expect(formatDollars(1_079_190.9453)).toBe("$1,079,190.95");
    expect(formatDollars(999.999)).toBe("$1,000.00");
    expect(formatDollars(0.5)).toBe("$0.50");
    expect(formatDollars(-1500)).toBe("-$1,500.00");
    expect(formatDollars(-0.001)).toBe("$0.00");
  });
});
