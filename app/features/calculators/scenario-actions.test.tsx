// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scenarioFromFragment, type CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { BorrowingPowerCalculator } from "./borrowing-power/borrowing-power-calculator.tsx";
import { buildCalculatorReport } from "./calculator-report.lazy.ts";
import { renderAt } from "./calculator-test-kit.tsx";
import { enteredNumber } from "./entered-number.ts";
import { HowLongToRepayCalculator } from "./how-long-to-repay/how-long-to-repay-calculator.tsx";
import { OffsetCalculator } from "./offset/offset-calculator.tsx";
import { StampDutyCalculator } from "./stamp-duty/stamp-duty-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

// The real report, watched, so one test can make it fail.
vi.mock("./calculator-report.lazy.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./calculator-report.lazy.ts")>();
  return { ...actual, buildCalculatorReport: vi.fn(actual.buildCalculatorReport) };
});

const calculators: [string, string, ReactNode][] = [
  [
    "/lmi",
    "?amount=300000&rate=6&repayment=2000&frequency=monthly",
    <HowLongToRepayCalculator key="lmi" assumptions={firstAssumptions} />,
  ],
  [
    "/oc",
    "?amount=500000&rate=6&years=30&offset=50000&deposit=250",
    <OffsetCalculator key="oc" assumptions={firstAssumptions} />,
  ],
  [
    "/sdc",
    "?state=NSW&price=700000&use=home&first=1&property=established&foreign=0",
    <StampDutyCalculator key="sdc" />,
  ],
  [
    "/sdc",
    "?state=QLD&price=365400&use=investment&first=0&property=established&foreign=1",
    <StampDutyCalculator key="sdc" />,
  ],
  [
    "/bpc",
    "?income=90000&income2=40000&other=5000&dependants=2&expenses=3000&commitments=400&cards=8000&rate=6.25&years=25",
    <BorrowingPowerCalculator key="bpc" assumptions={firstAssumptions} />,
  ],
];

/** The scenario the "Talk to a broker about this" link carries to the inquiry form. */
function linkedScenario(): CalculatorScenario {
  const link = screen.getByRole("link", { name: "Talk to a broker about this" });
  const [path, fragment] = (link.getAttribute("href") ?? "").split("#");
  expect(path).toBe("/inquiry");
  const scenario = scenarioFromFragment(`#${fragment ?? ""}`);
  if (!scenario) throw new Error("The link carries no valid scenario");
  return scenario;
}

