import { publishedContent } from "#app/content/published-content.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { OffsetCalculator } from "#app/features/calculators/offset/offset-calculator.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.offset);

export default function Route() {
  return (
    <CalculatorPage
      copy={calculatorPages.offset}
      display={calculatorDisplays.offset}
      island="offset-calculator"
      calculator={OffsetCalculator}
      props={{ assumptions: { offsetRate: publishedContent().assumptions.offsetRate } }}
    />
  );
}
