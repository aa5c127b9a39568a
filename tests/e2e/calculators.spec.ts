import { readFile } from "node:fs/promises";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => skipIntro(page));

test("the calculators page offers six cards, each going to its calculator", async ({ page }) => {
  await page.goto("/calculator");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  const expected = [
    ["Borrowing Power Calculator", "/bpc", "Borrowing Power Calculator"],
    ["Loan Repayment Calculator", "/lrc", "Loan Repayment Calculator"],
    ["Stamp Duty Calculator", "/sdc", "Stamp Duty Calculator"],
    ["Offset Calculator", "/oc", "Offset Calculator"],
    // The spec's own label for the how-long-to-repay calculator on this page.
    ["LMI Calculator", "/lmi", "How Long to Repay Calculator"],
    ["Refinance Calculator", "/refinance", "Refinance Calculator"],
  ] as const;
  for (const [index, [name, path]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(card.getByRole("link", { name: `Go to Calculator: ${name}` })).toHaveAttribute("href", path);
  }
  for (const [name, path, banner] of expected) {
    await page.goto("/calculator");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Go to Calculator: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(banner);
    await expect(page.getByRole("status").first()).not.toHaveText(/NaN|undefined/);
  }
});

test("the loan repayment calculator works from a shared link and keeps the link up to date as the visitor types", async ({
  page,
}) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi");
  await waitForHydration(page);
  await expect(page.getByLabel("Repayment", { exact: true })).toHaveText(/\$2,997\.75/);
  await expect(page.getByLabel("Total interest", { exact: true })).toHaveText(/\$579,190\.95/);

  await page.getByLabel("Loan amount").fill("250000");
  await expect(page.getByLabel("Repayment", { exact: true })).toHaveText(/\$1,498\.88/);
  await expect(page).toHaveURL(/amount=250000/);
});

test("the how-long-to-repay calculator reads its link", async ({ page }) => {
  await page.goto("/lmi?amount=300000&rate=6&repayment=2000&frequency=monthly");
  await waitForHydration(page);
  await expect(page.getByLabel("Time to repay", { exact: true })).toHaveText(/23 years 2 months/);
});

test("the offset calculator reads its link", async ({ page }) => {
  await page.goto("/oc?amount=500000&rate=6&years=30&offset=50000&deposit=0");
  await waitForHydration(page);
  await expect(page.getByLabel("Interest saved", { exact: true })).toHaveText(/\$194,606\.17/);
  await expect(page.getByLabel("Time saved", { exact: true })).toHaveText(/5 years 4 months/);
});

test("the stamp duty calculator works from a shared link and itemises duty, surcharge, fees and total", async ({
  page,
}) => {
  await page.goto("/sdc?state=QLD&price=365400&use=investment&first=0&property=established&foreign=1");
  await waitForHydration(page);
  await expect(page.getByLabel("Transfer duty", { exact: true })).toHaveText("$11,214.00");
  await expect(page.getByLabel("Additional foreign acquirer duty", { exact: true })).toHaveText("$29,232.00");
  await expect(page.getByLabel("Total", { exact: true })).toHaveText("$40,684.14");

  await page.getByLabel("State or territory").selectOption("VIC");
  await page.getByRole("radio", { name: "Live in it" }).check();
  await page.getByRole("group", { name: "Foreign purchaser?" }).getByRole("radio", { name: "No" }).check();
  await page.getByLabel("Property price").fill("400000");
  await expect(page.getByLabel("Transfer duty", { exact: true })).toHaveText("$16,370.00");
  await expect(page).toHaveURL(/state=VIC/);
  await expect(page).toHaveURL(/price=400000/);
  await expect(page).toHaveURL(/use=home/);
});

test("the borrowing power calculator works from a shared link and shows every assumption", async ({ page }) => {
  await page.goto(
    "/bpc?income=120000&income2=0&other=0&dependants=0&expenses=2500&commitments=500&cards=10000&rate=6&years=30",
  );
  await waitForHydration(page);
  await expect(page.getByLabel("You could borrow", { exact: true })).toHaveText("$523,226.00");
  await expect(page.getByLabel("Monthly repayment", { exact: true })).toHaveText("$3,137.00");
  await expect(page.getByRole("region", { name: "How we work it out" })).toContainText("3 percentage points");

  await page.getByLabel("Second applicant's income a year, before tax (0 if none)").fill("80000");
  await expect(page.getByLabel("You could borrow", { exact: true })).not.toHaveText("$523,226.00");
  await expect(page).toHaveURL(/income2=80000/);
});

const badLinks = [
  { url: "/lrc?amount=500000&rate=abc&years=90", fields: ["Interest rate (% a year)", "Loan term"] },
  {
    url: "/lmi?amount=-5&rate=6&repayment=2000&frequency=daily",
    fields: ["Loan amount"],
    groups: ["Repayment frequency"],
  },
  {
    url: "/oc?amount=500000&rate=6&years=30&offset=-1&deposit=x",
    fields: ["Offset balance", "Added to the offset each month"],
  },
  {
    url: "/sdc?state=ZZ&price=0&use=home&first=1&property=castle&foreign=0",
    fields: ["State or territory", "Property price"],
    groups: ["Type of property"],
  },
  {
    url: "/bpc?income=&income2=0&other=0&dependants=2.5&expenses=2500&commitments=500&cards=10000&rate=6&years=41",
    fields: ["Your income a year, before tax", "Dependants", "Loan term"],
  },
];

for (const { url, fields, groups = [] } of badLinks) {
  test(`a bad value in a link gets a message at its field and nothing shows NaN: ${url}`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    for (const field of fields) {
      const box = page.getByLabel(field, { exact: true });
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription(/.{10,}/);
    }
    for (const group of groups) {
      const choices = page.getByRole("group", { name: group });
      await expect(choices).toHaveAccessibleDescription(/.{10,}/);
      await expect(choices.getByRole("radio").first()).toHaveAccessibleDescription(/.{10,}/);
    }
    await expect(page.getByRole("status").first()).toHaveText("—");
    expect(await page.locator("main").innerText()).not.toMatch(/NaN|Infinity|undefined/);
  });
}

test("a repayment that never covers the interest is told so plainly", async ({ page }) => {
  await page.goto("/lmi?amount=500000&rate=6&repayment=1000&frequency=monthly");
  await waitForHydration(page);
  await expect(page.getByText("A repayment of $1,000.00 never pays the loan off")).toBeVisible();
  await expect(page.getByLabel("Time to repay", { exact: true })).toHaveText("—");
});

test("the yearly schedule downloads as a CSV with one row a year", async ({ page }) => {
  await page.goto("/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi");
  await waitForHydration(page);
  await page.getByText("Yearly repayment schedule").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the schedule (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("loan-repayment-schedule.csv");
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(31);
  expect(lines[1]).toMatch(/^1,/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the prerendered calculators already show their default results", async ({ page }) => {
    await page.goto("/lrc");
    await expect(page.locator("output").first()).toHaveText(/\$2,997\.75/);
    await page.goto("/sdc");
    await expect(page.locator("output").first()).toHaveText("$28,162.00");
    await page.goto("/bpc");
    await expect(page.locator("output").first()).toHaveText("$523,226.00");
  });
});
