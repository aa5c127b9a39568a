// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  expectLinkToHold,
  expectFieldProblem,
  expectNoBrokenNumbers,
  outputNamed,
  renderAt,
} from "../calculator-test-kit.tsx";
import { scenarioFromFragment } from "../../../../contracts/calculator-scenario.ts";
import { LoanRepaymentCalculator } from "./loan-repayment-calculator.tsx";
import { firstLendingAssumptions as firstAssumptions } from "#app/content/first-version/lending-assumptions.ts";

// jsdom's Blob has no text(); FileReader reads it as a browser would.
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error("no file offered"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(blob);
  });
}

const renderLrc = (query = "") => renderAt(`/lrc${query}`, <LoanRepaymentCalculator assumptions={firstAssumptions} />);

describe("Loan Repayment calculator", () => {
  it("starts at the published default rate and says its source and the day it took effect; a link's rate wins", () => {
    const published = {
      loanRepaymentRate: {
        value: 5.84,
        source: "RBA F5, owner-occupier variable",
        sourceUrl: "https://www.rba.gov.au/statistics/tables/",
        since: "2026-12-02",
      },
    };
    renderAt("/lrc", <LoanRepaymentCalculator assumptions={published} />);
    expect(screen.getByRole("textbox", { name: "Interest rate (% a year)" })).toHaveValue("5.84");
    const note = screen.getByRole("region", { name: "How we work it out" });
    expect(note).toHaveTextContent(
      "The interest rate starts at 5.84 % a year, for you to change. Source: RBA F5, owner-occupier variable; in effect since 2 December 2026.",
    );
    expect(within(note).getByRole("link", { name: "RBA F5, owner-occupier variable" })).toHaveAttribute(
      "href",
      "https://www.rba.gov.au/statistics/tables/",
    );
  });

  it("keeps a shared link's rate over the published default", () => {
    renderLrc("?rate=7");
    expect(screen.getByRole("textbox", { name: "Interest rate (% a year)" })).toHaveValue("7");
  });

  it("works out the defaults with no query: $500,000 at 6 % over 30 years is $2,997.75 a month", () => {
    renderLrc();
    expect(outputNamed("Repayment")).toHaveTextContent("$2,997.75");
    expect(outputNamed("Total interest")).toHaveTextContent("$579,190.95");
  });

  it("reads every input from the URL's parameters", () => {
    renderLrc("?amount=500000&rate=6&years=30&frequency=fortnightly&type=pi");
    expect(screen.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    expect(outputNamed("Repayment")).toHaveTextContent("$1,382.92");
    expect(outputNamed("Total interest")).toHaveTextContent("$578,673.70");
  });

  it("shows interest only as the interest alone, and says the amount borrowed is still owed", () => {
    renderLrc("?amount=500000&rate=6&years=30&frequency=monthly&type=io");
    expect(outputNamed("Repayment")).toHaveTextContent("$2,500.00");
    expect(screen.getByText(/\$500,000.00 borrowed is still owed/)).toBeInTheDocument();
  });

  it("updates the outputs and the URL as the visitor types, with no submit button", async () => {
    const user = renderLrc("?amount=500000");
    const amount = screen.getByRole("textbox", { name: "Loan amount" });
    await user.clear(amount);
    await user.type(amount, "250000");
    expect(outputNamed("Repayment")).toHaveTextContent("$1,498.88");
    await expectLinkToHold({ amount: "250000" });
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await expectLinkToHold({ frequency: "weekly" });
    expect(screen.queryByRole("button", { name: /calculate|submit/i })).not.toBeInTheDocument();
  });

  it("puts a bad value from the URL's message at its field and shows a dash, never NaN", () => {
    renderLrc("?amount=abc&rate=31&years=30&frequency=daily");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Loan amount" }),
      "Enter the loan amount in dollars, for example 500000.",
    );
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Interest rate (% a year)" }),
      "Enter an interest rate of 30 % a year or less.",
    );
    expect(screen.getByRole("group", { name: "Repayment frequency" })).toHaveAccessibleDescription(
      /Choose weekly, fortnightly or monthly/,
    );
    expect(outputNamed("Repayment")).toHaveTextContent("—");
    expect(outputNamed("Total interest")).toHaveTextContent("—");
    expectNoBrokenNumbers();
  });

  it("puts a bad typed value's message at its field", async () => {
    const user = renderLrc();
    const years = screen.getByRole("textbox", { name: "Loan term" });
    await user.clear(years);
    expectFieldProblem(years, "Enter the loan term in years, for example 30.");
    await user.type(years, "41");
    expectFieldProblem(years, "Enter a loan term of 40 years or less.");
    expect(outputNamed("Repayment")).toHaveTextContent("—");
    expectNoBrokenNumbers();
  });

  it("offers the yearly schedule to open and to download as CSV", async () => {
    const user = renderLrc("?years=2");
    const schedule = screen.getByText("Yearly repayment schedule").closest("details");
    if (!schedule) throw new Error("no schedule");
    expect(within(schedule).getAllByRole("row")).toHaveLength(3);
    // jsdom has no object URLs; the stub stands in for the browser at the edge.
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => "blob:schedule");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("loan-repayment-schedule.csv");
      expect(this.href).toBe("blob:schedule");
    });
    await user.click(within(schedule).getByRole("button", { name: "Download the schedule (CSV)" }));
    expect(click).toHaveBeenCalledOnce();
    const csv = await blobText(createObjectURL.mock.calls[0]?.[0]);
    expect(csv).toMatch(/^Year,Opening balance,Interest paid,Principal paid,Closing balance\r\n1,500000.00,/);
  });

  it("draws principal against interest as an image with a summary", () => {
    renderLrc();
    expect(
      screen.getByRole("img", { name: /\$500,000.00 of principal and \$579,190.95 of interest/ }),
    ).toBeInTheDocument();
  });

  it("shows the time to repay, time saved and interest saved with an extra repayment and a lump sum from a shared link", () => {
    renderLrc("?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=500&lump=0&lumpYear=1");
    expect(screen.getByRole("textbox", { name: "Extra repayment (each repayment)" })).toHaveValue("500");
    expect(outputNamed("Time to repay")).toHaveTextContent("21 years");
    expect(outputNamed("Time saved")).toHaveTextContent("9 years");
    expect(outputNamed("Interest saved")).toHaveTextContent("$199,501.27");
    expect(outputNamed("Total interest")).toHaveTextContent("$379,689.68");
    expect(
      screen.getByRole("img", {
        name: "Loan balance over time: repaid in 21 years with the extras, and repaid in 30 years without them.",
      }),
    ).toBeInTheDocument();
  });

  it("saves nothing without extras, and draws no second balance", () => {
    renderLrc();
    expect(outputNamed("Time to repay")).toHaveTextContent("30 years");
    expect(outputNamed("Time saved")).toHaveTextContent("0 months");
    expect(outputNamed("Interest saved")).toHaveTextContent("$0.00");
    expect(screen.queryByRole("img", { name: /Loan balance over time/ })).not.toBeInTheDocument();
  });

  it("puts the message for a bad extra or lump sum at its field, and the year is held to the term only with a lump sum", async () => {
    const user = renderLrc("?extra=-50&lump=abc&lumpYear=31");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Extra repayment (each repayment)" }),
      "The extra repayment cannot be negative.",
    );
    expectFieldProblem(screen.getByRole("textbox", { name: "Lump sum" }), "Enter the lump sum in dollars, or 0.");
    expect(screen.getByRole("textbox", { name: "Lump sum paid in year" })).not.toHaveAttribute("aria-invalid");
    expect(outputNamed("Time saved")).toHaveTextContent("—");
    expectNoBrokenNumbers();

    const lump = screen.getByRole("textbox", { name: "Lump sum" });
    await user.clear(lump);
    await user.type(lump, "10000");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Lump sum paid in year" }),
      "Enter the year of the lump sum as a whole number from 1 to 30.",
    );
    await expectLinkToHold({ lump: "10000" });
  });

  it("gives a year of the lump sum that is not a whole number a message and no result, lump sum or not", () => {
    renderLrc("?lumpYear=abc");
    expectFieldProblem(
      screen.getByRole("textbox", { name: "Lump sum paid in year" }),
      "Enter the year of the lump sum as a whole number from 1 to 40.",
    );
    expect(outputNamed("Repayment")).toHaveTextContent("—");
    expect(screen.queryByRole("link", { name: "Talk to a broker about this" })).not.toBeInTheDocument();
    expectNoBrokenNumbers();
  });

  it("says when a lump sum larger than the balance pays the loan off", () => {
    renderLrc("?amount=12000&rate=0&years=2&frequency=monthly&type=pi&lump=7000&lumpYear=1");
    expect(
      screen.getByText(
        "Your lump sum of $7,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then: only $6,000.00 of it is needed.",
      ),
    ).toBeInTheDocument();
    expect(outputNamed("Time to repay")).toHaveTextContent("1 year");
  });

  it("with interest only, says what the extras leave owing at the end of the term", () => {
    renderLrc("?amount=500000&rate=6&years=30&frequency=monthly&type=io&extra=500");
    expect(outputNamed("Owed at the end of the interest-only term")).toHaveTextContent("$320,000.00");
    expect(outputNamed("Time to repay")).toHaveTextContent("Not within the term");
    expect(outputNamed("Interest saved")).toHaveTextContent("$161,550.00");
  });

  it("follows the extras in the yearly schedule", () => {
    renderLrc("?extra=500");
    const schedule = screen.getByText("Yearly repayment schedule").closest("details");
    if (!schedule) throw new Error("no schedule");
    // 21 years of rows, and the heading row.
    expect(within(schedule).getAllByRole("row")).toHaveLength(22);
  });

  it("hands a broker the scenario: every input as the form shows it and every result as the page prints it", () => {
    renderLrc("?amount=500000&rate=6&years=30&frequency=fortnightly&type=pi&extra=200&lump=10000&lumpYear=5");
    const link = screen.getByRole("link", { name: "Talk to a broker about this" });
    const scenario = scenarioFromFragment(new URL(link.getAttribute("href") ?? "", "https://example.com").hash);
    expect(scenario?.inputs).toEqual([
      { label: "Loan amount", value: "$500,000" },
      { label: "Interest rate (% a year)", value: "6 %" },
      { label: "Loan term", value: "30 years" },
      { label: "Repayment frequency", value: "Fortnightly" },
      { label: "Loan type", value: "Principal and interest" },
      { label: "Extra repayment (each repayment)", value: "$200" },
      { label: "Lump sum", value: "$10,000" },
      { label: "Lump sum paid in year", value: "5" },
    ]);
    // Each figure the page shows, in its order, then the figures its note states, in the note's words (labels in loan-repayment-scenario.test.ts).
    let note: string | undefined;
    for (const { label, value } of scenario?.results ?? []) {
      const figure = screen.queryByRole("status", { name: label });
      if (figure) {
        expect(figure).toHaveTextContent(value, { normalizeWhitespace: false });
        note = document.getElementById(figure.getAttribute("aria-describedby") ?? "")?.textContent;
      } else {
        expect(note, label).toContain(value);
      }
    }
    expect(scenario?.results.length).toBe(10);
    expect(scenario?.link).toBe(
      "/lrc?amount=500000&rate=6&years=30&frequency=fortnightly&type=pi&extra=200&lump=10000&lumpYear=5",
    );
  });

  it("offers no scenario while the inputs give no result", () => {
    renderLrc("?extra=-1");
    expect(screen.queryByRole("link", { name: "Talk to a broker about this" })).not.toBeInTheDocument();
  });
});
