import { describe, expect, it } from "vitest";
import { enteredNumber } from "./entered-number.ts";

describe("enteredNumber", () => {
  it("reads plain, grouped and adorned numbers as the visitor means them", () => {
    expect(enteredNumber("500000")).toBe(500000);
    expect(enteredNumber("500,000")).toBe(500000);
    expect(enteredNumber("$ 1,234.50")).toBe(1234.5);
    expect(enteredNumber("6.25%")).toBe(6.25);
    expect(enteredNumber(".5")).toBe(0.5);
    expect(enteredNumber("-3")).toBe(-3);
  });

  it("reads an empty box or anything that is not a number as NaN, never as 0", () => {
    for (const text of ["", "   ", "abc", "0x10", "1e5", "1.2.3", "--1", "Infinity"]) {
      expect(enteredNumber(text)).toBeNaN();
    }
  });
});
