import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { calculatorPageCopy } from "../../app/content/calculators.ts";
import { toWinAnsi } from "../../app/lib/win-ansi.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { readPdf } from "../support/pdf-reader.ts";

// The day the visitor makes the report: the page's clock is fixed, so its date and file name are known.
const TODAY = new Date("2026-11-24T10:30:00");

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  await page.clock.setFixedTime(TODAY);
});

/**
 * Every figure the page shows: each <output> with the caption that names it
 * and, under a sub-heading of the results (Keep your current repayment), that heading.
 */
function pageFigures(page: Page): Promise<{ caption: string; heading: string | null; value: string }[]> {
  return page.locator("output").evaluateAll((outputs) =>
    outputs.map((output) => {
      const text = (id: string | null | undefined) => document.getElementById(id ?? "")?.textContent ?? null;
      return {
        caption: text(output.getAttribute("aria-labelledby")) ?? "",
        heading: text(output.closest("form + div section[aria-labelledby]")?.getAttribute("aria-labelledby")),
        value: output.textContent ?? "",
      };
    }),
  );
}

/** What the results say around the figures: the note under each, and the sentences between them (the lump sum's, say). */
function pageStatements(page: Page): Promise<string[]> {
  return page.locator("main form + div").evaluate((results) => {
    const outputs = Array.from(results.querySelectorAll("output"));
    const notes = outputs.flatMap(
      (output) => document.getElementById(output.getAttribute("aria-describedby") ?? "") ?? [],
    );
    const captions = new Set(outputs.map((output) => output.getAttribute("aria-labelledby")));
    const sentences = Array.from(results.querySelectorAll("p")).filter(
      (paragraph) =>
        !captions.has(paragraph.id) && !notes.includes(paragraph) && paragraph.getAttribute("role") !== "status",
    );
    return [...notes, ...sentences].map((element) => element.textContent ?? "");
  });
}

/** An amount as cents, whichever sign it is written with: "$2,000" and "$2,000.00" are the same figure. */
const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, "").replace(/^[−-]/, "-")) * 100);
const AMOUNT = /[−-]?\$\d[\d,]*(?:\.\d\d)?/g;
const DURATION = /\b\d+ years?(?: \d+ months?)?\b|\b\d+ months?\b/g;
const REPAYMENT_COUNT = /\b(\d[\d,]*) (?:(?:weekly|fortnightly|monthly) )?repayments\b/g;

/** Each figure a sentence states is in the report: its amounts (as amounts, "$2,000" or "$2,000.00"), durations and counts of repayments. */
function expectFiguresIn(text: string, statement: string) {
  const amounts = new Set([...text.matchAll(AMOUNT)].map(([amount]) => cents(amount)));
  for (const [amount] of statement.matchAll(AMOUNT))
    expect(amounts.has(cents(amount)), `${amount}, from "${statement}"`).toBe(true);
  for (const [duration] of statement.matchAll(DURATION)) expect(text, `from "${statement}"`).toContain(duration);
  for (const [, count = ""] of statement.matchAll(REPAYMENT_COUNT))
    expect(text, `from "${statement}"`).toMatch(new RegExp(`(^| )${count}( |$)`));
}

/** Clicks "Download report (PDF)" and takes the file the browser is handed. */
async function downloadReport(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download report (PDF)" }).click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), pdf: await readPdf(new Uint8Array(await readFile(file))) };
}

/** Each calculator's page, its report's file name, and the sentences the report must carry word for word. */
const reports: [string, string, RegExp[]][] = [
  ["/lrc?amount=640000&rate=5.89&years=25&frequency=fortnightly&type=pi", "loan-repayment", []],
  // $150 extra a fortnight, and a $200,000 lump sum after year 15 that pays the loan off ($190,391.08 owed).
  [
    "/lrc?amount=400000&rate=6.2&years=30&frequency=fortnightly&type=pi&extra=150&lump=200000&lumpYear=15",
    "loan-repayment",
    [/pays the loan off then/],
  ],
  // Interest only, with extras and a lump sum: what is still owed at the end of the term.
  [
    "/lrc?amount=350000&rate=5.8&years=25&frequency=monthly&type=io&extra=300&lump=40000&lumpYear=5",
    "loan-repayment",
    [/still owed at the end of the term\.$/],
  ],
  ["/refinance?balance=450000&rate=6.74&years=27&newRate=5.89&fees=3500&feesAdded=1", "refinance", []],
  // A dearer new loan: savings below zero, and keeping the repayment is no sooner.
  [
    "/refinance?balance=450000&rate=5.5&years=20&newRate=6.1&fees=1500&feesAdded=0",
    "refinance",
    [/would not be repaid sooner/],
  ],
  ["/sdc?state=VIC&price=820000&use=home&first=1&property=new&foreign=0", "stamp-duty", []],
  [
    "/bpc?income=95000&income2=62000&other=4000&dependants=1&expenses=3200&commitments=350&cards=6000&rate=6.2&years=30",
    "borrowing-power",
    [],
  ],
  ["/lmi?amount=420000&rate=6.1&repayment=2900&frequency=monthly", "how-long-to-repay", []],
  ["/oc?amount=600000&rate=6.2&years=30&offset=45000&deposit=500", "offset", []],
];

