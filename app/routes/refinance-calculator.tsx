import { publishedContent } from "#app/content/published-content.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { RefinanceCalculator } from "#app/features/calculators/refinance/refinance-calculator.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.refinance);

export default function Route() {
  // Only the figures this calculator uses travel in its page.
  const { refinanceCurrentRate, refinanceNewRate } = publishedContent().assumptions;
  return (
    <CalculatorPage
      copy={calculatorPages.refinance}
      display={calculatorDisplays.refinance}
      island="refinance-calculator"
      calculator={RefinanceCalculator}
      props={{ assumptions: { refinanceCurrentRate, refinanceNewRate } }}
    />
  );
}
