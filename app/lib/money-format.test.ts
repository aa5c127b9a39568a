import { describe, expect, it } from "vitest";
import { formatDollars, plainDollars } from "./money-format.ts";

describe("formatDollars", () => {
  it("writes dollars with a symbol, thousands separators and the cents", () => {
    expect(formatDollars(2500)).toBe("$2,500.00");
    expect(formatDollars(1_079_190.9453)).toBe("$1,079,190.95");
    expect(formatDollars(999.999)).toBe("$1,000.00");
    expect(formatDollars(0.5)).toBe("$0.50");
    expect(formatDollars(100_000_000)).toBe("$100,000,000.00");
  });

  it("puts the minus before the symbol, and never shows -$0.00", () => {
    expect(formatDollars(-1500)).toBe("-$1,500.00");
    expect(formatDollars(-0.001)).toBe("$0.00");
  });

  it("rounds half a cent away from zero, even where the double sits just below the half", () => {
    expect(formatDollars(1.005)).toBe("$1.01");
    expect(formatDollars(-1.005)).toBe("-$1.01");
  });

  it("leaves the cents off whole dollars when asked to write cents only if there are any", () => {
    expect(formatDollars(500_000, { cents: "if-any" })).toBe("$500,000");
    expect(formatDollars(60, { cents: "if-any" })).toBe("$60");
    expect(formatDollars(62.5, { cents: "if-any" })).toBe("$62.50");
    expect(formatDollars(2999.999, { cents: "if-any" })).toBe("$3,000");
  });

  it("gets right what the credit guide's old Math.round(x * 100) got wrong", () => {
    // It took 1.005 (stored as 1.00499999...) down to "$1", and wrote -62.5 as "$-62.-50".
    expect(formatDollars(1.005, { cents: "if-any" })).toBe("$1.01");
    expect(formatDollars(-62.5, { cents: "if-any" })).toBe("-$62.50");
  });
});

describe("plainDollars", () => {
  it("writes CSV amounts with two decimals and no symbol or grouping", () => {
    expect(plainDollars(1234.5)).toBe("1234.50");
    expect(plainDollars(0)).toBe("0.00");
    expect(plainDollars(0.05)).toBe("0.05");
    expect(plainDollars(-12.3)).toBe("-12.30");
    expect(plainDollars(2997.7526)).toBe("2997.75");
  });
});
