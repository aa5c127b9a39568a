import { describe, expect, it } from "vitest";
import { loadInter } from "./card-font.server.ts";

describe("loadInter", () => {
  it("reads Inter's WOFF file and measures text in pixels", async () => {
    const bold = await loadInter(700);
    const width = bold.measure("Kestrel Ridge Finance", 100);
    // Inter Bold sets this name at a little over ten em.
    expect(width).toBeGreaterThan(900);
    expect(width).toBeLessThan(1200);
    expect(bold.measure("Kestrel Ridge Finance", 50)).toBeCloseTo(width / 2, 6);
    expect(bold.measure("", 40)).toBe(0);
    expect(bold.capHeight).toBeGreaterThan(0.6);
    expect(bold.capHeight).toBeLessThan(0.8);
  });

  it("applies the pair kerning that opentype.js reads", async () => {
    const bold = await loadInter(700);
    expect(bold.measure(", ", 100)).toBeLessThan(bold.measure(",", 100) + bold.measure(" ", 100));
  });

  it("draws text as outlines where it is asked to, with no <text> for a renderer to find a font for", async () => {
    const regular = await loadInter(400);
    const path = regular.outline("Hi", 80, 100, 40);
    expect(path).toMatch(/^M[\d. -]/);
    const xs = [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(80);
    expect(Math.max(...xs)).toBeLessThanOrEqual(80 + regular.measure("Hi", 40) + 1);
  });

  it("refuses a character the font's Latin subset lacks instead of drawing an empty box", async () => {
    const regular = await loadInter(400);
    expect(() => regular.outline("世", 0, 0, 40)).toThrow(/no glyph for "世"/);
  });
});
