// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { currentQuery, expectFieldProblem, expectNoBrokenNumbers, outputNamed, renderAt } from "./calculator-test-kit.tsx";
import { LoanRepaymentCalculator } from "./loan-repayment-calculator.tsx";

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

const renderLrc = (query = "") => renderAt(`/lrc${query}`, <LoanRepaymentCalculator />);

describe("Loan Repayment calculator", () => {
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
    expect(currentQuery().get("amount")).toBe("250000");
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    expect(currentQuery().get("frequency")).toBe("weekly");
    expect(screen.queryByRole("button", { name: /calculate|submit/i })).not.toBeInTheDocument();
  });

  it("puts a bad value from the URL's message at its field and shows a dash, never NaN", () => {
    renderLrc("?amount=abc&rate=31&years=30&frequency=daily");
    expectFieldProblem(screen.getByRole("textbox", { name: "Loan amount" }), "Enter the loan amount in dollars, for example 500000.");
    expectFieldProblem(screen.getByRole("textbox", { name: "Interest rate (% a year)" }), "Enter an interest rate of 30 % a year or less.");
    expect(screen.getByRole("group", { name: "Repayment frequency" })).toHaveAccessibleDescription(/Choose weekly, fortnightly or monthly/);
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
    expect(screen.getByRole("img", { name: /\$500,000.00 of principal and \$579,190.95 of interest/ })).toBeInTheDocument();
  });
});
