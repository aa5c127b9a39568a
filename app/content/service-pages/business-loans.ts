/** The business loans page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import serviceBusinessLoans from "../images/service-business-loans.svg";

export const businessLoansContent: ServicePageContent = {
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
};
