/**
 * Staff for the end-to-end tests of the inbox: accounts added with the real
 * command line (`npm run staff`, in-process) on the database the e2e server
 * uses, enrolled and signed in through the browser, with authenticator codes
 * computed here with otpauth from the key the page shows, as a phone would.
 *
 * Every account gets an e-mail of its own, so specs running in parallel never
 * share one (nor its lockout counter, nor its last-used code).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { StaffRole } from "../../server/staff/staff-directory.ts";
import { runStaffCommand } from "./staff-accounts.ts";

const PERIOD_MS = 30_000;

/**
 * `page` that fails the test on a script error or a console error (a CSP
 * refusal is one), except the browser's own note that a page it was sent
 * to answered 400, 404, 410 or 429, which these pages do on purpose, and
 * its probe for /favicon.ico: the inbox's pages name no icon, so Chromium
 * asks for one and logs the 404 (the page itself is not at fault), and a
 * passkey ceremony's refusal (400, 429), whose message the page shows.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url } = message.location();
        const isOwnDocumentStatus = url === page.url() && /status of (400|404|410|429)/.test(message.text());
        const isIconProbe =
          new URL(url, "http://x").pathname === "/favicon.ico" && /status of 404/.test(message.text());
        // A passkey ceremony the server refuses answers 400 or 429 with its message, which the page shows.
        const isPasskeyRefusal =
          /\/passkey/.test(new URL(url, "http://x").pathname) && /status of (400|429)/.test(message.text());
        if (!isOwnDocumentStatus && !isIconProbe && !isPasskeyRefusal)
          errors.push(`console.error: ${message.text()} (${url})`);
      });
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface AddedStaff {
  email: string;
  name: string;
  admin: boolean;
  role: StaffRole;
  /** The enrolment link's path (/inbox/enrol/TOKEN): relative, so it opens on whichever server the page uses. */
  link: string;
}

export interface EnrolledStaff {
  email: string;
  name: string;
  password: string;
  /** The authenticator key, base32. */
  secret: string;
  recoveryCodes: string[];
}

let added = 0;

/** A unique e-mail per call, across parallel workers too. */
function uniqueEmail(): string {
  added += 1;
  return `staff.${process.pid}.${Date.now()}.${added}@example.com.au`;
}

/**
 * Runs `npm run staff -- add` in-process against the e2e server's database
 * (or `databasePath`, at `now`, its server's clock), with a unique e-mail, and
 * returns the link it printed.
 * A broker unless `role` (or `admin`, which is role admin) says otherwise.
 */
export async function addStaff(
  options: { admin?: boolean; role?: StaffRole; name?: string; databasePath?: string; now?: ServerClock } = {},
): Promise<AddedStaff> {
  const databasePath = options.databasePath ?? process.env.E2E_DATABASE_PATH;
  if (!databasePath) throw new Error("E2E_DATABASE_PATH is not set (see playwright.config.ts)");
  const email = uniqueEmail();
  const name = options.name ?? "Mia Chen";
  const role = options.role ?? (options.admin ? "admin" : "broker");
  const run = await runStaffCommand(
    databasePath,
    ["add", email, "--name", name, "--role", role],
    options.now ? { now: options.now } : {},
  );
  if (run.code !== 0 || !run.link) throw new Error(`npm run staff -- add failed: ${run.stderr}`);
  return { email, name, admin: role === "admin", role, link: new URL(run.link).pathname };
}

/** The last time step whose code each key has used: the server refuses a code twice. */
const lastStepUsed = new Map<string, number>();

/**
 * Time a code needs to be typed, sent and checked on a loaded machine: a code
 * is never made in the last MARGIN_MS of a step, so the step the server reads
 * its clock in is the one the code was made for (or the next, which it also
 * accepts), never one further on.
 */
const MARGIN_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's clock, as epoch milliseconds: the real time, unless the test
 * started a server whose clock it moved (e2e-lead-server.ts), whose codes
 * are then made for that server's time.
 */
export type ServerClock = () => number;

