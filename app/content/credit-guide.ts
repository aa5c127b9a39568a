/**
 * The words of the brokerage's Credit Guide that are not brand facts: fees,
 * commissions, referrers, complaints, privacy. The PDF at /credit-guide.pdf is
 * built from this module, app/content/brand.ts (name, ABN, licence number,
 * contact details) and app/content/lending-partners.ts (the six lenders used
 * most), so the guide can never disagree with the site. Never type a brand
 * fact here: the PDF builder puts them in.
 *
 * Kestrel Ridge Finance is fictional, and so are the fees, commission rates
 * and the complaints officer below. The text is original; what it has to
 * cover was checked on 21 November 2026 against:
 * - National Consumer Credit Protection Act 2009 (Cth) s113 "Credit guide of
 *   credit assistance providers", s113(2)(a)-(h): in writing; name and contact
 *   details; Australian credit licence number; fees and charges payable and how
 *   they are worked out; the credit providers dealt with (the 6 with the most
 *   business when there are more than 6); indirect remuneration (commissions),
 *   a reasonable estimate or range and how it is worked out; the procedure for
 *   resolving disputes, with contact details for internal dispute resolution and
 *   the AFCA scheme. Read at
 *   https://ato.gov.au/law/view/print?DocID=PAC%2F20090134%2F113&PiT=99991231235958
 *   and (Part 3-1 guide, s111: quote, preliminary assessment, disclosure)
 *   https://ato.gov.au/law/view/document?LocID=%22PAC%2F20090134%2F111%22
 * - ASIC, "Credit: Dispute resolution" (IDR plus AFCA membership for credit
 *   licensees; links RG 205 and INFO 146):
 *   https://asic.gov.au/regulatory-resources/credit/credit-general-conduct-obligations/credit-dispute-resolution/
 * - ASIC Regulatory Guide 271 Internal dispute resolution (in force since
 *   5 October 2021): acknowledge a complaint within 24 hours (or one business
 *   day), final response within 30 calendar days, and tell the complainant about
 *   AFCA. Summaries read at https://www.afa.asn.au/news/new-internal-dispute-resolution-regime
 *   and https://www.investordaily.com.au/regulation/47568-asic-cuts-down-response-times-for-disputes
 * - AFCA, "Contact us" and "Telling your customers about AFCA" (members give the
 *   free call number 1800 931 678, www.afca.org.au, info@afca.org.au, GPO Box 3
 *   Melbourne VIC 3001; credit guides should say how to reach AFCA):
 *   https://www.afca.org.au/about-afca/contact-us/ and
 *   https://www.afca.org.au/members/telling-your-customers-about-afca/
 * - Explanatory memorandum, Financial Sector Reform (Hayne Royal Commission
 *   Response - Protecting Consumers (2019 Measures)) Bill 2019, ch 3 (best
 *   interests duty and conflicted remuneration for mortgage brokers):
 *   https://ato.gov.au/law/view/print?DocID=NEM%2FEM20202%2FNAT%2FATO%2F00005&PiT=99991231235958
 */
import { paths } from "#app/content/site-paths.ts";
import { services } from "./services.ts";

/** A fee or charge a client may pay, and how its amount is worked out. */
export interface GuideFee {
  name: string;
  /** Who pays whom, and when. */
  whenPayable: string;
  /** How the amount is worked out (s113(2)(e)(iii)). */
  howWorkedOut: string;
}

/** The commission a kind of lender typically pays, as percentages. */
export interface CommissionRange {
  lenderType: string;
  /** Upfront commission, percent of the amount drawn down, [low, high]. */
  upfrontPercent: readonly [number, number];
  /** Trail commission, percent a year of the outstanding balance, [low, high]; [0, 0] when none. */
  trailPercentPerYear: readonly [number, number];
}

/** Numbers for the worked example of how commission is calculated. */
export interface CommissionExample {
  loanAmount: number;
  upfrontPercent: number;
  trailPercentPerYear: number;
  /** The average balance owing over the first year. */
  averageBalanceFirstYear: number;
}

export interface ComplaintsProcess {
  intro: string;
  /** The steps of our internal dispute resolution, in order. Contact details are added by the builder. */
  steps: readonly string[];
  /** We acknowledge a complaint within this many business days. */
  acknowledgeWithinBusinessDays: number;
  /** We give a final written response within this many calendar days (ASIC RG 271). */
  finalResponseWithinDays: number;
  /** What happens if the final response will be late. */
  delays: string;
}

