import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { controlsWithoutVisibleFocus, installFocusInspector } from "../support/focus-indicator.ts";
import {
  type LeadServerProcess,
  makeLeadServerWorkDir,
  type LeadServerWorkDir,
  startLeadServerProcess,
} from "../support/lead-server/server-process.ts";
import { addStaff, enrol, expect, freshCode, signIn, submitPassword, test } from "../support/inbox-staff.ts";

// Staff accounts, enrolment and sign-in, in Chromium against the built
// server. Accounts are made with the real command line on the server's own
// database; authenticator codes are computed from the key the page shows.

/**
 * The tests that fail sign-ins on purpose use a server of their own: every
 * e2e test signs in from 127.0.0.1, and five failures lock that address for
 * 15 minutes, which would lock every other spec out of the shared server.
 */
async function serverOfOwn(page: Page): Promise<{
  server: LeadServerProcess;
  workDir: LeadServerWorkDir;
  stop(): Promise<void>;
}> {
  const workDir = await makeLeadServerWorkDir();
  const server = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir);
  return {
    server,
    workDir,
    async stop() {
      // The inbox polls for new leads; a poll that meets the stopping server
      // gets its 503 "restarting" answer, which the page logs as an error.
      await page.goto("about:blank");
      await server.stop();
      await workDir.remove();
    },
  };
}

test("a new person enrols with the link the command line printed, and is signed in with recovery codes shown once", async ({
  page,
}) => {
  const added = await addStaff();
  const staff = await enrol(page, added);
  expect(staff.email).toBe(added.email);
  expect(staff.recoveryCodes).toHaveLength(10);
  for (const code of staff.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your account is set up and you are signed in.");

  // The link is spent: the same page as for any link that no longer works.
  const again = await page.goto(added.link);
  expect(again?.status()).toBe(410);
  await expect(
    page.getByText(
      "This enrolment link has expired or has been used. Ask an admin for a new one: npm run staff -- reset EMAIL",
    ),
  ).toBeVisible();
});

test("a person signs in with e-mail, password and a fresh code, and comes back to the inbox page they asked for", async ({
  page,
  browser,
}) => {
  const staff = await enrol(page, await addStaff());
  // Another browser, with no session yet.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${INBOX_PATH}?status=new`);
  await expect(visitor).toHaveURL(/\/inbox\/sign-in\?next=%2Finbox%3Fstatus%3Dnew$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  await submitPassword(visitor, staff.email, staff.password);
  await expect(visitor).toHaveURL(/\/inbox\/sign-in\/code\?next=/);
  await visitor.getByLabel("Code").fill(await freshCode(staff.secret));
  await visitor.getByRole("button", { name: "Sign in" }).click();
  await expect(visitor).toHaveURL(/\/inbox\?status=new$/);
  await expect(visitor.getByRole("button", { name: "Sign out" })).toBeVisible();
  await context.close();
});

test("a wrong code is named at the field, and the right one then signs in", async ({ page }) => {
  const own = await serverOfOwn(page);
  try {
    const staff = await enrol(
      page,
      `${own.server.origin}${(await addStaff({ databasePath: own.workDir.databasePath })).link}`,
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status")).toHaveText("You have signed out.");

    await submitPassword(page, staff.email, staff.password);
    const code = page.getByLabel("Code");
    const right = await freshCode(staff.secret);
    await code.fill(String((Number(right) + 500_000) % 1_000_000).padStart(6, "0"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(/That code is not right/);

    await expect(page.getByRole("alert").getByRole("link")).toHaveAttribute("href", "#code");
    await code.fill(right);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  } finally {
    await own.stop();
  }
});

test("five wrong passwords lock the account for 15 minutes, and then the right one is refused too", async ({
  page,
}) => {
  const own = await serverOfOwn(page);
  try {
    const staff = await enrol(
      page,
      `${own.server.origin}${(await addStaff({ databasePath: own.workDir.databasePath })).link}`,
    );
    await page.getByRole("button", { name: "Sign out" }).click();

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitPassword(page, staff.email, `wrong password number ${attempt}`);
      await expect(page.getByRole("alert")).toContainText(
        "That e-mail and password do not match an account that can sign in.",
      );
    }
    await submitPassword(page, staff.email, "wrong password number 5");
    await expect(page.getByRole("alert")).toContainText("Too many attempts. Try again in 15 minutes.");
    await submitPassword(page, staff.email, staff.password);
    await expect(page.getByRole("alert")).toContainText("Too many attempts. Try again in 15 minutes.");
    await expect(page.getByLabel("Code")).toHaveCount(0);
  } finally {
    await own.stop();
  }
});

test("signing out ends the session: the old cookie, sent again, gets the sign-in page", async ({ page, browser }) => {
  const staff = await enrol(page, await addStaff());
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, staff);
  const saved = await page.context().cookies();
  expect(saved.map((cookie) => cookie.name)).toEqual(["inbox-session"]);
  expect(saved[0]).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/inbox\/sign-in\?notice=signed-out$/);
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  expect(await page.context().cookies()).toEqual([]);

  // Someone who copied the cookie before sign-out tries it in their own browser.
  const replay = await browser.newContext();
  await replay.addCookies(saved);
  const replayed = await replay.newPage();
  await replayed.goto(INBOX_PATH);
  await expect(replayed).toHaveURL(/\/inbox\/sign-in$/);
  await expect(replayed.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(replayed.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await replay.close();
});

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No axe violations and a visible focus on every control, in light and in dark. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
    const found = violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? violation.help}`,
      ),
    );
    expect(found, `axe: ${state} in ${colorScheme}`).toEqual([]);
    expect(await controlsWithoutVisibleFocus(page), `focus: ${state} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

// Each page's states in light and dark, axe and focus: three tests, each
// under its own time limit (one test of every page ran out of its minute on a
// busy CI machine).
test.describe("every sign-in and enrolment page, with and without problems shown, passes axe and shows focus, light and dark", () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // three times the configured timeout
    await installFocusInspector(page);
  });

  test("enrolment: the password, refused and accepted, then the recovery codes", async ({ page }) => {
    const added = await addStaff();
    await page.goto(added.link);
    await expectAccessible(page, "enrolment: password");
    await page.getByLabel("Password", { exact: true }).fill("too short");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText("Password must be at least 12 characters");
    await expectAccessible(page, "enrolment: password refused");
    await enrol(page, added);
    await expectAccessible(page, "recovery codes");
  });

  test("sign-in: signed out, with problems, and the code", async ({ page }) => {
    const staff = await enrol(page, await addStaff());
    await page.getByRole("button", { name: "Sign out" }).click();
    await expectAccessible(page, "sign-in, signed out");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter your e-mail address.");
    await expectAccessible(page, "sign-in with problems");
    await submitPassword(page, staff.email, staff.password);
    await expectAccessible(page, "code");
  });

  test("enrolment: the authenticator, with a problem, and a link that is gone", async ({ page }) => {
    const other = await addStaff();
    await page.goto(other.link);
    await page.getByLabel("Password", { exact: true }).fill("a fine long passphrase");
    await page.getByLabel("Password again").fill("a fine long passphrase");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectAccessible(page, "enrolment: authenticator");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter the 6-digit code the app shows.");
    await expectAccessible(page, "enrolment: authenticator with a problem");

    await page.goto("/inbox/enrol/this-link-is-not-one");
    await expectAccessible(page, "enrolment link gone");
  });
});
