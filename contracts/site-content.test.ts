import { describe, expect, it } from "vitest";
import {
  SAMPLE_ASSUMPTIONS,
  SAMPLE_BUSINESS,
  SAMPLE_HOME_SLIDES,
  SAMPLE_LENDING_PARTNERS,
  SAMPLE_SETTLEMENTS,
  SAMPLE_TEAM,
  sampleSiteContent,
} from "../tests/support/sample-site-content.ts";
import {
  businessDetailsSchema,
  CONTENT_LIMITS,
  contentImageSchema,
  contentProblems,
  homeSlidesSchema,
  isHttpsUrl,
  lendingPartnersSchema,
  settlementsSchema,
  type AssumedFigure,
  type LendingAssumptionKey,
  lendingAssumptionsSchema,
  siteContentSchema,
  teamSchema,
  testimonialsSchema,
  type BusinessDetails,
} from "./site-content.ts";

/** Valid details to vary one field at a time. */
const business: BusinessDetails = SAMPLE_BUSINESS;

function problemsOf(details: BusinessDetails): string[] {
  const result = businessDetailsSchema.safeParse(details);
  return result.success ? [] : contentProblems(result.error);
}

describe("the content studio's schemas", () => {
  it("take valid details as they are", () => {
    expect(
      siteContentSchema.safeParse({ ...sampleSiteContent(), testimonials: [{ name: "Ada Brook", quote: "Quick." }] })
        .success,
    ).toBe(true);
  });

  it("name the field of a phone number that is not Australian", () => {
    expect(problemsOf({ ...business, phone: "555 0148" })).toEqual([
      "Phone: enter an Australian number, e.g. (03) 5550 0148",
    ]);
  });

  it("name the ABN when its check digits do not add up", () => {
    expect(problemsOf({ ...business, abn: "49 962 793 284" })).toEqual([
      "ABN: enter the 11-digit ABN as the Australian Business Register lists it",
    ]);
  });

  it("name the day of an opening hour that is not a time, or closes before it opens", () => {
    const hours = [...business.openingHours] as BusinessDetails["openingHours"];
    hours[2] = { day: "Wednesday", opens: "8am", closes: "18:00" };
    hours[5] = { day: "Saturday", opens: "15:00", closes: "08:00" };
    expect(problemsOf({ ...business, openingHours: hours })).toEqual([
      "Wednesday opening time: use 24-hour HH:MM, e.g. 08:30",
      "Saturday hours: the closing time must be after the opening time",
    ]);
  });

  it("refuse a day with an opening time but no closing time", () => {
    const hours = [...business.openingHours] as BusinessDetails["openingHours"];
    hours[6] = { day: "Sunday", opens: "10:00", closes: null };
    expect(problemsOf({ ...business, openingHours: hours })).toEqual([
      "Sunday hours: give both an opening and a closing time, or mark the day closed",
    ]);
  });

  it("take only https links for the social networks, or none", () => {
    expect(
      problemsOf({ ...business, socialLinks: { ...business.socialLinks, Facebook: "javascript:alert(1)" } }),
    ).toEqual(["Facebook: enter an https:// address"]);
    expect(
      problemsOf({ ...business, socialLinks: { ...business.socialLinks, LinkedIn: "http://example.com" } }),
    ).toEqual(["LinkedIn: enter an https:// address"]);
    expect(problemsOf({ ...business, socialLinks: { ...business.socialLinks, Instagram: "" } })).toEqual([]);
    expect(isHttpsUrl("https://user:pw@example.com")).toBe(false);
  });

  it("name a quote that is too long or missing, and keep HTML typed in a quote as the text it is", () => {
    const tooLong = testimonialsSchema.safeParse([
      { name: "Ada Brook", quote: "a".repeat(CONTENT_LIMITS.testimonialQuote + 1) },
    ]);
    expect(tooLong.success ? [] : contentProblems(tooLong.error)).toEqual([
      `Quote: at most ${CONTENT_LIMITS.testimonialQuote} characters`,
    ]);
    const missing = testimonialsSchema.safeParse([{ name: "", quote: "Great" }]);
    expect(missing.success ? [] : contentProblems(missing.error)).toEqual(["Client name: enter the client name"]);
    const markup = testimonialsSchema.parse([{ name: "Ada Brook", quote: "<script>alert(1)</script> & more" }]);
    expect(markup[0]?.quote).toBe("<script>alert(1)</script> & more");
  });

  it("refuse control characters, which have no place in a page", () => {
    const result = testimonialsSchema.safeParse([{ name: "Ada\u0000Brook", quote: "Fine" }]);
    expect(result.success ? [] : contentProblems(result.error)).toEqual(["Client name: remove the control characters"]);
  });
});

/** The schema's messages for `value`, or none. */
function problemsWith(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : contentProblems(result.error as Parameters<typeof contentProblems>[0]);
}

