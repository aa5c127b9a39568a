/** The commercial property loans page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import serviceCommercialPropertyLoans from "../images/service-commercial-property-loans.svg";

export const commercialPropertyLoansContent: ServicePageContent = {
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
};
