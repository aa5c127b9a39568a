// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstHomeDutyScenario, refinanceScenario } from "../../../tests/support/sample-scenarios.ts";
import { startRecordingServer } from "../../../tests/support/recording-http-server.ts";
import {
  type CalculatorScenario,
  SCENARIO_FIELD,
  SCENARIO_LIMITS,
  scenarioFieldValue,
  scenarioFragment,
} from "../../../contracts/calculator-scenario.ts";
import { InquiryForm } from "./inquiry-form.tsx";
import { field, fillIn, submit, successText, typed } from "./inquiry-form-test-kit.ts";
import {
  hydrateLeadForm,
  prerenderedLeadForm,
  renderLeadForm,
  sendLeadFormsTo,
  valuesShown,
} from "./lead-form-test-kit.tsx";

const server = await startRecordingServer();
sendLeadFormsTo(server);

/** The inquiry page as a calculator's "Talk to a broker about this" opens it: the same address in the router and the window. */
function inquiryWith(fragment: string): string {
  const url = `/inquiry${fragment}`;
  window.history.replaceState(null, "", url);
  return url;
}

const renderForm = (fragment: string) => renderLeadForm(<InquiryForm />, inquiryWith(fragment));

const attachment = () => screen.queryByRole("region", { name: /scenario/ });
const scenarioFields = () => document.querySelectorAll(`input[name="${SCENARIO_FIELD}"]`);
const removeButton = () => screen.getByRole("button", { name: "Remove scenario" });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("InquiryForm with a calculator's scenario", () => {
  it("shows the attached scenario: the calculator's name, its inputs, its headline results and the link that recreates it", () => {
    renderForm(scenarioFragment(refinanceScenario()));

    const box = attachment();
    expect(box).toHaveAccessibleName("Your Refinance Calculator scenario");
    const shown = (heading: string) =>
      within(within(box as HTMLElement).getByRole("heading", { name: heading }).parentElement as HTMLElement)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown("What you entered")).toEqual(refinanceScenario().inputs.map((line) => [line.label, line.value]));
    expect(shown("What it showed")).toEqual(refinanceScenario().results.map((line) => [line.label, line.value]));
    expect(
      within(box as HTMLElement).getByRole("link", { name: "Open it in the Refinance Calculator" }),
    ).toHaveAttribute("href", refinanceScenario().link);
    // Above the fields, so it is read before them.
    expect(removeButton().compareDocumentPosition(field.firstName()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("removing it removes the field, takes it out of the address and moves focus to a note saying so", async () => {
    const user = renderForm(scenarioFragment(refinanceScenario()));
    expect(scenarioFields()).toHaveLength(1);

    await user.click(removeButton());

    expect(attachment()).not.toBeInTheDocument();
    expect(scenarioFields()).toHaveLength(0);
    expect(screen.getByText("Scenario removed. Your inquiry will be sent without it.")).toHaveFocus();
    expect(window.location.pathname + window.location.hash).toBe("/inquiry");
  });

  it("preselects Refinance for a refinance scenario, and the visitor can change it", async () => {
    const user = renderForm(scenarioFragment(refinanceScenario()));
    await waitFor(() => expect(field.enquiryType()).toHaveValue("Refinance"));
    await user.selectOptions(field.enquiryType(), "Investment Loans");
    expect(field.enquiryType()).toHaveValue("Investment Loans");
  });

  it.each<[string, CalculatorScenario, string]>([
    ["First Home for a first home's stamp duty", firstHomeDutyScenario(), "First Home"],
    [
      "nothing for stamp duty on a home that is not the first",
      { ...firstHomeDutyScenario(), link: firstHomeDutyScenario().link.replace("first=1", "first=0") },
      "",
    ],
    [
      "nothing for a calculator that does not say",
      { ...refinanceScenario(), calculator: "lrc", link: "/lrc?amount=500000" },
      "",
    ],
  ])("preselects %s", async (_case, scenario, enquiryType) => {
    renderForm(scenarioFragment(scenario));
    expect(attachment()).toBeInTheDocument();
    await waitFor(() => expect(field.enquiryType()).toHaveValue(enquiryType));
  });

  it("leaves an enquiry type the visitor chose before the form's code arrived alone, and hydrates without a mismatch", async () => {
    hydrateLeadForm(<InquiryForm />, inquiryWith(scenarioFragment(refinanceScenario())), (page) => {
      const select = page.querySelector<HTMLSelectElement>('select[name="enquiryType"]');
      if (select) select.value = "Investment Loans";
      select?.dispatchEvent(new Event("change", { bubbles: true }));
    });

    expect(await screen.findByRole("region", { name: /scenario/ })).toBeInTheDocument();
    expect(field.enquiryType()).toHaveValue("Investment Loans");
  });

  it.each<[string, string]>([
    [
      "a link to another site",
      scenarioFragment({ ...refinanceScenario(), link: "https://elsewhere.example/refinance" }),
    ],
    [
      "a calculator we do not have",
      scenarioFragment({ ...refinanceScenario(), calculator: "payday" } as unknown as CalculatorScenario),
    ],
    ["JSON cut short", `#scenario=${encodeURIComponent(scenarioFieldValue(refinanceScenario()).slice(0, -2))}`],
    ["broken percent-encoding", "#scenario=%E0%A4%A"],
    [
      "a value too long",
      scenarioFragment({
        ...refinanceScenario(),
        inputs: [{ label: "Note", value: "x".repeat(SCENARIO_LIMITS.value + 1) }],
      }),
    ],
    [
      "more than the field may carry",
      `#scenario=${encodeURIComponent(" ".repeat(SCENARIO_LIMITS.json) + scenarioFieldValue(refinanceScenario()))}`,
    ],
    ["the thank-you notice's own fragment", "#inquiry-sent"],
  ])("ignores a tampered fragment quietly (%s): no box, no field, no enquiry type", (_case, fragment) => {
    renderForm(fragment);
    expect(attachment()).not.toBeInTheDocument();
    // What the send posts is the form's own fields (FormData), as a plain post would be.
    expect(new FormData(document.querySelector("form") as HTMLFormElement).has(SCENARIO_FIELD)).toBe(false);
    expect(field.enquiryType()).toHaveValue("");
    expect(window.location.hash).toBe(fragment);
  });

  it("posts it as one field, with the visitor's fields, then lets it go with the sent form", async () => {
    const user = renderForm(scenarioFragment(refinanceScenario()));
    await fillIn(user);
    await user.click(submit());

    await screen.findByText(successText);
    const fields = server.requests[0]?.fields ?? [];
    expect(fields.filter(([name]) => name === SCENARIO_FIELD)).toEqual([
      [SCENARIO_FIELD, scenarioFieldValue(refinanceScenario())],
    ]);
    // The visitor changed the preselected Refinance: what they chose is sent.
    expect(Object.fromEntries(fields)).toMatchObject(typed);
    expect(attachment()).not.toBeInTheDocument();
    expect(scenarioFields()).toHaveLength(0);
    expect(screen.queryByText(/Scenario removed/)).not.toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });

  it("keeps the scenario, and every value, when sending fails", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    server.replyWith({ status: 500, text: "Internal Server Error" });
    const user = renderForm(scenarioFragment(refinanceScenario()));
    await fillIn(user);
    await user.click(submit());

    await screen.findByText(/Sorry, your message was not sent/);
    expect(attachment()).toBeInTheDocument();
    expect(scenarioFields()).toHaveLength(1);
    expect(valuesShown(field)).toEqual(typed);
    expect(window.location.hash).toBe(scenarioFragment(refinanceScenario()));
  });
});

describe("InquiryForm as prerendered, with a scenario in the address", () => {
  it("has no scenario before hydration: the build never sees a fragment, and the first render must match it", () => {
    document.body.innerHTML = prerenderedLeadForm(<InquiryForm />, `/inquiry${scenarioFragment(refinanceScenario())}`);
    expect(scenarioFields()).toHaveLength(0);
    expect(document.body).not.toHaveTextContent(/scenario/i);
  });
});
