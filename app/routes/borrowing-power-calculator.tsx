import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { BorrowingPowerCalculator } from "#app/features/calculators/borrowing-power-calculator.tsx";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";

export const meta = () => pageMeta(calculatorPages.borrowingPower, paths.borrowingPowerCalculator);

export default function Route() {
  return (
    <CalculatorPage copy={calculatorPages.borrowingPower} display={calculatorDisplays.borrowingPower}>
      <BorrowingPowerCalculator />
    </CalculatorPage>
  );
}
