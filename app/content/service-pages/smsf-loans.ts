/** The smsf loans page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import serviceSmsfLoans from "../images/service-smsf-loans.svg";

export const smsfLoansContent: ServicePageContent = {
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
};
