// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { brand, formatPostalAddress, type Brand } from "#app/content/brand.ts";
import { creditGuide, type CreditGuide } from "#app/content/credit-guide.ts";
import { lendingPartners } from "#app/content/lending-partners.ts";
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import { formatDollars } from "#app/lib/money-format.ts";
import { documentText, pageLayout } from "#app/lib/pdf-document.lazy.ts";
import { isWinAnsi, toWinAnsi } from "#app/lib/win-ansi.ts";
import { readPdf as readPdfText, type ReadPdf } from "../../../tests/support/pdf-reader.ts";
import { composeCreditGuide } from "./credit-guide-document.server.ts";
import { buildCreditGuidePdf } from "./credit-guide-pdf.server.ts";

/** The guide read back, its footers left out of `body`. */
const readPdf = (pdf: Uint8Array) => readPdfText(pdf, pageLayout.footerBaseline);

let bytes: Uint8Array;
let guidePdf: ReadPdf;

beforeAll(async () => {
  bytes = await buildCreditGuidePdf();
  guidePdf = await readPdf(bytes);
});

describe("Credit guide PDF (NCCP Act s113)", () => {
  it("names the licensee: legal name, trading name, ABN and the Australian Credit Licence number written in full", () => {
    expect(guidePdf.text).toContain(brand.legalName);
    expect(guidePdf.text).toContain(`trading as ${brand.name}`);
    expect(guidePdf.text).toContain(`ABN ${brand.abn}`);
    expect(guidePdf.text).toContain(`Australian Credit Licence ${brand.australianCreditLicence}`);
    expect(guidePdf.pages[0]?.text).toContain(`Australian Credit Licence ${brand.australianCreditLicence}`);
  });

  it("gives every contact detail from the brand module: phone, email, postal address and website", () => {
    expect(guidePdf.text).toContain(brand.phone.display);
    expect(guidePdf.text).toContain(brand.email);
    expect(guidePdf.text).toContain(formatPostalAddress(brand.postalAddress));
    expect(guidePdf.text).toContain(brand.siteUrl.replace(/^https?:\/\//, ""));
  });

  it("lists the six lenders the brokerage deals with most, in panel order, and no others", () => {
    const topSix = lendingPartners.slice(0, 6);
    const positions = topSix.map((lender) => guidePdf.text.indexOf(lender));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const lender of lendingPartners.slice(6)) expect(guidePdf.text).not.toContain(lender);
  });

  it("explains fees and charges and how they are worked out: none for most home loans, a written-in-advance broker fee, third-party costs at cost", () => {
    expect(guidePdf.text).toContain("Fees and charges");
    expect(guidePdf.text).toContain("No fee is payable to us");
    expect(guidePdf.text).toContain("in writing before we start work");
    expect(guidePdf.text).toMatch(/fixed dollar amount.*percentage of the loan amount/);
    expect(guidePdf.text).toContain("at cost");
  });

  it("explains upfront and trail commissions, their typical ranges and a worked example that adds up", () => {
    expect(guidePdf.text).toContain("percentage of the amount you draw down");
    expect(guidePdf.text).toContain("balance owing");
    expect(guidePdf.text).toContain("0.50% to 0.70%");
    const { loanAmount, upfrontPercent } = creditGuide.commissions.example;
    expect(guidePdf.text).toContain(`= ${formatDollars((loanAmount * upfrontPercent) / 100, { cents: "if-any" })}`);
    expect(guidePdf.text).toContain("credit proposal disclosure document");
  });

  it("says whether referrers are paid and how the amount is worked out", () => {
    expect(guidePdf.text).toContain("Referrers");
    expect(guidePdf.text).toContain("referral fee");
  });

  it("sets out the internal complaints process (acknowledged within 1 business day, final response within 30 days) and then AFCA's contact details", () => {
    expect(guidePdf.text).toContain("within 1 business day");
    expect(guidePdf.text).toContain("30 days");
    for (const detail of ["www.afca.org.au", "1800 931 678", "info@afca.org.au", "GPO Box 3, Melbourne VIC 3001"]) {
      expect(guidePdf.text).toContain(detail);
    }
    expect(guidePdf.text.indexOf("internal complaints process")).toBeLessThan(guidePdf.text.indexOf("www.afca.org.au"));
  });

  it("points to the privacy policy on the site", () => {
    expect(guidePdf.text).toContain(`${brand.siteUrl}/privacy`);
  });

  it("makes the web addresses, email addresses and phone numbers clickable", () => {
    const links = guidePdf.pages.flatMap((page) => page.links);
    for (const target of [
      `${brand.siteUrl}/privacy`,
      brand.siteUrl,
      `mailto:${brand.email}`,
      `tel:${brand.phone.e164}`,
      "https://www.afca.org.au",
      "mailto:info@afca.org.au",
      "tel:1800931678",
    ]) {
      expect(links).toContain(target);
    }
  });

  it("has every section heading in order", () => {
    const headings = [
      "Credit Guide",
      "About this guide",
      "Our services",
      "Lenders we deal with most",
      "Fees and charges",
      "Commissions",
      "Referrers",
      "Complaints",
      "Privacy",
    ];
    const positions = headings.map((heading) =>
      guidePdf.pages.flatMap((page) => page.items).findIndex((item) => item.text === heading),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("Credit guide PDF layout", () => {
  it("flows onto more than one A4 page, each with a footer reading 'Page n of N'", () => {
    const count = guidePdf.pages.length;
    expect(count).toBeGreaterThan(1);
    guidePdf.pages.forEach((page, index) => {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
      expect(page.text).toContain(`Page ${index + 1} of ${count}`);
      expect(page.text).toContain(`Australian Credit Licence ${brand.australianCreditLicence}`);
    });
  });

  it("keeps body text inside the margins, above the footer", () => {
    for (const page of guidePdf.pages) {
      const body = page.items.filter((item) => item.y > pageLayout.footerBaseline + 1);
      expect(body.length).toBeGreaterThan(0);
      for (const item of body) {
        expect(item.y).toBeGreaterThanOrEqual(pageLayout.margin - 0.01);
        expect(item.y).toBeLessThanOrEqual(pageLayout.height - pageLayout.margin);
      }
    }
  });

  it("wraps a long section across extra pages without losing or splitting a word", async () => {
    const sentence = "Every word of this long paragraph must survive wrapping across lines and pages intact.";
    const long: CreditGuide = { ...creditGuide, about: Array.from({ length: 40 }, () => `${sentence} `.repeat(3)) };
    const read = await readPdf(await buildCreditGuidePdf(brand, long));
    expect(read.pages.length).toBeGreaterThan(guidePdf.pages.length);
    expect(read.body.split(sentence).length - 1).toBe(120);
    read.pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${read.pages.length}`));
  });

  it("sets the document metadata, with the creation date fixed to the guide's effective date", () => {
    expect(guidePdf.info.Title).toBe(`Credit Guide - ${brand.name}`);
    expect(guidePdf.info.Author).toBe(brand.legalName);
    expect(String(guidePdf.info.Subject)).toContain("Australian Credit Licence");
    expect(guidePdf.info.CreationDate).toBe(`D:${creditGuide.effectiveDate.replaceAll("-", "")}000000Z`);
    expect(guidePdf.info.Language).toBe("en-AU");
    expect(guidePdf.text).toContain(`Effective ${formatAustralianDate(creditGuide.effectiveDate)}`);
  });

  it("is reproducible: the same content gives byte-for-byte the same PDF", async () => {
    expect(Buffer.from(await buildCreditGuidePdf()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("Credit guide PDF follows the content modules", () => {
  it("changes when a brand fact changes, so the guide can never disagree with the site", async () => {
    const rebranded: Brand = {
      ...brand,
      legalName: "Falcon Creek Lending Pty Ltd",
      abn: "51 824 753 556",
      australianCreditLicence: "612345",
      phone: { display: "(03) 5550 0199", e164: "+61355500199" },
      email: "help@falconcreek.example",
      siteUrl: "https://www.falconcreek.example",
    };
    const changed = await buildCreditGuidePdf(rebranded);
    expect(Buffer.from(changed).equals(Buffer.from(bytes))).toBe(false);
    const read = await readPdf(changed);
    for (const fact of [
      "Falcon Creek Lending Pty Ltd",
      "ABN 51 824 753 556",
      "Australian Credit Licence 612345",
      "(03) 5550 0199",
      "help@falconcreek.example",
      "https://www.falconcreek.example/privacy",
    ]) {
      expect(read.text).toContain(fact);
    }
    for (const old of [brand.legalName, brand.abn, brand.australianCreditLicence, brand.phone.display, brand.email]) {
      expect(read.text).not.toContain(old);
    }
  });

  it("names whichever lenders it is given, and refuses more than six", async () => {
    const read = await readPdf(await buildCreditGuidePdf(brand, creditGuide, ["Alpha Test Bank", "Beta Test Credit"]));
    expect(read.text).toContain("1. Alpha Test Bank");
    expect(read.text).not.toContain(lendingPartners[0]);
    await expect(buildCreditGuidePdf(brand, creditGuide, lendingPartners.slice(0, 7))).rejects.toThrow(/top 6/);
  });
});

describe("Credit guide text encoding", () => {
  it("uses only characters the standard Helvetica font can draw (WinAnsi)", () => {
    const text = documentText(composeCreditGuide(brand, creditGuide, lendingPartners.slice(0, 6)));
    const offending = text.filter((line) => !isWinAnsi(toWinAnsi(line)));
    expect(offending).toEqual([]);
  });

  it("maps curly quotes, dashes and odd spaces to plain characters, and names any character it cannot draw", () => {
    expect(toWinAnsi("We\u2019re \u201copen\u201d 9\u20135 \u2014 Mon\u2011Fri\u202fonly")).toBe(
      `We're "open" 9-5 - Mon-Fri only`,
    );
    expect(toWinAnsi("$1,100 × 0.60% • café")).toBe("$1,100 × 0.60% • café");
    expect(() => toWinAnsi("Rates \u2192 lower")).toThrow(/U\+2192/);
  });

  it("still builds when the content uses typographic punctuation", async () => {
    const curly: CreditGuide = {
      ...creditGuide,
      referrers: ["We\u2019ll tell you \u2014 in writing \u2014 what a referrer is paid."],
    };
    const read = await readPdf(await buildCreditGuidePdf(brand, curly));
    expect(read.text).toContain(`We'll tell you - in writing - what a referrer is paid.`);
  });
});
