// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatAud, formatPercentRange } from "./credit-guide-document.server.ts";
import { wrapText } from "./credit-guide-layout.server.ts";

/** One unit per character, so widths are easy to reason about. */
const measure = (line: string) => line.length;

describe("wrapText", () => {
  it("breaks at spaces so that no line is wider than the width, keeping every word in order", () => {
    const text = "the quick brown fox jumps over the lazy dog";
    const lines = wrapText(text, measure, 10);
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    expect(lines.every((line) => measure(line) <= 10)).toBe(true);
    expect(lines.join(" ")).toBe(text);
  });

  it("breaks a word longer than the whole line between characters", () => {
    expect(wrapText("see https://example.com/a/long/path now", measure, 10)).toEqual([
      "see",
      "https://ex",
      "ample.com/",
      "a/long/pat",
      "h now",
    ]);
  });

  it("gives no lines for empty text and ignores repeated spaces", () => {
    expect(wrapText("", measure, 10)).toEqual([]);
    expect(wrapText("a   b", measure, 10)).toEqual(["a b"]);
  });
});

describe("guide number formats", () => {
  it("writes dollars with thousands separators and cents only when there are any", () => {
    expect(formatAud(500000)).toBe("$500,000");
    expect(formatAud(60)).toBe("$60");
    expect(formatAud(62.5)).toBe("$62.50");
  });

  it("writes commission ranges as 'a to b', 'up to b' or 'none'", () => {
    expect(formatPercentRange([0.5, 0.7])).toBe("0.50% to 0.70%");
    expect(formatPercentRange([0, 1])).toBe("up to 1.00%");
    expect(formatPercentRange([0, 0])).toBe("none");
  });
});
