import { publishedContent } from "#app/content/published-content.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { LoanRepaymentCalculator } from "#app/features/calculators/loan-repayment/loan-repayment-calculator.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.loanRepayment);

export default function Route() {
  return (
    <CalculatorPage
      copy={calculatorPages.loanRepayment}
      display={calculatorDisplays.loanRepayment}
      island="loan-repayment-calculator"
      calculator={LoanRepaymentCalculator}
      props={{ assumptions: { loanRepaymentRate: publishedContent().assumptions.loanRepaymentRate } }}
    />
  );
}
