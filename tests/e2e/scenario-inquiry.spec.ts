import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request } from "@playwright/test";
import {
  type CalculatorScenario,
  SCENARIO_FIELD,
  scenarioFieldValue,
  scenarioFragment,
} from "../../contracts/calculator-scenario.ts";
import { SEND_FORM_PATH } from "../../contracts/lead-protocol.ts";
import { firstHomeDutyScenario, refinanceScenario } from "../support/sample-scenarios.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { controlsWithoutVisibleFocus, installFocusInspector } from "../support/focus-indicator.ts";
import { fillInquiryForm, type MiasInquiry, storedInquiry } from "../support/inquiry-form-filler.ts";
import { storedLeadWith } from "../support/lead-database.ts";
import { readLeadDatabase } from "../support/lead-server/ledger.ts";
import { makeLeadServerWorkDir, startLeadServerProcess } from "../support/lead-server/server-process.ts";
import { until } from "../support/lead-server/until.ts";
import { startTestSmtpServer } from "../support/smtp-test-server.ts";

// "Talk to a broker about this" (issue 15): a calculator opens the inquiry
// form with its scenario in the address's fragment; the form shows it, lets
// the visitor remove it, preselects the enquiry type it suggests, and posts it
// with the inquiry as one field.

const INQUIRY_THANKS = "Thank you! Your inquiry has been sent successfully.";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A unique address per test, so parallel tests find their own lead in the shared database. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

const refinanceInquiry = (email: string): MiasInquiry => ({
  email,
  enquiryType: "Refinance",
  reference: "Google",
  message: "My fixed rate ends in March. Is switching worth it?",
});

const scenarioBox = (page: Page) => page.getByRole("region", { name: /scenario/ });

async function openInquiryWith(page: Page, fragment: string): Promise<void> {
  await page.goto(`/inquiry${fragment}`);
  await waitForHydration(page);
}

/** The box shows every input, then every result: each label, and its value beside it. */
async function expectLines(box: Locator, scenario: CalculatorScenario): Promise<void> {
  const lines = [...scenario.inputs, ...scenario.results];
  await expect(box.getByRole("term")).toHaveText(lines.map((line) => line.label));
  await expect(box.getByRole("definition")).toHaveText(lines.map((line) => line.value));
}

/** The multipart fields a post carried, parsed as a server parses them. */
async function postedFields(request: Request): Promise<[string, string][]> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": request.headers()["content-type"] ?? "" },
  }).formData();
  return [...form.entries()].map(([name, value]) => [name, String(value)]);
}

test.beforeEach(async ({ page }) => skipIntro(page));

test("an inquiry opened with a refinance scenario shows it above the fields, with the link that recreates it, and preselects Refinance", async ({
  page,
}) => {
  await openInquiryWith(page, scenarioFragment(refinanceScenario()));

  const box = scenarioBox(page);
  await expect(box).toBeVisible();
  await expect(box.getByRole("heading", { name: "Your Refinance Calculator scenario" })).toBeVisible();
  await expectLines(box, refinanceScenario());
  await expect(box.getByRole("link", { name: "Open it in the Refinance Calculator" })).toHaveAttribute(
    "href",
    refinanceScenario().link,
  );
  await expect(page.locator('main form [name="enquiryType"]')).toHaveValue("Refinance");
  // The visitor can change it.
  await page.locator('main form [name="enquiryType"]').selectOption({ label: "Investment Loans" });
  await expect(page.locator('main form [name="enquiryType"]')).toHaveValue("Investment Loans");
});

test("a first home's stamp duty scenario preselects First Home", async ({ page }) => {
  await openInquiryWith(page, scenarioFragment(firstHomeDutyScenario()));
  await expect(scenarioBox(page).getByRole("heading", { name: "Your Stamp Duty Calculator scenario" })).toBeVisible();
  await expect(page.locator('main form [name="enquiryType"]')).toHaveValue("First Home");
});

test("removing the scenario by keyboard takes it off the form and out of the address, and a reload does not bring it back", async ({
  page,
}) => {
  await openInquiryWith(page, scenarioFragment(refinanceScenario()));
  const remove = scenarioBox(page).getByRole("button", { name: "Remove scenario" });
  await remove.focus();
  await page.keyboard.press("Enter");

  await expect(scenarioBox(page)).toHaveCount(0);
  await expect(page.locator(`main form [name="${SCENARIO_FIELD}"]`)).toHaveCount(0);
  await expect(page.getByText("Scenario removed. Your inquiry will be sent without it.")).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
  // Tab goes on to the form's first field.
  await page.keyboard.press("Tab");
  await expect(page.locator('main form [name="firstName"]')).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  await expect(scenarioBox(page)).toHaveCount(0);
  await expect(page.getByText(/Scenario removed/)).toHaveCount(0);
});

