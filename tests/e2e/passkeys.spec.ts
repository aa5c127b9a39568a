import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";
import {
  type LeadServerProcess,
  makeLeadServerWorkDir,
  type LeadServerWorkDir,
} from "../support/lead-server/server-process.ts";
import { startLeadServerProcess } from "../support/lead-server/server-process.ts";
import { controlsWithoutVisibleFocus, installFocusInspector } from "../support/focus-indicator.ts";
import {
  addStaff,
  enrol,
  type EnrolledStaff,
  expect,
  freshCode,
  submitPassword,
  test,
} from "../support/inbox-staff.ts";

// Staff passkeys in Chromium, with its virtual authenticator (the DevTools
// protocol's WebAuthn domain) standing in for a phone or laptop. Each test
// has a server of its own: "Passkey required" is firm-wide, and refusals
// count against 127.0.0.1's sign-in limit. Its address is localhost, not
// 127.0.0.1: browsers offer passkeys to a host name only, and the server's
// relying party is SITE_URL's host, http://localhost:PORT by default.

// Each test starts a server and enrols people through the browser: a minute each, on a busy machine.
test.beforeEach(() => {
  test.slow(); // three times the configured timeout
});

interface OwnServer {
  server: LeadServerProcess;
  workDir: LeadServerWorkDir;
  origin: string;
  stop(): Promise<void>;
}

async function serverOfOwn(page: Page): Promise<OwnServer> {
  const workDir = await makeLeadServerWorkDir();
  const server = await startLeadServerProcess(path.resolve("build", "node", "server", "main.js"), workDir);
  return {
    server,
    workDir,
    origin: `http://localhost:${server.port}`,
    async stop() {
      // The page may be gone already (a test that ran out of time): the server is stopped whatever happens.
      await page.goto("about:blank").catch(() => undefined);
      await server.stop();
      await workDir.remove();
    },
  };
}

/**
 * An authenticator holding passkeys: one that checks it is the person (a
 * laptop's or phone's), or one that cannot (a plain security key: with no
 * way to verify, it answers without user verification).
 */
