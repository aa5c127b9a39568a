import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { SEND_JSON_PATH } from "../../contracts/lead-protocol.ts";
import { skipIntro, waitForHydration } from "../support/fixtures.ts";
import { controlsWithoutVisibleFocus, focusedControl, installFocusInspector } from "../support/focus-indicator.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";
import { fillInquiryForm } from "../support/inquiry-form-filler.ts";
import { inquiryPost } from "../support/lead-server/sample-leads.ts";

// Working the leads in the staff inbox, in Chromium against the built server:
// each test enrols staff of its own and sends leads of its own (a unique
// e-mail address, which it then searches for), so tests run in parallel on
// the one database without seeing each other's leads.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let sent = 0;
/** A unique e-mail address per lead, across parallel workers too. */
function uniqueEmail(who: string): string {
  sent += 1;
  return `${who}.${process.pid}.${Date.now()}.${sent}@example.com`;
}

/**
 * A mobile number of the test's own. Every sample lead has Mia's mobile, and
 * "everything about this person" matches by phone as well as e-mail: a
 * shared number would make every test's leads one person's.
 */
function uniqueMobile(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** A signed-in member of staff, enrolled through the browser on `page`. */
async function signedIn(page: Page, options: { admin?: boolean; name?: string } = {}) {
  return enrol(
    page,
    await addStaff({
      admin: options.admin ?? false,
      name: options.name ?? (options.admin ? "Ada Admin" : "Sam Staff"),
    }),
  );
}

/** An inquiry sent to the lead API as the site's JavaScript sends it; its unique address finds it again. */
async function sendInquiry(
  request: APIRequestContext,
  who: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const email = fields.email ?? uniqueEmail(who);
  const body = inquiryPost(email, `Looking at a place in Sebastopol (${who}).`);
  const answer = await request.post(SEND_JSON_PATH, {
    data: { ...body, template_params: { ...body.template_params, mobile: uniqueMobile(), ...fields } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return email;
}

/** Opens the list searched for `email` and then the one lead it finds. */
async function openLead(page: Page, email: string): Promise<void> {
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link").click();
  await expect(page).toHaveURL(/\/inbox\/leads\/[0-9a-f-]{36}$/);
}

/** The audit trail's newest lines (admins only), as text. */
async function auditActions(page: Page): Promise<string> {
  await page.goto(`${INBOX_PATH}/audit`);
  return page.locator("tbody").innerText();
}

test("a lead sent through the public inquiry form appears in an open inbox within 5 seconds, with the unread count in the title", async ({
  page,
  context,
}) => {
  await signedIn(page);
  const email = uniqueEmail("live");
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match.")).toBeVisible();
  // A mark the page would lose on a reload; and the title without its count,
  // so only the live script can have put one there (other tests' leads change it meanwhile).
  await page.evaluate(() => {
    document.documentElement.setAttribute("data-not-reloaded", "yes");
    document.title = "Leads · Lead inbox";
  });

  const visitor = await context.newPage();
  await skipIntro(visitor);
  await visitor.goto("/inquiry");
  await waitForHydration(visitor);
  await fillInquiryForm(visitor.locator("main form"), {
    email,
    enquiryType: "Refinance",
    reference: "Google",
    message: "Can we refinance before March?",
  });
  await visitor.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: "Your inquiry has been sent successfully" }),
  ).toBeVisible();
  const sentAt = Date.now();

  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1, { timeout: 5000 });
  expect(Date.now() - sentAt).toBeLessThan(5000);
  await expect(row.getByRole("link", { name: "Mia Tran" })).toBeVisible();
  await expect(row).toContainText("Unread");
  await expect(page.getByRole("status").filter({ hasText: "1 new lead." })).toBeVisible();
  // The lead may be this broker's too (the round robin among every test's brokers): then the title says so first.
  await expect(page).toHaveTitle(/^(\(\d+ for you\) )?\(\d+\) Leads · Lead inbox$/);
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-not-reloaded"))).toBe("yes");
});

test("triage: a status change, an assignment and a note, each shown on the lead and in the audit trail", async ({
  page,
  request,
}) => {
  const admin = await signedIn(page, { admin: true, name: "Tess Triage" });
  const email = await sendInquiry(request, "triage", { mobile: "0412 345 678" });
  await openLead(page, email);
  await expect(page.getByRole("link", { name: "0412 345 678" })).toHaveAttribute("href", "tel:+61412345678");
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByRole("table", { name: /Status history/ })).toContainText("New → Contacted");

  await page.getByLabel("Assigned to", { exact: true }).selectOption({ label: admin.name });
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(page.getByRole("status")).toHaveText("Assignee saved.");
  await expect(page.getByLabel("Assigned to", { exact: true })).toHaveValue(/\d+/);

  await page.getByLabel("Note", { exact: true }).fill("Rang her: call back on Tuesday morning.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.locator(".notes")).toContainText("Rang her: call back on Tuesday morning.");
  await expect(page.locator(".notes")).toContainText("Tess Triage");

  const trail = await auditActions(page);
  for (const action of ["changed status", "assigned lead", "added note", "viewed lead"])
    expect(trail).toContain(action);
  expect(trail).toContain("new → contacted");
  expect(trail).not.toContain(email);
  expect(trail).not.toContain("Tuesday");
});

