import type { APIRequestContext, Browser } from "@playwright/test";
import { addDays, firmInstant, spokenDate, weekdayIndex } from "../../contracts/business-clock.ts";
import { CLOSED_DATES_PATH } from "../../contracts/callback-time.ts";
import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { skipIntro, waitForHydration } from "../support/fixtures.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";

// Closed dates in Chromium against the built server: an admin finds the page
// from the staff list, picks a date in the browser's own date field, names
// it, sees it listed and removes it again; a broker is refused the page; and
// a visitor's callback form offers no window on the date while it is closed.

const DAY_MS = 86_400_000;

/**
 * A date far ahead, different on each run, so runs on one database never meet
 * each other's: a Tuesday to a Friday, so the day before it is a working day too.
 */
function futureDate(): string {
  const date = new Date(Date.UTC(2095, 0, 1) + (Date.now() % 3_000) * DAY_MS).toISOString().slice(0, 10);
  // Monday 0 … Sunday 6: a Monday, Saturday or Sunday moves on to the Tuesday.
  return addDays(date, [1, 0, 0, 0, 0, 3, 2][weekdayIndex(date)] ?? 0);
}

/**
 * The callback form's choice of day for `date`, as a visitor sees it whose
 * clock reads 11 am on the day before, in a browser of their own (so nothing
 * is kept from another visit), once the lead server has said which days are
 * closed: none when it is closed, one when it is open.
 */
async function expectCallbackDayOffered(browser: Browser, date: string, offered: boolean): Promise<void> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await skipIntro(page);
    await page.clock.setFixedTime(firmInstant(addDays(date, -1), "11:00"));
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === CLOSED_DATES_PATH);
    await page.goto("/inquiry#callback");
    await waitForHydration(page);
    expect((await asked).ok()).toBe(true);
    const days = page.locator('#callback select[name="callbackTime"] optgroup');
    // Dated, from the visitor's today, once the form runs.
    await expect(days.first()).toHaveAttribute("label", spokenDate(addDays(date, -1)));
    await expect(days.and(page.locator(`[label="${spokenDate(date)}"]`))).toHaveCount(offered ? 1 : 0);
  } finally {
    await visitor.close();
  }
}

/** The closed dates the lead server gives the callback form now. */
async function closedDatesServed(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(CLOSED_DATES_PATH);
  return ((await answer.json()) as { closedDates: string[] }).closedDates;
}

test("an admin adds a closed date, sees it listed and removes it; a broker is refused the page; a visitor's callback form offers no window on it meanwhile", async ({
  page,
  browser,
}) => {
  // An enrolment, a broker's and two visitors' browsers.
  test.slow();
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

  // Each server's calendar catches up within its few seconds; then a visitor's form leaves the day out.
  await expect.poll(() => closedDatesServed(page.request)).toContain(date);
  await expectCallbackDayOffered(browser, date, false);

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
  await expect.poll(() => closedDatesServed(page.request)).not.toContain(date);
  await expectCallbackDayOffered(browser, date, true);
});
