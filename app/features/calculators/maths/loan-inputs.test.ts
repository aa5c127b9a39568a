import { describe, expect, it } from "vitest";
import {
  checkAmount,
  checkDeposit,
  checkFrequency,
  checkLoanType,
  checkOffset,
  checkRate,
  checkRepayment,
  checkYears,
  LOAN_LIMITS,
} from "./loan-inputs.ts";

describe("bad input is named at its field (issue 5, 'Bad input')", () => {
  it("holds rates to 0–30 % a year, terms to 40 years and dollars to $100 million", () => {
    expect(LOAN_LIMITS).toEqual({ maxDollars: 100_000_000, maxRatePercent: 30, maxYears: 40 });
  });

  it("asks for a number when the value is missing or not a number", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, null, "500000", {}]) {
      expect(checkAmount(bad)?.field).toBe("amount");
      expect(checkRate(bad)?.field).toBe("rate");
      expect(checkYears(bad, "monthly")?.field).toBe("years");
      expect(checkRepayment(bad)?.field).toBe("repayment");
      expect(checkOffset(bad)?.field).toBe("offset");
      expect(checkDeposit(bad)?.field).toBe("deposit");
    }
    expect(checkAmount(Number.NaN)?.message).toBe("Enter the loan amount in dollars, for example 500000.");
  });

  it("needs a loan amount above $0, a repayment of at least a cent, both at most $100 million", () => {
    expect(checkAmount(0)?.message).toBe("Enter a loan amount of more than $0.");
    expect(checkAmount(-1)?.message).toBe("Enter a loan amount of more than $0.");
    expect(checkAmount(100_000_000.01)?.message).toBe("Enter a loan amount of $100,000,000 or less.");
    expect(checkAmount(100_000_000)).toBeNull();
    expect(checkAmount(0.01)).toBeNull();
    expect(checkRepayment(0)?.message).toBe("Enter a repayment of at least $0.01.");
    expect(checkRepayment(0.009)?.message).toBe("Enter a repayment of at least $0.01.");
    expect(checkRepayment(0.01)).toBeNull();
    expect(checkRepayment(2000)).toBeNull();
  });

  it("accepts a 0 % rate but not a negative one or one over 30 %", () => {
    expect(checkRate(0)).toBeNull();
    expect(checkRate(30)).toBeNull();
    expect(checkRate(-0.01)?.message).toBe("The interest rate cannot be negative.");
    expect(checkRate(30.01)?.message).toBe("Enter an interest rate of 30 % a year or less.");
  });

  it("needs a term above 0 and at most 40 years, long enough for one repayment", () => {
    expect(checkYears(0, "monthly")?.message).toBe("Enter a loan term of more than 0 years.");
    expect(checkYears(40.5, "monthly")?.message).toBe("Enter a loan term of 40 years or less.");
    expect(checkYears(40, "weekly")).toBeNull();
    expect(checkYears(0.01, "monthly")?.message).toBe("Enter a loan term of at least one month.");
    expect(checkYears(0.01, "weekly")).toBeNull();
  });

  it("lets an offset and a monthly deposit be $0 but not negative", () => {
    expect(checkOffset(0)).toBeNull();
    expect(checkDeposit(0)).toBeNull();
    expect(checkOffset(-5)?.message).toBe("The offset balance cannot be negative.");
    expect(checkDeposit(-5)?.message).toBe("The monthly addition to the offset cannot be negative.");
  });

  it("accepts only the URL values for the frequency and the loan type", () => {
    expect(checkFrequency("weekly")).toBeNull();
    expect(checkFrequency("daily")).toEqual({
      field: "frequency",
      message: "Choose weekly, fortnightly or monthly repayments.",
    });
    expect(checkLoanType("io")).toBeNull();
    expect(checkLoanType("PI")).toEqual({ field: "type", message: "Choose principal and interest, or interest only." });
  });
});
