import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { type E2eLeadServer, nextFirmWeekdayAt, startE2eLeadServer } from "../support/e2e-lead-server.ts";
import { addStaff, enrol, expect, signIn, test } from "../support/inbox-staff.ts";
import { inquiryPost } from "../support/lead-server/sample-leads.ts";

// The escalation under a controlled clock, in Chromium against a built
// server of the test's own with e-mail to the test's SMTP server
// (e2e-lead-server.ts): a lead arrives on a Wednesday at 10:00 in Melbourne,
// nobody contacts it, and once its first-contact deadline (10:15) and
// LEAD_ESCALATE_MINUTES more (10:30) have passed, the admin is e-mailed
// the lead and its owner, follows the link and reassigns it in one step
// (decision 019). The clock is moved, never waited for; only the sweep's
// 15 s turn is waited on, by polling.

const MINUTE = 60_000;
let server: E2eLeadServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test("a lead nobody contacts is e-mailed to the admin, naming its owner, who reassigns it from the link", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the configured timeout
  const wednesdayTen = nextFirmWeekdayAt("Wednesday", "10:00");
  const running = await startE2eLeadServer({ at: wednesdayTen - 5 * MINUTE });
  server = running;
  const { origin, databasePath, smtp, now } = running;

  // Rae, a broker, takes the new leads; Ada, an admin, takes none but is told when one waits too long.
  const brokerContext = await browser.newContext();
  try {
    await enrol(await brokerContext.newPage(), await addStaff({ name: "Rae Routed", databasePath, now }), {
      origin,
      now,
    });
  } finally {
    await brokerContext.close();
  }
  const admin = await enrol(page, await addStaff({ admin: true, name: "Ada Admin", databasePath, now }), {
    origin,
    now,
  });

  await running.setClock(wednesdayTen);
  const email = `escalated.${process.pid}.${Date.now()}@example.com`;
  const message = "Buying the bakery on Sturt Street.";
  const body = inquiryPost(email, message);
  const answer = await request.post(`${origin}${SEND_JSON_PATH}`, {
    data: {
      ...body,
      template_params: {
        ...body.template_params,
        firstName: "Sam",
        lastName: "Citizen",
        enquiryType: "Business Purchase",
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const subjects = () => smtp.received.map((received) => received.subject);
  await expect.poll(subjects, { timeout: 10_000 }).toContain("New lead for you: Sam Citizen (Business Purchase)");
  expect(subjects().filter((subject) => subject.startsWith("Overdue"))).toEqual([]);

  // Past the deadline (10:15) and 15 minutes more: the next sweep escalates it.
  await running.setClock(wednesdayTen + 31 * MINUTE);
  const overdueSubject = "Overdue: Business Purchase lead from Sam Citizen, owned by Rae Routed";
  await expect.poll(subjects, { timeout: 25_000, intervals: [500] }).toContain(overdueSubject);
  const overdue = smtp.received.filter((received) => received.subject === overdueSubject);
  expect(overdue).toHaveLength(1);
  const [notice] = overdue;
  expect(notice?.envelopeTo).toEqual([admin.email]);
  expect(notice?.text).toContain("Owner: Rae Routed");
  expect(notice?.text).toMatch(/First contact was due: Wednesday \d+ \w+ at 10:15 am \(Melbourne time\)/);
  for (const detail of [email, "Sturt Street", "0412", "412 345", "+61412345678"])
    expect(notice?.raw).not.toContain(detail);
  const link = /Open it in the inbox to reassign it: (\S+)/.exec(notice?.text ?? "")?.[1] ?? "";
  expect(link.startsWith(`${origin}${INBOX_PATH}/leads/`)).toBe(true);

  // Her session went idle while the clock moved on: she signs in again, and the link's page opens.
  await signIn(page, admin, { origin, next: new URL(link).pathname, now });
  await expect(page).toHaveURL(link);
  const assignee = page.getByLabel("Assigned to");
  await expect(assignee.locator("option:checked")).toHaveText("Rae Routed");
  await assignee.selectOption({ label: "Ada Admin" });
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(page.getByRole("status")).toContainText("Assignee saved.");
  await expect(page.getByLabel("Assigned to").locator("option:checked")).toHaveText("Ada Admin");

  // The trail has the escalation, by the server, naming the owner and the wait; never the visitor.
  await page.goto(`${origin}${INBOX_PATH}/audit`);
  const escalation = page.locator("tbody tr").filter({ hasText: "escalated lead" });
  await expect(escalation).toHaveCount(1);
  await expect(escalation).toContainText("The server");
  await expect(escalation).toContainText(
    /owned by Rae Routed; waiting 3\d min since it arrived, 1\d min past its first-contact deadline/,
  );
  await expect(escalation).not.toContainText("Sam Citizen");
});
