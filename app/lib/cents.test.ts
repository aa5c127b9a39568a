import { describe, expect, it } from "vitest";
import { toWholeCents } from "./cents.ts";

describe("toWholeCents", () => {
  it("rounds half a cent away from zero, even where the double sits just below the half", () => {
    // 1.005 and 2.675 are stored as 1.00499999... and 2.67499999...
    expect(toWholeCents(1.005)).toBe(101);
    expect(toWholeCents(2.675)).toBe(268);
    expect(toWholeCents(-1.005)).toBe(-101);
  });

  it("rounds below half a cent toward zero, and never gives -0", () => {
    expect(toWholeCents(2997.7526257)).toBe(299_775);
    expect(Object.is(toWholeCents(-0.004), 0)).toBe(true);
    expect(Object.is(toWholeCents(-0), 0)).toBe(true);
  });

  it("keeps every cent of the largest amounts the site handles", () => {
    expect(toWholeCents(1_079_190.945)).toBe(107_919_095);
    expect(toWholeCents(99_999_999.99)).toBe(9_999_999_999);
  });
});
