import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { HowLongToRepayCalculator } from "#app/features/calculators/how-long-to-repay-calculator.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";

export const meta = () => pageMeta(calculatorPages.howLongToRepay, paths.howLongToRepayCalculator);

export default function Route() {
  return (
    <CalculatorPage copy={calculatorPages.howLongToRepay} display={calculatorDisplays.howLongToRepay}>
      <HowLongToRepayCalculator />
    </CalculatorPage>
  );
}
