/** The home page hero: one slide for each flagship service, in the spec's order. */
import { paths } from "./site-paths.ts";
import { WIDE, type ImageAsset } from "#app/lib/image-asset.ts";
import heroBusinessPurchase from "./images/hero-business-purchase.svg";
// The first slide's picture is also inside the HTML, so it paints with the home page (ImageAsset.inlineSrc).
import heroBusinessPurchaseInline from "./images/hero-business-purchase.svg?inline";
import heroBusinessLoans from "./images/hero-business-loans.svg";
import heroResidentialLoans from "./images/hero-residential-loans.svg";
import heroAssetFinance from "./images/hero-asset-finance.svg";

export interface Slide {
  id: string;
  image: ImageAsset;
  title: string;
  description: string;
  button: { text: string; link: string };
}

export const slides: readonly Slide[] = [
  {
    id: "business-purchase",
    image: {
      src: heroBusinessPurchase,
      inlineSrc: heroBusinessPurchaseInline,
      ...WIDE,
      alt: "Two people shaking hands in front of a small shop with a striped awning",
    },
    title: "Buy the business you've been working towards",
    description:
      "We arrange the finance and guide you from heads of agreement to hand over, so you can focus on the business you're taking on.",
    button: { text: "Start Your Journey", link: paths.service("businesspurchase") },
  },
  {
    id: "business-loans",
    image: {
      src: heroBusinessLoans,
      ...WIDE,
      alt: "A rising bar chart and upward arrow beside an office building",
    },
    title: "Funding that keeps pace with your business",
    description:
      "Working capital, expansion or refinancing: we match the loan to how your business really earns, whether you need $200K or $20M.",
    button: { text: "Explore Business Loans", link: paths.service("business-loans") },
  },
  {
    id: "residential-loans",
    image: {
      src: heroResidentialLoans,
      ...WIDE,
      alt: "A family home with a path to the front door and a large golden key",
    },
    title: "A home loan that fits the way you live",
    description:
      "First home, next home or investment property, we compare a wide panel of lenders and explain every option in plain English.",
    button: { text: "Find Your Home Loan", link: paths.service("residential-loans") },
  },
  {
    id: "asset-finance",
    image: {
      src: heroAssetFinance,
      ...WIDE,
      alt: "A delivery truck parked beside a compact excavator",
    },
    title: "Put the right equipment to work sooner",
    description:
      "Vehicles, machinery and technology funded over their working life, with repayments shaped around your cash flow.",
    button: { text: "Explore Asset Finance", link: paths.service("asset-finance") },
  },
];
