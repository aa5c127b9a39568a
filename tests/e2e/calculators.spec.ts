import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => skipIntro(page));


test("the loan repayment calculator works from a shared link and keeps the link up to date as the visitor types", async ({ page }) => {
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

test("a bad value in the link gets a message at its field and nothing shows NaN", async ({ page }) => {
  await page.goto("/lrc?amount=500000&rate=abc&years=90");
  await waitForHydration(page);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Loan term")).toHaveAttribute("aria-invalid", "true");
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the prerendered calculator already shows its default results", async ({ page }) => {
    await page.goto("/lrc");
    await expect(page.locator("output").first()).toHaveText(/\$2,997\.75/);
  });
});