/** The current time step, once at least MARGIN_MS of it remain (waiting at most that long for the next). */
async function stepWithMargin(now: ServerClock): Promise<number> {
  const left = PERIOD_MS - (now() % PERIOD_MS);
  if (left < MARGIN_MS) await sleep(left + 50);
  return Math.floor(now() / PERIOD_MS);
}

/**
 * A code for `secret` that the server has not seen: the current step's, or
 * when that was used, the next step's (the server accepts one step ahead, as
 * for a phone's clock running fast). Only when both were used does it wait,
 * for the real clock's next step: a real app could not do better.
 */
export async function freshCode(secret: string, now: ServerClock = Date.now): Promise<string> {
  let step = await stepWithMargin(now);
  const last = lastStepUsed.get(secret);
  if (last !== undefined && last >= step + 1) {
    await sleep((step + 1) * PERIOD_MS - now() + 50);
    step = await stepWithMargin(now);
  }
  const use = last !== undefined && last >= step ? last + 1 : step;
  lastStepUsed.set(secret, use);
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: use * PERIOD_MS,
  });
}

/** A password no list has, long enough, and not the person's name. */
function newPassword(): string {
  return `kettle orbit tram ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Goes through enrolment in the browser at `link` (a path, or a whole
 * address on another server): password, the key read from the page, a code
 * from it, and the recovery codes it shows. The page is left signed in on
 * the recovery codes page. `origin` and `now`: a server the test started
 * itself (e2e-lead-server.ts), and its clock.
 */
export async function enrol(
  page: Page,
  staff: AddedStaff | string,
  options: { origin?: string; now?: ServerClock } = {},
): Promise<EnrolledStaff> {
  const link = typeof staff === "string" ? staff : staff.link;
  const now = options.now ?? Date.now;
  await page.goto(link.startsWith("/") ? `${options.origin ?? ""}${link}` : link);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  const email = await page.getByLabel("E-mail").inputValue();
  const name = typeof staff === "string" ? "" : staff.name;
  const password = newPassword();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("img", { name: /QR code that adds the Lead inbox/ })).toBeVisible();
  const key = await page
    .locator("dl.authenticator-key dt", { hasText: /^Key$/ })
    .locator("xpath=following-sibling::dd[1]")
    .innerText();
  const secret = key.replace(/\s+/g, "");
  await page.getByLabel("Code from the app").fill(await freshCode(secret, now));
  await page.getByRole("button", { name: "Confirm" }).click();

  // Which page came back says whether the server took the code. Should it
  // not have (its clock read in a step the code was not made for), a person
  // would type the app's next code: so does this, once.
  const recoveryCodesHeading = page.getByRole("heading", { level: 1, name: "Your recovery codes" });
  const wrongCode = page.getByText("That code is not right.").first();
  await expect(recoveryCodesHeading.or(wrongCode)).toBeVisible();
  if (await wrongCode.isVisible()) {
    await page.getByLabel("Code from the app").fill(await freshCode(secret, now));
    await page.getByRole("button", { name: "Confirm" }).click();
  }
  await expect(recoveryCodesHeading).toBeVisible();
  const recoveryCodes = await page.getByRole("list", { name: "Recovery codes" }).locator("code").allInnerTexts();
  return { email, name, password, secret, recoveryCodes };
}

/**
 * Signs in through both steps at `origin`'s sign-in page (the e2e server's
 * by default), with a code the server has not seen (by `now`, its clock).
 * Leaves the page wherever sign-in sent it (the inbox, or the page `next` names).
 */
export async function signIn(
  page: Page,
  staff: Pick<EnrolledStaff, "email" | "password" | "secret">,
  options: { origin?: string; next?: string; now?: ServerClock } = {},
): Promise<void> {
  const query = options.next ? `?next=${encodeURIComponent(options.next)}` : "";
  await page.goto(`${options.origin ?? ""}/inbox/sign-in${query}`);
  await submitPassword(page, staff.email, staff.password);
  await expect(page.getByLabel("Code")).toBeVisible();
  await page.getByLabel("Code").fill(await freshCode(staff.secret, options.now));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** The first step only: fills in the e-mail and password and continues. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}
