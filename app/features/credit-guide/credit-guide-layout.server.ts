/**
 * A small text layout for the credit guide: wraps text to a width, flows
 * blocks down A4 pages, starts a new page when one is full, keeps headings
 * with what follows them, and writes "Page n of N" footers once the page
 * count is known. Only the standard Helvetica fonts are used, and they can
 * draw WinAnsi characters only, so every string goes through toWinAnsi().
 */
import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { wrapText } from "#app/lib/wrap-text.ts";
import type { FieldRow, GuideBlock, GuideDocument } from "./credit-guide-document.server.ts";

/** A4 in PDF points, with 20 mm margins. */
export const pageLayout = {
  width: 595.28,
  height: 841.89,
  margin: 56.69,
  /** Baseline of the footer text, above the bottom edge. */
  footerBaseline: 28,
  bodySize: 10,
  lineHeight: 14,
  headingSize: 13.5,
  subheadingSize: 10.5,
  titleSize: 26,
  footerSize: 7.5,
  /** Indent of list item text; the bullet or number sits in this gutter. */
  listIndent: 16,
  /** Width of the label column of label/value rows. */
  labelWidth: 72,
} as const;

const ink = rgb(0.13, 0.15, 0.17);
const muted = rgb(0.36, 0.39, 0.42);
/** The site's brand-700 teal, oklch(0.43 0.085 194), in sRGB. */
const brandTeal = rgb(0 / 255, 94 / 255, 93 / 255);

/**
 * The 27 characters WinAnsi (Windows-1252) puts in 0x80-0x9F. Together with
 * printable ASCII and Latin-1 (0xA0-0xFF) they are all a standard font can draw.
 */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsiChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

export function isWinAnsi(text: string): boolean {
  return Array.from(text).every(isWinAnsiChar);
}

/**
 * Typographic characters mapped to plain ones, so text copied from a word
 * processor still draws (and reads back) the same: curly quotes become
 * straight, dashes and minus signs become hyphens, odd spaces become spaces.
 */
const replacements: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2002": " ",
  "\u2003": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\t": " ",
  "\u00ad": "",
  "\u200b": "",
  "\u200c": "",
  "\u200d": "",
  "\u2060": "",
  "\ufeff": "",
};

