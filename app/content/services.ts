/** The brokerage's service catalogue, in the order the site lists it. */
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import type { ServiceId } from "./service-ids.ts";
import serviceBusinessPurchase from "./images/service-businesspurchase.svg";
// The first card's picture is also inside the HTML: the largest thing on /services' first screen (ImageAsset.inlineSrc).
import serviceBusinessPurchaseInline from "./images/service-businesspurchase.svg?inline";
import serviceBusinessLoans from "./images/service-business-loans.svg";
import serviceResidentialLoans from "./images/service-residential-loans.svg";
import serviceCommercialPropertyLoans from "./images/service-commercial-property-loans.svg";
import serviceAssetFinance from "./images/service-asset-finance.svg";
import servicePrivateEquityLoan from "./images/service-private-equity-loan.svg";
import servicePropertyDevelopmentLoans from "./images/service-property-development-loans.svg";
import serviceSmsfLoans from "./images/service-smsf-loans.svg";

// The ids live in a module of their own, so the route table can use them without the images.
export { serviceIds, type ServiceId } from "./service-ids.ts";

/** Names of the icons the services grid draws; the component maps them to the icon library. */
export type ServiceIcon =
  "briefcase" | "landmark" | "house" | "building" | "truck" | "handshake" | "crane" | "piggy-bank";

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: ServiceIcon;
  image: ImageAsset;
  /** Button text; each names its service so a screen reader's list of links reads clearly. */
  cta: string;
}

// The card's title says what the illustration shows, so on the card the image is decorative.
function cardImage(src: string, inlineSrc?: string): ImageAsset {
  return { src, inlineSrc, ...LANDSCAPE, alt: "" };
}

export const services: readonly Service[] = [
  {
    id: "businesspurchase",
    title: "Business Purchase",
    description:
      "From the first look at a business for sale to the keys on settlement day, we line up the funding and walk every step with you.",
    icon: "handshake",
    image: cardImage(serviceBusinessPurchase, serviceBusinessPurchaseInline),
    cta: "Start the purchase journey",
  },
  {
    id: "business-loans",
    title: "Business Loans",
    description:
      "Working capital, expansion and equipment funding matched to how your business actually earns, from under $2M to well over $10M.",
    icon: "briefcase",
    image: cardImage(serviceBusinessLoans),
    cta: "Explore business loans",
  },
  {
    id: "residential-loans",
    title: "Residential Loans",
    description:
      "First homes, upgrades, refinances and investment properties, compared across a wide panel of lenders so the loan fits the household.",
    icon: "house",
    image: cardImage(serviceResidentialLoans),
    cta: "Explore home loans",
  },
  {
    id: "commercial-property-loans",
    title: "Commercial Property Loans",
    description:
      "Finance for offices, warehouses, retail and mixed-use property, whether you occupy the premises or lease them out.",
    icon: "building",
    image: cardImage(serviceCommercialPropertyLoans),
    cta: "Explore commercial property loans",
  },
  {
    id: "asset-finance",
    title: "Asset Finance",
    description:
      "Vehicles, machinery and technology funded over their working life, with repayments structured around your cash flow.",
    icon: "truck",
    image: cardImage(serviceAssetFinance),
    cta: "Explore asset finance",
  },
  {
    id: "private-equity-loan",
    title: "Private Equity Loan",
    description:
      "Short-term and specialist funding from private lenders when timing or circumstances fall outside the banks' criteria.",
    icon: "landmark",
    image: cardImage(servicePrivateEquityLoan),
    cta: "Explore private lending",
  },
  {
    id: "property-development-loans",
    title: "Property Development Loans",
    description:
      "Site acquisition, construction and residual-stock funding for projects from duplexes to multi-unit developments.",
    icon: "crane",
    image: cardImage(servicePropertyDevelopmentLoans),
    cta: "Explore development finance",
  },
  {
    id: "smsf-loans",
    title: "SMSF Loans",
    description:
      "Limited recourse borrowing for self-managed super funds buying residential or commercial property, set up with your adviser.",
    icon: "piggy-bank",
    image: cardImage(serviceSmsfLoans),
    cta: "Explore SMSF loans",
  },
];

export function serviceById(id: ServiceId): Service {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service id: ${id}`);
  return service;
}
