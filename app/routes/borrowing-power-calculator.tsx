import { publishedContent } from "#app/content/published-content.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { BorrowingPowerCalculator } from "#app/features/calculators/borrowing-power/borrowing-power-calculator.tsx";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.borrowingPower);

export default function Route() {
  // Only the figures this calculator uses travel in its page.
  const { borrowingPowerRate, assessmentBuffer } = publishedContent().assumptions;
  return (
    <CalculatorPage
      copy={calculatorPages.borrowingPower}
      display={calculatorDisplays.borrowingPower}
      island="borrowing-power-calculator"
      calculator={BorrowingPowerCalculator}
      props={{ assumptions: { borrowingPowerRate, assessmentBuffer } }}
    />
  );
}
