/** The residential loans page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import serviceResidentialLoans from "../images/service-residential-loans.svg";

export const residentialLoansContent: ServicePageContent = {
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
};
