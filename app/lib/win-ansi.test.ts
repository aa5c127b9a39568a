import { describe, expect, it } from "vitest";
import { isWinAnsi, toWinAnsi } from "./win-ansi.ts";

describe("text for a standard PDF font", () => {
  it("maps the minus sign, the right single quote, the em dash and the comparison signs to characters the font can draw", () => {
    expect(toWinAnsi("−$25,912.00")).toBe("-$25,912.00");
    expect(toWinAnsi("Second applicant’s income — ≤ $50,000 or ≥ $80,000")).toBe(
      "Second applicant's income - <= $50,000 or >= $80,000",
    );
  });

  it("keeps what the font draws as it is: Latin-1, the euro and the bullet", () => {
    expect(toWinAnsi("café × 2 • €5 · 1½")).toBe("café × 2 • €5 · 1½");
    expect(isWinAnsi("café × 2 • €5 · 1½")).toBe(true);
  });

  it("refuses, naming it, a character no standard font can draw", () => {
    expect(isWinAnsi("→")).toBe(false);
    expect(() => toWinAnsi("Rates → lower")).toThrow(/cannot draw "→" \(U\+2192\)/);
  });
});
