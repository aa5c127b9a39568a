/**
 * The seven single-service pages (the business purchase page has a journey
 * of its own, see business-purchase.ts). Headings and meta live in pages.ts.
 */
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import type { ServiceId } from "./services.ts";
import serviceBusinessLoans from "./images/service-business-loans.svg";
import serviceResidentialLoans from "./images/service-residential-loans.svg";
import serviceCommercialPropertyLoans from "./images/service-commercial-property-loans.svg";
import serviceAssetFinance from "./images/service-asset-finance.svg";
import servicePrivateEquityLoan from "./images/service-private-equity-loan.svg";
import servicePropertyDevelopmentLoans from "./images/service-property-development-loans.svg";
import serviceSmsfLoans from "./images/service-smsf-loans.svg";

export interface Benefit {
  title: string;
  text: string;
}

export interface ServicePageContent {
  /** One or two sentences under the page's heading. */
  intro: string;
  benefits: readonly [Benefit, Benefit, Benefit];
  /** The service card's illustration; here it stands beside the list, so it carries alt text. */
  image: ImageAsset;
  listHeading: string;
  bullets: readonly string[];
  /** The spec names exactly these three labels for the button to the inquiry form. */
  callToAction: "Inquire Now" | "Get Started Now" | "Apply Now";
}

/** What every single-service page says around its own content. */
export const servicePageCopy = {
  eyebrow: "Our services",
  /** Heard, not seen: the benefit cards speak for themselves on screen. */
  benefitsHeading: "Why use us",
} as const;

