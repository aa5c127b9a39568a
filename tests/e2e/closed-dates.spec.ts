import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";

// Closed dates in Chromium against the built server: an admin finds the page
// from the staff list, picks a date in the browser's own date field, names
// it, sees it listed and removes it again; a broker is refused the page.

const DAY_MS = 86_400_000;

/** A date far ahead, different on each run, so runs on one database never meet each other's. */
function futureDate(): string {
  return new Date(Date.UTC(2095, 0, 1) + (Date.now() % 3_000) * DAY_MS).toISOString().slice(0, 10);
}

test("an admin adds a closed date, sees it listed and removes it; a broker is refused the page", async ({
  page,
  browser,
}) => {
  await enrol(page, await addStaff({ admin: true, name: "Ada Holidays" }));
  await page.goto(`${INBOX_PATH}/staff`);
  await page.getByRole("link", { name: "closed dates" }).click();
  await expect(page).toHaveURL(`${INBOX_PATH}/staff/closed-dates`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Closed dates");

  const date = futureDate();
  const name = `Spec Day ${process.pid}`;
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add closed date" }).click();
  await expect(page.getByRole("status")).toContainText("as a closed date.");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator(`time[datetime="${date}"]`)).toBeVisible();

  // The same date again is refused, naming the field.
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Name", { exact: true }).fill("Again");
  await page.getByRole("button", { name: "Add closed date" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Date: ${date} is already closed (${name}).`);

  const brokerContext = await browser.newContext();
  try {
    const brokerPage = await brokerContext.newPage();
    await enrol(brokerPage, await addStaff({ name: "Bo Broker" }));
    const refused = await brokerPage.goto(`${INBOX_PATH}/staff/closed-dates`);
    expect(refused?.status()).toBe(403);
    await expect(brokerPage.getByRole("heading", { level: 1 })).toHaveText("Admins only");
  } finally {
    await brokerContext.close();
  }

  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status")).toContainText("the firm's usual hours apply that day.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
