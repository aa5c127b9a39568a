/** The steps of buying a business with us, in order, and the panel that closes the journey. */
import { LANDSCAPE, type ImageAsset } from "#app/lib/image-asset.ts";
import stepFind from "./images/step-find-business.svg";
// The first step's picture is also inside the HTML: it is on a phone's first screen (ImageAsset.inlineSrc).
import stepFindInline from "./images/step-find-business.svg?inline";
import stepNegotiate from "./images/step-negotiate.svg";
import stepSolicitors from "./images/step-solicitors.svg";
import stepFinanceApproval from "./images/step-finance-approval.svg";
import stepDueDiligence from "./images/step-due-diligence.svg";
import stepExchange from "./images/step-exchange.svg";
import stepSettlement from "./images/step-settlement.svg";
import stepHandOver from "./images/step-hand-over.svg";

export interface BusinessPurchaseStep {
  title: string;
  bullets: readonly [string, string];
  image: ImageAsset;
}

// Each step's title says what its illustration shows, so the image is decorative.
function stepImage(src: string, inlineSrc?: string): ImageAsset {
  return { src, inlineSrc, ...LANDSCAPE, alt: "" };
}

export const businessPurchaseSteps: readonly BusinessPurchaseStep[] = [
  {
    title: "Find the Right Business",
    bullets: [
      "Shortlist businesses that suit your skills, budget and lifestyle, and ask for the last three years of financials early.",
      "Talk to us before you make an offer, so you know roughly what you can borrow and the deposit a lender may expect.",
    ],
    image: stepImage(stepFind, stepFindInline),
  },
  {
    title: "Negotiate the Price & Sign Heads of Agreement",
    bullets: [
      "Agree on the price, the stock, plant and equipment included, and any staff entitlements you will take over.",
      "Record the key terms in a heads of agreement, subject to finance and to your due diligence.",
    ],
    image: stepImage(stepNegotiate),
  },
  {
    title: "Engage Solicitors",
    bullets: [
      "Appoint a solicitor who knows business sales to review the contract, the lease and any franchise agreement.",
      "Your solicitor and accountant settle the buying structure together, whether a company, trust or partnership.",
    ],
    image: stepImage(stepSolicitors),
  },
  {
    title: "Finance Approval",
    bullets: [
      "We prepare your application with the business's financials, your experience and a plan for the first year.",
      "We compare lenders, negotiate the terms and follow the application through to formal approval, subject to lender criteria.",
    ],
    image: stepImage(stepFinanceApproval),
  },
  {
    title: "Complete Financial & Legal Due Diligence",
    bullets: [
      "Your accountant tests the figures: revenue, margins, add-backs and whether the profit comfortably covers the loan.",
      "Your solicitor checks the lease, licences, permits, supplier contracts and any disputes before you are committed.",
    ],
    image: stepImage(stepDueDiligence),
  },
  {
    title: "Exchange of Contracts",
    bullets: [
      "With due diligence done and finance approved, you and the seller sign and exchange contracts.",
      "The deposit is paid, and the settlement date and the seller's training period are locked in.",
    ],
    image: stepImage(stepExchange),
  },
  {
    title: "Settlement",
    bullets: [
      "The lender releases the funds, the lease is assigned and ownership passes to you on the agreed day.",
      "We work with the lender and your solicitor so that the loan documents and conditions are ready in time.",
    ],
    image: stepImage(stepSettlement),
  },
  {
    title: "Hand Over",
    bullets: [
      "The seller introduces you to staff, suppliers and key customers, and trains you as the contract sets out.",
      "We check in after your first few months to make sure the finance still fits the way the business is trading.",
    ],
    image: stepImage(stepHandOver),
  },
];

/** The journey page's words above the steps: the banner's eyebrow, and the steps' heading, heard not seen. */
export const businessPurchaseIntro = { eyebrow: "Buying a business", stepsHeading: "The eight steps" } as const;

export const businessPurchaseClosing: { heading: string; text: string; button: "Get your business today!" } = {
  heading: "Ready to take the keys?",
  text: "Tell us about the business you have in mind, or the kind you are looking for. A broker will talk you through your deposit, your finance options and the next step.",
  button: "Get your business today!",
};