for (const [address, calculator, wordForWord] of reports) {
  test(`the PDF's figures equal the page's figures: ${address}`, async ({ page }) => {
    await page.goto(address);
    await waitForHydration(page);
    const figures = await pageFigures(page);
    expect(figures.length).toBeGreaterThan(1);
    expect(figures.map((figure) => figure.value)).not.toContain("—");
    const statements = await pageStatements(page);
    expect(statements.length).toBeGreaterThan(0);

    const { name, pdf } = await downloadReport(page);
    await expect(page.getByRole("status").filter({ hasText: "Your report is ready" })).toBeVisible();
    expect(name).toBe(`kestrel-ridge-finance-${calculator}-report-2026-11-24.pdf`);
    // Each figure beside its caption (and the heading it sits under, if any), as selectable text: a standard font draws "−" as "-".
    for (const { caption, heading, value } of figures) {
      expect(pdf.text).toContain(`${heading ? `${caption} (${heading})` : caption} ${toWinAnsi(value)}`);
    }
    // The figures the notes and sentences state, and the sentences that are results in themselves, word for word.
    for (const statement of statements) expectFiguresIn(pdf.text, toWinAnsi(statement));
    for (const sentence of wordForWord) {
      const said = statements.filter((statement) => sentence.test(statement));
      expect(said, String(sentence)).toHaveLength(1);
      expect(pdf.text).toContain(toWinAnsi(said[0] ?? ""));
    }
    expect(pdf.text).toContain(brand.phone.display);
    expect(pdf.text).toContain(`Australian Credit Licence ${brand.australianCreditLicence}`);
    expect(pdf.text).toContain("Report prepared on 24 November 2026");
    expect(pdf.text).toContain(calculatorPageCopy.disclaimer);
    // The link is on our site, and opening it (here, on the server under test) recreates these figures.
    const [link] = pdf.pages.flatMap((report) => report.links);
    expect(link?.startsWith(`${brand.siteUrl}${address.split("?")[0]}?`)).toBe(true);
    expect(pdf.text.replaceAll(" ", "")).toContain(link);
    const recreated = new URL(link ?? "");
    await page.goto(`${recreated.pathname}${recreated.search}`);
    await waitForHydration(page);
    expect(await pageFigures(page)).toEqual(figures);
  });
}

test("pdf-lib is downloaded only when someone asks for a report", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/sdc");
  await waitForHydration(page);
  await page.getByLabel("Property price").fill("910000");
  expect(scripts.filter((url) => url.includes(".lazy"))).toEqual([]);

  await downloadReport(page);
  expect(scripts.filter((url) => url.includes("calculator-report.lazy"))).toHaveLength(1);
});

test("Talk to a broker about this is a plain link to the inquiry form carrying the scenario", async ({ page }) => {
  await page.goto("/oc?amount=600000&rate=6.2&years=30&offset=45000&deposit=500");
  await waitForHydration(page);
  const link = page.getByRole("link", { name: "Talk to a broker about this" });
  await expect(link).toHaveAttribute("href", /^\/inquiry#scenario=%7B/);
  await expect(link).not.toHaveAttribute("target");
});

test.describe("Shared links", () => {
  test("/sdc?state=nsw&price=850000 shows New South Wales chosen and New South Wales's duty", async ({ page }) => {
    await page.goto("/sdc?state=NSW&price=850000");
    await waitForHydration(page);
    const nswDuty = await page.getByLabel("Transfer duty", { exact: true }).textContent();

    await page.goto("/sdc?state=nsw&price=850000");
    await waitForHydration(page);
    const state = page.getByRole("combobox", { name: "State or territory" });
    await expect(state).toHaveValue("NSW");
    await expect(state.locator("option:checked")).toHaveText("New South Wales");
    await expect(page.getByLabel("Transfer duty", { exact: true })).toHaveText(nswDuty ?? "no figure");
  });

  test("/sdc?state=xyz shows a message at the state and no result", async ({ page }) => {
    await page.goto("/sdc?state=xyz&price=850000");
    await waitForHydration(page);
    const state = page.getByRole("combobox", { name: "State or territory" });
    await expect(state).toHaveAccessibleDescription(/Choose the state or territory/);
    await expect(state.locator("option:checked")).toHaveText("Choose one");
    await expect(page.getByLabel("Transfer duty", { exact: true })).toHaveText("—");
    await expect(page.getByRole("button", { name: "Download report (PDF)" })).toHaveCount(0);
  });

  test("/lrc?frequency=Fortnightly checks Fortnightly and repays fortnightly", async ({ page }) => {
    await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=Fortnightly&type=PI");
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Principal and interest" })).toBeChecked();
    await expect(page.getByLabel("Repayment", { exact: true })).toHaveText(/^\$\d/);
    await expect(page.getByText(/Each fortnight/)).toBeVisible();
  });
});
