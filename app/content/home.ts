/** The home page's own sections: the hero's links, the counter, What We Offer and the call-to-action blocks. */
import { talkToBrokerLink, type NavLink } from "./navigation.ts";
import { paths } from "./site-paths.ts";

/** The links under the home page's heading and tagline. */
export const homeHero: { actions: readonly [NavLink, NavLink]; referralPrompt: string; referralLink: NavLink } = {
  // The first is the main call to action, the second the quieter one beside it.
  actions: [talkToBrokerLink, { label: "Our services", to: paths.servicesSection }],
  referralPrompt: "Know someone who needs finance?",
  referralLink: { label: "Refer them to us", to: paths.referralSection },
};

export const heroCounter = { value: 100, suffix: "+", label: "Businesses we helped" } as const;

export interface OfferCard {
  title: string;
  text: string;
  to: string;
}

export const whatWeOffer: { heading: string; intro: string; cards: readonly OfferCard[]; cardLink: string } = {
  heading: "What We Offer",
  intro:
    "Business owners, property investors and home buyers come to us with very different goals. We compare lenders, structure the loan and stay with you until it settles.",
  cards: [
    {
      title: "Business Loans",
      text: "Funding for working capital, expansion and acquisitions, sized to how your business earns.",
      to: paths.service("business-loans"),
    },
    {
      title: "Residential Loans",
      text: "Home loans for first homes, upgrades, refinances and investment properties.",
      to: paths.service("residential-loans"),
    },
    {
      title: "Asset Finance",
      text: "Vehicles, machinery and equipment, with repayments spread over each asset's working life.",
      to: paths.service("asset-finance"),
    },
    {
      title: "Property Development Loans",
      text: "Finance for site purchase, construction and residual stock, from duplexes to multi-unit projects.",
      to: paths.service("property-development-loans"),
    },
  ],
  // Four links say this; screen readers also hear the card's title (aboutSubject).
  cardLink: "Learn more",
};

export interface CallToActionBlock {
  heading: "Business Purchase Journey" | "Get in touch" | "Explore Services";
  text: string;
  label: string;
  to: string;
}

/** The name of the call-to-action blocks' region, for screen readers' list of landmarks. */
export const callToActionRegion = "Where to next";

export const callToActionBlocks: readonly CallToActionBlock[] = [
  {
    heading: "Business Purchase Journey",
    text: "Buying a business? See the eight steps from finding the right one to hand over, and where finance fits in.",
    label: "See the journey",
    to: paths.service("businesspurchase"),
  },
  {
    heading: "Get in touch",
    text: "Tell us what you're planning and a broker will come back to you to talk through your options.",
    label: "Make an inquiry",
    // The spec's home page links to the capitalised spelling of the inquiry page.
    to: paths.inquiryCapitalised,
  },
  {
    heading: "Explore Services",
    text: "From business purchases to SMSF property loans, see every kind of lending we arrange.",
    label: "View all services",
    to: paths.services,
  },
];