export interface ExternalDisputeScheme {
  name: string;
  shortName: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  phoneNote: string;
  postalAddress: string;
  /** When to go to the scheme, and time limits. */
  whenToContact: string;
}

export interface CreditGuide {
  title: string;
  /** ISO date the guide takes effect; also the PDF's creation date. */
  effectiveDate: string;
  about: readonly string[];
  services: { intro: string; offered: readonly string[]; notes: readonly string[] };
  lenders: { intro: string; note: string };
  fees: { intro: string; items: readonly GuideFee[]; closing: string };
  commissions: {
    intro: string;
    upfront: string;
    trail: string;
    rangesIntro: string;
    ranges: readonly CommissionRange[];
    example: CommissionExample;
    disclosure: string;
    other: readonly string[];
  };
  referrers: readonly string[];
  complaints: ComplaintsProcess;
  afca: ExternalDisputeScheme;
  privacy: { paragraphs: readonly string[]; policyPath: string };
}

export const creditGuide: CreditGuide = {
  title: "Credit Guide",
  effectiveDate: "2026-11-21",
  about: [
    "This Credit Guide tells you who we are, the credit assistance we provide, the fees you may pay, the commissions we receive from lenders, and what to do if you are unhappy with our service. We give it to you because the National Consumer Credit Protection Act 2009 (Cth) requires it before we help you with a loan. Please read it and keep it for your records.",
    "When we help you with a home loan, we must act in your best interests and put your interests first if they conflict with ours. Before we suggest a loan or help you apply for one, we make a preliminary assessment of whether it is unsuitable for you, based on what you tell us about your needs, objectives and finances and the documents that support them. You may ask us for a copy of that assessment for up to seven years after we give you credit assistance.",
  ],
  services: {
    intro:
      "We are a finance broker. We compare loans from a panel of lenders, recommend options that suit your needs and help you apply, through to settlement and beyond. Our services cover:",
    offered: services.map((service) => service.title),
    notes: [
      "Before we provide credit assistance we give you a written quote of any fee you must pay us, and when we recommend a loan we give you a credit proposal disclosure document setting out the lender, the loan and the commissions we expect to receive.",
      "We do not give legal, tax or financial product advice. We suggest you talk to a solicitor, accountant or financial adviser where you need it.",
    ],
  },
  lenders: {
    intro:
      "We deal with a wide panel of banks, mutuals and specialist lenders. The lenders we reasonably believe we do the most business with are:",
    note: "We are not owned by and do not own any lender, and the order of this list is no recommendation: we choose a loan for you on its merits.",
  },
  fees: {
    intro:
      "A broker fee is a fee you pay us for our credit assistance. Whether one applies depends on the kind of loan:",
    items: [
      {
        name: "Most consumer home and investment loans",
        whenPayable: "No fee is payable to us.",
        howWorkedOut: "The lender pays us a commission when your loan settles (see Commissions below).",
      },
      {
        name: "Commercial, business, development, private and other complex loans",
        whenPayable:
          "A broker fee may be payable to us on settlement, but only if we have agreed it with you in writing before we start work.",
        howWorkedOut:
          "The fee is either a fixed dollar amount, usually between $1,100 and $5,500, or a percentage of the loan amount, usually between 0.5% and 1.5%, depending on how complex the deal is and how much work it needs. Amounts include GST. The written agreement states the exact amount or percentage and the most you will pay.",
      },
      {
        name: "Third-party fees and charges",
        whenPayable:
          "Lenders and other parties may charge application, valuation, establishment, settlement, lenders mortgage insurance and government fees.",
        howWorkedOut:
          "These are set by the lender or third party, not by us. If we pay one on your behalf, we pass it on at cost, with no mark-up, and we tell you the amount before it is incurred.",
      },
    ],
    closing:
      "We will never ask you to pay a fee that is not in your written quote or agreement, and no fee is payable to us before your loan settles unless that document says so.",
  },
  commissions: {
    intro:
      "Lenders pay us commission when a loan we arranged settles. The lender pays it, not you, and it does not add to the interest rate or fees on your loan. We may pay part of it to the broker who helped you.",
    upfront:
      "Upfront commission is a one-off payment worked out as a percentage of the amount you draw down, paid after settlement. If the loan is repaid or refinanced early, usually within the first two years, the lender may claw back some or all of it from us. We do not pass that cost on to you.",
    trail:
      "Trail commission is an ongoing payment worked out as a percentage a year of the balance owing on your loan (less any money in an offset account), usually paid to us monthly for as long as the loan stays open.",
    rangesIntro: "Typical commission rates by kind of lender (amounts include GST where it applies):",
    ranges: [
      {
        lenderType: "Banks and mutuals (home and investment loans)",
        upfrontPercent: [0.5, 0.7],
        trailPercentPerYear: [0.1, 0.2],
      },
      {
        lenderType: "Non-bank and specialist home lenders",
        upfrontPercent: [0.5, 0.8],
        trailPercentPerYear: [0.1, 0.25],
      },
      { lenderType: "Commercial and business lenders", upfrontPercent: [0, 1], trailPercentPerYear: [0, 0.3] },
      { lenderType: "Asset and equipment finance", upfrontPercent: [0, 3], trailPercentPerYear: [0, 0] },
      { lenderType: "Private and development lenders", upfrontPercent: [0, 1.5], trailPercentPerYear: [0, 0.25] },
    ],
    example: { loanAmount: 500_000, upfrontPercent: 0.6, trailPercentPerYear: 0.15, averageBalanceFirstYear: 480_000 },
    disclosure:
      "The exact commission for your loan, in dollars where it can be worked out and otherwise as a percentage, is set out in our credit proposal disclosure document, which we give you before you sign anything.",
    other: [
      "We do not accept volume bonuses, campaign payments or gifts from lenders that could conflict with our duty to act in your best interests.",
      "We may receive modest non-monetary benefits such as lender training and product information; we keep a register of any benefit worth $300 or more, which you may ask to see.",
    ],
  },
  referrers: [
    "If someone referred you to us, such as an accountant, real estate agent, business adviser or past client, we may pay them a referral fee. We pay it from our own commission, so it costs you nothing and does not change your loan.",
    "A referral fee is usually a flat amount of $100 to $500, or up to 20% of the upfront commission we receive. We tell you the referrer's name and the amount, or how it is worked out, in your credit proposal disclosure document.",
    "We do not receive payments for referring you to solicitors, conveyancers, valuers, insurers or other service providers.",
  ],
  complaints: {
    intro:
      "We want to hear about it if you are unhappy with our service. Making a complaint is free, and you can make it in person, by phone, by email or in writing. Someone else, such as a family member, financial counsellor or lawyer, may complain for you.",
    steps: [
      "Talk to your broker first. Many concerns can be sorted out on the spot.",
      "If that does not resolve it, or you would rather not, contact our Complaints Officer using the details below.",
      "We investigate fairly and keep you informed. If we need more information, we will ask for it.",
    ],
    acknowledgeWithinBusinessDays: 1,
    finalResponseWithinDays: 30,
    delays:
      "If your complaint is complex, or something outside our control delays us, we will write to you before the 30 days are up to explain why, say when you can expect our answer, and remind you that you can go to AFCA.",
  },
  afca: {
    name: "Australian Financial Complaints Authority",
    shortName: "AFCA",
    description:
      "We are a member of the Australian Financial Complaints Authority (AFCA), which provides fair and independent financial services complaint resolution that is free to consumers and small businesses.",
    website: "www.afca.org.au",
    email: "info@afca.org.au",
    phone: "1800 931 678",
    phoneNote: "free call",
    postalAddress: "GPO Box 3, Melbourne VIC 3001",
    whenToContact:
      "If you are not satisfied with our final response, or you have not received one within 30 days, you can lodge a complaint with AFCA. AFCA usually asks that you give us the chance to resolve your complaint first. Time limits may apply, so act promptly.",
  },
  privacy: {
    paragraphs: [
      "To arrange a loan we collect personal and credit information about you, and we share it with lenders (who may share it with credit reporting bodies), valuers, insurers and others involved in your application, with your consent where the law requires it.",
      "Our privacy policy explains what we collect and why, how we hold and share it, how to access or correct it, whether it goes overseas, and how to complain about a privacy matter. Read it at the address below, or ask us for a free copy.",
    ],
    policyPath: paths.privacy,
  },
};
