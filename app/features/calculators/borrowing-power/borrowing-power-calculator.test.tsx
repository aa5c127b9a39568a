// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BorrowingPowerCalculator } from "./borrowing-power-calculator.tsx";
import {
  expectLinkToHold,
  expectFieldProblem,
  expectNoBrokenNumbers,
  outputNamed,
  renderAt,
} from "../calculator-test-kit.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

const renderBpc = (query = "") => renderAt(`/bpc${query}`, <BorrowingPowerCalculator assumptions={firstAssumptions} />);

describe("Borrowing power calculator", () => {
  it("assesses the loan with the published buffer, and names its source and the day it took effect", () => {
    const published = {
      ...firstAssumptions,
      assessmentBuffer: { value: 2.5, source: "A lower buffer", sourceUrl: "", since: "2027-01-01" },
    };
    renderAt("/bpc", <BorrowingPowerCalculator assumptions={published} />);
    expect(screen.getByText(/Assessed at 8.5 % a year/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "How we work it out" })).toHaveTextContent(
      "Lenders test the loan at its rate plus 2.5 percentage points (source: A lower buffer; in effect since 1 January 2027)",
    );
  });

  it("works out the defaults with 2026-27 tax: $120,000 a year, $2,500 living, $500 debts and a $10,000 card at 6 % lets you borrow $523,226", () => {
    renderBpc();
    expect(outputNamed("You could borrow")).toHaveTextContent("$523,226.00");
    expect(outputNamed("Monthly repayment")).toHaveTextContent("$3,137.00");
    expect(outputNamed("Income after tax")).toHaveTextContent("$7,590.00");
    expect(outputNamed("Credit cards")).toHaveTextContent("$380.00");
    expect(outputNamed("Left for a home loan")).toHaveTextContent("$4,210.00");
    expect(screen.getByText(/Assessed at 9 % a year/)).toBeInTheDocument();
  });

  it("reads a couple with dependants from the URL and lifts their living expenses to our minimum", () => {
    renderBpc("?income=110000&income2=80000&other=0&dependants=2&expenses=2000&commitments=0&cards=0&rate=6&years=30");
    expect(outputNamed("You could borrow")).toHaveTextContent("$1,049,767.00");
    expect(outputNamed("Living expenses")).toHaveTextContent("$3,900.00");
    expect(screen.getByText(/Our minimum for your household, more than the \$2,000.00 entered/)).toBeInTheDocument();
  });

  it("warns when the loan and card limits reach six times income", () => {
    renderBpc("?income=200000&income2=0&other=0&dependants=0&expenses=1000&commitments=0&cards=0&rate=5&years=30");
    expect(outputNamed("You could borrow")).toHaveTextContent("$1,387,025.00");
    expect(screen.getByRole("note")).toHaveTextContent("6.94 times your yearly income");
  });

  it("says plainly when nothing is left over for a loan", () => {
    renderBpc("?income=40000&expenses=4000");
    expect(outputNamed("You could borrow")).toHaveTextContent("$0.00");
    expect(outputNamed("Monthly repayment")).toHaveTextContent("$0.00");
    expect(screen.getByText(/use up all of your income after tax/)).toBeInTheDocument();
    expectNoBrokenNumbers();
  });

  it("updates the outputs and the URL as the visitor types", async () => {
    const user = renderBpc();
    const cards = screen.getByRole("textbox", { name: "Credit card limits, in total" });
    await user.clear(cards);
    await user.type(cards, "0");
    expect(outputNamed("Credit cards")).toHaveTextContent(/^\$0\.00$/);
    await expectLinkToHold({ cards: "0", income: "120000" });
  });

  it("puts a bad value's message at its field and shows a dash, never NaN", () => {
    renderBpc("?income=abc&dependants=-1&rate=45");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Your income a year, before tax" }),
      /yearly income before tax/,
    );
    expectFieldProblem(screen.getByRole("textbox", { name: "Dependants" }), /dependants/i);
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Interest rate (% a year)" }),
      "Enter an interest rate of 30 % a year or less.",
    );
    expect(outputNamed("You could borrow")).toHaveTextContent("—");
    expect(outputNamed("Monthly repayment")).toHaveTextContent("—");
    expectNoBrokenNumbers();
  });

  it("prints every assumption with its figure: tax year, floor, card loading, buffer, rate floor and the debt-to-income level", () => {
    renderBpc();
    const assumptions = screen.getByRole("region", { name: "How we work it out" });
    for (const text of [
      "2026-27 (from 1 July 2026)",
      "$1,500 a month for each applicant",
      "$450 for each dependant",
      "3.8 % of its limit",
      "3 percentage points",
      "5.5 % a year",
      "6 times gross yearly income",
      "80 % of other income",
    ]) {
      expect(assumptions).toHaveTextContent(text);
    }
    expect(assumptions).not.toHaveTextContent(/HEM/);
  });
});
