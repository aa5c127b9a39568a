/**
 * A whole, valid SiteContent (contracts/site-content.ts) of the tests' own,
 * for the content studio's store and pages: not the repository's first
 * version (app/content/first-version/), which the office may change, so a
 * test's expected words do not move with it. The phone number is in the
 * (03) 5550 block the ACMA keeps for fiction; the ABN passes the checksum.
 */
import type {
  AssumedFigure,
  BusinessDetails,
  LendingAssumptions,
  SiteContent,
  TestimonialEntry,
} from "../../contracts/site-content.ts";

export const SAMPLE_TESTIMONIALS: TestimonialEntry[] = [
  { name: "Priya Raman", quote: "They found us a loan when the banks said no." },
  { name: "Tom Hughes", quote: "Clear advice, and every call returned the same day." },
  { name: "Grace Liu", quote: "Our first home, settled in five weeks." },
];

export const SAMPLE_BUSINESS: BusinessDetails = {
  phone: "(03) 5550 0148",
  email: "hello@kestrelridge.example",
  postalAddress: { street: "PO Box 4127", locality: "Ballarat", state: "VIC", postcode: "3350" },
  abn: "49 962 793 283",
  australianCreditLicence: "548913",
  openingHours: [
    { day: "Monday", opens: "08:00", closes: "18:00" },
    { day: "Tuesday", opens: "08:00", closes: "18:00" },
    { day: "Wednesday", opens: "08:00", closes: "18:00" },
    { day: "Thursday", opens: "08:00", closes: "18:00" },
    { day: "Friday", opens: "08:00", closes: "18:00" },
    { day: "Saturday", opens: "08:00", closes: "15:00" },
    { day: "Sunday", opens: null, closes: null },
  ],
  socialLinks: {
    Facebook: "https://www.facebook.com/kestrelridgefinance.example",
    LinkedIn: "https://www.linkedin.com/company/kestrelridgefinance-example",
    Instagram: "",
  },
};

const sampleRate = (value: number): AssumedFigure => ({
  value,
  source: "Our own example rate",
  sourceUrl: "",
  since: "2026-07-01",
});

export const SAMPLE_ASSUMPTIONS: LendingAssumptions = {
  borrowingPowerRate: sampleRate(6),
  assessmentBuffer: {
    value: 3,
    source: "APRA's serviceability buffer",
    sourceUrl: "https://www.apra.gov.au/",
    since: "2021-11-01",
  },
  loanRepaymentRate: sampleRate(6),
  howLongToRepayRate: sampleRate(6),
  offsetRate: sampleRate(6),
  refinanceCurrentRate: sampleRate(6.5),
  refinanceNewRate: sampleRate(5.99),
};

/** A fresh copy each call, so a test may change it. */
export function sampleSiteContent(): SiteContent {
  return structuredClone({
    testimonials: SAMPLE_TESTIMONIALS,
    business: SAMPLE_BUSINESS,
    assumptions: SAMPLE_ASSUMPTIONS,
  });
}
