// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { currentQuery, outputNamed, renderAt } from "./calculator-test-kit.tsx";
import { LoanRepaymentCalculator } from "./loan-repayment/loan-repayment-calculator.tsx";
import { StampDutyCalculator } from "./stamp-duty/stamp-duty-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/**
 * The calculator as a visitor meets it: the prerendered HTML in the page,
 * `beforeHydration` done to it by hand (as typing into the plain form), then React hydrating it.
 */
async function hydrateAfter(url: string, calculator: ReactNode, beforeHydration: () => void) {
  const page = calculator;
  window.history.replaceState(null, "", url);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(page);
  beforeHydration();
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

/** What a fresh visit to a link shows as the transfer duty. */
function transferDutyAt(url: string): string {
  renderAt(url, <StampDutyCalculator />);
  const duty = outputNamed("Transfer duty").textContent;
  cleanup();
  return duty;
}

/** A control by its URL parameter, which is its name. */
const control = <Element extends HTMLElement>(name: string) => {
  const found = document.querySelector<Element>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
};

describe("What a visitor types before hydration is kept, over the link's own values", () => {
  it("keeps a price typed into /sdc?price=850000, a state chosen and a radio ticked, uses them and writes them to the link", async () => {
    const expectedDuty = transferDutyAt(
      "/sdc?state=VIC&price=920000&use=investment&first=0&property=established&foreign=0",
    );
    await hydrateAfter("/sdc?price=850000&use=home", <StampDutyCalculator />, () => {
      control<HTMLInputElement>("price").value = "920000";
      control<HTMLSelectElement>("state").value = "VIC";
      (screen.getByRole("radio", { name: "Investment" }) as HTMLInputElement).checked = true;
    });
    expect(screen.getByLabelText("Property price")).toHaveValue("920000");
    expect(screen.getByLabelText("State or territory")).toHaveValue("VIC");
    expect(screen.getByRole("radio", { name: "Investment" })).toBeChecked();
    expect(outputNamed("Transfer duty")).toHaveTextContent(expectedDuty);
    expect(Object.fromEntries(currentQuery())).toEqual({
      state: "VIC",
      price: "920000",
      use: "investment",
      first: "0",
      property: "established",
      foreign: "0",
    });
  });

  it("still applies the link's values to the fields the visitor left alone", async () => {
    await hydrateAfter(
      "/lrc?amount=600000&frequency=Fortnightly",
      <LoanRepaymentCalculator assumptions={firstAssumptions} />,
      () => {
        control<HTMLInputElement>("rate").value = "5.5";
      },
    );
    expect(control("amount")).toHaveValue("600000");
    expect(control("rate")).toHaveValue("5.5");
    expect(
      within(screen.getByRole("group", { name: "Repayment frequency" })).getByRole("radio", { name: "Fortnightly" }),
    ).toBeChecked();
    expect(currentQuery().get("amount")).toBe("600000");
    expect(currentQuery().get("rate")).toBe("5.5");
    expect(currentQuery().get("frequency")).toBe("fortnightly");
  });

  it("leaves the link alone when nothing was typed before hydration", async () => {
    await hydrateAfter("/sdc?price=850000", <StampDutyCalculator />, () => {});
    expect(screen.getByLabelText("Property price")).toHaveValue("850000");
    expect(currentQuery().toString()).toBe("price=850000");
  });
});