async function virtualAuthenticator(page: Page, isUserVerified: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: isUserVerified,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function enrolled(page: Page, own: OwnServer, options: { admin?: boolean } = {}): Promise<EnrolledStaff> {
  const added = await addStaff({ databasePath: own.workDir.databasePath, admin: options.admin });
  return enrol(page, added.link, { origin: own.origin });
}

/** Adds a passkey on Your account, confirming with the password (decision 020: adding needs a fresh confirmation). */
async function addPasskey(page: Page, own: OwnServer, staff: EnrolledStaff, name: string): Promise<void> {
  await page.goto(`${own.origin}/inbox/account`);
  await page.getByLabel("Name of the passkey").fill(name);
  await page.getByLabel("Your password, to confirm the new passkey").fill(staff.password);
  await page.getByRole("button", { name: "Add a passkey", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. You can sign in with it from the sign-in page.");
  await expect(page.getByRole("rowheader", { name })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
}

test("a person adds a passkey, signs in with it alone, removes it with their password, and is refused with it afterwards", async ({
  page,
}) => {
  const own = await serverOfOwn(page);
  try {
    await virtualAuthenticator(page, true);
    const staff = await enrolled(page, own);
    await addPasskey(page, own, staff, "Work laptop");
    await expect(page.getByRole("row", { name: /Work laptop/ })).toContainText("Not used yet");
    await signOut(page);

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page).toHaveURL(`${own.origin}/inbox`);

    await page.goto(`${own.origin}/inbox/account`);
    await expect(page.getByRole("row", { name: /Work laptop/ })).not.toContainText("Not used yet");
    await page.getByLabel("Your password, to confirm", { exact: true }).fill(staff.password);
    await page.getByRole("button", { name: "Remove Work laptop", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Passkey removed: it no longer signs in to the inbox. Signed out everywhere else.",
    );
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await signOut(page);

    // The device still offers it; the inbox no longer takes it, and says so as it would of any passkey it never saw.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That passkey is not one this inbox accepts. Sign in with your password and code, or use another passkey.",
    );
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  } finally {
    await own.stop();
  }
});

test("adding a passkey needs the password afresh, or one of the person's own passkeys", async ({ page }) => {
  const own = await serverOfOwn(page);
  try {
    await virtualAuthenticator(page, true);
    const staff = await enrolled(page, own);
    await page.goto(`${own.origin}/inbox/account`);
    await page.getByLabel("Name of the passkey").fill("Proxy's key");
    await page.getByRole("button", { name: "Add a passkey", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Enter your password to confirm, or confirm with one of your passkeys.",
    );
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    await addPasskey(page, own, staff, "Work laptop");
    // Once a passkey is there, it may confirm the next one instead: the laptop confirms, a phone's passkey is made.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "usb",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.getByLabel("Name of the passkey").fill("Phone");
    await page.getByRole("button", { name: "Add a passkey, confirming with a passkey instead" }).click();
    await expect(page.getByRole("rowheader", { name: "Phone" })).toBeVisible();
  } finally {
    await own.stop();
  }
});

test("a passkey that does not check it is the person signs in only instead of the code, after the password", async ({
  page,
}) => {
  const own = await serverOfOwn(page);
  try {
    await virtualAuthenticator(page, false);
    const staff = await enrolled(page, own);
    await addPasskey(page, own, staff, "Security key");
    await signOut(page);

    // Alone it signs no one in. Chromium does not even offer a passkey that cannot verify the person
    // to a sign-in that names no account; were an answer sent without verification, the server would
    // refuse it (passkey-sign-in.test.ts). The page says it did not work and stays signed out.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText(/cancelled|cannot sign you in/);
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

    await submitPassword(page, staff.email, staff.password);
    await expect(page.getByLabel("Code")).toBeVisible();
    await page.getByRole("button", { name: "Use a passkey instead" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  } finally {
    await own.stop();
  }
});

test('with "Passkey required" set by an admin, a passkey holder\'s password and code are refused', async ({
  page,
  browser,
}) => {
  const own = await serverOfOwn(page);
  const adminContext = await browser.newContext();
  try {
    await virtualAuthenticator(page, true);
    const broker = await enrolled(page, own);
    await addPasskey(page, own, broker, "Phone");
    await signOut(page);

    const admin = await adminContext.newPage();
    await enrolled(admin, own, { admin: true });
    await admin.goto(`${own.origin}/inbox/staff`);
    await expect(
      admin
        .getByRole("row", { name: new RegExp(broker.email) })
        .getByRole("cell")
        .nth(4),
    ).toHaveText("1");
    await admin.getByLabel("Passkey required").check();
    await admin.getByRole("button", { name: "Save" }).first().click();
    await expect(admin.getByRole("status")).toContainText("anyone with a passkey now signs in with it");

    await submitPassword(page, broker.email, broker.password);
    await page.getByLabel("Code").fill(await freshCode(broker.secret));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("The firm requires a passkey for anyone who has one");
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

    await page.getByRole("button", { name: "Use a passkey instead" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  } finally {
    await adminContext.close();
    await own.stop();
  }
});

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No axe violations and a visible focus on every control, in light and in dark (as inbox-sign-in.spec.ts checks). */
async function expectAccessible(page: Page, state: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
    const found = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} — ${violation.help}`),
    );
    expect(found, `axe: ${state} in ${colorScheme}`).toEqual([]);
    expect(await controlsWithoutVisibleFocus(page), `focus: ${state} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

test("the passkey controls on Your account and at sign-in pass axe and show focus, with a refused removal announced", async ({
  page,
}) => {
  await installFocusInspector(page);
  const own = await serverOfOwn(page);
  try {
    await virtualAuthenticator(page, true);
    const staff = await enrolled(page, own);
    await addPasskey(page, own, staff, "Work laptop");
    await expectAccessible(page, "Your account with a passkey");

    await page.getByLabel("Your password, to confirm", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Remove Work laptop", exact: true }).click();
    await expect(page.getByRole("alert").first()).toContainText("That password is not right.");
    await expect(page.getByLabel("Your password, to confirm", { exact: true })).toHaveAccessibleDescription(
      /That password is not right/,
    );
    await expectAccessible(page, "Your account, removal refused");

    await signOut(page);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await expectAccessible(page, "sign-in with the passkey button");
  } finally {
    await own.stop();
  }
});