describe("the list collections' schemas", () => {
  it("take each sample list as it is", () => {
    expect(problemsWith(settlementsSchema, SAMPLE_SETTLEMENTS)).toEqual([]);
    expect(problemsWith(teamSchema, SAMPLE_TEAM)).toEqual([]);
    expect(problemsWith(lendingPartnersSchema, SAMPLE_LENDING_PARTNERS)).toEqual([]);
    expect(problemsWith(homeSlidesSchema, SAMPLE_HOME_SLIDES)).toEqual([]);
  });

  it("name a settlement heading that is too long, and keep a hidden story as hidden", () => {
    const [first, ...rest] = structuredClone(SAMPLE_SETTLEMENTS);
    const long = { ...first, heading: "h".repeat(CONTENT_LIMITS.settlementHeading + 1) };
    expect(problemsWith(settlementsSchema, [long, ...rest])).toEqual([
      `Heading: at most ${CONTENT_LIMITS.settlementHeading} characters`,
    ]);
    const hidden = settlementsSchema.parse([{ ...first, hidden: true }]);
    expect(hidden[0]?.hidden).toBe(true);
  });

  it("refuse an empty list, and more entries than the limit, naming the collection", () => {
    expect(problemsWith(teamSchema, [])).toEqual(["Team: keep at least one"]);
    const many = Array.from({ length: CONTENT_LIMITS.lendingPartners + 1 }, (_, index) => ({
      name: `Lender ${index}`,
      logo: null,
    }));
    expect(problemsWith(lendingPartnersSchema, many)).toEqual([
      `Lending partners: at most ${CONTENT_LIMITS.lendingPartners}`,
    ]);
  });

  it("require an image's alt text, under its label", () => {
    expect(problemsWith(contentImageSchema, { kind: "built", name: "settlement-cafe", alt: "  " })).toEqual([
      "Alt text: enter the alt text",
    ]);
    expect(problemsWith(contentImageSchema, { kind: "uploaded", hash: "a".repeat(64), alt: "A logo" })).toEqual([]);
    expect(problemsWith(contentImageSchema, { kind: "uploaded", hash: "not-a-hash", alt: "A logo" })).not.toEqual([]);
  });

  it("take a lending partner without a logo, and a team member only with a photo", () => {
    expect(problemsWith(lendingPartnersSchema, [{ name: "Coralbay Credit", logo: null }])).toEqual([]);
    const [member] = SAMPLE_TEAM;
    expect(problemsWith(teamSchema, [{ ...member, photo: null }])).not.toEqual([]);
  });

  it("send a slide's button only to one of the site's own pages, naming the field", () => {
    const [slide] = SAMPLE_HOME_SLIDES;
    for (const target of ["https://evil.example", "javascript:alert(1)", "/no-such-page", "//evil.example"]) {
      expect(problemsWith(homeSlidesSchema, [{ ...slide, buttonTarget: target }])).toEqual([
        "Button target: choose one of the site's pages",
      ]);
    }
    expect(problemsWith(homeSlidesSchema, [{ ...slide, buttonTarget: "/settlements" }])).toEqual([]);
  });
});

/** The lending assumptions' problems with one figure changed. */
function assumptionProblems(
  key: LendingAssumptionKey,
  change: Partial<AssumedFigure> | Record<string, unknown>,
): string[] {
  const result = lendingAssumptionsSchema.safeParse({
    ...SAMPLE_ASSUMPTIONS,
    [key]: { ...SAMPLE_ASSUMPTIONS[key], ...change },
  });
  return result.success ? [] : contentProblems(result.error);
}

describe("the lending assumptions' schema", () => {
  it("takes a rate of two decimals, a source link and the day it took effect", () => {
    expect(
      assumptionProblems("loanRepaymentRate", {
        value: 5.84,
        source: "RBA F5, owner-occupier variable",
        sourceUrl: "https://www.rba.gov.au/statistics/tables/",
        since: "2026-12-02",
      }),
    ).toEqual([]);
  });

  it("names the calculator of a rate out of bounds, or with more than two decimals", () => {
    expect(assumptionProblems("loanRepaymentRate", { value: 0 })).toEqual([
      "Loan repayment default rate: enter a rate from 0.01 to 30 % a year, e.g. 6.25",
    ]);
    expect(assumptionProblems("offsetRate", { value: 30.5 })).toEqual([
      "Offset default rate: enter a rate from 0.01 to 30 % a year, e.g. 6.25",
    ]);
    expect(assumptionProblems("refinanceNewRate", { value: 5.999 })).toEqual([
      "Refinance new rate default: at most two decimal places",
    ]);
    expect(assumptionProblems("howLongToRepayRate", { value: "six" })).toEqual([
      "How long to repay default rate: enter a rate from 0.01 to 30 % a year, e.g. 6.25",
    ]);
  });

  it("holds the buffer to 0 to 10 percentage points", () => {
    expect(assumptionProblems("assessmentBuffer", { value: 0 })).toEqual([]);
    expect(assumptionProblems("assessmentBuffer", { value: 10.5 })).toEqual([
      "Borrowing power assessment buffer: enter 0 to 10 percentage points, e.g. 3",
    ]);
  });

  it("needs a source, and takes only an https link for it, or none", () => {
    expect(assumptionProblems("borrowingPowerRate", { source: "  " })).toEqual([
      "Borrowing power default rate source: enter the borrowing power default rate source",
    ]);
    expect(assumptionProblems("assessmentBuffer", { sourceUrl: "javascript:alert(1)" })).toEqual([
      "Borrowing power assessment buffer source link: enter an https:// address",
    ]);
    expect(assumptionProblems("assessmentBuffer", { sourceUrl: "" })).toEqual([]);
  });

  it("needs a real calendar day from 2000 on, as the day the figure took effect", () => {
    expect(assumptionProblems("refinanceCurrentRate", { since: "2026-02-30" })).toEqual([
      "Refinance current rate default start date: enter the day it took effect, e.g. 2026-07-01",
    ]);
    expect(assumptionProblems("refinanceCurrentRate", { since: "21/11/2026" })).toEqual([
      "Refinance current rate default start date: enter the day it took effect, e.g. 2026-07-01",
    ]);
    expect(assumptionProblems("refinanceCurrentRate", { since: "1999-12-31" })).toEqual([
      "Refinance current rate default start date: no earlier than 1 January 2000",
    ]);
  });
});
