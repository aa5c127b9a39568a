/**
 * A small PDF typesetter for our plain documents (the credit guide at build
 * time, a calculator's report in the browser): a title and masthead, then
 * headings, paragraphs, lists, label/value rows and links, wrapped to the
 * width and flowed down A4 pages, with "Page n of N" footers once the page
 * count is known. Only the standard Helvetica fonts are used, so the text is
 * real, selectable text and nothing is embedded; they draw WinAnsi only, so
 * every string goes through toWinAnsi().
 *
 * Named *.lazy.ts because it brings pdf-lib: browser code loads it with
 * import() when a visitor asks for a PDF, never with the page (lint enforces it).
 */
import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { toWinAnsi } from "./win-ansi.ts";
import { wrapText } from "./wrap-text.ts";

export interface PdfFieldRow {
  label: string;
  value: string;
  /** Makes the value a link in the PDF (https:, mailto: or tel:). */
  href?: string;
}

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "numbered"; items: readonly string[] }
  /** Label/value rows; the label column is `labelWidth` points wide (72 unless given), and a long label wraps in it. */
  | { kind: "fields"; rows: readonly PdfFieldRow[]; labelWidth?: number }
  /** A web address printed in full, wrapped anywhere if it must be, and clickable on every line. */
  | { kind: "link"; text: string; href: string };

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: readonly string[];
  creator: string;
  language: string;
  /** Fixed for a reproducible file (the credit guide); the time of saving when left out. */
  creationDate?: Date;
}

export interface PdfTextDocument {
  title: string;
  /** Lines under the title; the first is drawn in bold. */
  masthead: readonly string[];
  blocks: readonly PdfBlock[];
  /** Printed at the foot of every page, left of "Page n of N". */
  footer: string;
  metadata: PdfMetadata;
}

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
  /** Width of the label column of label/value rows, unless a block gives its own. */
  labelWidth: 72,
  /** Space between a wrapped label and its value. */
  labelGap: 12,
} as const;

const ink = rgb(0.13, 0.15, 0.17);
const muted = rgb(0.36, 0.39, 0.42);
/** The site's brand-700 teal, oklch(0.43 0.085 194), in sRGB. */
const brandTeal = rgb(0 / 255, 94 / 255, 93 / 255);

interface PdfFonts {
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
    private readonly fonts: PdfFonts,
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

  /** Draws text on the current baseline, or `down` points below it. */
  private draw(text: string, x: number, font: PDFFont, size: number, color = ink, down = 0): void {
    this.page.drawText(text, { x, y: this.y - down, size, font, color });
  }

  /** Wrapped text with its first line kept with `keepWithNext` more points. */
  text(
    text: string,
    options: {
      x?: number;
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      lineHeight?: number;
      keepWithNext?: number;
    } = {},
  ): void {
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

  /** A clickable area over text drawn `down` points below the current baseline. */
  private link(x: number, width: number, uri: string, down = 0): void {
    const y = this.y - down;
    const annotation = this.pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y - 3, x + width, y + pageLayout.bodySize],
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
        if (lineIndex === 0)
          this.draw(toWinAnsi(marker(index)), this.left + 4, this.fonts.regular, pageLayout.bodySize, brandTeal);
        this.draw(line, indent, this.fonts.regular, pageLayout.bodySize);
      });
      this.gap(2);
    }
    this.gap(4);
  }

  fields(rows: readonly PdfFieldRow[], labelWidth: number = pageLayout.labelWidth): void {
    const { bodySize, lineHeight, labelGap } = pageLayout;
    const valueX = this.left + labelWidth;
    for (const row of rows) {
      const labelLines = this.lines(row.label, this.fonts.bold, bodySize, labelWidth - labelGap);
      const valueLines = this.lines(row.value, this.fonts.regular, bodySize, this.left + this.width - valueX);
      // A row is never split across pages.
      this.ensure(lineHeight * Math.max(labelLines.length, valueLines.length));
      this.nextLine();
      // The whole label first, so the PDF's text reads "Phone (03) ...", not the other way round.
      labelLines.forEach((line, index) =>
        this.draw(line, this.left, this.fonts.bold, bodySize, ink, index * lineHeight),
      );
      valueLines.forEach((line, index) => {
        this.draw(line, valueX, this.fonts.regular, bodySize, ink, index * lineHeight);
        if (row.href)
          this.link(valueX, this.fonts.regular.widthOfTextAtSize(line, bodySize), row.href, index * lineHeight);
      });
      this.gap(lineHeight * (Math.max(labelLines.length, valueLines.length) - 1));
    }
    this.gap(8);
  }

  linkText(text: string, href: string): void {
    const lines = this.lines(text, this.fonts.regular, pageLayout.bodySize, this.width);
    this.ensure(pageLayout.lineHeight * Math.min(lines.length, 2));
    for (const line of lines) {
      this.nextLine();
      this.draw(line, this.left, this.fonts.regular, pageLayout.bodySize, brandTeal);
      this.link(this.left, this.fonts.regular.widthOfTextAtSize(line, pageLayout.bodySize), href);
    }
    this.gap(6);
  }

  block(block: PdfBlock): void {
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
        return this.fields(block.rows, block.labelWidth);
      case "link":
        return this.linkText(block.text, block.href);
    }
  }

  masthead(title: string, lines: readonly string[]): void {
    this.text(title, {
      font: this.fonts.bold,
      size: pageLayout.titleSize,
      color: brandTeal,
      lineHeight: pageLayout.titleSize * 1.1,
    });
    this.gap(10);
    lines.forEach((line, index) => {
      this.text(line, {
        font: index === 0 ? this.fonts.bold : this.fonts.regular,
        size: index === 0 ? 12 : pageLayout.bodySize,
        lineHeight: index === 0 ? 16 : pageLayout.lineHeight,
      });
    });
    this.gap(10);
    this.page.drawRectangle({ x: this.left, y: this.y, width: this.width, height: 2, color: brandTeal });
    this.gap(8);
  }
}

/** Writes the footer and "Page n of N" on every page, once the number of pages is known. */
function writeFooters(pdf: PDFDocument, footerText: string, fonts: PdfFonts): void {
  const pages = pdf.getPages();
  const left = pageLayout.margin;
  const right = pageLayout.width - pageLayout.margin;
  const footer = toWinAnsi(footerText);
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

/** The document as a PDF file's bytes: laid out on A4 pages, with its metadata. */
export async function buildPdf(document: PdfTextDocument): Promise<Uint8Array> {
  const { metadata } = document;
  // updateMetadata: false keeps pdf-lib from stamping its own producer and the current time.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = new PageFlow(pdf, fonts);
  flow.masthead(document.title, document.masthead);
  for (const block of document.blocks) flow.block(block);
  writeFooters(pdf, document.footer, fonts);

  const created = metadata.creationDate ?? new Date();
  pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
  pdf.setAuthor(metadata.author);
  pdf.setSubject(metadata.subject);
  pdf.setKeywords([...metadata.keywords]);
  pdf.setCreator(metadata.creator);
  pdf.setProducer("pdf-lib");
  pdf.setLanguage(metadata.language);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  return pdf.save();
}

/** Every string the document draws, for checks such as "all of it is WinAnsi". */
export function documentText(document: Omit<PdfTextDocument, "metadata">): string[] {
  const blockText = document.blocks.flatMap((block) => {
    switch (block.kind) {
      case "bullets":
      case "numbered":
        return block.items;
      case "fields":
        return block.rows.flatMap((row) => [row.label, row.value]);
      default:
        return [block.text];
    }
  });
  return [document.title, ...document.masthead, ...blockText, document.footer];
}
