import { describe, expect, it } from "vitest";
import { canonicalChoice } from "./query-choices.ts";

describe("a choice read from a shared link", () => {
  it("is read without regard to case or spaces around it, and written as its option writes it", () => {
    expect(canonicalChoice("state", "nsw")).toBe("NSW");
    expect(canonicalChoice("state", " Vic ")).toBe("VIC");
    expect(canonicalChoice("frequency", "Fortnightly")).toBe("fortnightly");
    expect(canonicalChoice("frequency", "MONTHLY")).toBe("monthly");
    expect(canonicalChoice("type", "PI")).toBe("pi");
    expect(canonicalChoice("use", "Home")).toBe("home");
    expect(canonicalChoice("property", "Vacant")).toBe("vacant");
    expect(canonicalChoice("first", "1")).toBe("1");
    expect(canonicalChoice("foreign", "0")).toBe("0");
  });

  it("is left as it came when it is none of the options, for the maths to refuse with a message", () => {
    expect(canonicalChoice("state", "xyz")).toBe("xyz");
    expect(canonicalChoice("state", "New South Wales")).toBe("New South Wales");
    expect(canonicalChoice("first", "yes")).toBe("yes");
    expect(canonicalChoice("frequency", "")).toBe("");
  });

  it("leaves a number field's text alone", () => {
    expect(canonicalChoice("price", " 850,000 ")).toBe(" 850,000 ");
    expect(canonicalChoice("constructor", "x")).toBe("x");
  });
});
