// @vitest-environment jsdom
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "./calculator-page.tsx";
import { HowLongToRepayCalculator } from "./how-long-to-repay-calculator.tsx";
import { LoanRepaymentCalculator } from "./loan-repayment-calculator.tsx";
import { OffsetCalculator } from "./offset-calculator.tsx";

// The prerender has no query string and no JavaScript: the page must already hold the defaults' figures.
function prerendered(url: string, calculator: ReactNode) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <CalculatorPage copy={calculatorPages.loanRepayment}>{calculator}</CalculatorPage>
    </MemoryRouter>,
  );
}

describe("calculator pages as prerendered", () => {
  it("show each calculator's default figures, the advice note and the way to a broker", () => {
    const lrc = prerendered("/lrc", <LoanRepaymentCalculator />);
    expect(lrc).toContain("$2,997.75");
    expect(lrc).toContain("general information only, not credit advice");
    expect(lrc).toMatch(/href="\/inquiry"[^>]*>Talk to a broker/);
    expect(lrc).toContain("Figures are estimates");
    expect(prerendered("/lmi", <HowLongToRepayCalculator />)).toContain("Time to repay");
    expect(prerendered("/oc", <OffsetCalculator />)).toContain("$194,606.17");
  });

  it("render from the defaults whatever the query, so hydration matches the prerendered HTML", () => {
    expect(prerendered("/lrc?amount=250000", <LoanRepaymentCalculator />)).toContain("$2,997.75");
  });
});
