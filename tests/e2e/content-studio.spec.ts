import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { CONTENT_STUDIO_PATH } from "../../contracts/inbox-paths.ts";
import { firstBusinessDetails } from "../../app/content/first-version/business-details.ts";
import { firstLendingAssumptions } from "../../app/content/first-version/lending-assumptions.ts";
import { firstTestimonials } from "../../app/content/first-version/testimonials.ts";
import {
  type LeadServerProcess,
  makeLeadServerWorkDir,
  type LeadServerWorkDir,
  startLeadServerProcess,
} from "../support/lead-server/server-process.ts";
import { addStaff, enrol, expect, test } from "../support/inbox-staff.ts";

// The office edits the site from the browser alone (decision 017): an editor
// saves a draft, publishes it, sees it on the public pages, and rolls it back.
// On a server of its own, with the built site: a publish changes the pages
// every other spec reads.

let server: LeadServerProcess;
let workDir: LeadServerWorkDir;
let sitesDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  workDir = await makeLeadServerWorkDir();
  sitesDir = await mkdtemp(path.join(tmpdir(), "studio-sites-"));
  server = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir, {
    CLIENT_DIR: path.resolve("build", "client"),
    PUBLISHED_SITE_DIR: sitesDir,
  });
});

test.afterAll(async () => {
  await server.stop();
  await workDir.remove();
  await rm(sitesDir, { recursive: true, force: true });
});

async function signedInEditor(page: Page): Promise<void> {
  const editor = await addStaff({ role: "editor", name: "Eden Page", databasePath: workDir.databasePath });
  await enrol(page, `${server.origin}${editor.link}`);
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText(/Version \d+ is live/);
}

test("an editor changes a testimonial: the draft waits, publishing shows it, rolling back takes it away", async ({
  page,
}) => {
  await signedInEditor(page);
  const original = firstTestimonials[0]?.quote ?? "";
  const newQuote = "Settled in three weeks. <b>Brilliant</b> & calm from start to finish.";

  await page.getByRole("link", { name: "Testimonials" }).click();
  await page.getByRole("group", { name: "Testimonial 1" }).getByLabel("Quote").fill(newQuote);
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toBeVisible();

  // Saved, not published: the live home page is as it was.
  await page.goto(`${server.origin}/`);
  await expect(page.locator("#testimonials")).toContainText(original);

  await publish(page);
  await page.goto(`${server.origin}/`);
  // Typed markup is shown as the characters typed.
  await expect(page.locator("#testimonials")).toContainText(newQuote);
  await expect(page.locator("#testimonials b")).toHaveCount(0);

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/history`);
  await expect(page.getByRole("list", { name: "What changed in version 2" })).toContainText("Quote");
  await page
    .getByRole("button", { name: "Roll back to this version" })
    .and(page.locator('[aria-describedby="version-1"]'))
    .click();
  await page.goto(`${server.origin}/`);
  await expect(page.locator("#testimonials")).toContainText(original);
});

test("an editor's new phone number reaches every page's footer and the privacy policy", async ({ page }) => {
  await signedInEditor(page);
  await page.getByRole("link", { name: "Business details" }).click();
  await page.getByLabel("Phone", { exact: true }).fill("(03) 5550 0199");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toBeVisible();
  await publish(page);

  for (const address of ["/", "/privacy", "/services"]) {
    await page.goto(`${server.origin}${address}`);
    await expect(page.locator("footer")).toContainText("(03) 5550 0199");
    await expect(page.locator("footer")).not.toContainText(firstBusinessDetails.phone);
  }
  await page.goto(`${server.origin}/privacy`);
  await expect(page.locator("main")).toContainText("Phone: (03) 5550 0199");
});

test("a bad ABN is refused at its field and nothing is saved", async ({ page }) => {
  await signedInEditor(page);
  await page.getByRole("link", { name: "Business details" }).click();
  await page.getByLabel("ABN", { exact: true }).fill("12 345 678 901");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByLabel("ABN", { exact: true })).toHaveAccessibleDescription(
    /ABN: enter the 11-digit ABN as the Australian Business Register lists it/,
  );
  await expect(page.getByLabel("ABN", { exact: true })).toHaveValue("12 345 678 901");
});

test("an editor's new default rate and its source reach the loan repayment calculator from first paint, and roll back", async ({
  page,
}) => {
  const first = firstLendingAssumptions.loanRepaymentRate;
  await signedInEditor(page);
  const live = Number(
    /version (\d+)/.exec((await page.getByText(/The site shows version \d+/).textContent()) ?? "")?.[1],
  );

  await page.getByRole("link", { name: "Lending assumptions" }).click();
  const rate = page.getByRole("group", { name: "Loan repayment default rate" });
  await rate.getByLabel("Rate (% a year)").fill("5.84");
  await rate.getByLabel("Source", { exact: true }).fill("RBA F5 indicator lending rates, owner-occupier variable");
  await rate.getByLabel("Took effect").fill("2026-12-02");
  await page.getByRole("button", { name: "Save draft" }).last().click();
  await expect(page.getByRole("status")).toContainText("Lending assumptions: draft saved");
  await publish(page);

  // From first paint: the page as sent holds the new rate in its box, before any script runs.
  const sent = await (await page.request.get(`${server.origin}/lrc`)).text();
  expect(sent).toMatch(/<input[^>]*name="rate" value="5.84"/);
  await page.goto(`${server.origin}/lrc`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("5.84");
  const note = page.getByRole("region", { name: "How we work it out" });
  await expect(note).toContainText(
    "The interest rate starts at 5.84 % a year, for you to change. Source: RBA F5 indicator lending rates, owner-occupier variable; in effect since 2 December 2026.",
  );
  // A shared link's rate still wins over the default.
  await page.goto(`${server.origin}/lrc?rate=7`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("7");

  await page.goto(`${server.origin}${CONTENT_STUDIO_PATH}/history`);
  await expect(page.getByRole("list", { name: `What changed in version ${live + 1}` })).toContainText(
    "Lending assumptions › Loan repayment default rate: 6 % → 5.84 %",
  );
  await page
    .getByRole("button", { name: "Roll back to this version" })
    .and(page.locator(`[aria-describedby="version-${live}"]`))
    .click();
  await page.goto(`${server.origin}/lrc`);
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue(String(first.value));
  await expect(page.getByRole("region", { name: "How we work it out" })).toContainText(
    `The interest rate starts at ${String(first.value)} % a year, for you to change. Source: ${first.source}; in effect since 21 November 2026.`,
  );
});