export const servicePageContent: Record<Exclude<ServiceId, "businesspurchase">, ServicePageContent> = {
  "business-loans": {
    intro:
      "Whether you're evening out cash flow, buying out a partner or opening a second site, we find business lending that suits how your business earns and grows.",
    benefits: [
      {
        title: "Matched to your cash flow",
        text: "We look at seasonality, debtor days and margins before we approach a lender, so repayments fall when your business can carry them.",
      },
      {
        title: "A wide lender panel",
        text: "Banks, specialist business lenders and private financiers compared side by side, so you aren't limited to one lender's appetite.",
      },
      {
        title: "One broker, start to finish",
        text: "The broker who prepares your application answers the credit team's questions and stays with you through to settlement.",
      },
    ],
    image: {
      src: serviceBusinessLoans,
      ...LANDSCAPE,
      alt: "A briefcase with a rising growth arrow and a stack of coins",
    },
    listHeading: "What a business loan can fund",
    bullets: [
      "Working capital and cash-flow facilities",
      "Expansion, fit-outs and new locations",
      "Partner buy-outs and succession plans",
      "Refinancing and consolidating business debt",
      "Overdrafts and trade finance",
      "Secured and unsecured lending, subject to lender criteria",
    ],
    callToAction: "Inquire Now",
  },
  "residential-loans": {
    intro:
      "Buying your first home, moving up, refinancing or adding an investment property: we compare loans across a wide panel of lenders and explain the trade-offs before you sign.",
    benefits: [
      {
        title: "Options side by side",
        text: "Fixed or variable, offset or redraw, principal and interest or interest only: we lay out the choices so you can weigh them properly.",
      },
      {
        title: "Paperwork handled",
        text: "We tell you exactly which documents a lender needs, check them before they go in and keep the application moving.",
      },
      {
        title: "Still here after settlement",
        text: "We check in each year to see whether your loan still suits you, and help when it's time to refinance or buy again.",
      },
    ],
    image: {
      src: serviceResidentialLoans,
      ...LANDSCAPE,
      alt: "A family house with a large golden key in front of it",
    },
    listHeading: "Home loans we arrange",
    bullets: [
      "First home loans, with guidance on government schemes",
      "Upgrading, downsizing or buying your next home",
      "Refinancing to a loan that better suits you",
      "Investment property loans",
      "Construction and land loans",
      "Low-deposit options, subject to lender criteria",
    ],
    callToAction: "Get Started Now",
  },
  "commercial-property-loans": {
    intro:
      "Offices, warehouses, shops, medical suites and mixed-use buildings: we structure commercial property finance for owner-occupiers and investors alike.",
    benefits: [
      {
        title: "Structured around the property",
        text: "Lease terms, tenant quality and zoning all shape what a lender will offer, and we present each of them in your favour.",
      },
      {
        title: "Owner-occupier or investor",
        text: "Buying premises for your own business or a leased asset for income, we know which lenders suit each and why.",
      },
      {
        title: "Lender appetite mapped",
        text: "Lenders' interest in different property types and regions changes often; we keep track so your application goes where it's wanted.",
      },
    ],
    image: {
      src: serviceCommercialPropertyLoans,
      ...LANDSCAPE,
      alt: "A warehouse with roller doors next to an office building",
    },
    listHeading: "Commercial property we finance",
    bullets: [
      "Premises for your own business",
      "Leased investment property, assessed on rental income",
      "Industrial units and warehouses",
      "Retail shops and shopping strips",
      "Medical and professional suites",
      "Refinancing existing commercial debt",
    ],
    callToAction: "Inquire Now",
  },
  "asset-finance": {
    intro:
      "Get the vehicles, machinery and technology your business runs on without tying up working capital, with terms set to each asset's working life.",
    benefits: [
      {
        title: "Keep cash in the business",
        text: "Spread the cost of an asset over the years it earns for you, and keep your working capital for wages, stock and growth.",
      },
      {
        title: "The right structure",
        text: "Chattel mortgage, finance lease or rental: we explain how each works so you can check the tax side with your accountant.",
      },
      {
        title: "Straightforward applications",
        text: "For many assets, lenders can decide on a short application and recent financials, subject to lender criteria.",
      },
    ],
    image: {
      src: serviceAssetFinance,
      ...LANDSCAPE,
      alt: "A work ute carrying boxes in its tray",
    },
    listHeading: "Assets we can finance",
    bullets: [
      "Cars, utes and light commercial vehicles",
      "Trucks, trailers and prime movers",
      "Earthmoving and construction machinery",
      "Farm and agricultural equipment",
      "Medical, hospitality and fit-out equipment",
      "Computers, software and business technology",
    ],
    callToAction: "Apply Now",
  },
  "private-equity-loan": {
    intro:
      "When a bank can't move fast enough or your situation falls outside standard criteria, a private lender can bridge the gap. We find the right one and plan your way out from day one.",
    benefits: [
      {
        title: "Speed when it counts",
        text: "Private lenders can often assess and settle in days rather than weeks, which matters when an opportunity won't wait.",
      },
      {
        title: "Flexible assessment",
        text: "The focus is on the security and the plan, so complex income or a past credit issue need not rule you out.",
      },
      {
        title: "A clear exit",
        text: "Private funding is short-term by design. Before you sign, we map how it will be repaid, by sale or by refinance to a mainstream lender.",
      },
    ],
    image: {
      src: servicePrivateEquityLoan,
      ...LANDSCAPE,
      alt: "Two hands shaking above a stack of gold coins",
    },
    listHeading: "When private lending can help",
    bullets: [
      "Bridging finance between a purchase and a sale",
      "Settling quickly on a time-critical opportunity",
      "Second-mortgage and caveat loans",
      "Borrowers with complex income or a past credit issue",
      "Short-term funding while a bank loan is arranged",
    ],
    callToAction: "Inquire Now",
  },
  "property-development-loans": {
    intro:
      "From a duplex on a suburban block to a multi-unit project, we arrange development finance that follows your project from site purchase to the final sale.",
    benefits: [
      {
        title: "Funding across the project",
        text: "Land, construction and residual stock can each need a different lender. We plan the whole sequence so there are no gaps between stages.",
      },
      {
        title: "Feasibility tested early",
        text: "We look at your costings, presales and margins the way a credit team will, before you commit to a site.",
      },
      {
        title: "Progress draws managed",
        text: "We work with your builder and the lender's quantity surveyor so that progress payments are released when each stage is done.",
      },
    ],
    image: {
      src: servicePropertyDevelopmentLoans,
      ...LANDSCAPE,
      alt: "A building under construction with a tower crane lifting a beam",
    },
    listHeading: "Development finance we arrange",
    bullets: [
      "Site acquisition and land-holding loans",
      "Construction finance paid in progress draws",
      "Duplexes, townhouses and small subdivisions",
      "Multi-unit residential and mixed-use projects",
      "Residual-stock loans for unsold dwellings",
      "Mezzanine funding, subject to lender criteria",
    ],
    callToAction: "Get Started Now",
  },
  "smsf-loans": {
    intro:
      "Your self-managed super fund can borrow to buy residential or commercial property through a limited recourse borrowing arrangement. We work with your accountant and adviser to set it up properly.",
    benefits: [
      {
        title: "Set up by the rules",
        text: "SMSF lending has strict structural requirements, including a separate holding trust. We line up each piece in the right order.",
      },
      {
        title: "Alongside your advisers",
        text: "We don't give financial or tax advice. We arrange the loan while your licensed adviser confirms that the strategy suits your fund.",
      },
      {
        title: "Premises for your business",
        text: "Your fund can own the commercial premises your business leases at market rent, a structure many owners weigh up carefully with their advisers.",
      },
    ],
    image: {
      src: serviceSmsfLoans,
      ...LANDSCAPE,
      alt: "A piggy bank with a coin dropping in, beside a small house",
    },
    listHeading: "SMSF lending we arrange",
    bullets: [
      "Residential investment property in your fund",
      "Commercial property, including your own business premises",
      "Limited recourse borrowing arrangements",
      "Refinancing an existing SMSF loan",
      "Coordination with your accountant, adviser and solicitor",
    ],
    callToAction: "Get Started Now",
  },
};

/** The business loans page's three loan-size segments, smallest first. */
export interface LoanSegment {
  label: "Less than $2M" | "$2M to $10M" | "Greater than $10M";
  text: string;
}

export const businessLoanSegments: readonly [LoanSegment, LoanSegment, LoanSegment] = [
  {
    label: "Less than $2M",
    text: "For established small businesses: working capital, equipment, fit-outs and smaller acquisitions, placed with lenders who know the small business market well.",
  },
  {
    label: "$2M to $10M",
    text: "For growing mid-sized businesses: expansion, acquisitions and property-backed facilities, presented with full financials, forecasts and a clear story.",
  },
  {
    label: "Greater than $10M",
    text: "For larger and more complex deals: structured or multi-lender facilities, with the credit process coordinated alongside your accountant and lawyers.",
  },
];

/** The heading over the business loans page's segments, and the name of its list of tags. */
export const businessLoanSegmentsCopy = { heading: "Loans for every stage of business", tagsLabel: "How we work" } as const;

/** The three promises shown as tags on the business loans page. */
export const businessLoanTags = ["We Listen", "We Understand", "We Deliver"] as const;
