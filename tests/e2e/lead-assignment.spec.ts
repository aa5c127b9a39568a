import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";
import { inquiryPost } from "../support/lead-server/sample-leads.ts";

// Every lead has an owner at once, in Chromium against the built
// server: a broker switches "Available for new leads" on their account page,
// an admin routes an enquiry type to them (other tests' brokers are in the
// round robin too, on the one database), a lead of that type arrives, and the
// broker's open list announces it in its banner and tab title, live.

test("a broker who is available is given a new lead and told at once in the list's banner and title", async ({
  page,
  browser,
  request,
}) => {
  const broker = await addStaff({ name: "Rae Routed" });
  await enrol(page, broker);

  await page.goto(`${INBOX_PATH}/account`);
  const available = page.getByRole("checkbox", { name: "Available for new leads" });
  await expect(available).toBeChecked();
  await available.uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved: new leads go to the others until you switch this on again.",
  );
  await expect(available).not.toBeChecked();
  await available.check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: new leads come to you in turn.");

  // An admin, in a browser of their own, sends Private Equity Loan enquiries to this broker first.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await enrol(adminPage, await addStaff({ admin: true, name: "Ada Router" }));
    await adminPage.goto(`${INBOX_PATH}/staff/routing`);
    const rule = adminPage.locator("form").filter({ hasText: "Private Equity Loan: send first to" });
    for (const box of await rule.getByRole("checkbox").all()) await box.uncheck();
    await rule.getByRole("checkbox", { name: "Rae Routed" }).last().check();
    await rule.getByRole("button", { name: "Save Private Equity Loan" }).click();
    await expect(adminPage.getByRole("status")).toHaveText("Saved the rule for Private Equity Loan.");
  } finally {
    await adminContext.close();
  }

  await page.goto(INBOX_PATH);
  await expect(page).toHaveTitle(/^(\(\d+\) )?Leads · Lead inbox$/);
  const email = `routed.${process.pid}.${Date.now()}@example.com`;
  const body = inquiryPost(email, "Looking to fund a partner buy-out.");
  const answer = await request.post(SEND_JSON_PATH, {
    data: { ...body, template_params: { ...body.template_params, enquiryType: "Private Equity Loan" } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const sentAt = Date.now();

  await expect(page.getByRole("status").filter({ hasText: "1 new lead assigned to you." })).toBeVisible({
    timeout: 5000,
  });
  expect(Date.now() - sentAt).toBeLessThan(5000);
  await expect(page).toHaveTitle(/^\(1 for you\) /);

  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Rae Routed");
});
