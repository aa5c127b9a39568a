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

/** Every figure the page shows: each <output> with the caption that names it. */
function pageFigures(page: Page): Promise<{ caption: string; value: string }[]> {
  return page.locator("output").evaluateAll((outputs) =>
    outputs.map((output) => ({
      caption: document.getElementById(output.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
      value: output.textContent ?? "",
    })),
  );
}

/** Clicks "Download report (PDF)" and takes the file the browser is handed. */
async function downloadReport(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download report (PDF)" }).click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), pdf: await readPdf(new Uint8Array(await readFile(file))) };
}

const reports = [
  ["/lrc?amount=640000&rate=5.89&years=25&frequency=fortnightly&type=pi", "loan-repayment"],
  ["/sdc?state=VIC&price=820000&use=home&first=1&property=new&foreign=0", "stamp-duty"],
  ["/bpc?income=95000&income2=62000&other=4000&dependants=1&expenses=3200&commitments=350&cards=6000&rate=6.2&years=30", "borrowing-power"],
  ["/lmi?amount=420000&rate=6.1&repayment=2900&frequency=monthly", "how-long-to-repay"],
  ["/oc?amount=600000&rate=6.2&years=30&offset=45000&deposit=500", "offset"],
] as const;

for (const [address, calculator] of reports) {
  test(`the PDF's figures equal the page's figures: ${address.split("?")[0]}`, async ({ page }) => {
    await page.goto(address);
    await waitForHydration(page);
    const figures = await pageFigures(page);
    expect(figures.length).toBeGreaterThan(1);
    expect(figures.map((figure) => figure.value)).not.toContain("—");

    const { name, pdf } = await downloadReport(page);
    await expect(page.getByRole("status").filter({ hasText: "Your report is ready" })).toBeVisible();
    expect(name).toBe(`kestrel-ridge-finance-${calculator}-report-2026-11-24.pdf`);
    // Each figure beside its caption, as selectable text: a standard font draws "−" as "-".
    for (const { caption, value } of figures) expect(pdf.text).toContain(`${caption} ${toWinAnsi(value)}`);
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
