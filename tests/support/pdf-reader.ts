/**
 * Reads a PDF back the way a reader (or a screen reader) would see its text,
 * with pdfjs: each page's text runs in drawing order, its link annotations'
 * targets, and the document's metadata. Used by the credit guide's and the
 * calculator report's tests, in Vitest and in Playwright (Node either way).
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPage {
  /** Every text run on the page, in drawing order. */
  items: { text: string; y: number }[];
  /** The targets of the page's link annotations. */
  links: string[];
  /** The page's text on one line, whitespace collapsed (wrapped lines joined by a space). */
  text: string;
  width: number;
  height: number;
}

export interface ReadPdf {
  pages: ReadPage[];
  /** All pages' text, whitespace collapsed. */
  text: string;
  /** All pages' text above `footerBaseline`, so a paragraph split across pages reads as one. */
  body: string;
  info: Record<string, unknown>;
}

export const collapseSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/** The PDF's text; `footerBaseline` (PDF points) is where the footers sit, left out of `body`. */
export async function readPdf(bytes: Uint8Array, footerBaseline = 0): Promise<ReadPdf> {
  const pdf = await getDocument({
    // pdfjs takes ownership of the buffer it is given, so give it a copy.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: ReadPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        "str" in item && item.str.trim() !== "" ? [{ text: item.str, y: item.transform[5] as number }] : [],
      );
      const [, , width, height] = page.view as [number, number, number, number];
      const annotations = (await page.getAnnotations()) as { subtype: string; url?: string; unsafeUrl?: string }[];
      const links = annotations.flatMap((a) => (a.subtype === "Link" ? [a.unsafeUrl ?? a.url ?? ""] : []));
      pages.push({ items, links, text: collapseSpace(items.map((item) => item.text).join(" ")), width, height });
    }
    const { info } = await pdf.getMetadata();
    const isBody = (item: { y: number }) => item.y > footerBaseline + 1;
    return {
      pages,
      text: collapseSpace(pages.map((page) => page.text).join(" ")),
      body: collapseSpace(pages.flatMap((page) => page.items.filter(isBody).map((item) => item.text)).join(" ")),
      info: info as Record<string, unknown>,
    };
  } finally {
    await pdf.destroy();
  }
}
