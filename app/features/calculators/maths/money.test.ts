import { describe, expect, it } from "vitest";
import { roundToCents } from "./money.ts";

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
  });

  it("leaves whole cents alone, up to the largest amount a visitor may enter", () => {
    expect(roundToCents(100_000_000)).toBe(100_000_000);
    expect(roundToCents(99_999_999.99)).toBe(99_999_999.99);
  });
});