/** Every <output> on the page, with the caption that names it. */
function pageOutputs(): { label: string; value: string }[] {
  return Array.from(document.querySelectorAll("output"), (output) => ({
    label: document.getElementById(output.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
    value: output.textContent,
  }));
}

/** What the form shows for a field, found by its label: a box's number, the chosen option's or radio's label. */
function shownValue(label: string): string {
  const form = screen.getByRole("form");
  const box = within(form).queryByRole("textbox", { name: label });
  if (box) return String(enteredNumber((box as HTMLInputElement).value));
  const select = within(form).queryByRole("combobox", { name: label });
  if (select) return (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "";
  const group = within(form).getByRole("group", { name: label });
  return within(group).getByRole("radio", { checked: true }).closest("label")?.textContent ?? "";
}

describe("Talk to a broker about this", () => {
  it.each(calculators)(
    "carries %s%s's scenario: every output as the page shows it, and every field as the form shows it",
    (path, query, calculator) => {
      renderAt(`${path}${query}`, calculator);
      const scenario = linkedScenario();
      const outputs = pageOutputs();
      expect(outputs.length).toBeGreaterThan(1);
      // The page's figures, in the page's order, are the scenario's (which adds the figures the notes give).
      expect(scenario.results.filter((line) => outputs.some((output) => output.label === line.label))).toEqual(outputs);
      expect(scenario.inputs.length).toBe(
        screen.getByRole("form").querySelectorAll("input[type=text], select, fieldset").length,
      );
      for (const input of scenario.inputs) {
        const shown = shownValue(input.label);
        // "$300,000", "6 %" and "30 years" are the numbers 300000, 6 and 30 in their boxes.
        expect(
          /^\d/.test(shown) ? String(Number.parseFloat(input.value.replace(/[$,]/g, ""))) : input.value,
          input.label,
        ).toBe(shown);
      }
      expect(scenario.link).toBe(`${path}${query}`);
    },
  );

  it("is not offered while the inputs give no result", () => {
    renderAt("/sdc?state=xyz&price=850000", <StampDutyCalculator />);
    expect(screen.queryByRole("link", { name: "Talk to a broker about this" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download report (PDF)" })).not.toBeInTheDocument();
  });
});

describe("Download report (PDF)", () => {
  let saved: { name: string; file: Blob }[];

  beforeEach(() => {
    // Only the date is faked: the report is dated, and named, for the day.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 30));
    saved = [];
    const files = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      const url = `blob:report-${String(files.size)}`;
      files.set(url, file as Blob);
      return url;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const file = files.get(this.href);
      if (file) saved.push({ name: this.download, file });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is not in the prerendered page, where it could do nothing before the script arrives, while the link to a broker is", () => {
    const html = renderToString(<OffsetCalculator assumptions={firstAssumptions} />);
    expect(html).toContain("Talk to a broker about this");
    expect(html).not.toContain("Download report (PDF)");
  });

  it("makes the report on the spot and hands it over as a PDF named for the brokerage, the calculator and the day", async () => {
    const user = renderAt(
      "/lmi?amount=300000&rate=6&repayment=2000&frequency=monthly",
      <HowLongToRepayCalculator assumptions={firstAssumptions} />,
    );
    await user.click(screen.getByRole("button", { name: "Download report (PDF)" }));
    expect(await screen.findByText("Your report is ready: look for it in your downloads.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(saved.map((file) => file.name)).toEqual(["kestrel-ridge-finance-how-long-to-repay-report-2026-11-24.pdf"]);
    expect(saved[0]?.file.type).toBe("application/pdf");
    const pdf = (await vi.mocked(buildCalculatorReport).mock.results[0]?.value) as Uint8Array;
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(saved[0]?.file.size).toBe(pdf.length);
    expect(vi.mocked(buildCalculatorReport)).toHaveBeenCalledWith(
      expect.objectContaining({ today: "2026-11-24", scenario: linkedScenario() }),
    );
  });

  it("passes the page's assumptions, estimates and sources to the report", async () => {
    const user = renderAt(
      "/sdc?state=NSW&price=700000&use=home&first=1&property=established&foreign=0",
      <StampDutyCalculator />,
    );
    await user.click(screen.getByRole("button", { name: "Download report (PDF)" }));
    await screen.findByText(/Your report is ready/);
    const [[input]] = vi.mocked(buildCalculatorReport).mock.calls.slice(-1) as [
      [Parameters<typeof buildCalculatorReport>[0]],
    ];
    const listed = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    const assumptions = listed("How we work it out").filter((item) => !item.startsWith("Sources:"));
    expect(input.assumptions).toEqual([...assumptions, ...listed("Estimates")]);
    const sources = within(screen.getByRole("region", { name: "How we work it out" })).getAllByRole("link");
    expect(input.sources?.map((source) => source.url)).toEqual(sources.map((link) => link.getAttribute("href")));
  });

  it("says so when the report cannot be made, and offers our phone number", async () => {
    vi.mocked(buildCalculatorReport).mockRejectedValueOnce(new Error("out of memory"));
    const user = renderAt("/oc", <OffsetCalculator assumptions={firstAssumptions} />);
    await user.click(screen.getByRole("button", { name: "Download report (PDF)" }));
    expect(
      await screen.findByText(
        /We could not make your report just now\. Please try again, or call us on \(03\) 5550 0148\./,
      ),
    ).toHaveAttribute("role", "status");
    expect(saved).toEqual([]);
  });
});
