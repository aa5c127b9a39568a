import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { sendWithEmailJsSdk } from "../support/emailjs-sdk.ts";
import { type E2eLeadServer, nextFirmWeekdayAt, startE2eLeadServer } from "../support/e2e-lead-server.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";
import { inquiryFields } from "../support/lead-server/sample-leads.ts";

// Speed to lead, end to end, in Chromium against a built server of the
// test's own (e-mail to the test's SMTP server, a clock the test sets:
// e2e-lead-server.ts). A lead sent with the real EmailJS SDK at 10:00 on a
// Wednesday in Melbourne is assigned to the one available broker, who is
// e-mailed and sees it arrive in their open list with its clock counting
// down, within the live view's 4 seconds; seven minutes later they log a
// call that reached the visitor, and the overview's median says 7 minutes
// (decisions 018 and 019).

const MINUTE = 60_000;
let server: E2eLeadServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("a lead sent with the EmailJS SDK is assigned, e-mailed and counted down at once, then logged as contacted and counted in the overview's median", async ({
  page,
  browser,
}) => {
  test.slow(); // three times the configured timeout
  const wednesdayTen = nextFirmWeekdayAt("Wednesday", "10:00");
  const running = await startE2eLeadServer({ at: wednesdayTen - 5 * MINUTE });
  server = running;
  const { origin, databasePath, smtp, now } = running;
  const broker = await enrol(page, await addStaff({ name: "Tess Quickly", databasePath, now }), { origin, now });

  await running.setClock(wednesdayTen);
  await page.goto(`${origin}${INBOX_PATH}`);
  await expect(page.getByText("No leads match.")).toBeVisible();

  const email = `speed.${process.pid}.${Date.now()}@example.com`;
  const answer = await sendWithEmailJsSdk(browser, origin, "inquiry", inquiryFields(email, "Keen to refinance soon."));
  expect(answer).toEqual({ status: 200, text: "OK" });
  const sentAt = Date.now();

  // Within the live view's 4 seconds: the row, with its clock, and the banner and title saying it is theirs.
  const row = page.locator("tbody tr").filter({ hasText: "Mia Tran" });
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole("status").filter({ hasText: "1 new lead assigned to you." })).toBeVisible({
    timeout: 5000,
  });
  expect(Date.now() - sentAt).toBeLessThan(5000);
  await expect(row.locator("td[data-first-contact]")).toHaveText(/^Due in 1[45] min$/);
  await expect(row).toContainText("Tess Quickly");
  await expect(page).toHaveTitle(/^\(1 for you\) /);

  // The owner's e-mail: who and what, and the link; never the message or contact details.
  const notices = () => smtp.received.filter((received) => received.envelopeTo.includes(broker.email));
  await expect.poll(() => notices().length, { timeout: 10_000 }).toBe(1);
  const [notice] = notices();
  expect(notice?.subject).toBe("New lead for you: Mia Tran (First Home)");
  for (const detail of [email, "Keen to refinance", "0412", "+61412345678"]) expect(notice?.raw).not.toContain(detail);

  // Seven and a half minutes after 10:00 (the lead came a few seconds after it), the broker reaches Mia.
  await running.setClock(wednesdayTen + 7.5 * MINUTE);
  await row.getByRole("link", { name: "Mia Tran" }).click();
  await page.getByRole("group", { name: "How" }).getByRole("radio", { name: "Call" }).check();
  await page.getByRole("group", { name: "Outcome" }).getByRole("radio", { name: "Reached" }).check();
  await page.getByRole("button", { name: "Log contact" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Contact attempt logged: the clock has stopped and the status is now Contacted.",
  );
  await expect(page.locator("p.clock")).toHaveText("Contacted after 7 min");

  await page.goto(`${origin}${INBOX_PATH}/overview`);
  await expect(
    page.getByText(/At the median, a lead was first contacted 7 business minutes after it arrived/),
  ).toBeVisible();
  await expect(page.getByText(/100% \(1 of 1\) were contacted within the goal of 15/)).toBeVisible();
});
