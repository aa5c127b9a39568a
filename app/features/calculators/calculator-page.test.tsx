// @vitest-environment jsdom
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CalculatorDisplay, calculatorDisplays } from "#app/content/calculators.ts";
import { firstLendingAssumptions } from "#app/content/first-version/lending-assumptions.ts";
import { calculatorPages } from "#app/content/pages.ts";
import type { LendingAssumptions } from "../../../contracts/lending-assumptions.ts";
import { CalculatorPage } from "./calculator-page.tsx";
import { HowLongToRepayCalculator } from "./how-long-to-repay/how-long-to-repay-calculator.tsx";
import { LoanRepaymentCalculator } from "./loan-repayment/loan-repayment-calculator.tsx";
import { OffsetCalculator } from "./offset/offset-calculator.tsx";

// The prerender has no query string and no JavaScript: the page must already hold the defaults' figures.
function prerendered(
  url: string,
  calculator: ComponentType<{ assumptions: LendingAssumptions }>,
  display: CalculatorDisplay = calculatorDisplays.loanRepayment,
) {
  window.history.replaceState(null, "", url);
  return renderToString(
    <CalculatorPage
      copy={calculatorPages.loanRepayment}
      display={display}
      island="calculator"
      calculator={calculator}
      props={{ assumptions: firstLendingAssumptions }}
    />,
  );
}

describe("calculator pages as prerendered", () => {
  it("show each calculator's default figures, the advice note and the way to a broker", () => {
    const lrc = prerendered("/lrc", LoanRepaymentCalculator);
    expect(lrc).toContain("$2,997.75");
    expect(lrc).toContain("general information only, not credit advice");
    expect(lrc).toMatch(/href="\/inquiry"[^>]*>Talk to a broker/);
    expect(lrc).toContain("Figures are estimates");
    expect(prerendered("/lmi", HowLongToRepayCalculator)).toContain("Time to repay");
    expect(prerendered("/oc", OffsetCalculator)).toContain("$194,606.17");
  });

  it("put the calculator in an island that starts at load, after its needs-JavaScript line (shown by CSS only when it cannot work)", () => {
    const page = document.createElement("div");
    page.innerHTML = prerendered("/lrc", LoanRepaymentCalculator);
    const island = page.querySelector<HTMLElement>('[data-island="calculator"]');
    expect(island?.dataset.wake).toBe("load");
    expect(island?.querySelector("output")).not.toBeNull();
    const fallback = page.querySelector<HTMLElement>('noscript[data-island-fallback="calculator"]');
    expect(fallback?.textContent).toMatch(/JavaScript/);
    expect(fallback?.nextElementSibling).toBe(island);
  });

  it("render from the defaults whatever the query, so hydration matches the prerendered HTML", () => {
    expect(prerendered("/lrc?amount=250000", LoanRepaymentCalculator)).toContain("$2,997.75");
  });
});

describe("the embedded-frame switch", () => {
  it("shows our own calculator on every page unless the content says otherwise", () => {
    for (const display of Object.values(calculatorDisplays)) expect(display.show).toBe("native");
  });

  it("puts the provider's frame in place of ours: sandboxed, titled, lazy, at its configured height", () => {
    const page = document.createElement("div");
    page.innerHTML = prerendered("/bpc", OffsetCalculator, {
      ...calculatorDisplays.borrowingPower,
      show: "embedded",
    });
    const frame = page.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(calculatorDisplays.borrowingPower.frame.src);
    expect(frame?.getAttribute("title")).toBe("Borrowing power calculator");
    expect(frame?.getAttribute("loading")).toBe("lazy");
    expect(frame?.getAttribute("sandbox")).toContain("allow-scripts");
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(frame?.getAttribute("height")).toBe("750");
    expect(page.querySelector("output")).toBeNull();
    expect(page.textContent).toContain("general information only, not credit advice");
    expect(page.querySelector("[data-island]")).toBeNull();
  });

  it("gives every frame an https address and a title", () => {
    for (const { frame } of Object.values(calculatorDisplays)) {
      expect(new URL(frame.src).protocol).toBe("https:");
      expect(frame.title.length).toBeGreaterThan(5);
    }
  });
});
