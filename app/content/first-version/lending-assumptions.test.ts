import { describe, expect, it } from "vitest";
import { lendingAssumptionsSchema } from "../../../contracts/site-content.ts";
import { firstLendingAssumptions } from "./lending-assumptions.ts";

describe("the first version's lending assumptions", () => {
  it("pass the studio's schema as they are", () => {
    expect(lendingAssumptionsSchema.parse(firstLendingAssumptions)).toEqual(firstLendingAssumptions);
  });

  it("are the figures the calculators started from before the office could edit them, and APRA's 3 points", () => {
    const values = Object.fromEntries(
      Object.entries(firstLendingAssumptions).map(([key, figure]) => [key, figure.value]),
    );
    expect(values).toEqual({
      borrowingPowerRate: 6,
      assessmentBuffer: 3,
      loanRepaymentRate: 6,
      howLongToRepayRate: 6,
      offsetRate: 6,
      refinanceCurrentRate: 6.5,
      refinanceNewRate: 5.99,
    });
  });
});
