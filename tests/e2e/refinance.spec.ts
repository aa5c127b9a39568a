import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { scenarioFromFragment } from "../../contracts/calculator-scenario.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

// Figures worked in app/features/calculators/maths/refinance.test.ts.
const SHARED = "/refinance?balance=500000&rate=6.5&years=25&newRate=5.99&fees=2000&feesAdded=0";

test.beforeEach(async ({ page }) => skipIntro(page));

const output = (page: Page, name: string) => page.getByLabel(name, { exact: true });

test("a shared link shows every output: the monthly saving, the interest saved, after fees, the costs repaid and keeping the repayment", async ({
  page,
}) => {
  await page.goto(SHARED);
  await waitForHydration(page);
  await expect(output(page, "Monthly saving")).toHaveText("$157.59");
  await expect(output(page, "Interest saved over the term")).toHaveText("$47,275.35");
  await expect(output(page, "Saving after fees")).toHaveText("$45,275.35");
  await expect(output(page, "Switching costs repaid in")).toHaveText("13 months");
  const keep = page.getByRole("region", { name: "Keep your current repayment" });
  await expect(keep.getByLabel("Repaid sooner by", { exact: true })).toHaveText("2 years 6 months");
  await expect(keep.getByLabel("Interest saved", { exact: true })).toHaveText("$101,343.23");
  await expect(page.getByRole("radio", { name: "Paid up front" })).toBeChecked();
});

test("feesAdded=1 adds the switching costs to the new loan, and choosing up front again takes them off", async ({
  page,
}) => {
  await page.goto(SHARED.replace("feesAdded=0", "feesAdded=1"));
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: "Added to the new loan" })).toBeChecked();
  await expect(output(page, "Monthly saving")).toHaveText("$144.71");
  await expect(output(page, "Interest saved over the term")).toHaveText("$45,413.21");
  await expect(output(page, "Saving after fees")).toHaveText("$43,413.21");
  await expect(output(page, "Switching costs repaid in")).toHaveText("14 months");
  await expect(output(page, "Repaid sooner by")).toHaveText("2 years 3 months");

  await page.getByRole("radio", { name: "Paid up front" }).check();
  await expect(output(page, "Monthly saving")).toHaveText("$157.59");
  await expect(page).toHaveURL(/feesAdded=0/);
});

test("typing a new rate updates the results and the link, and says so when keeping the repayment is no sooner", async ({
  page,
}) => {
  await page.goto(SHARED);
  await waitForHydration(page);
  await page.getByLabel("New interest rate (% a year)").fill("6.5");
  await expect(output(page, "Monthly saving")).toHaveText("$0.00");
  await expect(output(page, "Switching costs repaid in")).toHaveText("Never: there is no monthly saving");
  await expect(page.getByRole("region", { name: "Keep your current repayment" })).toContainText(
    "At your current repayment of $3,376.04 a month the new loan would not be repaid sooner: it would still take the whole 25 years.",
  );
  await expect(page).toHaveURL(/newRate=6\.5(&|$)/);
});

test("bad input gets a message naming the field and no result, an unknown feesAdded included", async ({ page }) => {
  await page.goto("/refinance?balance=500&rate=abc&years=41&newRate=31&fees=-1&feesAdded=2");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Current and new loan details" });
  await expect(form).toContainText("Enter a current loan balance of at least $1,000.");
  await expect(form).toContainText("Enter the current interest rate as a percentage a year, for example 6.25.");
  await expect(form).toContainText("Enter a loan term of 40 years or less.");
  await expect(form).toContainText("Enter a new interest rate of 30 % a year or less.");
  await expect(form).toContainText("The switching costs cannot be negative.");
  await expect(page.getByRole("group", { name: "Switching costs are" })).toHaveAccessibleDescription(
    "Choose whether the switching costs are paid up front or added to the new loan.",
  );
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  for (const name of [
    "Monthly saving",
    "Interest saved over the term",
    "Saving after fees",
    "Switching costs repaid in",
    "Repaid sooner by",
    "Interest saved",
  ]) {
    await expect(output(page, name)).toHaveText("—");
  }
  await expect(page.getByRole("img")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Talk to a broker about this" })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/NaN|Infinity|undefined/);

  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .include("main")
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test("a 0 % new rate works", async ({ page }) => {
  await page.goto("/refinance?balance=120000&rate=3&years=10&newRate=0&fees=1200&feesAdded=0");
  await waitForHydration(page);
  await expect(output(page, "Interest saved over the term")).toHaveText("$19,047.47");
  await expect(output(page, "Switching costs repaid in")).toHaveText("8 months");
});

test("draws both balances and downloads the new loan's yearly schedule as a CSV", async ({ page }) => {
  await page.goto(SHARED);
  await waitForHydration(page);
  await expect(
    page.getByRole("img", { name: /the current loan and on the new loan over the 25 years left/ }),
  ).toBeVisible();
  await expect(page.locator("figure figcaption")).toHaveText(/Current loan\s*New loan/);
  await page.getByText("Yearly repayment schedule: the new loan").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the schedule (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("new-loan-repayment-schedule.csv");
  const lines = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
  expect(lines).toHaveLength(26);
  expect(lines[0]).toBe("Year,Opening balance,Interest paid,Principal paid,Closing balance");
  expect(lines[1]).toMatch(/^1,500000\.00,/);
  expect(lines[25]).toMatch(/^25,.*,0\.00$/);
});

test("Talk to a broker about this carries the scenario: every input and output, and the link that recreates it", async ({
  page,
}) => {
  await page.goto(SHARED);
  await waitForHydration(page);
  const href = (await page.getByRole("link", { name: "Talk to a broker about this" }).getAttribute("href")) ?? "";
  expect(href.startsWith("/inquiry#scenario=")).toBe(true);
  const scenario = scenarioFromFragment(href.slice(href.indexOf("#")));
  expect(scenario?.calculator).toBe("refinance");
  expect(scenario?.link).toBe(SHARED);
  expect(scenario?.inputs.map((line) => line.value)).toEqual([
    "$500,000",
    "6.5 % a year",
    "25 years",
    "5.99 % a year",
    "$2,000",
    "Paid up front",
  ]);
  expect(scenario?.results.map((line) => line.value)).toEqual([
    "$157.59",
    "$3,376.04",
    "$3,218.45",
    "$47,275.35",
    "$512,810.74",
    "$465,535.39",
    "$45,275.35",
    "13 months",
    "2 years 6 months",
    "22 years 6 months",
    "$101,343.23",
    "$411,467.51",
  ]);
  expect(scenario?.results.map((line) => line.label)).toContain("Repaid sooner by (Keep your current repayment)");
});

test("the sixth card on /calculator and the footer's calculator list go to the refinance calculator", async ({
  page,
}) => {
  await page.goto("/calculator");
  await waitForHydration(page);
  const card = page.getByRole("main").getByRole("listitem").nth(5);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Refinance Calculator");
  await card.getByRole("link", { name: "Go to Calculator: Refinance Calculator" }).click();
  await expect(page).toHaveURL(/\/refinance$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refinance Calculator");

  const footerLink = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Calculators" })
    .getByRole("link", { name: "Refinance Calculator" });
  await expect(footerLink).toHaveAttribute("href", "/refinance");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the prerendered page already shows the default results", async ({ page }) => {
    const response = await page.goto("/refinance");
    expect(response?.status()).toBe(200);
    await expect(output(page, "Monthly saving")).toHaveText("$157.59");
    await expect(output(page, "Repaid sooner by")).toHaveText("2 years 6 months");
  });
});
