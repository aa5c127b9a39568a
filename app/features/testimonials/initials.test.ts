import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letter of each word of the name", () => {
    expect(initials("Mei Lin Chen")).toBe("MLC");
    expect(initials("Darcy Whitlow")).toBe("DW");
  });

  it("upper-cases them", () => {
    expect(initials("mei lin chen")).toBe("MLC");
    expect(initials("ōtautahi ngata")).toBe("ŌN");
  });

  it("ignores spaces at the ends and runs of spaces between words", () => {
    expect(initials("  Mei   Lin\tChen ")).toBe("MLC");
  });

  it("treats a hyphenated name as one word", () => {
    expect(initials("Anne-Marie O'Brien")).toBe("AO");
  });

  it("gives nothing for an empty name", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
  });
});
