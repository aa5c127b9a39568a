/**
 * The site's pages, THE one list of them: each page's address, its route
 * module, heading, <title> and meta description. The route table, the
 * prerender list, the sitemap and every test that walks "every page" read
 * `sitePages`, so a page added here gets its route, its sitemap entry and its
 * checks with no other list to edit but one: the kinds of code it uses, in
 * page-code.ts (tests/e2e/page-code.spec.ts fails until the page is there).
 *
 * Titles get the brand name appended by pageMeta(); descriptions stay under
 * about 160 characters so search results show them whole.
 */
import { brand } from "./brand.ts";
import { serviceIds, type ServiceId } from "./service-ids.ts";
import { aliasPaths, paths, resourcePaths } from "./site-paths.ts";

export interface PageCopy {
  /** The page's <h1>. */
  heading: string;
  /** The <title>, before " | {brand}". */
  title: string;
  description: string;
}

/** A page of the site: its copy, its canonical address and its route module. */
export interface SitePage extends PageCopy {
  path: string;
  /** The route module that renders it: app/routes/{module}.tsx. */
  module: string;
}

export const homePage: SitePage = {
  path: paths.home,
  module: "home",
  heading: "Finance for the business, home and assets you're building",
  title: "Business, Home and Asset Finance Brokers",
  description:
    "Australian finance brokers for business purchases, business and commercial loans, home loans and asset finance. Compare lenders and talk to a broker.",
};

export const servicesPage: SitePage = {
  path: paths.services,
  module: "services",
  heading: "Our Financial Services",
  title: "Our Financial Services",
  description:
    "Business purchase finance, business and commercial property loans, home loans, asset finance, private lending, development and SMSF loans.",
};

const serviceCopy: Record<ServiceId, PageCopy> = {
  businesspurchase: {
    heading: "Business Purchase Journey",
    title: "Business Purchase Journey",
    description:
      "Buying a business, step by step: finding it, negotiating, solicitors, finance approval, due diligence, exchange, settlement and hand over.",
  },
  "business-loans": {
    heading: "Business Loans",
    title: "Business Loans",
    description:
      "Business loans under $2M, from $2M to $10M and over $10M: working capital, expansion and equipment, matched to how your business earns.",
  },
  "residential-loans": {
    heading: "Residential Loans",
    title: "Residential Home Loans",
    description:
      "Home loans for first home buyers, upgraders, refinancers and investors, compared across a wide panel of Australian lenders.",
  },
  "commercial-property-loans": {
    heading: "Commercial Property Loans",
    title: "Commercial Property Loans",
    description:
      "Finance for offices, warehouses, retail and mixed-use property, for owner-occupiers and investors alike.",
  },
  "asset-finance": {
    heading: "Asset Finance",
    title: "Asset Finance",
    description:
      "Vehicle, machinery, equipment and technology finance with repayments structured around your cash flow.",
  },
  "private-equity-loan": {
    heading: "Private Equity Loan",
    title: "Private Equity Loans",
    description:
      "Short-term and specialist loans from private lenders when timing or circumstances fall outside the banks' criteria.",
  },
  "property-development-loans": {
    heading: "Property Development Loans",
    title: "Property Development Loans",
    description:
      "Site acquisition, construction and residual-stock finance for property developments, from duplexes to multi-unit projects.",
  },
  "smsf-loans": {
    heading: "SMSF Loans",
    title: "SMSF Property Loans",
    description: "Limited recourse borrowing for self-managed super funds buying residential or commercial property.",
  },
};

/** Each service's page, at /services/{id}, rendered by app/routes/services.{id}.tsx. */
export const servicePages = Object.fromEntries(
  serviceIds.map((id) => [id, { ...serviceCopy[id], path: paths.service(id), module: `services.${id}` }]),
) as Record<ServiceId, SitePage>;

export const aboutPage: SitePage = {
  path: paths.about,
  module: "about",
  heading: `About ${brand.name}`,
  title: "About Us",
  description: `Meet the brokers behind ${brand.name}: who we are, how we work, our lending partners and why clients choose us.`,
};

