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
import { StampDutyCalculator } from "./stamp-duty-calculator.tsx";

const renderSdc = (query = "") => renderAt(`/sdc${query}`, <StampDutyCalculator />);

describe("Stamp duty calculator", () => {
  it("works out the defaults: a $750,000 established home in NSW pays $28,162 duty, plus the mortgage registration fee", () => {
    renderSdc();
    expect(outputNamed("Transfer duty")).toHaveTextContent("$28,162.00");
    expect(outputNamed("Foreign purchaser surcharge")).toHaveTextContent("$0.00");
    expect(outputNamed("Mortgage registration fee")).toHaveTextContent("$175.70");
    expect(outputNamed("Total")).toHaveTextContent("$28,337.70");
  });

  it("reproduces Queensland's own worked example from a link, with the foreign acquirer duty itemised", () => {
    renderSdc("?state=QLD&price=365400&use=investment&first=0&property=established&foreign=1");
    expect(outputNamed("Transfer duty")).toHaveTextContent("$11,214.00");
    expect(outputNamed("Additional foreign acquirer duty")).toHaveTextContent("$29,232.00");
    expect(outputNamed("Total")).toHaveTextContent("$40,684.14");
    expect(screen.getByText(/Queensland's rates and fees as they stand from 1 July 2025/)).toBeInTheDocument();
  });

  it("gives Victoria's principal place of residence rate to a home buyer, as the SRO's example does", () => {
    renderSdc("?state=VIC&price=550000&use=home&first=0&property=established&foreign=0");
    expect(outputNamed("Transfer duty")).toHaveTextContent("$24,970.00");
  });

  it("shows a first home concession as its own line and the figures resting on unconfirmed rules as estimates", () => {
    renderSdc("?state=NSW&price=700000&use=home&first=1&property=established&foreign=0");
    expect(outputNamed("Transfer duty")).toHaveTextContent("$0.00");
    expect(outputNamed("First Home Buyers Assistance Scheme")).toHaveTextContent("−$25,912.00");
    expect(screen.getByRole("region", { name: "Estimates" })).toHaveTextContent(/straight-line model/);
  });

  it("updates the outputs and the URL as the visitor chooses", async () => {
    const user = renderSdc();
    await user.selectOptions(screen.getByRole("combobox", { name: "State or territory" }), "Northern Territory");
    const price = screen.getByRole("textbox", { name: "Property price" });
    await user.clear(price);
    await user.type(price, "500000");
    expect(outputNamed("Transfer duty")).toHaveTextContent("$23,928.60");
    await expectLinkToHold({ state: "NT", price: "500000" });
    await user.click(screen.getByRole("radio", { name: "Investment" }));
    await expectLinkToHold({ use: "investment" });
  });

  it("draws the charges as one bar with their shares", () => {
    renderSdc("?state=QLD&price=365400&use=investment&first=0&property=established&foreign=1");
    expect(
      screen.getByRole("img", { name: /\$40,684\.14 in all: Transfer duty \$11,214\.00 \(28 %\)/ }),
    ).toBeInTheDocument();
  });

  it("puts a bad value's message at its field and shows a dash, never NaN", () => {
    renderSdc("?state=XX&price=200000000&use=home&first=maybe&property=established&foreign=0");
    expectFieldProblem(screen.getByRole("combobox", { name: "State or territory" }), /state or territory/i);
    expectFieldProblem(screen.getByRole("textbox", { name: "Property price" }), /\$100,000,000/);
    expect(screen.getByRole("group", { name: "Your first home?" })).toHaveAccessibleDescription(/first home/i);
    for (const choice of screen.getAllByRole("radio", { name: /^(Yes|No)$/ }).slice(0, 2))
      expect(choice).toHaveAccessibleDescription(/first home/i);
    expect(outputNamed("Transfer duty")).toHaveTextContent("—");
    expect(outputNamed("Total")).toHaveTextContent("—");
    expectNoBrokenNumbers();
  });
});
