import { publishedContent } from "#app/content/published-content.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { HowLongToRepayCalculator } from "#app/features/calculators/how-long-to-repay/how-long-to-repay-calculator.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.howLongToRepay);

export default function Route() {
  return (
    <CalculatorPage
      copy={calculatorPages.howLongToRepay}
      display={calculatorDisplays.howLongToRepay}
      island="how-long-to-repay-calculator"
      calculator={HowLongToRepayCalculator}
      props={{ assumptions: { howLongToRepayRate: publishedContent().assumptions.howLongToRepayRate } }}
    />
  );
}