export const referralPage: SitePage = {
  path: paths.referral,
  module: "referral",
  heading: "Let us grow together",
  title: "Refer a Client",
  description:
    "Refer a friend, client or colleague who needs business, property or asset finance, and we will look after them as we look after you.",
};

export const inquiryPage: SitePage = {
  path: paths.inquiry,
  module: "inquiry",
  heading: "Inquiry Form",
  title: "Inquiry Form",
  description: "Tell us about the loan you need and a broker will call you back, usually within one business day.",
};

export const settlementsPage: SitePage = {
  path: paths.settlements,
  module: "settlements",
  heading: "Recent Settlements",
  title: "Recent Settlements",
  description:
    "Businesses and property buyers we have recently helped settle: childcare centres, restaurants, law firms, resorts and more.",
};

export const calculatorsPage: SitePage = {
  path: paths.calculators,
  module: "calculators",
  heading: "Loan Calculators",
  title: "Loan Calculators",
  description:
    "Free calculators for borrowing power, loan repayments, stamp duty, offset savings, refinancing and how long it will take to repay a loan.",
};

export const calculatorPages = {
  borrowingPower: {
    path: paths.borrowingPowerCalculator,
    module: "borrowing-power-calculator",
    heading: "Borrowing Power Calculator",
    title: "Borrowing Power Calculator",
    description: "Estimate how much you could borrow from your income, living expenses and other debts.",
  },
  loanRepayment: {
    path: paths.loanRepaymentCalculator,
    module: "loan-repayment-calculator",
    heading: "Loan Repayment Calculator",
    title: "Loan Repayment Calculator",
    description:
      "Work out weekly, fortnightly or monthly repayments and total interest for a principal-and-interest or interest-only loan.",
  },
  stampDuty: {
    path: paths.stampDutyCalculator,
    module: "stamp-duty-calculator",
    heading: "Stamp Duty Calculator",
    title: "Stamp Duty Calculator",
    description:
      "Estimate transfer (stamp) duty, surcharges and government fees on a property purchase in any Australian state or territory.",
  },
  offset: {
    path: paths.offsetCalculator,
    module: "offset-calculator",
    heading: "Offset Calculator",
    title: "Offset Account Calculator",
    description: "See how much interest and time an offset account could save on your home loan.",
  },
  howLongToRepay: {
    path: paths.howLongToRepayCalculator,
    module: "how-long-to-repay-calculator",
    heading: "How Long to Repay Calculator",
    title: "How Long to Repay Calculator",
    description:
      "Find out how long it will take to pay off a loan at the repayment you choose, and the total interest you will pay.",
  },
  refinance: {
    path: paths.refinanceCalculator,
    module: "refinance-calculator",
    heading: "Refinance Calculator",
    title: "Refinance Calculator",
    description:
      "Compare your home loan with a lower rate: the monthly saving, the interest saved after switching costs, and how soon the costs are repaid.",
  },
} satisfies Record<string, SitePage>;

export const privacyPage: SitePage = {
  path: paths.privacy,
  module: "privacy",
  heading: "Privacy Policy",
  title: "Privacy Policy",
  description: `How ${brand.name} collects, uses, shares and protects your personal information, and your rights under the Privacy Act.`,
};

export const notFoundPage: PageCopy = {
  heading: "We couldn't find that page",
  title: "Page Not Found",
  description: "The page you asked for isn't here. Try our services, or send us an inquiry.",
};

/** Every page, in the order the sitemap lists them. */
export const sitePages: readonly SitePage[] = [
  homePage,
  servicesPage,
  ...serviceIds.map((id) => servicePages[id]),
  aboutPage,
  referralPage,
  inquiryPage,
  settlementsPage,
  calculatorsPage,
  ...Object.values(calculatorPages),
  privacyPage,
];

/** Every path written to static HTML (or, for resources, to its file) at build time. */
export const prerenderPaths: readonly string[] = [
  ...sitePages.map((page) => page.path),
  ...aliasPaths,
  ...resourcePaths,
  paths.notFound,
];
