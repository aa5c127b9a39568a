/** The cards on the calculators page, in the spec's order. */
import type { PhonePrompt } from "./error-pages.ts";
import { paths } from "./site-paths.ts";

export interface CalculatorCard {
  name: string;
  description: string;
  to: string;
}

/** Every card's link says this; its accessible name adds the calculator's name after it. */
export const calculatorCardLink = "Go to Calculator";

export const calculatorCards: readonly CalculatorCard[] = [
  {
    name: "Borrowing Power Calculator",
    description: "Estimate how much a lender may let you borrow from your income, expenses and debts.",
    to: paths.borrowingPowerCalculator,
  },
  {
    name: "Loan Repayment Calculator",
    description: "Weekly, fortnightly or monthly repayments and the total interest over the loan.",
    to: paths.loanRepaymentCalculator,
  },
  {
    name: "Stamp Duty Calculator",
    description: "Transfer duty, surcharges and government fees for every state and territory.",
    to: paths.stampDutyCalculator,
  },
  {
    name: "Offset Calculator",
    description: "How much interest and time an offset account could save you.",
    to: paths.offsetCalculator,
  },
  {
    // Labelled as the spec's calculators page labels it; the footer says "How Long to Repay Calculator".
    name: "LMI Calculator",
    description: "How long a loan takes to repay at the repayment you choose.",
    to: paths.howLongToRepayCalculator,
  },
  {
    name: "Refinance Calculator",
    description: "What a lower rate could save you each month and over the loan, after the costs of switching.",
    to: paths.refinanceCalculator,
  },
];

/** What every calculator page says around its calculator. */
export const calculatorPageCopy: { eyebrow: string; disclaimer: string; needsJavaScript: PhonePrompt } = {
  eyebrow: "Calculators",
  disclaimer: "Results are general information only, not credit advice. A broker can tell you what applies to you.",
  /** One line, shown only where JavaScript is off: the figures are worked out in the browser. */
  needsJavaScript: {
    beforePhone: "This calculator needs JavaScript to work out your figures: turn it on, or call a broker on",
    afterPhone: ".",
  },
};

/** The calculator pages, named as in pages.ts's calculatorPages. */
export type CalculatorId = "borrowingPower" | "loanRepayment" | "stampDuty" | "offset" | "howLongToRepay" | "refinance";

/** A third-party calculator shown in a frame, as the old site did (spec §2 "Calculator pages"). */
export interface EmbeddedCalculatorFrame {
  /** Must be https: the frame is sandboxed but still runs the provider's scripts. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  heightPx: number;
}

export interface CalculatorDisplay {
  /** "native": our own calculator (the default). "embedded": the provider's frame instead. */
  show: "native" | "embedded";
  frame: EmbeddedCalculatorFrame;
}

// The provider's host is fictional, like the brand; a real licence would give real URLs.
const frameHost = "https://calculators.partner.example/kestrel-ridge";

/**
 * Which calculator each page shows. Switching one to its frame is this one
 * word; the privacy policy already tells visitors a provider may serve them.
 */
export const calculatorDisplays: Record<CalculatorId, CalculatorDisplay> = {
  borrowingPower: {
    show: "native",
    // 750 px is the spec's height for this frame (spec §9).
    frame: { src: `${frameHost}/borrowing-power`, title: "Borrowing power calculator", heightPx: 750 },
  },
  loanRepayment: {
    show: "native",
    frame: { src: `${frameHost}/loan-repayment`, title: "Loan repayment calculator", heightPx: 650 },
  },
  stampDuty: {
    show: "native",
    frame: { src: `${frameHost}/stamp-duty`, title: "Stamp duty calculator", heightPx: 650 },
  },
  offset: {
    show: "native",
    frame: { src: `${frameHost}/home-loan-offset`, title: "Home loan offset calculator", heightPx: 650 },
  },
  howLongToRepay: {
    show: "native",
    frame: { src: `${frameHost}/how-long-to-repay`, title: "How long to repay calculator", heightPx: 650 },
  },
  // Every page can switch to a frame, so this one needs a provider's address too.
  refinance: {
    show: "native",
    frame: { src: `${frameHost}/refinance`, title: "Refinance calculator", heightPx: 650 },
  },
};
