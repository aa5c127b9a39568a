// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoBrokenNumbers, outputNamed, renderAt } from "./calculator-test-kit.tsx";
import { HowLongToRepayCalculator } from "./how-long-to-repay/how-long-to-repay-calculator.tsx";
import { LoanRepaymentCalculator } from "./loan-repayment/loan-repayment-calculator.tsx";
import { NO_FIGURE } from "./result-format.ts";
import { StampDutyCalculator } from "./stamp-duty/stamp-duty-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

/** The figure a link gives, read on a fresh page. */
function transferDutyAt(query: string): string {
  renderAt(`/sdc${query}`, <StampDutyCalculator />);
  const duty = outputNamed("Transfer duty").textContent;
  cleanup();
  return duty;
}

describe("A shared link's values are shown in the form exactly as the result uses them (issue 15)", () => {
  it("chooses New South Wales in the select for state=nsw, beside New South Wales's duty", () => {
    const nswDuty = transferDutyAt("?state=NSW&price=850000");
    renderAt("/sdc?state=nsw&price=850000", <StampDutyCalculator />);
    const state = screen.getByRole("combobox", { name: "State or territory" });
    expect(state).toHaveValue("NSW");
    expect(within(state).getByRole("option", { selected: true })).toHaveTextContent("New South Wales");
    expect(outputNamed("Transfer duty")).toHaveTextContent(nswDuty);
    expect(nswDuty).toMatch(/^\$\d/);
  });

  it("reads every radio group's code without regard to case: use=Home, first=1, property=NEW, foreign=0", () => {
    renderAt("/sdc?state=Qld&price=600000&use=Home&first=1&property=NEW&foreign=0", <StampDutyCalculator />);
    expect(screen.getByRole("radio", { name: "Live in it" })).toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Your first home?" })).getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    expect(screen.getByRole("radio", { name: "New home" })).toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Foreign purchaser?" })).getByRole("radio", { name: "No" }),
    ).toBeChecked();
    expect(outputNamed("Transfer duty")).not.toHaveTextContent(NO_FIGURE);
  });

  it("gives a state it does not know a message at the select and no result, never a result beside 'Choose one'", () => {
    renderAt("/sdc?state=xyz&price=850000", <StampDutyCalculator />);
    const state = screen.getByRole("combobox", { name: "State or territory" });
    expect(state).toHaveValue("");
    expect(state).toHaveAccessibleDescription(/Choose the state or territory/);
    expect(outputNamed("Transfer duty")).toHaveTextContent(NO_FIGURE);
    expect(outputNamed("Total")).toHaveTextContent(NO_FIGURE);
    expectNoBrokenNumbers();
  });

  it("checks Fortnightly for frequency=Fortnightly and principal and interest for type=PI, with the fortnightly repayment", () => {
    renderAt(
      "/lrc?amount=500000&rate=6&years=30&frequency=Fortnightly&type=PI",
      <LoanRepaymentCalculator assumptions={firstAssumptions} />,
    );
    expect(screen.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Principal and interest" })).toBeChecked();
    expect(outputNamed("Repayment")).not.toHaveTextContent(NO_FIGURE);
    expect(screen.getByText(/Each fortnight/)).toBeInTheDocument();
  });

  it("gives a frequency it does not know a message at the group, no radio checked and no result", () => {
    renderAt(
      "/lmi?amount=300000&rate=6&repayment=2000&frequency=daily",
      <HowLongToRepayCalculator assumptions={firstAssumptions} />,
    );
    const group = screen.getByRole("group", { name: "Repayment frequency" });
    expect(within(group).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(/weekly, fortnightly or monthly/);
    expect(outputNamed("Time to repay")).toHaveTextContent(NO_FIGURE);
  });
});
