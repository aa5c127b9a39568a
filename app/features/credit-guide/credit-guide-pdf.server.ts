/**
 * Builds the Credit Guide PDF served at /credit-guide.pdf. React Router runs
 * the resource route's loader at build time and writes the bytes to
 * build/client/credit-guide.pdf, so the guide is rebuilt from the brand,
 * guide and lender modules on every build and cannot disagree with the site.
 * The output is reproducible: the same inputs give the same bytes (the
 * creation date is the guide's effective date).
 */
import { brand, type Brand } from "#app/content/brand.ts";
import { creditGuide, type CreditGuide } from "#app/content/credit-guide.ts";
import { shownLendingPartners } from "#app/content/lending-partners.ts";
import { buildPdf } from "#app/lib/pdf-document.lazy.ts";
import { composeCreditGuide } from "./credit-guide-document.server.ts";

export async function buildCreditGuidePdf(
  brandFacts: Brand = brand,
  guide: CreditGuide = creditGuide,
  // The six the panel lists first, as the version being rendered has them (a publish writes the PDF again).
  lenders: readonly string[] = shownLendingPartners()
    .slice(0, 6)
    .map((partner) => partner.name),
): Promise<Uint8Array> {
  return buildPdf(composeCreditGuide(brandFacts, guide, lenders));
}
