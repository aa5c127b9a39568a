/**
 * Text as SVG outlines, for the social card: the card must look the same on
 * any machine that builds it, including one with no fonts installed, so no
 * <text> reaches the SVG renderer. Glyphs come from Inter (@fontsource/inter's
 * WOFF files, read with opentype.js) and are laid out here, one glyph after
 * another by advance width, with the pair kerning opentype.js can read (most
 * of Inter's sits in GPOS extension lookups, which 2.0 skips; display text
 * does not miss it). That is all the shaping English needs, and it avoids
 * opentype.js 2.0's full shaper, which stops at a contextual substitution in
 * Inter's `ccmp` feature that it does not support yet.
 *
 * Build-time only (Node): the social card's resource route is its one user.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** The part of opentype.js 2.0's API used here (the package ships no types). */
interface OpenTypeGlyph {
  index: number;
  advanceWidth?: number;
  getPath(
    x: number,
    y: number,
    fontSize: number,
  ): { toPathData(options: { decimalPlaces: number; flipY: boolean }): string };
}
interface OpenTypeFont {
  unitsPerEm: number;
  tables: { os2?: { sCapHeight?: number } };
  charToGlyph(char: string): OpenTypeGlyph;
  getKerningValue(left: OpenTypeGlyph, right: OpenTypeGlyph): number;
}

export interface CardFont {
  /** Width of `text` at `size` pixels. */
  measure(text: string, size: number): number;
  /** SVG path data for `text` at `size` pixels, starting at `x` on the baseline `y`. */
  outline(text: string, x: number, y: number, size: number): string;
  /** Height of a capital letter as a share of the font size. */
  capHeight: number;
}

export type InterWeight = 400 | 500 | 600 | 700;

// opentype.js 2.0's ESM build has no default export and its UMD build's
// exports are invisible to Node's ESM loader, so it is required as CommonJS:
// the same module under Node, Vitest and the build.
const require = createRequire(import.meta.url);

/** Inter's Latin subset at one weight, from the installed @fontsource/inter. */
export async function loadInter(weight: InterWeight): Promise<CardFont> {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const bytes = await readFile(file);
  const opentype = require("opentype.js") as { parse(buffer: ArrayBuffer): OpenTypeFont };
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return cardFont(font, `Inter ${weight}`);
}

function cardFont(font: OpenTypeFont, name: string): CardFont {
  const glyphsOf = (text: string) =>
    Array.from(text, (char) => {
      const glyph = font.charToGlyph(char);
      // Glyph 0 is .notdef, drawn as an empty box: a character the subset lacks.
      if (glyph.index === 0 && char.trim() !== "")
        throw new Error(`${name} has no glyph for "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase()})`);
      return glyph;
    });

  /** Each glyph with its pen position, and the width of the whole run, in font units. */
  const layout = (text: string) => {
    let pen = 0;
    let previous: OpenTypeGlyph | undefined;
    const placed = glyphsOf(text).map((glyph) => {
      if (previous) pen += font.getKerningValue(previous, glyph);
      const at = pen;
      pen += glyph.advanceWidth ?? 0;
      previous = glyph;
      return { glyph, at };
    });
    return { placed, width: pen };
  };

  return {
    measure(text, size) {
      return (layout(text).width * size) / font.unitsPerEm;
    },
    outline(text, x, y, size) {
      const scale = size / font.unitsPerEm;
      return layout(text)
        .placed.map(({ glyph, at }) =>
          glyph.getPath(x + at * scale, y, size).toPathData({ decimalPlaces: 1, flipY: false }),
        )
        .join("");
    },
    capHeight: (font.tables.os2?.sCapHeight ?? font.unitsPerEm * 0.7) / font.unitsPerEm,
  };
}
