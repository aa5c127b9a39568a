import type { Page } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { SEND_FORM_PATH } from "../../contracts/lead-protocol.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { fillInquiryForm, type MiasInquiry, storedInquiry, TYPED_MOBILE } from "../support/inquiry-form-filler.ts";
import { storedLeadWith } from "../support/lead-database.ts";

const INQUIRY_THANKS = "Thank you! Your inquiry has been sent successfully.";
const REFERRAL_THANKS = "Thank you! Your message has been sent successfully.";
/** The spec's time for the referral banner. */
const REFERRAL_BANNER_MS = 5000;

/** A unique address per test, so parallel tests find their own lead in the shared database. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

/** Mia's inquiry about a commercial property: an enquiry type whose label ("Commercial Property Loan") is not what is stored. */
const warehouseInquiry = (email: string): MiasInquiry => ({
  email,
  enquiryType: "Commercial Loans",
  reference: "Friend/Family",
  message: "We'd like to buy our warehouse in Wendouree.\nCan we talk next week?",
});

async function fillInquiry(page: Page, email: string) {
  const form = page.locator("main form");
  await fillInquiryForm(form, warehouseInquiry(email));
  return form;
}

async function fillReferral(form: ReturnType<Page["locator"]>, email: string) {
  await form.locator('[name="from_name"]').fill("Sam Ode");
  await form.locator('[name="from_email"]').fill(email);
  await form.locator('[name="from_phone"]').fill("(03) 5550 0199");
  await form.locator('[name="message"]').fill("My neighbour Jo is buying a café.");
}

test.beforeEach(async ({ page }) => skipIntro(page));

test("an inquiry is stored exactly as typed, thanked with the spec's words, and the form is cleared", async ({
  page,
}) => {
  await page.goto("/inquiry");
  await waitForHydration(page);
  const email = uniqueEmail("mia");
  const form = await fillInquiry(page, email);
  await form.getByRole("button", { name: "Submit Inquiry" }).click();

  await expect(page.getByRole("status").filter({ hasText: INQUIRY_THANKS })).toBeVisible();
  for (const name of ["firstName", "lastName", "email", "mobile", "postCode", "message"]) {
    await expect(form.locator(`[name="${name}"]`)).toHaveValue("");
  }
  await expect(form.locator('[name="enquiryType"]')).toHaveValue("");

  expect(storedLeadWith("email", email)).toEqual(storedInquiry(warehouseInquiry(email)));
});

test("a referral is stored, thanked with a check mark, the form reset, and the banner gone after five seconds", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-07-01T09:00:00+10:00") });
  await page.goto("/referral");
  await waitForHydration(page);
  const email = uniqueEmail("sam");
  const form = page.locator("main form");
  await fillReferral(form, email);
  // The page's clock stands still from the click on, so the banner's five
  // seconds pass only when the test moves it, however slow the machine.
  await page.clock.pauseAt(new Date("2026-07-01T10:00:00+10:00"));
  await form.getByRole("button", { name: "Send Referral" }).click();

  const banner = page.getByRole("status").filter({ hasText: REFERRAL_THANKS });
  await expect(banner).toBeVisible();
  await expect(banner.locator("svg")).toBeAttached();
  await expect(form.locator('[name="from_name"]')).toHaveValue("");
  expect(storedLeadWith("from_email", email)?.fields).toMatchObject({
    from_name: "Sam Ode",
    from_phone: "+61355500199",
  });

  await page.clock.runFor(REFERRAL_BANNER_MS - 1);
  await expect(banner).toBeVisible();
  await page.clock.runFor(1);
  await expect(banner).toBeHidden();
});

test("the home page's referral section sends a referral too", async ({ page }) => {
  await page.goto("/#referral");
  await waitForHydration(page);
  const email = uniqueEmail("home");
  const form = page.locator("#referral form");
  await fillReferral(form, email);
  await form.getByRole("button", { name: "Send Referral" }).click();
  await expect(page.locator("#referral").getByText(REFERRAL_THANKS)).toBeVisible();
  expect(storedLeadWith("from_email", email)?.form).toBe("referral");
});

test("an empty submit sends nothing and takes the visitor to the first field to fix", async ({ page }) => {
  await page.goto("/inquiry");
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  const firstName = page.locator('[name="firstName"]');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await firstName.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(/first name/i);
  expect(posts).toEqual([]);
});

