import { beforeAll, describe, expect, it } from "vitest";
import { brand, type Brand } from "#app/content/brand.ts";
import { loadInter } from "./card-font.server.ts";
import { readBrandLogo } from "./social-card-png.server.ts";
import { composeSocialCardSvg, linesThatFit, logoColours, mix, type CardFonts } from "./social-card-svg.server.ts";

let fonts: CardFonts;
let logoSvg: string;
beforeAll(async () => {
  fonts = { bold: await loadInter(700), regular: await loadInter(400) };
  logoSvg = await readBrandLogo();
});

describe("logoColours", () => {
  it("takes the logo's tile colour and its accent, in the order the logo uses them", () => {
    expect(logoColours(logoSvg)).toEqual({ primary: "#0f6b70", accent: "#f4c35a" });
    expect(logoColours('<svg><rect fill="#ABC"/><path stroke="#123456"/><path fill="#abc"/></svg>')).toEqual({
      primary: "#aabbcc",
      accent: "#123456",
    });
  });

  it("says what it needs when the logo has fewer than two colours", () => {
    expect(() => logoColours('<svg><rect fill="#000"/></svg>')).toThrow(/two #hex colours/);
  });
});

describe("mix", () => {
  it("moves one colour towards another", () => {
    expect(mix("#0f6b70", "#000000", 0)).toBe("#0f6b70");
    expect(mix("#0f6b70", "#000000", 1)).toBe("#000000");
    expect(mix("#ffffff", "#000000", 0.5)).toBe("#808080");
  });
});

describe("linesThatFit", () => {
  it("breaks between words to fit the width, or gives up past the line limit", () => {
    const lines = linesThatFit(
      "one two three four five six",
      fonts.bold,
      40,
      fonts.bold.measure("one two three", 40),
      3,
    );
    expect(lines).toEqual(["one two three", "four five six"]);
    expect(linesThatFit("one two three four five six", fonts.bold, 40, fonts.bold.measure("one", 40), 3)).toBeNull();
  });

  it("gives up on a word wider than the card rather than cut it", () => {
    expect(linesThatFit("one extraordinarily two", fonts.bold, 40, fonts.bold.measure("three", 40), 3)).toBeNull();
  });
});

describe("composeSocialCardSvg", () => {
  it("is a 1200 by 630 SVG on the logo's colours, with the logo and no <text>", () => {
    const svg = composeSocialCardSvg(brand, logoSvg, fonts);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
    );
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toContain('fill="#f4c35a"');
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain('fill="#0f6b70"');
  });

  it("is the same for the same inputs", () => {
    expect(composeSocialCardSvg(brand, logoSvg, fonts)).toBe(composeSocialCardSvg(brand, logoSvg, fonts));
  });

  it("draws the brand module's name, tagline, site address and phone number, inside the card", () => {
    // A stand-in font that records what it is asked to draw, and where.
    const drawn: { text: string; x: number; y: number; size: number }[] = [];
    const recording = {
      measure: (text: string, size: number) => text.length * size * 0.5,
      outline: (text: string, x: number, y: number, size: number) => {
        drawn.push({ text, x, y, size });
        return "M0 0Z";
      },
      capHeight: 0.7,
    };
    composeSocialCardSvg(brand, logoSvg, { bold: recording, regular: recording });
    const texts = drawn.map((entry) => entry.text);
    expect(texts).toContain(brand.name);
    expect(texts).toContain(brand.phone.display);
    expect(texts).toContain("www.kestrelridge.example");
    expect(texts.filter((text) => brand.tagline.includes(text)).join(" ")).toContain(brand.tagline);
    for (const { text, x, y, size } of drawn) {
      expect(x, text).toBeGreaterThanOrEqual(80);
      expect(x + recording.measure(text, size), text).toBeLessThanOrEqual(1200 - 80);
      expect(y, text).toBeGreaterThan(size * 0.7);
      expect(y, text).toBeLessThan(630 - 40);
    }
  });

  it("makes a long tagline smaller to keep it within three lines, and refuses one that cannot fit", () => {
    const long: Brand = {
      ...brand,
      tagline:
        "Business, property, asset, equipment, development and self-managed super fund lending across Australia, brokered with care.",
    };
    expect(() => composeSocialCardSvg(long, logoSvg, fonts)).not.toThrow();
    const tooLong: Brand = { ...brand, tagline: "word ".repeat(80) };
    expect(() => composeSocialCardSvg(tooLong, logoSvg, fonts)).toThrow(/tagline .* does not fit/);
  });
});
