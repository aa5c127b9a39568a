/** The cards on the calculators page, in the spec's order. */
import { paths } from "../route-paths.ts";

export interface CalculatorCard {
  name: string;
  description: string;
  to: string;
}

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
];
