/** The asset finance page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import serviceAssetFinance from "../images/service-asset-finance.svg";

export const assetFinanceContent: ServicePageContent = {
  intro:
    "Get the vehicles, machinery and technology your business runs on without tying up working capital, with terms set to each asset's working life.",
  benefits: [
    {
      title: "Keep cash in the business",
      text: "Spread the cost of an asset over the years it earns for you, and keep your working capital for wages, stock and growth.",
    },
    {
      title: "The right structure",
      text: "Chattel mortgage, finance lease or rental: we explain how each works so you can check the tax side with your accountant.",
    },
    {
      title: "Straightforward applications",
      text: "For many assets, lenders can decide on a short application and recent financials, subject to lender criteria.",
    },
  ],
  image: {
    src: serviceAssetFinance,
    ...LANDSCAPE,
    alt: "A work ute carrying boxes in its tray",
  },
  listHeading: "Assets we can finance",
  bullets: [
    "Cars, utes and light commercial vehicles",
    "Trucks, trailers and prime movers",
    "Earthmoving and construction machinery",
    "Farm and agricultural equipment",
    "Medical, hospitality and fit-out equipment",
    "Computers, software and business technology",
  ],
  callToAction: "Apply Now",
};
