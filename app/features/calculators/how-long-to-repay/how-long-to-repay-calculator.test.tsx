// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectLinkToHold,
  expectFieldProblem,
  expectNoBrokenNumbers,
  outputNamed,
  renderAt,
} from "../calculator-test-kit.tsx";
import { HowLongToRepayCalculator } from "./how-long-to-repay-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

const renderLmi = (query = "") => renderAt(`/lmi${query}`, <HowLongToRepayCalculator assumptions={firstAssumptions} />);

describe("How Long to Repay calculator", () => {
  it("reads its inputs from the URL: $300,000 at 6 % repaid at $2,000 a month takes 23 years 2 months", () => {
    renderLmi("?amount=300000&rate=6&repayment=2000&frequency=monthly");
    expect(outputNamed("Time to repay")).toHaveTextContent("23 years 2 months");
    expect(outputNamed("Total interest")).toHaveTextContent("$255,903.12");
  });

  it("counts fortnights chosen in the URL and says them in years and months", () => {
    renderLmi("?amount=300000&rate=6&repayment=1000&frequency=fortnightly");
    expect(screen.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    expect(outputNamed("Time to repay")).toHaveTextContent("19 years 9 months");
    expect(outputNamed("Total interest")).toHaveTextContent("$211,339.86");
  });

  it("updates the outputs and the URL as the visitor types", async () => {
    const user = renderLmi("?amount=300000&rate=6&repayment=3000");
    const repayment = screen.getByRole("textbox", { name: "Your repayment" });
    await user.clear(repayment);
    await user.type(repayment, "2000");
    expect(outputNamed("Time to repay")).toHaveTextContent("23 years 2 months");
    await expectLinkToHold({ repayment: "2000", amount: "300000" });
  });

  it("says plainly at the repayment field, without an alert, when the repayment never covers the interest", () => {
    renderLmi("?amount=300000&rate=6&repayment=1000&frequency=monthly");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Your repayment" }),
      "A repayment of $1,000.00 never pays the loan off: the interest alone is $1,500.00 a month. Repay more than $1,500.00.",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(outputNamed("Time to repay")).toHaveTextContent("—");
    expect(outputNamed("Total interest")).toHaveTextContent("—");
    expectNoBrokenNumbers();
  });

  it("puts a bad value's message at its field, from the URL or typed, and never shows NaN", async () => {
    const user = renderLmi("?amount=-5&repayment=");
    expectFieldProblem(screen.getByRole("textbox", { name: "Loan amount" }), "Enter a loan amount of more than $0.");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Your repayment" }),
      "Enter the repayment in dollars, for example 2500.",
    );
    const rate = screen.getByRole("textbox", { name: "Interest rate (% a year)" });
    await user.clear(rate);
    await user.type(rate, "six");
    expectFieldProblem(rate, "Enter the interest rate as a percentage a year, for example 6.25.");
    expectNoBrokenNumbers();
  });
});
