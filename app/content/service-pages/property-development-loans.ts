/** The property development loans page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import servicePropertyDevelopmentLoans from "../images/service-property-development-loans.svg";

export const propertyDevelopmentLoansContent: ServicePageContent = {
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
};