for (const [failure, answer] of [
  ["the server fails", { status: 500, body: "Internal Server Error" }],
  ["the server is busy", { status: 429, body: "Too many messages from this address. Try again in a minute." }],
  ["the server cannot be reached", null],
] as const) {
  test(`keeps every value and offers the phone number when ${failure}`, async ({ page, browserErrors }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.route(`**${SEND_FORM_PATH}`, (route) =>
      answer
        ? route.fulfill({ status: answer.status, contentType: "text/plain", body: answer.body })
        : route.abort("connectionrefused"),
    );
    await page.goto("/inquiry");
    await waitForHydration(page);
    const email = uniqueEmail("kept");
    const form = await fillInquiry(page, email);
    await form.getByRole("button", { name: "Submit Inquiry" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "not sent" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: brand.phone.display })).toHaveAttribute(
      "href",
      `tel:${brand.phone.e164}`,
    );
    await expect(page.getByText(INQUIRY_THANKS)).toBeHidden();
    await expect(form.locator('[name="firstName"]')).toHaveValue("Mia");
    await expect(form.locator('[name="email"]')).toHaveValue(email);
    await expect(form.locator('[name="message"]')).toHaveValue(/warehouse in Wendouree/);
    if (answer) expect(logged.some((line) => line.includes(answer.body))).toBe(true);
    // The browser reports the failed request itself; that is the failure under test.
    expect(browserErrors.every((error) => /Failed to load resource/.test(error))).toBe(true);
    browserErrors.length = 0;
  });
}

test("an inquiry the server refuses is not stored, and the visitor keeps every value and gets the phone number", async ({
  page,
  browserErrors,
}) => {
  // The real post reaches the real server with a mobile number it refuses
  // (as one would that the browser's own check let through), so the server,
  // not the test, decides; the ledger is then read from its SQLite file.
  await page.route(`**${SEND_FORM_PATH}`, (route) =>
    route.continue({ postData: route.request().postData()?.replace(TYPED_MOBILE, "123") }),
  );
  await page.goto("/inquiry");
  await waitForHydration(page);
  const email = uniqueEmail("refused");
  const form = await fillInquiry(page, email);
  const answered = page.waitForResponse(`**${SEND_FORM_PATH}`);
  await form.getByRole("button", { name: "Submit Inquiry" }).click();

  const response = await answered;
  expect({ status: response.status(), body: await response.text() }).toEqual({
    status: 400,
    body: expect.stringMatching(/^mobile: /),
  });
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: brand.phone.display })).toHaveAttribute(
    "href",
    `tel:${brand.phone.e164}`,
  );
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  await expect(form.locator('[name="mobile"]')).toHaveValue(TYPED_MOBILE);
  expect(storedLeadWith("email", email)).toBeUndefined();
  // The browser reports the refused request itself; that is the refusal under test.
  expect(browserErrors.every((error) => /Failed to load resource/.test(error))).toBe(true);
  browserErrors.length = 0;
});

test("says Sending... on a disabled button, which keeps focus, while the inquiry is on its way", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SEND_FORM_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/inquiry");
  await waitForHydration(page);
  const form = await fillInquiry(page, uniqueEmail("slow"));
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  const sending = form.getByRole("button", { name: "Sending..." });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  await expect(sending).toBeFocused();
  release();
  await expect(page.getByText(INQUIRY_THANKS)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an inquiry still posts, is stored, and the visitor is thanked", async ({ page }) => {
    await page.goto("/inquiry");
    const email = uniqueEmail("nojs");
    const form = await fillInquiry(page, email);
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry\?sent=1#inquiry-sent$/);
    await expect(page.getByText(INQUIRY_THANKS)).toBeVisible();
    expect(storedLeadWith("email", email)?.fields.mobile).toBe("+61412345678");
  });

  test("an inquiry the server refuses says it was not sent, and gives the phone number", async ({ page }) => {
    await page.goto("/inquiry");
    const email = uniqueEmail("refused");
    const form = await fillInquiry(page, email);
    await form.locator('[name="mobile"]').fill("123");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry\?error=mobile#inquiry-not-sent$/);
    // The inquiry's own alert: the callback form beside it has one too, hidden.
    await expect(page.locator("#inquiry-not-sent")).toBeVisible();
    await expect(page.locator("#inquiry-not-sent")).toContainText("your message was not sent");
    await expect(page.getByText(INQUIRY_THANKS)).toBeHidden();
    expect(storedLeadWith("email", email)).toBeUndefined();
  });
});
