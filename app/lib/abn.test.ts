import { describe, expect, it } from "vitest";
import { isValidAbn } from "./abn.ts";

describe("isValidAbn", () => {
  it("accepts the ABR's published worked example, 51 824 753 556", () => {
    expect(isValidAbn("51 824 753 556")).toBe(true);
  });

  it("rejects an ABN with one digit changed", () => {
    expect(isValidAbn("51 824 753 557")).toBe(false);
    expect(isValidAbn("52 824 753 556")).toBe(false);
  });

  it("rejects anything that is not eleven digits", () => {
    expect(isValidAbn("")).toBe(false);
    expect(isValidAbn("51 824 753 55")).toBe(false);
    expect(isValidAbn("51 824 753 5566")).toBe(false);
    expect(isValidAbn("51 824 753 55a")).toBe(false);
  });
});