test("an inquiry with a scenario posts it as one field, is stored, and the thanked form lets the scenario go", async ({
  page,
}) => {
  await openInquiryWith(page, scenarioFragment(refinanceScenario()));
  const email = uniqueEmail("scenario");
  const form = page.locator("main form");
  await fillInquiryForm(form, refinanceInquiry(email));
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith(SEND_FORM_PATH),
  );
  await form.getByRole("button", { name: "Submit Inquiry" }).click();

  const fields = await postedFields(await posted);
  expect(fields.filter(([name]) => name === SCENARIO_FIELD)).toEqual([
    [SCENARIO_FIELD, scenarioFieldValue(refinanceScenario())],
  ]);
  await expect(page.getByRole("status").filter({ hasText: INQUIRY_THANKS })).toBeVisible();
  await expect(scenarioBox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("");
  // The inquiry itself is stored as ever, whatever the server makes of the scenario.
  expect(storedLeadWith("email", email)).toMatchObject(storedInquiry(refinanceInquiry(email)));
});

test("a tampered scenario is ignored quietly, and the form works as ever", async ({ page }) => {
  const tampered = scenarioFragment({ ...refinanceScenario(), link: "https://elsewhere.example/refinance" });
  await openInquiryWith(page, tampered);
  await expect(page.locator(`main form:has([name="firstName"])`)).toBeVisible();
  await expect(scenarioBox(page)).toHaveCount(0);
  await expect(page.locator(`main form [name="${SCENARIO_FIELD}"]`)).toHaveCount(0);
  await expect(page.locator('main form [name="enquiryType"]')).toHaveValue("");
  // Left in the address as it came: the form has nothing to clear.
  expect(new URL(page.url()).hash).toBe(tampered);
});

test("the scenario box has no WCAG A or AA violation and shows focus, light and dark", async ({ page }) => {
  await installFocusInspector(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((stored) => window.localStorage.setItem("theme", stored), theme);
    await openInquiryWith(page, scenarioFragment(refinanceScenario()));
    await expect(scenarioBox(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .setLegacyMode(true)
      .include("main form")
      .analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
      theme,
    ).toEqual([]);
    expect(await controlsWithoutVisibleFocus(page), theme).toEqual([]);
  }
});

/**
 * The whole round trip, on a server of its own that delivers to a test SMTP
 * server: the calculator's "Talk to a broker about this", the inquiry with
 * the scenario shown, the lead stored with it, and the e-mail showing it.
 */
test("the round trip: calculator, inquiry, stored lead and e-mail all carry the scenario", async ({ page }) => {
  const smtp = await startTestSmtpServer();
  const workDir = await makeLeadServerWorkDir();
  const server = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir, {
    CLIENT_DIR: path.resolve("build", "client"),
    SMTP_URL: smtp.url,
    SMTP_ALLOW_PLAINTEXT: "true",
    LEADS_TO: "brokers@kestrel.example",
    LEADS_FROM: "leads@kestrel.example",
  });
  try {
    await page.goto(`${server.origin}${refinanceScenario().link}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Talk to a broker about this" }).click();
    await expect(page).toHaveURL(/\/inquiry#scenario=/);
    await waitForHydration(page);
    const box = scenarioBox(page);
    await expect(box.getByRole("heading", { name: "Your Refinance Calculator scenario" })).toBeVisible();
    await expect(page.locator('main form [name="enquiryType"]')).toHaveValue("Refinance");
    // Read now: the box goes once the inquiry is sent.
    const shown = {
      labels: await box.getByRole("term").allTextContents(),
      values: await box.getByRole("definition").allTextContents(),
    };

    const email = uniqueEmail("round-trip");
    const form = page.locator("main form");
    await fillInquiryForm(form, refinanceInquiry(email));
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: INQUIRY_THANKS })).toBeVisible();

    const lead = readLeadDatabase(workDir.databasePath).leads.find((row) => row.fields.email === email);
    expect(lead?.fields).toMatchObject(storedInquiry(refinanceInquiry(email)).fields);
    const scenario = storedScenario(lead);
    expect(scenario?.calculator).toBe("refinance");
    expect(scenario?.link).toMatch(/^\/refinance\?/);
    // What the box showed is what was stored.
    const stored = [...(scenario?.inputs ?? []), ...(scenario?.results ?? [])];
    expect({ labels: stored.map((line) => line.label), values: stored.map((line) => line.value) }).toEqual(shown);

    await until("the lead's e-mail arrives", () =>
      smtp.received.some((message) => message.headers.get("x-lead-id") === lead?.id),
    );
    const message = smtp.received.find((received) => received.headers.get("x-lead-id") === lead?.id);
    expect(message?.text).toContain("Refinance Calculator");
    for (const line of [...(scenario?.inputs ?? []), ...(scenario?.results ?? [])]) {
      expect(message?.text).toContain(line.label);
      expect(message?.text).toContain(line.value);
    }
    expect(message?.text).toContain(scenario?.link);
  } finally {
    await server.stop();
    await smtp.stop();
    await workDir.remove();
  }
});

/** The scenario stored with a lead, in its own column (migration 8). */
function storedScenario(lead: { scenario: string | null } | undefined): CalculatorScenario | undefined {
  return lead?.scenario ? (JSON.parse(lead.scenario) as CalculatorScenario) : undefined;
}
