import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap-text.ts";

/** One unit per character, so widths are easy to reason about. */
const measure = (line: string) => line.length;

describe("wrapText", () => {
  it("breaks at spaces so that no line is wider than the width, keeping every word in order", () => {
    const text = "the quick brown fox jumps over the lazy dog";
    const lines = wrapText(text, 10, measure);
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    expect(lines.every((line) => measure(line) <= 10)).toBe(true);
    expect(lines.join(" ")).toBe(text);
  });

  it("gives no lines for empty text, and folds any run of white space into one break", () => {
    expect(wrapText("", 10, measure)).toEqual([]);
    expect(wrapText("   ", 10, measure)).toEqual([]);
    expect(wrapText("a   b", 10, measure)).toEqual(["a b"]);
    expect(wrapText(" a\tb\nc ", 10, measure)).toEqual(["a b c"]);
  });

  it("never breaks at a no-break space", () => {
    expect(wrapText("pay $3,000\u00a0a month", 8, measure)).toEqual(["pay", "$3,000\u00a0a", "month"]);
  });

  it("leaves a word wider than the line on a line of its own, so the caller can see it does not fit", () => {
    const lines = wrapText("see https://example.com/a now", 10, measure);
    expect(lines).toEqual(["see", "https://example.com/a", "now"]);
    expect(lines.some((line) => measure(line) > 10)).toBe(true);
  });

  it("cuts a word wider than the whole line between characters when asked to", () => {
    expect(wrapText("see https://example.com/a/long/path now", 10, measure, { breakLongWords: true })).toEqual([
      "see",
      "https://ex",
      "ample.com/",
      "a/long/pat",
      "h now",
    ]);
  });

  it("still ends when a single character is wider than the line", () => {
    const wide = (line: string) => line.length * 20;
    expect(wrapText("ab c", 10, wide, { breakLongWords: true })).toEqual(["a", "b", "c"]);
  });
});
