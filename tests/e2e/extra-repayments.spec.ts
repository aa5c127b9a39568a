import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { scenarioFromFragment } from "../../contracts/calculator-scenario.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => skipIntro(page));

const output = (page: import("@playwright/test").Page, name: string) => page.getByLabel(name, { exact: true });

test("a shared link with extra, lump and lumpYear shows them in the form and the result they give", async ({
  page,
}) => {
  // $500,000 at 6 % over 30 years, $500 a month extra and $50,000 after year 5. Simulated in 50-digit decimals:
  // 430,386.77 owed before the lump sum; repaid at the 218th repayment with 310,199.251... of interest.
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=500&lump=50000&lumpYear=5");
  await waitForHydration(page);
  await expect(page.getByLabel("Extra repayment (each repayment)")).toHaveValue("500");
  await expect(page.getByLabel("Lump sum", { exact: true })).toHaveValue("50000");
  await expect(page.getByLabel("Lump sum paid in year")).toHaveValue("5");
  await expect(output(page, "Repayment")).toHaveText("$2,997.75");
  await expect(output(page, "Time to repay")).toHaveText("18 years 2 months");
  await expect(output(page, "Time saved")).toHaveText("11 years 10 months");
  await expect(output(page, "Interest saved")).toHaveText("$268,991.70");
  await expect(output(page, "Total interest")).toHaveText("$310,199.25");
  await expect(
    page.getByRole("img", {
      name: "Loan balance over time: repaid in 18 years 2 months with the extras, and repaid in 30 years without them.",
    }),
  ).toBeVisible();
});

test("each new output answers the extra repayment as the visitor types it, and the link keeps it", async ({ page }) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi");
  await waitForHydration(page);
  await expect(output(page, "Time to repay")).toHaveText("30 years");
  await expect(output(page, "Time saved")).toHaveText("0 months");
  await expect(output(page, "Interest saved")).toHaveText("$0.00");

  await page.getByLabel("Extra repayment (each repayment)").fill("500");
  await expect(output(page, "Time to repay")).toHaveText("21 years");
  await expect(output(page, "Time saved")).toHaveText("9 years");
  await expect(output(page, "Interest saved")).toHaveText("$199,501.27");
  await expect(output(page, "Total interest")).toHaveText("$379,689.68");
  await expect(page).toHaveURL(/extra=500/);
});

test("a bad extra repayment or lump sum gets a message naming the field, and nothing shows NaN", async ({ page }) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=-100&lump=200000000&lumpYear=1");
  await waitForHydration(page);
  const extra = page.getByLabel("Extra repayment (each repayment)");
  await expect(extra).toHaveAttribute("aria-invalid", "true");
  await expect(extra).toHaveAccessibleDescription("The extra repayment cannot be negative.");
  await expect(page.getByLabel("Lump sum", { exact: true })).toHaveAccessibleDescription(
    "Enter a lump sum of $100,000,000 or less.",
  );
  await expect(output(page, "Time saved")).toHaveText("—");
  await expect(page.getByRole("link", { name: "Talk to a broker about this" })).toHaveCount(0);
  expect(await page.locator("main").innerText()).not.toMatch(/NaN|Infinity|undefined/);
});

test("a lump sum larger than the balance pays the loan off, and the page says so", async ({ page }) => {
  // $12,000 at 0 % over 2 years is $500 a month: $6,000 is owed after year 1.
  await page.goto("/lrc?amount=12000&rate=0&years=2&frequency=monthly&type=pi&extra=0&lump=7000&lumpYear=1");
  await waitForHydration(page);
  await expect(
    page.getByText(
      "Your lump sum of $7,000.00 covers the $6,000.00 owed at the end of year 1, so it pays the loan off then: only $6,000.00 of it is needed.",
    ),
  ).toBeVisible();
  await expect(output(page, "Time to repay")).toHaveText("1 year");
  await expect(output(page, "Time saved")).toHaveText("1 year");
});

test("interest only with extras says what is still owed at the end of the term, or when the extras repay it", async ({
  page,
}) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=io&extra=500&lump=0&lumpYear=1");
  await waitForHydration(page);
  await expect(output(page, "Owed at the end of the interest-only term")).toHaveText("$320,000.00");
  await expect(output(page, "Time to repay")).toHaveText("Not within the term");
  await expect(output(page, "Interest saved")).toHaveText("$161,550.00");

  // $1,000 a month repays $100,000 in 100 months.
  await page.getByLabel("Loan amount").fill("100000");
  await page.getByLabel("Extra repayment (each repayment)").fill("1000");
  await expect(output(page, "Owed at the end of the interest-only term")).toHaveText("$0.00");
  await expect(output(page, "Time to repay")).toHaveText("8 years 4 months");
  await expect(
    page.getByText(
      "The extras repay the whole $100,000.00 borrowed in 8 years 4 months, within the interest-only term.",
    ),
  ).toBeVisible();
});

test("the yearly schedule and its CSV follow the extras", async ({ page }) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=500&lump=0&lumpYear=1");
  await waitForHydration(page);
  await page.getByText("Yearly repayment schedule").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the schedule (CSV)" }).click(),
  ]);
  const lines = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
  expect(lines).toHaveLength(22); // the header and 21 years
  expect(lines.at(-1)).toMatch(/^21,.*,0\.00$/);
});

test("the scenario for a broker carries the form's values and the page's figures, exactly as shown", async ({
  page,
}) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=fortnightly&type=pi&extra=200&lump=10000&lumpYear=5");
  await waitForHydration(page);
  const href = await page.getByRole("link", { name: "Talk to a broker about this" }).getAttribute("href");
  const scenario = scenarioFromFragment(new URL(href ?? "", page.url()).hash);
  expect(scenario?.link).toBe(
    "/lrc?amount=500000&rate=6&years=30&frequency=fortnightly&type=pi&extra=200&lump=10000&lumpYear=5",
  );
  expect(scenario?.inputs).toContainEqual({ label: "Extra repayment (each repayment)", value: "$200" });
  expect(scenario?.inputs).toContainEqual({ label: "Lump sum paid in year", value: "5" });
  // Each figure, then those its note states ("Total repaid $…." under the total interest).
  expect(scenario?.results.slice(0, 3).map(({ label }) => label)).toEqual([
    "Repayment",
    "Total interest",
    "Total repaid",
  ]);
  for (const { label, value } of scenario?.results ?? []) {
    const figure = output(page, label);
    if ((await figure.count()) > 0) await expect(figure).toHaveText(value);
    else
      await expect(
        page.getByRole("form", { name: "Loan repayment details" }).locator("xpath=following-sibling::div"),
      ).toContainText(value);
  }
});

test("the extras' results, sentences, chart and messages have no WCAG A or AA violation", async ({ page }) => {
  // Several pages' axe sweeps in one test: on a busy CI machine they ran past the default 30 s.
  test.slow(); // three times the configured timeout
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const url of [
    "/lrc?amount=12000&rate=5&years=2&frequency=monthly&type=pi&extra=100&lump=20000&lumpYear=1",
    "/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=io&extra=500&lump=10000&lumpYear=31",
  ]) {
    await page.goto(url);
    await waitForHydration(page);
    await expect(
      page
        .getByRole("img", { name: /^Loan balance over time/ })
        .or(page.locator('main [aria-invalid="true"]'))
        .first(),
    ).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { violations } = await new AxeBuilder({ page })
        .include("main")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
        `${url} at ${width} px`,
      ).toEqual([]);
    }
  }
});
