import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "#app/features/calculators/calculator-page.tsx";
import { StampDutyCalculator } from "#app/features/calculators/stamp-duty/stamp-duty-calculator.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(calculatorPages.stampDuty);

export default function Route() {
  return (
    <CalculatorPage
      copy={calculatorPages.stampDuty}
      display={calculatorDisplays.stampDuty}
      island="stamp-duty-calculator"
      calculator={StampDutyCalculator}
      props={{}}
    />
  );
}
