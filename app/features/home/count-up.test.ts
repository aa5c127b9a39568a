import { describe, expect, it } from "vitest";
import { COUNT_UP_DURATION_MS, countUpValue } from "./count-up.ts";

describe("countUpValue", () => {
  it("starts at zero and ends exactly on the target after four seconds", () => {
    expect(COUNT_UP_DURATION_MS).toBe(4000);
    expect(countUpValue(0, 100)).toBe(0);
    expect(countUpValue(4000, 100)).toBe(100);
    expect(countUpValue(9000, 100)).toBe(100);
  });

  it("only ever shows whole numbers that never go down", () => {
    let previous = 0;
    for (let ms = 0; ms <= 4000; ms += 16) {
      const value = countUpValue(ms, 100);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("does not reach the target early", () => {
    expect(countUpValue(3900, 100)).toBeLessThan(100);
  });
});
