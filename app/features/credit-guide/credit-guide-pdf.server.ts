/**
 * Builds the Credit Guide PDF served at /credit-guide.pdf. React Router runs
 * the resource route's loader at build time and writes the bytes to
 * build/client/credit-guide.pdf, so the guide is rebuilt from the brand,
 * guide and lender modules on every build and cannot disagree with the site.
 * The output is reproducible: the same inputs give the same bytes.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { brand, type Brand } from "#app/content/brand.ts";
import { creditGuide, type CreditGuide } from "#app/content/credit-guide.ts";
import { lendingPartners } from "#app/content/lending-partners.ts";
import { composeCreditGuide } from "./credit-guide-document.server.ts";
import { layoutGuide } from "./credit-guide-layout.server.ts";

export async function buildCreditGuidePdf(
  brandFacts: Brand = brand,
  guide: CreditGuide = creditGuide,
  lenders: readonly string[] = lendingPartners.slice(0, 6),
): Promise<Uint8Array> {
  const document = composeCreditGuide(brandFacts, guide, lenders);
  // updateMetadata: false keeps pdf-lib from stamping the current time.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  layoutGuide(pdf, document, fonts);

  const { metadata } = document;
  pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
  pdf.setAuthor(metadata.author);
  pdf.setSubject(metadata.subject);
  pdf.setKeywords([...metadata.keywords]);
  pdf.setCreator(metadata.creator);
  pdf.setProducer("pdf-lib");
  pdf.setLanguage(metadata.language);
  pdf.setCreationDate(metadata.creationDate);
  pdf.setModificationDate(metadata.creationDate);
  return pdf.save();
}