test("an empty note is refused at its field, with a message naming the field", async ({ page, request }) => {
  await signedIn(page);
  await openLead(page, await sendInquiry(request, "empty-note"));
  await page.getByLabel("Note", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  const note = page.getByLabel("Note", { exact: true });
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription(/Note: write the note before adding it\./);
});

test("search finds a lead by name, e-mail, phone and a word of its message", async ({ page, request }) => {
  await signedIn(page);
  const surname = `Quokka${Date.now().toString(36)}`;
  const email = await sendInquiry(request, "search", {
    lastName: surname,
    mobile: "0400 987 654",
    message: `Buying near the ${surname}ville hall.`,
  });
  for (const query of [surname, email, "0400 987 654", `${surname.toLowerCase()}ville`]) {
    await page.goto(INBOX_PATH);
    await page.getByLabel("Search", { exact: true }).fill(query);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=`));
    await expect(page.locator("tbody tr"), query).toHaveCount(1);
    await expect(page.locator("tbody tr")).toContainText(surname);
  }
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(new RegExp(`${INBOX_PATH}$`));
});

test("a lead goes to spam and back, and each move is in the audit trail", async ({ page, request }) => {
  await signedIn(page, { admin: true });
  const email = await sendInquiry(request, "spam");
  await openLead(page, email);
  await page.getByRole("button", { name: "Spam", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Moved to the Spam folder.");

  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr")).toHaveCount(0);
  await page.goto(`${INBOX_PATH}?view=spam&q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.locator("tbody tr").getByRole("link").click();
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to the inbox.");

  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const trail = await auditActions(page);
  expect(trail).toContain("marked spam");
  expect(trail).toContain("marked not spam");
});

test("a delivery still waiting is retried now from the lead, and the retry is audited", async ({ page, request }) => {
  // The e2e server has no SMTP: the e-mail delivery waits, as it would through an outage.
  await signedIn(page, { admin: true });
  await openLead(page, await sendInquiry(request, "retry"));
  const deliveries = page.getByRole("table", { name: "Deliveries, by channel" });
  await expect(deliveries.getByRole("row", { name: /E-mail/ })).toContainText("Waiting to be sent");
  await page.getByRole("button", { name: "Retry delivery now" }).click();
  await expect(page.getByRole("status")).toHaveText("Deliveries still waiting are being tried again now.");
  expect(await auditActions(page)).toMatch(/retried delivery\s+\S+\s+1 delivery/);
});

test("an admin exports the filtered view as CSV; a staff member gets no button and is refused", async ({
  page,
  request,
  browser,
}) => {
  await signedIn(page, { admin: true });
  const email = await sendInquiry(request, "export", { message: "=SUM(A1:A9)" });
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(email);
  expect(csv).toContain(`"'=SUM(A1:A9)"`);
  expect(await auditActions(page)).toMatch(/exported leads\s+\S+\s+1 lead/);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signedIn(staffPage);
  await staffPage.goto(INBOX_PATH);
  await expect(staffPage.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  const refused = await staffPage.goto(`${INBOX_PATH}/export.csv`);
  expect(refused?.status()).toBe(403);
  await expect(staffPage.getByText("Only an admin can export leads.")).toBeVisible();
  await staffContext.close();
});

test("an admin deletes a lead, and then everything about a person, after confirming; a staff member cannot", async ({
  page,
  request,
  browser,
}) => {
  await signedIn(page, { admin: true });
  const one = await sendInquiry(request, "delete-one");
  await openLead(page, one);
  const leadAddress = page.url();
  await page.getByRole("link", { name: "Delete this lead" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete this lead for good?");
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted for good: 1 lead.");
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(one)}`);
  await expect(page.locator("tbody tr")).toHaveCount(0);
  expect((await page.goto(leadAddress))?.status()).toBe(404);

  const person = await sendInquiry(request, "delete-person");
  await sendInquiry(request, "delete-person", { email: person, message: "A second inquiry from the same person." });
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(person)}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await page.locator("tbody tr").first().getByRole("link").click();
  await page.getByRole("link", { name: "Delete everything about this person" }).click();
  await expect(page.getByText(/^2 leads have the e-mail address/)).toBeVisible();
  await page.getByRole("button", { name: "Delete all 2 for good" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted for good: 2 leads.");
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(person)}`);
  await expect(page.locator("tbody tr")).toHaveCount(0);

  const trail = await auditActions(page);
  expect(trail).toMatch(/deleted lead\s+\S+ \(deleted\)\s+1 lead/);
  expect(trail).toMatch(/deleted person's leads\s+\S+ \(deleted\)\s+2 leads/);
  expect(trail).not.toContain(person);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signedIn(staffPage);
  const kept = await sendInquiry(request, "not-deleted");
  await openLead(staffPage, kept);
  await expect(staffPage.getByRole("link", { name: "Delete this lead" })).toHaveCount(0);
  const refused = await staffPage.goto(`${staffPage.url()}/delete`);
  expect(refused?.status()).toBe(403);
  await expect(staffPage.getByText("Only an admin can delete leads.")).toBeVisible();
  expect((await staffPage.goto(`${INBOX_PATH}/audit`))?.status()).toBe(403);
  await staffContext.close();
});

test.describe("accessibility of the list, those needing first contact, a lead, the overview, the audit trail, the staff list, the routing rules and your account", () => {
  // One test per scheme and width, each under its own time limit: both widths in one test took
  // a minute of its 90 s on a busy CI machine.
  for (const [colorScheme, width] of [
    ["light", 375],
    ["light", 1280],
    ["dark", 375],
    ["dark", 1280],
  ] as const) {
    test(`axe finds nothing in ${colorScheme} at ${width} px`, async ({ page, request }) => {
      test.slow(); // three times the configured timeout
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await signedIn(page, { admin: true });
      const email = await sendInquiry(request, `axe-${colorScheme}`);
      await openLead(page, email);
      const lead = page.url();
      // A note, so the thread is scanned too.
      await page.getByLabel("Note", { exact: true }).fill("Called: no answer.");
      await page.getByRole("button", { name: "Add note" }).click();
      // And a contact attempt, so the first-contact section is scanned with its history.
      await page.getByRole("group", { name: "How" }).getByRole("radio", { name: "SMS" }).check();
      await page.getByRole("group", { name: "Outcome" }).getByRole("radio", { name: "No answer" }).check();
      await page.getByRole("button", { name: "Log contact" }).click();
      const pages = [
        `${INBOX_PATH}?q=${encodeURIComponent(email)}`,
        `${INBOX_PATH}?view=first-contact`,
        `${INBOX_PATH}?status=nonsense&from=2026-02-30`,
        lead,
        "refused note",
        `${INBOX_PATH}/overview`,
        `${INBOX_PATH}/audit`,
        `${INBOX_PATH}/staff`,
        `${INBOX_PATH}/staff/routing`,
        `${INBOX_PATH}/account`,
      ];
      for (const address of pages) {
        await page.setViewportSize({ width, height: 800 });
        if (address === "refused note") {
          // The lead's page as a refused form brings it back: the problem at the field.
          await page.goto(lead);
          await page.getByRole("button", { name: "Add note" }).click();
          await expect(page.getByLabel("Note", { exact: true })).toHaveAttribute("aria-invalid", "true");
        } else {
          await page.goto(address);
        }
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height: Math.max(800, height) });
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
        const found = violations.flatMap((violation) =>
          violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary ?? ""}`),
        );
        expect(found, `${address} at ${width} px in ${colorScheme}`).toEqual([]);
        // Nothing scrolls sideways but the tables' own boxes.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${address} at ${width} px`,
        ).toBe(true);
      }
    });
  }
});

test("the filters and a lead's forms are reached with Tab, and focus always shows", async ({ page, request }) => {
  await installFocusInspector(page);
  await signedIn(page);
  const email = await sendInquiry(request, "keyboard");
  await page.goto(`${INBOX_PATH}?q=${encodeURIComponent(email)}`);

  const reached: string[] = [];
  for (let presses = 0; presses < 40 && !reached.includes("Apply"); presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await focusedControl(page);
    if (!focused) continue;
    expect(focused.problem, focused.name).toBeNull();
    reached.push(focused.name);
  }
  for (const control of [
    "Search",
    "Status",
    "Form",
    "Enquiry type",
    "Heard about us",
    "From",
    "To",
    "Assigned to me",
    "Unread",
    "Apply",
  ]) {
    expect(reached, control).toContain(control);
  }
  expect(await controlsWithoutVisibleFocus(page)).toEqual([]);

  await page.locator("tbody tr").getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/inbox\/leads\//);
  const onLead: string[] = [];
  for (let presses = 0; presses < 60 && !onLead.includes("Add note"); presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await focusedControl(page);
    if (!focused) continue;
    expect(focused.problem, focused.name).toBeNull();
    onLead.push(focused.name);
  }
  for (const control of [
    "Status",
    "Save status",
    "Assigned to",
    "Save assignee",
    "Spam",
    "Retry delivery now",
    "Note",
    "Add note",
  ]) {
    expect(onLead, control).toContain(control);
  }
  expect(await controlsWithoutVisibleFocus(page)).toEqual([]);
});
