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
import { OffsetCalculator } from "./offset-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

const renderOc = (query = "") => renderAt(`/oc${query}`, <OffsetCalculator assumptions={firstAssumptions} />);

describe("Offset calculator", () => {
  it("works out the defaults: $50,000 against $500,000 at 6 % over 30 years saves $194,606.17 and 5 years 4 months", () => {
    renderOc();
    expect(outputNamed("Interest saved")).toHaveTextContent("$194,606.17");
    expect(outputNamed("Time saved")).toHaveTextContent("5 years 4 months");
  });

  it("reads every input from the URL, the monthly addition included", () => {
    renderOc("?amount=500000&rate=6&years=30&offset=50000&deposit=500");
    expect(outputNamed("Interest saved")).toHaveTextContent("$306,307.49");
    expect(outputNamed("Time saved")).toHaveTextContent("8 years 6 months");
  });

  it("updates the outputs and the URL as the visitor types", async () => {
    const user = renderOc();
    const offset = screen.getByRole("textbox", { name: "Offset balance" });
    await user.clear(offset);
    await user.type(offset, "0");
    expect(outputNamed("Interest saved")).toHaveTextContent("$0.00");
    expect(outputNamed("Time saved")).toHaveTextContent("0 months");
    await expectLinkToHold({ offset: "0", deposit: "0" });
  });

  it("draws the balance with and without the offset, with its figures in a table", () => {
    renderOc();
    expect(
      screen.getByRole("img", { name: /30 years without the offset and 24 years 8 months with it/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Loan balance at the start of each year" })).toHaveTextContent(
      "$490,776.05",
    );
  });

  it("puts a bad value's message at its field and shows a dash, never NaN", async () => {
    const user = renderOc("?years=50&offset=-1");
    expectFieldProblem(screen.getByRole("textbox", { name: "Loan term" }), "Enter a loan term of 40 years or less.");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Offset balance" }),
      "The offset balance cannot be negative.",
    );
    expect(outputNamed("Interest saved")).toHaveTextContent("—");
    expect(outputNamed("Time saved")).toHaveTextContent("—");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    const amount = screen.getByRole("textbox", { name: "Loan amount" });
    await user.type(amount, "0000000");
    expectFieldProblem(amount, "Enter a loan amount of $100,000,000 or less.");
    expectNoBrokenNumbers();
  });
});
