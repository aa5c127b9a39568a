import { describe, expect, it } from "vitest";
import { normaliseAustralianPhone } from "./australian-phone.ts";

describe("normaliseAustralianPhone", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["0412345678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61412345678", "+61412345678"],
    ["+61 0412 345 678", "+61412345678"],
    ["0061 412 345 678", "+61412345678"],
    ["(03) 5550 0148", "+61355500148"],
    ["03 5550 0148", "+61355500148"],
    ["+61 3 5550 0148", "+61355500148"],
    ["02-5550-0199", "+61255500199"],
    ["(08) 5550.0123", "+61855500123"],
  ])("accepts %s as %s", (typed, normalised) => {
    expect(normaliseAustralianPhone(typed)).toBe(normalised);
  });

  it.each([
    "",
    "5550 0148",
    "0412 345 67",
    "0412 345 6789",
    "+1 415 555 0100",
    "0912 345 678",
    "04123abc78",
    "1300 555 014",
  ])("rejects %j", (typed) => {
    expect(normaliseAustralianPhone(typed)).toBeNull();
  });
});
