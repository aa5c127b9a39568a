// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatPercentRange } from "./credit-guide-document.server.ts";

describe("guide number formats", () => {
  it("writes commission ranges as 'a to b', 'up to b' or 'none'", () => {
    expect(formatPercentRange([0.5, 0.7])).toBe("0.50% to 0.70%");
    expect(formatPercentRange([0, 1])).toBe("up to 1.00%");
    expect(formatPercentRange([0, 0])).toBe("none");
  });
});
