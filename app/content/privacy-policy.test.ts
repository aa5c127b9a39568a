import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brand, formatPostalAddress } from "./brand.ts";
import { privacyPolicy, type PrivacySection } from "./privacy-policy.ts";

const sections = privacyPolicy.sections;

function sectionText(section: PrivacySection): string {
  return section.body.map((block) => (block.kind === "paragraph" ? block.text : block.items.join("\n"))).join("\n");
}

const fullText = sections.map(sectionText).join("\n");

function section(id: string): PrivacySection {
  const found = sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section with id ${id}`);
  return found;
}

describe("privacy policy structure", () => {
  it("has exactly the nine spec titles, in order", () => {
    expect(sections.map((s) => s.title)).toEqual([
      "Overview",
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Your Information",
      "How We Protect Your Information",
      "Your Rights and Choices",
      "Cookies and Tracking Technologies",
      "Third-Party Links",
      "Changes to This Privacy Policy",
    ]);
  });

  it("has no stray Asset Finance section", () => {
    expect(sections.some((s) => /asset finance/i.test(s.title))).toBe(false);
  });

  it("gives every section a unique kebab-case id", () => {
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives the sections their icons in the listed order", () => {
    expect(sections.map((s) => s.icon)).toEqual([
      "info",
      "clipboard-list",
      "target",
      "share-2",
      "shield",
      "user-check",
      "cookie",
      "external-link",
      "refresh-cw",
    ]);
  });

  it("gives every section at least one paragraph and no empty text", () => {
    for (const s of sections) {
      expect(
        s.body.some((block) => block.kind === "paragraph"),
        s.title,
      ).toBe(true);
      for (const block of s.body) {
        const texts = block.kind === "paragraph" ? [block.text] : block.items;
        expect(texts.length, s.title).toBeGreaterThan(0);
        for (const text of texts) expect(text.trim(), s.title).not.toBe("");
      }
    }
  });

  it("keeps every section to a readable length (about 80 to 250 words)", () => {
    for (const s of sections) {
      const words = sectionText(s).split(/\s+/).filter(Boolean).length;
      expect(words, s.title).toBeGreaterThanOrEqual(60);
      expect(words, s.title).toBeLessThanOrEqual(260);
    }
  });

  it("records its last update as an ISO date", () => {
    expect(privacyPolicy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(privacyPolicy.lastUpdated))).toBe(false);
  });
});

describe("privacy policy content (APP 1.4)", () => {
  it("says how to complain and how complaints are handled", () => {
    const rights = sectionText(section("your-rights-and-choices"));
    expect(rights).toMatch(/how to complain/i);
    expect(rights).toMatch(/acknowledge/i);
    expect(rights).toMatch(/investigate/i);
    expect(rights).toMatch(/final answer[^.]*within 30 days/i);
  });

  it("gives AFCA's contact details for escalating a complaint", () => {
    expect(fullText).toContain("Australian Financial Complaints Authority");
    for (const contact of ["www.afca.org.au", "1800 931 678", "info@afca.org.au", "GPO Box 3, Melbourne VIC 3001"]) {
      expect(fullText).toContain(contact);
    }
  });

  it("gives the OAIC's contact details for escalating a complaint", () => {
    expect(fullText).toContain("Office of the Australian Information Commissioner");
    for (const contact of ["www.oaic.gov.au", "1300 363 992"]) expect(fullText).toContain(contact);
  });

  it("says how to access and correct personal information, and how soon we respond", () => {
    const rights = sectionText(section("your-rights-and-choices"));
    expect(rights).toMatch(/access/i);
    expect(rights).toMatch(/correct/i);
    expect(rights).toMatch(/respond within 30 days/i);
  });

  it("says whether information goes overseas and names the countries", () => {
    const sharing = sectionText(section("how-we-share-your-information"));
    expect(sharing).toMatch(/overseas/i);
    expect(sharing).toContain("United States");
    expect(sharing).toContain("Singapore");
  });

  it("says what happens when information is not provided, and allows anonymous enquiries", () => {
    const collect = sectionText(section("information-we-collect"));
    expect(collect).toMatch(/unable to arrange credit/i);
    expect(collect).toMatch(/without giving your name/i);
  });

  it("names the credit laws a broker works under", () => {
    expect(fullText).toContain("National Consumer Credit Protection Act 2009");
    expect(fullText).toContain("Part IIIA");
    expect(fullText).toContain("Privacy (Credit Reporting) Code");
  });

  it("states the retention period for credit records", () => {
    expect(sectionText(section("how-we-protect-your-information"))).toMatch(/7 years after the credit is arranged/);
  });

  it("says the site uses no advertising trackers and that form leads stay on our own server", () => {
    const cookies = sectionText(section("cookies-and-tracking-technologies"));
    expect(cookies).toMatch(/no advertising trackers/i);
    expect(cookies).toMatch(/stored on our own server/i);
  });
});

describe("privacy officer contact and brand facts", () => {
  it("gives the privacy officer's e-mail, phone and postal address from brand.ts", () => {
    const overview = sectionText(section("overview"));
    expect(overview).toContain("Privacy Officer");
    expect(overview).toContain(brand.email);
    expect(overview).toContain(brand.phone.display);
    expect(overview).toContain(formatPostalAddress(brand.postalAddress));
  });

  it("identifies the licensee by the legal name, ABN and credit licence in brand.ts", () => {
    const overview = sectionText(section("overview"));
    expect(overview).toContain(brand.legalName);
    expect(overview).toContain(brand.abn);
    expect(overview).toContain(brand.australianCreditLicence);
  });

  it("never types a brand fact into the module source", () => {
    const source = readFileSync(new URL("./privacy-policy.ts", import.meta.url), "utf8");
    const facts = [
      brand.name,
      brand.legalName,
      brand.email,
      brand.phone.display,
      brand.abn,
      brand.australianCreditLicence,
      brand.postalAddress.street,
    ];
    for (const fact of facts) expect(source, fact).not.toContain(fact);
  });
});
