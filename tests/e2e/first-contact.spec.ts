import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { sendWithEmailJsSdk } from "../support/emailjs-sdk.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";
import { inquiryFields } from "../support/lead-server/sample-leads.ts";

// The first-contact clock in Chromium against the built server: a lead sent
// with the real EmailJS SDK appears live in a broker's list with its clock,
// the broker logs a call on it, and the clock stops (decision 019). The
// server runs on the real time, so the column is read for its kind
// ("Due…", "Overdue…"), not its minutes: the minutes under a controlled clock
// are the unit tests' (first-contact-words.test.ts, first-contact.test.ts).

test("a lead sent with the EmailJS SDK shows its clock live, and logging a reached call stops it and marks it Contacted", async ({
  page,
  browser,
  baseURL,
}) => {
  await enrol(page, await addStaff({ name: "Cleo Caller" }));
  const email = `first.contact.${process.pid}.${Date.now()}@example.com`;
  // The list searched for this visitor: the lead appears here live, whoever the round robin gives it to.
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match.")).toBeVisible();

  const answer = await sendWithEmailJsSdk(
    browser,
    baseURL ?? "",
    "inquiry",
    inquiryFields(email, "Can we talk today?"),
  );
  expect(answer).toEqual({ status: 200, text: "OK" });
  const sentAt = Date.now();

  const row = page.locator("tbody tr").filter({ hasText: "Mia Tran" });
  await expect(row).toBeVisible({ timeout: 5000 });
  expect(Date.now() - sentAt).toBeLessThan(5000);
  const clock = row.locator("td[data-first-contact]");
  await expect(clock).toHaveText(/^(Due in \d+ min|Due .+ [ap]m|Overdue( by .+)?)$/);

  await row.getByRole("link", { name: "Mia Tran" }).click();
  await expect(page.getByRole("heading", { name: "First contact" })).toBeVisible();
  await expect(page.getByText("No contact attempts logged yet.")).toBeVisible();
  // Sent with nothing chosen: refused, naming the field, and nothing is logged.
  await page.getByRole("button", { name: "Log contact" }).click();
  await expect(page.getByRole("alert")).toContainText("How: choose Call, E-mail or SMS.");
  await page.getByRole("group", { name: "How" }).getByRole("radio", { name: "Call" }).check();
  await page.getByRole("group", { name: "Outcome" }).getByRole("radio", { name: "Reached" }).check();
  await page.getByLabel("Note (optional)").fill("Spoke with Mia: sending the fact find.");
  await page.getByRole("button", { name: "Log contact" }).click();

  await expect(page.getByRole("status")).toHaveText(
    "Contact attempt logged: the clock has stopped and the status is now Contacted.",
  );
  await expect(page.getByRole("list", { name: "Contact attempts" })).toContainText("Call: Reached. Cleo Caller");
  await expect(page.getByRole("list", { name: "Contact attempts" })).toContainText("sending the fact find");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr td[data-first-contact]")).toHaveText(/^Contacted after \d+ (min|h)/);
  // No longer waiting: off "Needs first contact".
  await page.goto(`${INBOX_PATH}?view=first-contact&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Needs first contact" })).toBeVisible();
  await expect(page.getByText("No leads match.")).toBeVisible();
});
