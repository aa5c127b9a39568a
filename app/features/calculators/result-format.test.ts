import { describe, expect, it } from "vitest";
import {
  dollarsOrDash,
  formatDuration,
  formatRate,
  enteredYears,
  NO_FIGURE,
  plainNumber,
  repaymentCount,
  signedDollars,
} from "./result-format.ts";

describe("result format", () => {
  it("shows money in dollars to the cent, or a dash when there is no figure", () => {
    expect(dollarsOrDash(2997.75)).toBe("$2,997.75");
    expect(dollarsOrDash(undefined)).toBe(NO_FIGURE);
  });

  it("writes a figure below zero with a true minus sign, and never a minus on $0.00", () => {
    expect(signedDollars(-157.86)).toBe("−$157.86");
    expect(signedDollars(1234.5)).toBe("$1,234.50");
    expect(signedDollars(-0.004)).toBe("$0.00");
  });

  it("says a duration in years and months, singular where it is one", () => {
    expect(formatDuration({ years: 29, months: 11 })).toBe("29 years 11 months");
    expect(formatDuration({ years: 1, months: 0 })).toBe("1 year");
    expect(formatDuration({ years: 0, months: 1 })).toBe("1 month");
    expect(formatDuration({ years: 0, months: 0 })).toBe("0 months");
  });

  it("says an entered rate and term as the form takes them", () => {
    expect(formatRate(6.5)).toBe("6.5 % a year");
    expect(formatRate(0)).toBe("0 % a year");
    expect(formatRate(5.99)).toBe("5.99 % a year");
    expect(enteredYears(25)).toBe("25 years");
    expect(enteredYears(1)).toBe("1 year");
    expect(enteredYears(2.5)).toBe("2.5 years");
  });

  it("writes an entered number in full, as a person would, never in exponent form", () => {
    expect(plainNumber(6.25)).toBe("6.25");
    expect(plainNumber(30)).toBe("30");
    expect(plainNumber(-2.5)).toBe("-2.5");
    expect(plainNumber(6.25e-7)).toBe("0.000000625");
    expect(plainNumber(-1.5e-9)).toBe("-0.0000000015");
    expect(plainNumber(1e21)).toBe("1000000000000000000000");
    expect(plainNumber(1.25e22)).toBe("12500000000000000000000");
    expect(plainNumber(1234567.5)).toBe("1234567.5");
  });

  it("counts repayments in threes, as Australians write numbers", () => {
    expect(repaymentCount(360)).toBe("360");
    expect(repaymentCount(1560)).toBe("1,560");
    expect(repaymentCount(1234567)).toBe("1,234,567");
  });
});
