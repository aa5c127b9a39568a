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
  HomeSlideEntry,
  LendingAssumptions,
  LendingPartnerEntry,
  SettlementEntry,
  SiteContent,
  TeamMemberEntry,
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

export const SAMPLE_SETTLEMENTS: SettlementEntry[] = [
  {
    image: { kind: "built", name: "settlement-cafe", alt: "Café counter with an espresso machine" },
    heading: "Café",
    description: "A first café, bought with a loan sized to its trading history.",
    hidden: false,
  },
  {
    image: { kind: "built", name: "settlement-bakery", alt: "Bakery display case" },
    heading: "Bakery",
    description: "New ovens and a van for a regional supply contract.",
    hidden: false,
  },
  {
    image: { kind: "built", name: "settlement-winery", alt: "Vineyard rows on rolling hills" },
    heading: "Winery",
    description: "A cellar door and its vineyard, repaid around the harvest.",
    hidden: false,
  },
];

export const SAMPLE_TEAM: TeamMemberEntry[] = [
  {
    name: "Alex Broker",
    role: "Principal Broker",
    photo: { kind: "built", name: "team-principal-broker", alt: "Illustrated portrait of Alex Broker" },
    description: "Alex leads the business purchase work.",
  },
  {
    name: "Bea Lender",
    role: "Client Services Manager",
    photo: { kind: "built", name: "team-client-services", alt: "Illustrated portrait of Bea Lender" },
    description: "Bea keeps every application moving.",
  },
];

export const SAMPLE_LENDING_PARTNERS: LendingPartnerEntry[] = [
  { name: "Bluegum Mutual Bank", logo: null },
  { name: "Harbourstone Lending", logo: null },
  { name: "Tasman Ridge Bank", logo: null },
];

export const SAMPLE_HOME_SLIDES: HomeSlideEntry[] = [
  {
    image: { kind: "built", name: "hero-business-purchase", alt: "Two people shaking hands in front of a shop" },
    title: "Buy the business you've been working towards",
    description: "Finance arranged from heads of agreement to hand over.",
    buttonText: "Start Your Journey",
    buttonTarget: "/services/businesspurchase",
  },
  {
    image: { kind: "built", name: "hero-asset-finance", alt: "A delivery truck beside an excavator" },
    title: "Put the right equipment to work sooner",
    description: "Vehicles and machinery funded over their working life.",
    buttonText: "Explore Asset Finance",
    buttonTarget: "/services/asset-finance",
  },
];

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
    settlements: SAMPLE_SETTLEMENTS,
    team: SAMPLE_TEAM,
    lendingPartners: SAMPLE_LENDING_PARTNERS,
    homeSlides: SAMPLE_HOME_SLIDES,
    assumptions: SAMPLE_ASSUMPTIONS,
  });
}
