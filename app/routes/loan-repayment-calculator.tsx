import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { LoanRepaymentCalculator } from "#app/features/calculators/loan-repayment-calculator.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";

export const meta = () => pageMeta(calculatorPages.loanRepayment, paths.loanRepaymentCalculator);

export default function Route() {
  return (
    <CalculatorPage copy={calculatorPages.loanRepayment} display={calculatorDisplays.loanRepayment}>
      <LoanRepaymentCalculator />
    </CalculatorPage>
  );
}