/** Maps typographic characters to WinAnsi ones; throws, naming it, on a character a standard font cannot draw. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const mapped = replacements[char] ?? char;
    for (const c of mapped) {
      if (!isWinAnsiChar(c)) {
        const code = c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");
        throw new Error(`The credit guide cannot draw "${c}" (U+${code}) with a standard PDF font: "${text}"`);
      }
    }
    out += mapped;
  }
  return out;
}

export interface GuideFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws blocks top to bottom, adding pages as needed. */
class PageFlow {
  private page: PDFPage;
  private y: number;
  readonly left = pageLayout.margin;
  readonly width = pageLayout.width - 2 * pageLayout.margin;
  /** Text never goes below this baseline: the footer lives underneath. */
  private readonly bottom = pageLayout.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: GuideFonts,
  ) {
    this.page = this.newPage();
    this.y = pageLayout.height - pageLayout.margin;
  }

  private newPage(): PDFPage {
    return this.pdf.addPage([pageLayout.width, pageLayout.height]);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) {
      this.page = this.newPage();
      this.y = pageLayout.height - pageLayout.margin;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    // A long address or link has no space to break at, and a PDF line cannot overflow the margin.
    return wrapText(toWinAnsi(text), width, (line) => font.widthOfTextAtSize(line, size), { breakLongWords: true });
  }

  /** Moves down to the next baseline, on a new page if this one is full. */
  private nextLine(lineHeight: number = pageLayout.lineHeight): void {
    this.ensure(lineHeight);
    this.y -= lineHeight;
  }

  /** Draws text on the current baseline. */
  private draw(text: string, x: number, font: PDFFont, size: number, color = ink): void {
    this.page.drawText(text, { x, y: this.y, size, font, color });
  }

  /** Wrapped text with its first line kept with `keepWithNext` more points. */
  text(text: string, options: { x?: number; font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; lineHeight?: number; keepWithNext?: number } = {}): void {
    const x = options.x ?? this.left;
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? pageLayout.bodySize;
    const lineHeight = options.lineHeight ?? pageLayout.lineHeight;
    const lines = this.lines(text, font, size, this.left + this.width - x);
    // Avoid a lone first line at the foot of a page (a widow of two lines at least).
    this.ensure(lineHeight * Math.min(lines.length, 2) + (options.keepWithNext ?? 0));
    for (const line of lines) {
      this.nextLine(lineHeight);
      this.draw(line, x, font, size, options.color ?? ink);
    }
  }

  /** A clickable area over the text just drawn on the current baseline. */
  private link(x: number, width: number, uri: string): void {
    const annotation = this.pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, this.y - 3, x + width, this.y + pageLayout.bodySize],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(uri) },
    });
    this.page.node.addAnnot(this.pdf.context.register(annotation));
  }

  heading(text: string): void {
    const size = pageLayout.headingSize;
    // Keep the heading with at least two lines of what follows it.
    this.ensure(10 + size * 1.4 + 6 + 2 * pageLayout.lineHeight);
    this.gap(10);
    this.text(text, { font: this.fonts.bold, size, color: brandTeal, lineHeight: size * 1.4 });
    this.page.drawLine({
      start: { x: this.left, y: this.y - 4 },
      end: { x: this.left + this.width, y: this.y - 4 },
      thickness: 0.6,
      color: brandTeal,
    });
    this.gap(8);
  }

  subheading(text: string): void {
    this.gap(4);
    this.text(text, {
      font: this.fonts.bold,
      size: pageLayout.subheadingSize,
      keepWithNext: 2 * pageLayout.lineHeight,
    });
    this.gap(1);
  }

  paragraph(text: string): void {
    this.text(text);
    this.gap(6);
  }

  list(items: readonly string[], marker: (index: number) => string): void {
    const indent = this.left + pageLayout.listIndent;
    for (const [index, item] of items.entries()) {
      const lines = this.lines(item, this.fonts.regular, pageLayout.bodySize, this.left + this.width - indent);
      this.ensure(pageLayout.lineHeight * Math.min(lines.length, 2));
      lines.forEach((line, lineIndex) => {
        this.nextLine();
        // The marker is drawn first so that text read back from the PDF comes out as "1. Item".
        if (lineIndex === 0) this.draw(toWinAnsi(marker(index)), this.left + 4, this.fonts.regular, pageLayout.bodySize, brandTeal);
        this.draw(line, indent, this.fonts.regular, pageLayout.bodySize);
      });
      this.gap(2);
    }
    this.gap(4);
  }

  fields(rows: readonly FieldRow[]): void {
    const valueX = this.left + pageLayout.labelWidth;
    for (const row of rows) {
      const lines = this.lines(row.value, this.fonts.regular, pageLayout.bodySize, this.left + this.width - valueX);
      this.ensure(pageLayout.lineHeight * lines.length);
      lines.forEach((line, lineIndex) => {
        this.nextLine();
        // Label first, so the PDF's text reads "Phone (03) ...", not the other way round.
        if (lineIndex === 0) this.draw(toWinAnsi(row.label), this.left, this.fonts.bold, pageLayout.bodySize);
        this.draw(line, valueX, this.fonts.regular, pageLayout.bodySize);
        if (row.href) this.link(valueX, this.fonts.regular.widthOfTextAtSize(line, pageLayout.bodySize), row.href);
      });
    }
    this.gap(8);
  }

  block(block: GuideBlock): void {
    switch (block.kind) {
      case "heading":
        return this.heading(block.text);
      case "subheading":
        return this.subheading(block.text);
      case "paragraph":
        return this.paragraph(block.text);
      case "bullets":
        return this.list(block.items, () => "•");
      case "numbered":
        return this.list(block.items, (index) => `${index + 1}.`);
      case "fields":
        return this.fields(block.rows);
    }
  }

  masthead(title: string, lines: readonly string[]): void {
    this.text(title, { font: this.fonts.bold, size: pageLayout.titleSize, color: brandTeal, lineHeight: pageLayout.titleSize * 1.1 });
    this.gap(10);
    lines.forEach((line, index) => {
      this.text(line, { font: index === 0 ? this.fonts.bold : this.fonts.regular, size: index === 0 ? 12 : pageLayout.bodySize, lineHeight: index === 0 ? 16 : pageLayout.lineHeight });
    });
    this.gap(10);
    this.page.drawRectangle({ x: this.left, y: this.y, width: this.width, height: 2, color: brandTeal });
    this.gap(8);
  }
}

/** Lays the document out on A4 pages and writes a footer with "Page n of N" on each. */
export function layoutGuide(pdf: PDFDocument, document: GuideDocument, fonts: GuideFonts): void {
  const flow = new PageFlow(pdf, fonts);
  flow.masthead(document.title, document.masthead);
  for (const block of document.blocks) flow.block(block);

  const pages = pdf.getPages();
  const left = pageLayout.margin;
  const right = pageLayout.width - pageLayout.margin;
  const footer = toWinAnsi(document.footer);
  pages.forEach((page, index) => {
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = fonts.regular.widthOfTextAtSize(pageLabel, pageLayout.footerSize);
    // Shrink the footer text rather than let it run into the page number.
    const room = right - left - labelWidth - 12;
    let size: number = pageLayout.footerSize;
    while (size > 5 && fonts.regular.widthOfTextAtSize(footer, size) > room) size -= 0.25;
    page.drawLine({
      start: { x: left, y: pageLayout.footerBaseline + 12 },
      end: { x: right, y: pageLayout.footerBaseline + 12 },
      thickness: 0.5,
      color: muted,
    });
    page.drawText(footer, { x: left, y: pageLayout.footerBaseline, size, font: fonts.regular, color: muted });
    page.drawText(pageLabel, {
      x: right - labelWidth,
      y: pageLayout.footerBaseline,
      size: pageLayout.footerSize,
      font: fonts.regular,
      color: muted,
    });
  });
}
