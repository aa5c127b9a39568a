// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { scenarioFromFragment } from "../../../../contracts/calculator-scenario.ts";
import { calculatorDisplays } from "#app/content/calculators.ts";
import { calculatorPages } from "#app/content/pages.ts";
import { CalculatorPage } from "../calculator-page.tsx";
import {
  expectLinkToHold,
  expectFieldProblem,
  expectNoBrokenNumbers,
  outputNamed,
  renderAt,
} from "../calculator-test-kit.tsx";
import { RefinanceCalculator } from "./refinance-calculator.tsx";
import { downloadCsv } from "../schedule-download.ts";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

// The browser's side of a download (object URLs, a click on a link) is not jsdom's to give.
vi.mock("../schedule-download.ts", () => ({ downloadCsv: vi.fn() }));

const renderRefinance = (query = "") =>
  renderAt(`/refinance${query}`, <RefinanceCalculator assumptions={firstAssumptions} />);

/** The scenario the "Talk to a broker about this" link carries, read as the inquiry page reads it (null if the contract refuses it). */
function linkedScenario() {
  const href = screen.getByRole("link", { name: "Talk to a broker about this" }).getAttribute("href") ?? "";
  return scenarioFromFragment(href.slice(href.indexOf("#")));
}

describe("Refinance calculator", () => {
  it("works out the defaults: $500,000 over 25 years moved from 6.5 % to 5.99 % for $2,000 (figures in maths/refinance.test.ts)", () => {
    renderRefinance();
    expect(outputNamed("Monthly saving")).toHaveTextContent("$157.59");
    expect(outputNamed("Interest saved over the term")).toHaveTextContent("$47,275.35");
    expect(outputNamed("Saving after fees")).toHaveTextContent("$45,275.35");
    expect(outputNamed("Switching costs repaid in")).toHaveTextContent("13 months");
    const keep = screen.getByRole("region", { name: "Keep your current repayment" });
    expect(within(keep).getByRole("status", { name: "Repaid sooner by" })).toHaveTextContent("2 years 6 months");
    expect(within(keep).getByRole("status", { name: "Interest saved" })).toHaveTextContent("$101,343.23");
  });

  it("adds the costs to the new loan when the link says feesAdded=1", () => {
    renderRefinance("?balance=500000&rate=6.5&years=25&newRate=5.99&fees=2000&feesAdded=1");
    expect(screen.getByRole("radio", { name: "Added to the new loan" })).toBeChecked();
    expect(outputNamed("Monthly saving")).toHaveTextContent("$144.71");
    expect(outputNamed("Monthly saving")).toHaveAccessibleDescription(/new loan of \$502,000\.00, the costs included/);
    expect(outputNamed("Saving after fees")).toHaveTextContent("$43,413.21");
  });

  it("updates the outputs and the URL as the visitor types and chooses", async () => {
    const user = renderRefinance();
    const newRate = screen.getByRole("textbox", { name: "New interest rate (% a year)" });
    await user.clear(newRate);
    await user.type(newRate, "6.5");
    expect(outputNamed("Monthly saving")).toHaveTextContent("$0.00");
    expect(outputNamed("Switching costs repaid in")).toHaveTextContent("Never: there is no monthly saving");
    expect(screen.getByRole("region", { name: "Keep your current repayment" })).toHaveTextContent(
      /would not be repaid sooner: it would still take the whole 25 years/,
    );
    expect(screen.queryByRole("status", { name: "Repaid sooner by" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Added to the new loan" }));
    await expectLinkToHold({ feesAdded: "1", newRate: "6.5", balance: "500000" });
  });

  it("draws both balances, with their figures in a table", () => {
    renderRefinance();
    expect(
      screen.getByRole("img", { name: /current loan and on the new loan over the 25 years left/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Loan balance at the start of each year" });
    expect(within(table).getByRole("row", { name: "12 $491,744.50 $491,086.51" })).toBeInTheDocument();
  });

  it("offers the new loan's yearly schedule to open and to download as CSV", async () => {
    const user = renderRefinance("?balance=500000&rate=6.5&years=2&newRate=5.99&fees=2000&feesAdded=1");
    const schedule = screen.getByText("Yearly repayment schedule: the new loan").closest("details");
    if (!schedule) throw new Error("no schedule");
    expect(within(schedule).getAllByRole("row")).toHaveLength(3);
    await user.click(within(schedule).getByRole("button", { name: "Download the schedule (CSV)" }));
    expect(downloadCsv).toHaveBeenCalledWith(
      "new-loan-repayment-schedule.csv",
      expect.stringMatching(/^Year,Opening balance,.*\r\n1,502000.00,/s),
    );
  });

  it("hands the broker the scenario: every input as the form shows it and every output as the page prints it", () => {
    renderRefinance("?balance=500000&rate=6.5&years=25&newRate=5.99&fees=2000&feesAdded=0");
    expect(linkedScenario()).toEqual({
      calculator: "refinance",
      link: "/refinance?balance=500000&rate=6.5&years=25&newRate=5.99&fees=2000&feesAdded=0",
      inputs: [
        { label: "Current loan balance", value: "$500,000" },
        { label: "Current interest rate", value: "6.5 % a year" },
        { label: "Remaining loan term", value: "25 years" },
        { label: "New interest rate", value: "5.99 % a year" },
        { label: "Switching costs", value: "$2,000" },
        { label: "Switching costs are", value: "Paid up front" },
      ],
      results: [
        { label: "Monthly saving", value: outputNamed("Monthly saving").textContent },
        { label: "Monthly repayment, current loan", value: "$3,376.04" },
        { label: "Monthly repayment, new loan", value: "$3,218.45" },
        { label: "Interest saved over the term", value: outputNamed("Interest saved over the term").textContent },
        { label: "Interest on the current loan", value: "$512,810.74" },
        { label: "Interest on the new loan", value: "$465,535.39" },
        { label: "Saving after fees", value: outputNamed("Saving after fees").textContent },
        { label: "Switching costs repaid in", value: outputNamed("Switching costs repaid in").textContent },
        { label: "Repaid sooner by (Keep your current repayment)", value: outputNamed("Repaid sooner by").textContent },
        { label: "Time to repay (Keep your current repayment)", value: "22 years 6 months" },
        { label: "Interest saved (Keep your current repayment)", value: outputNamed("Interest saved").textContent },
        { label: "Total interest (Keep your current repayment)", value: "$411,467.51" },
      ],
    });
    // The figures the notes state, as the notes state them.
    expect(outputNamed("Monthly saving")).toHaveAccessibleDescription(
      "$3,376.04 a month now, $3,218.45 on the new loan.",
    );
    expect(outputNamed("Interest saved over the term")).toHaveAccessibleDescription(
      "$512,810.74 in interest on your current loan, $465,535.39 on the new one.",
    );
    expect(outputNamed("Repaid sooner by")).toHaveAccessibleDescription(
      "Repaid in 22 years 6 months instead of 25 years.",
    );
    expect(outputNamed("Interest saved")).toHaveAccessibleDescription(
      "$411,467.51 in interest instead of $512,810.74.",
    );
  });

  it("shows a saving below zero with a true minus sign, on the page and in the scenario", () => {
    renderRefinance("?balance=500000&rate=6.5&years=25&newRate=7&fees=2000&feesAdded=0");
    expect(outputNamed("Monthly saving")).toHaveTextContent(/^−\$157\.86$/);
    expect(linkedScenario()?.results[0]).toEqual({ label: "Monthly saving", value: "−$157.86" });
  });

  it("keeps the scenario within the contract's bounds at the largest figures, the longest sentence included", () => {
    renderRefinance("?balance=100000000&rate=0&years=40&newRate=30&fees=0&feesAdded=0");
    expect(linkedScenario()?.results.at(-1)).toEqual({
      label: "Keep your current repayment",
      value:
        "At your current repayment of $208,333.33 a month the new loan would not be repaid sooner: it would not be repaid within 100 years.",
    });
  });

  it("puts a bad value's message at its field, shows dashes and offers no scenario, never NaN", () => {
    renderRefinance("?balance=abc&rate=31&years=41&newRate=-1&fees=-5&feesAdded=2");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Current loan balance" }),
      "Enter what you owe on your current loan in dollars, for example 500000.",
    );
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Current interest rate (% a year)" }),
      "Enter a current interest rate of 30 % a year or less.",
    );
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Remaining loan term" }),
      "Enter a loan term of 40 years or less.",
    );
    expectFieldProblem(
      screen.getByRole("textbox", { name: "New interest rate (% a year)" }),
      "The new interest rate cannot be negative.",
    );
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Switching costs" }),
      "The switching costs cannot be negative.",
    );
    expect(screen.getByRole("group", { name: "Switching costs are" })).toHaveAccessibleDescription(
      "Choose whether the switching costs are paid up front or added to the new loan.",
    );
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    for (const name of [
      "Monthly saving",
      "Interest saved over the term",
      "Saving after fees",
      "Switching costs repaid in",
      "Repaid sooner by",
      "Interest saved",
    ]) {
      expect(outputNamed(name)).toHaveTextContent("—");
    }
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Talk to a broker about this" })).not.toBeInTheDocument();
    expectNoBrokenNumbers();
  });

  it("works at a 0 % new rate", () => {
    renderRefinance("?balance=120000&rate=3&years=10&newRate=0&fees=1200&feesAdded=0");
    expect(outputNamed("Interest saved over the term")).toHaveTextContent("$19,047.47");
    expect(outputNamed("Switching costs repaid in")).toHaveTextContent("8 months");
  });

  it("is prerendered with the defaults' figures whatever the query, so hydration matches", () => {
    window.history.replaceState(null, "", "/refinance?newRate=3");
    const html = renderToString(
      <CalculatorPage
        copy={calculatorPages.refinance}
        display={calculatorDisplays.refinance}
        island="refinance-calculator"
        calculator={RefinanceCalculator}
        props={{ assumptions: firstAssumptions }}
      />,
    );
    expect(html).toContain("Refinance Calculator");
    expect(html).toContain("$157.59");
    expect(html).toContain("general information only, not credit advice");
  });
});
