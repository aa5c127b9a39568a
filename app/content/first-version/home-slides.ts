/** The home page hero's slides as first published: one for each flagship service, in the spec's order. */
import type { HomeSlideEntry } from "../../../contracts/site-content.ts";

export const firstHomeSlides: HomeSlideEntry[] = [
  {
    image: {
      kind: "built",
      name: "hero-business-purchase",
      alt: "Two people shaking hands in front of a small shop with a striped awning",
    },
    title: "Buy the business you've been working towards",
    description:
      "We arrange the finance and guide you from heads of agreement to hand over, so you can focus on the business you're taking on.",
    buttonText: "Start Your Journey",
    buttonTarget: "/services/businesspurchase",
  },
  {
    image: {
      kind: "built",
      name: "hero-business-loans",
      alt: "A rising bar chart and upward arrow beside an office building",
    },
    title: "Funding that keeps pace with your business",
    description:
      "Working capital, expansion or refinancing: we match the loan to how your business really earns, whether you need $200K or $20M.",
    buttonText: "Explore Business Loans",
    buttonTarget: "/services/business-loans",
  },
  {
    image: {
      kind: "built",
      name: "hero-residential-loans",
      alt: "A family home with a path to the front door and a large golden key",
    },
    title: "A home loan that fits the way you live",
    description:
      "First home, next home or investment property, we compare a wide panel of lenders and explain every option in plain English.",
    buttonText: "Find Your Home Loan",
    buttonTarget: "/services/residential-loans",
  },
  {
    image: { kind: "built", name: "hero-asset-finance", alt: "A delivery truck parked beside a compact excavator" },
    title: "Put the right equipment to work sooner",
    description:
      "Vehicles, machinery and technology funded over their working life, with repayments shaped around your cash flow.",
    buttonText: "Explore Asset Finance",
    buttonTarget: "/services/asset-finance",
  },
];
