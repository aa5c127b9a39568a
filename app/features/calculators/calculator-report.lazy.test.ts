// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { brand, type Brand } from "#app/content/brand.ts";
import { calculatorPageCopy } from "#app/content/calculators.ts";
import { JURISDICTIONS } from "#app/content/transfer-duty-rule-types.ts";
import { documentText, pageLayout } from "#app/lib/pdf-document.lazy.ts";
import { isWinAnsi, toWinAnsi } from "#app/lib/win-ansi.ts";
import { readPdf, type ReadPdf } from "../../../tests/support/pdf-reader.ts";
import {
  buildCalculatorReport,
  composeCalculatorReport,
  type CalculatorReportInput,
} from "./calculator-report.lazy.ts";
import { calculateTransferDuty } from "./maths/transfer-duty.ts";
import { reportFileName } from "./report-file-name.ts";
import { stampDutyScenario } from "./stamp-duty/stamp-duty-scenario.ts";

const scenario: CalculatorScenario = {
  calculator: "sdc",
  link: "/sdc?state=NSW&price=700000&use=home&first=1&property=established&foreign=0",
  inputs: [
    { label: "State or territory", value: "New South Wales" },
    { label: "Property price", value: "$700,000" },
    { label: "Your first home?", value: "Yes" },
    // A label longer than its column wraps inside it, and still reads before its value.
    { label: "Second applicant's income a year, before tax (0 if none)", value: "$0" },
  ],
  results: [
    { label: "Transfer duty", value: "$0.00" },
    { label: "First Home Buyers Assistance Scheme", value: "−$25,912.00" },
    { label: "Total", value: "$175.70" },
  ],
};

const input: CalculatorReportInput = {
  scenario,
  assumptions: [
    "Duty is worked out on the price you enter.",
    "We assume you meet the other conditions, such as living there within a year.",
  ],
  sources: [
    {
      label: "Revenue NSW: transfer duty",
      url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty",
    },
  ],
  today: "2026-11-24",
};

const expectedLink = `${brand.siteUrl}${scenario.link}`;
let report: ReadPdf;

beforeAll(async () => {
  report = await readPdf(await buildCalculatorReport(input), pageLayout.footerBaseline);
});

describe("A calculator's report (PDF)", () => {
  it("names the brokerage, its phone and its Australian Credit Licence number from the brand module", () => {
    expect(report.pages[0]?.text).toContain(brand.name);
    expect(report.pages[0]?.text).toContain(brand.phone.display);
    expect(report.pages[0]?.text).toContain(`Australian Credit Licence ${brand.australianCreditLicence}`);
  });

  it("is dated the day it is made, in Australian words", () => {
    expect(report.text).toContain("Report prepared on 24 November 2026");
  });

  it("names the calculator and prints every input and result with its label, as selectable text", () => {
    expect(report.pages[0]?.items[0]?.text).toBe("Stamp Duty Calculator");
    for (const line of [...scenario.inputs, ...scenario.results]) {
      expect(report.body).toContain(`${line.label} ${toWinAnsi(line.value)}`);
    }
    expect(report.body).toContain("First Home Buyers Assistance Scheme -$25,912.00");
  });

  it("prints the assumptions and the sources, each source a link", () => {
    for (const assumption of input.assumptions) expect(report.body).toContain(assumption);
    const [source] = input.sources ?? [];
    expect(report.body).toContain(`Sources ${source?.label} https://`);
    expect(report.body.replaceAll(" ", "")).toContain(source?.url);
    expect(report.pages.flatMap((page) => page.links)).toContain(source?.url);
  });

  it("prints the whole link that recreates the scenario on our site, and makes it a link", () => {
    // A wrapped line reads back with a space where it broke.
    expect(report.body.replaceAll(" ", "")).toContain(expectedLink);
    expect(report.pages.flatMap((page) => page.links)).toContain(expectedLink);
  });

  it("gives the general-information warning", () => {
    expect(report.body).toContain(calculatorPageCopy.disclaimer);
  });

  it("sets its title, author and language", () => {
    expect(report.info.Title).toBe(`Stamp Duty Calculator report - ${brand.name}`);
    expect(report.info.Author).toBe(brand.legalName);
    expect(report.info.Language).toBe("en-AU");
  });

  it("follows the brand module: another brokerage's report names that brokerage and its site", async () => {
    const rebranded: Brand = {
      ...brand,
      name: "Falcon Creek Lending",
      australianCreditLicence: "612345",
      phone: { display: "(03) 5550 0199", e164: "+61355500199" },
      siteUrl: "https://www.falconcreek.example",
    };
    const read = await readPdf(await buildCalculatorReport(input, rebranded));
    for (const fact of ["Falcon Creek Lending", "Australian Credit Licence 612345", "(03) 5550 0199"])
      expect(read.text).toContain(fact);
    expect(read.pages.flatMap((page) => page.links)).toContain(`https://www.falconcreek.example${scenario.link}`);
    expect(read.text).not.toContain(brand.phone.display);
  });

  it("flows a long scenario onto more pages, each with its footer and page number", async () => {
    const many = Array.from({ length: 24 }, (_, index) => ({
      label: `Line ${index + 1}`,
      value: `$${index + 1},000.00`,
    }));
    const long = {
      ...input,
      scenario: { ...scenario, inputs: many, results: many },
      assumptions: Array.from({ length: 12 }, () => input.assumptions.join(" ")),
    };
    const read = await readPdf(await buildCalculatorReport(long), pageLayout.footerBaseline);
    expect(read.pages.length).toBeGreaterThan(1);
    read.pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${read.pages.length}`));
    for (const line of many) expect(read.body).toContain(`${line.label} ${line.value}`);
  });
});

describe("The report's text", () => {
  it("can be drawn with a standard font for a stamp duty result in every state, notes, estimates and sources included", () => {
    for (const state of JURISDICTIONS) {
      for (const [first, foreign] of [
        ["1", "0"],
        ["0", "1"],
      ] as const) {
        const text = { state, price: "650000", use: "home", first, property: "established", foreign };
        const result = calculateTransferDuty({ ...text, price: 650000 }, "2026-11-24");
        if (!result.ok) throw new Error(`No result for ${state}`);
        const document = composeCalculatorReport({
          scenario: stampDutyScenario(text, result),
          assumptions: [...result.notes, ...result.estimates],
          sources: result.sources,
          today: "2026-11-24",
        });
        const offending = documentText(document).filter((line) => !isWinAnsi(toWinAnsi(line)));
        expect(offending, state).toEqual([]);
      }
    }
  });
});

describe("The report's file name", () => {
  it("says whose it is, which calculator and the day", () => {
    expect(reportFileName({ calculator: "lrc" }, "Kestrel Ridge Finance", "2026-11-24")).toBe(
      "kestrel-ridge-finance-loan-repayment-report-2026-11-24.pdf",
    );
    expect(reportFileName({ calculator: "lmi" }, "Kestrel Ridge Finance", "2026-11-24")).toBe(
      "kestrel-ridge-finance-how-long-to-repay-report-2026-11-24.pdf",
    );
    expect(reportFileName({ calculator: "refinance" }, "O'Brien & Co. Loans", "2027-01-05")).toBe(
      "o-brien-co-loans-refinance-report-2027-01-05.pdf",
    );
  });
});
