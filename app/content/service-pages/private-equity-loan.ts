/** The private equity loan page's own words and picture; its heading and meta are in pages.ts. */
import { LANDSCAPE } from "#app/lib/image-asset.ts";
import type { ServicePageContent } from "../service-pages.ts";
import servicePrivateEquityLoan from "../images/service-private-equity-loan.svg";

export const privateEquityLoanContent: ServicePageContent = {
  intro:
    "When a bank can't move fast enough or your situation falls outside standard criteria, a private lender can bridge the gap. We find the right one and plan your way out from day one.",
  benefits: [
    {
      title: "Speed when it counts",
      text: "Private lenders can often assess and settle in days rather than weeks, which matters when an opportunity won't wait.",
    },
    {
      title: "Flexible assessment",
      text: "The focus is on the security and the plan, so complex income or a past credit issue need not rule you out.",
    },
    {
      title: "A clear exit",
      text: "Private funding is short-term by design. Before you sign, we map how it will be repaid, by sale or by refinance to a mainstream lender.",
    },
  ],
  image: {
    src: servicePrivateEquityLoan,
    ...LANDSCAPE,
    alt: "Two hands shaking above a stack of gold coins",
  },
  listHeading: "When private lending can help",
  bullets: [
    "Bridging finance between a purchase and a sale",
    "Settling quickly on a time-critical opportunity",
    "Second-mortgage and caveat loans",
    "Borrowers with complex income or a past credit issue",
    "Short-term funding while a bank loan is arranged",
  ],
  callToAction: "Inquire Now",
};
