import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPasskey, signWithPasskey, type SoftPasskey } from "../../../tests/support/software-authenticator.ts";
import { enrolledStaff, type EnrolledStaff, STAFF_PASSWORD, totpCode } from "../../../tests/support/staff-accounts.ts";
import { startTestSite, type TestSite } from "../../../tests/support/test-site.ts";
import { PASSKEY_MESSAGES } from "../../staff/passkey-ceremonies.ts";
import { INBOX_PAGE_POLICY } from "../inbox-page.tsx";
import { CONFIRM_TO_ADD, WRONG_CONFIRMATION_PASSWORD } from "../account/passkey-routes.tsx";
import { PASSKEY_REQUIRED } from "./sign-in-routes.tsx";

// Passkeys over the whole server (server/app.ts) on a real SQLite file, with
// answers signed by a software authenticator (tests/support), checked by
// SimpleWebAuthn as a browser's would be. The inbox's address is the test
// site's default, http://localhost:3000: the relying party is "localhost".
const ORIGIN = "http://localhost:3000";
const START = Date.parse("2026-07-01T09:00:10+10:00");
const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

let site: TestSite;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: START });
  site = await startTestSite();
});
afterEach(async () => {
  await site.close();
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

function cookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === "inbox-session");
  return cookie?.value ? `inbox-session=${cookie.value}` : undefined;
}

function postJson(url: string, body: unknown, cookie?: string) {
  return site.app.inject({
    method: "POST",
    url,
    headers: { ...SAME_ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

function postForm(url: string, form: Record<string, string>, cookie?: string) {
  return site.app.inject({
    method: "POST",
    url,
    headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}

const get = (url: string, cookie?: string) =>
  site.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function staffMember(email: string, role: "admin" | "broker" = "broker"): Promise<EnrolledStaff> {
  const name = { ada: "Ada Admin", mia: "Mia Chen", sam: "Sam Broker" }[email.split("@")[0] as "ada" | "mia" | "sam"];
  return enrolledStaff(site.database, Date.now, { email, role, name });
}

/** The password, then the code: the cookie of the signed-in session (and the half-way one). */
async function signIn(staff: EnrolledStaff, code?: string) {
  later(30_000);
  const first = await postForm("/inbox/sign-in", { email: staff.email, password: staff.password });
  const half = cookieOf(first) as string;
  const second = await postForm("/inbox/sign-in/code", { code: code ?? totpCode(staff.secret, Date.now()) }, half);
  return { half, second, cookie: second.statusCode === 303 ? cookieOf(second) : undefined };
}

/** Adds a passkey, confirming with the password (every staff member's here is STAFF_PASSWORD). */
async function addPasskey(cookie: string, name = "Work laptop", options: { userVerified?: boolean } = {}) {
  const asked = await postJson("/inbox/account/passkeys/options", { name, password: STAFF_PASSWORD }, cookie);
  expect(asked.statusCode).toBe(200);
  const made = createPasskey(asked.json().options, ORIGIN, options);
  const added = await postJson("/inbox/account/passkeys", { name, response: made.response }, cookie);
  expect(added.json()).toEqual({ redirect: "/inbox/account?done=passkey-added" });
  return made.passkey;
}

/** The sign-in ceremony from a browser with no session: its answer and the cookie it was bound to. */
async function passkeySignIn(
  passkey: SoftPasskey,
  ceremony: Parameters<typeof signWithPasskey>[3] = {},
  cookie?: string,
) {
  const asked = await postJson("/inbox/sign-in/passkey/options", {}, cookie);
  expect(asked.statusCode).toBe(200);
  const bound = cookie ?? (cookieOf(asked) as string);
  const { options } = asked.json();
  expect(options.allowCredentials).toEqual([]);
  const response = signWithPasskey(passkey, options, ORIGIN, ceremony);
  const answer = await postJson("/inbox/sign-in/passkey", { response }, bound);
  return { answer, response, bound };
}

async function isSignedIn(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const answer = await get("/inbox/sign-in", cookie);
  return answer.statusCode === 303 && answer.headers.location === "/inbox";
}

async function auditLines() {
  return site.database.db.selectFrom("inbox_audit").select(["staff_id", "action", "detail"]).orderBy("id").execute();
}

async function lastAudit() {
  return (await auditLines()).at(-1);
}

describe("adding a passkey and signing in with it", () => {
  it("adds a passkey named by its owner, lists it with when it was added, and then signs in with it alone", async () => {
    const mia = await staffMember("mia@example.com.au");
    const { cookie } = await signIn(mia);
    const passkey = await addPasskey(cookie as string);
    expect(await lastAudit()).toEqual({ staff_id: mia.id, action: "added a passkey", detail: "passkey #1" });

    const account = await get("/inbox/account?done=passkey-added", cookie);
    expect(account.body).toContain('<p class="notice" role="status">Passkey added.');
    expect(account.body).toMatch(
      /<th scope="row">Work laptop<\/th><td><time dateTime="[^"]+">Wed 1 July 2026, 9:00 am<\/time><\/td><td>Not used yet<\/td>/,
    );
    const stored = await site.database.db.selectFrom("staff_passkeys").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      staff_id: mia.id,
      credential_id: passkey.credentialId,
      name: "Work laptop",
      counter: 0,
    });
    // Only the public key: a COSE EC2 key of 77 bytes, nothing that could sign.
    expect(Buffer.from(stored.public_key).length).toBe(77);

    later(60_000);
    const { answer } = await passkeySignIn(passkey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirect: "/inbox" });
    expect(await isSignedIn(cookieOf(answer))).toBe(true);
    expect(await lastAudit()).toEqual({ staff_id: mia.id, action: "signed in", detail: "with a passkey (passkey #1)" });
    expect((await get("/inbox/account", cookieOf(answer))).body).toMatch(
      /Work laptop<\/th><td><time[^>]*>Wed 1 July 2026, 9:00 am<\/time><\/td><td><time[^>]*>Wed 1 July 2026, 9:01 am<\/time>/,
    );
  });

  it("takes a passkey without user verification only instead of the code, after the password", async () => {
    const mia = await staffMember("mia@example.com.au");
    const passkey = await addPasskey((await signIn(mia)).cookie as string, "Security key", { userVerified: false });

    const alone = await passkeySignIn(passkey, { userVerified: false });
    expect(alone.answer.statusCode).toBe(400);
    expect(alone.answer.json()).toEqual({ error: PASSKEY_MESSAGES["no user verification"] });
    expect(await isSignedIn(cookieOf(alone.answer) ?? alone.bound)).toBe(false);
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "passkey sign-in: no user verification (passkey #1)",
    });

    later(30_000);
    const half = cookieOf(await postForm("/inbox/sign-in", { email: mia.email, password: mia.password })) as string;
    const asked = await postJson("/inbox/sign-in/code/passkey/options", {}, half);
    expect(asked.json().options.allowCredentials).toEqual([
      { id: passkey.credentialId, type: "public-key", transports: ["internal"] },
    ]);
    const response = signWithPasskey(passkey, asked.json().options, ORIGIN, { userVerified: false });
    const answer = await postJson("/inbox/sign-in/code/passkey", { response }, half);
    expect(answer.json()).toEqual({ redirect: "/inbox" });
    expect(await isSignedIn(cookieOf(answer))).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: "signed in",
      detail: "with a password and a passkey (passkey #1, without user verification)",
    });
  });
});

describe("refusing passkey answers, each with its message and an audit line", () => {
  it("refuses an answer made for another origin", async () => {
    const mia = await staffMember("mia@example.com.au");
    const passkey = await addPasskey((await signIn(mia)).cookie as string);
    const { answer } = await passkeySignIn(passkey, { origin: "https://kestrel-ridge.example.net" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["answer for another origin"] });
    expect(await lastAudit()).toEqual({
      staff_id: null,
      action: "passkey refused",
      detail: "passkey sign-in: answer for another origin",
    });
  });

  it("refuses a challenge used already, and one asked for by another browser", async () => {
    const mia = await staffMember("mia@example.com.au");
    const passkey = await addPasskey((await signIn(mia)).cookie as string);
    const first = await passkeySignIn(passkey);
    expect(first.answer.statusCode).toBe(200);
    const replayed = await postJson("/inbox/sign-in/passkey", { response: first.response }, first.bound);
    expect(replayed.json()).toEqual({ error: PASSKEY_MESSAGES["challenge used already or expired"] });
    expect(await lastAudit()).toMatchObject({
      action: "passkey refused",
      detail: "passkey sign-in: challenge used already or expired",
    });

    // Asked for in one browser, answered from another: not that browser's challenge.
    const asked = await postJson("/inbox/sign-in/passkey/options", {});
    const response = signWithPasskey(passkey, asked.json().options, ORIGIN);
    const other = await postJson("/inbox/sign-in/passkey/options", {});
    const elsewhere = await postJson("/inbox/sign-in/passkey", { response }, cookieOf(other));
    expect(elsewhere.json()).toEqual({ error: PASSKEY_MESSAGES["challenge used already or expired"] });

    // And after 5 minutes, not even its own.
    const stale = await postJson("/inbox/sign-in/passkey/options", {});
    const late = signWithPasskey(passkey, stale.json().options, ORIGIN);
    later(5 * 60_000);
    expect((await postJson("/inbox/sign-in/passkey", { response: late }, cookieOf(stale))).json()).toEqual({
      error: PASSKEY_MESSAGES["challenge used already or expired"],
    });
  });

  it("refuses a counter that goes backwards, as a copied passkey's would", async () => {
    const mia = await staffMember("mia@example.com.au");
    const passkey = await addPasskey((await signIn(mia)).cookie as string);
    expect((await passkeySignIn(passkey, { counter: 7 })).answer.statusCode).toBe(200);
    const { answer } = await passkeySignIn(passkey, { counter: 5 });
    expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["counter went backwards"] });
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "passkey sign-in: counter went backwards (passkey #1)",
    });
    expect((await passkeySignIn(passkey, { counter: 7 })).answer.statusCode).toBe(400);
    expect((await passkeySignIn(passkey, { counter: 8 })).answer.statusCode).toBe(200);
  });

  it("refuses another account's passkey: instead of the code, to confirm a removal, and under another user handle", async () => {
    const mia = await staffMember("mia@example.com.au");
    const sam = await staffMember("sam@example.com.au");
    const samsPasskey = await addPasskey((await signIn(sam)).cookie as string, "Sam's phone");
    const miasCookie = (await signIn(mia)).cookie as string;
    await addPasskey(miasCookie, "Mia's laptop");

    later(30_000);
    const half = cookieOf(await postForm("/inbox/sign-in", { email: mia.email, password: mia.password })) as string;
    const asked = await postJson("/inbox/sign-in/code/passkey/options", {}, half);
    const answer = await postJson(
      "/inbox/sign-in/code/passkey",
      { response: signWithPasskey(samsPasskey, asked.json().options, ORIGIN) },
      half,
    );
    expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["passkey of another account"] });
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "passkey instead of the code: passkey of another account (passkey #1)",
    });

    const confirm = await postJson("/inbox/account/passkeys/confirm-options", {}, miasCookie);
    const removal = await postJson(
      "/inbox/account/passkeys/2/remove",
      { response: signWithPasskey(samsPasskey, confirm.json().options, ORIGIN) },
      miasCookie,
    );
    expect(removal.json()).toEqual({ error: PASSKEY_MESSAGES["passkey of another account"] });
    expect(await site.database.db.selectFrom("staff_passkeys").select("id").orderBy("id").execute()).toEqual([
      { id: 1 },
      { id: 2 },
    ]);

    const { answer: handle } = await passkeySignIn(samsPasskey, {
      userHandle: Buffer.from(String(mia.id)).toString("base64url"),
    });
    expect(handle.json()).toEqual({ error: PASSKEY_MESSAGES["passkey of another account"] });
  });

  it("answers a removed passkey as it answers one never seen, naming no account", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const passkey = await addPasskey(cookie);
    const removed = await postForm("/inbox/account/passkeys/1/remove", { password: mia.password }, cookie);
    expect(removed.headers.location).toBe("/inbox/account?done=passkey-removed");
    expect(await auditLines()).toContainEqual({
      staff_id: mia.id,
      action: "removed a passkey",
      detail: "passkey #1, confirmed with the password; 0 other sessions ended",
    });

    const { answer } = await passkeySignIn(passkey);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["unknown or removed passkey"] });
    expect(await lastAudit()).toEqual({
      staff_id: null,
      action: "passkey refused",
      detail: "passkey sign-in: unknown or removed passkey",
    });
    const stranger = createPasskey(
      { challenge: "AAAA", rp: { id: "localhost" }, user: { id: "OTk5" } },
      ORIGIN,
    ).passkey;
    expect((await passkeySignIn(stranger)).answer.body).toBe(answer.body);
    // No audit line holds an e-mail or a key.
    for (const line of await auditLines()) expect(line.detail ?? "").not.toMatch(/@|credential|[A-Za-z0-9_-]{20}/);
  });
});

describe("removing a passkey", () => {
  it("needs the password afresh: a wrong one is refused at its field", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    await addPasskey(cookie);
    const wrong = await postForm("/inbox/account/passkeys/1/remove", { password: "not my password at all" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("<title>Error: Your account · Lead inbox</title>");
    expect(wrong.body).toContain(
      `<span class="field-error" id="remove-password-1-problem">${WRONG_CONFIRMATION_PASSWORD}`,
    );
    expect(wrong.body).toMatch(
      /id="remove-password-1"[^>]*aria-describedby="remove-password-1-problem" aria-invalid="true"/,
    );
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "removing passkey #1: wrong password",
    });
    expect(await site.database.db.selectFrom("staff_passkeys").select("id").execute()).toHaveLength(1);
  });

  it("or a passkey of the person's own", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const laptop = await addPasskey(cookie, "Work laptop");
    await addPasskey(cookie, "Phone");
    const confirm = await postJson("/inbox/account/passkeys/confirm-options", {}, cookie);
    const answer = await postJson(
      "/inbox/account/passkeys/2/remove",
      { response: signWithPasskey(laptop, confirm.json().options, ORIGIN) },
      cookie,
    );
    expect(answer.json()).toEqual({ redirect: "/inbox/account?done=passkey-removed" });
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "removed a passkey",
      detail: "passkey #2, confirmed with passkey #1; 0 other sessions ended",
    });
  });
});

describe('"Passkey required"', () => {
  it("is an admin's: then a passkey holder's password and code are refused, a recovery code still works, and those without a passkey sign in as before", async () => {
    const ada = await staffMember("ada@example.com.au", "admin");
    const mia = await staffMember("mia@example.com.au");
    const sam = await staffMember("sam@example.com.au");
    const adaCookie = (await signIn(ada)).cookie as string;
    await addPasskey((await signIn(mia)).cookie as string);

    const broker = (await signIn(sam)).cookie as string;
    expect((await postForm("/inbox/staff/passkey-required", { required: "1" }, broker)).statusCode).toBe(403);
    const set = await postForm("/inbox/staff/passkey-required", { required: "1" }, adaCookie);
    expect(set.headers.location).toBe("/inbox/staff?done=passkey-required");
    expect(await lastAudit()).toEqual({
      staff_id: ada.id,
      action: "changed passkey requirement",
      detail: "Passkey required: on",
    });
    const staffPage = await get("/inbox/staff", adaCookie);
    expect(staffPage.body).toMatch(/<input type="checkbox" id="passkey-required"[^>]* checked=""/);
    // The Passkeys column: Mia has one, the others none.
    expect(staffPage.body).toMatch(
      /<th scope="row">Mia Chen<\/th><td>mia@example.com.au<\/td><td>Broker<\/td><td>Active<\/td><td><time[^>]*>[^<]*<\/time><\/td><td>1<\/td>/,
    );

    const refused = await signIn(mia);
    expect(refused.second.statusCode).toBe(400);
    expect(refused.second.body).toContain(PASSKEY_REQUIRED);
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "sign-in refused (passkey required)",
      detail: "an authenticator code",
    });
    expect(await isSignedIn(cookieOf(refused.second))).toBe(false);
    const recovered = await signIn(mia, mia.recoveryCodes[0]);
    expect(await isSignedIn(recovered.cookie)).toBe(true);
    expect(await isSignedIn((await signIn(sam)).cookie)).toBe(true);
  });
});

describe("the passkey pages' scripts", () => {
  it("are the inbox's own files, allowed by its CSP, which allows no inline script", async () => {
    const mia = await staffMember("mia@example.com.au");
    const account = await get("/inbox/account", (await signIn(mia)).cookie);
    const policy = account.headers["content-security-policy"] as string;
    expect(policy).toBe(INBOX_PAGE_POLICY);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(account.body).toContain('<script defer="" src="/inbox/assets/simplewebauthn-browser.js"></script>');
    expect(account.body).toContain('<script defer="" src="/inbox/assets/inbox-passkeys.js"></script>');
    expect(account.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    // Hidden until the script finds passkeys work in this browser.
    expect(account.body).toMatch(
      /<button type="button" hidden=""[^>]*data-passkey-ceremony="create"[^>]*>Add a passkey<\/button>/,
    );
    const library = await get("/inbox/assets/simplewebauthn-browser.js");
    expect(library.statusCode).toBe(200);
    expect(library.body).toContain("SimpleWebAuthnBrowser");
    const script = await get("/inbox/assets/inbox-passkeys.js");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("data-passkey-ceremony");
    const signInPage = await get("/inbox/sign-in");
    // The public site denies passkeys to its pages; the inbox lets its own ask for one, and no frame.
    expect(signInPage.headers["permissions-policy"]).toContain("publickey-credentials-get=(self)");
    expect(signInPage.headers["permissions-policy"]).toContain("camera=()");
    expect((await site.app.inject({ method: "GET", url: "/" })).headers["permissions-policy"]).toContain(
      "publickey-credentials-get=()",
    );
    expect(signInPage.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(signInPage.body).toMatch(/<button type="button" hidden=""[^>]*>Sign in with a passkey<\/button>/);
  });
});

describe("adding a passkey needs a fresh confirmation, as removing one does", () => {
  it("refuses a session alone, and a wrong password at its field; takes the password, or a passkey of the person's own that checked it was them", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;

    const alone = await postJson("/inbox/account/passkeys/options", { name: "Proxy's key" }, cookie);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ error: CONFIRM_TO_ADD, field: "passkey-password" });
    const wrong = await postJson("/inbox/account/passkeys/options", { name: "Proxy's key", password: "guess" }, cookie);
    expect(wrong.json()).toEqual({ error: WRONG_CONFIRMATION_PASSWORD, field: "passkey-password" });
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "adding a passkey: wrong password",
    });
    expect(await site.database.db.selectFrom("passkey_challenges").select("purpose").execute()).toEqual([]);

    // A person with no passkey yet confirms with the password.
    const laptop = await addPasskey(cookie, "Work laptop");

    const confirm = await postJson("/inbox/account/passkeys/confirm-options", {}, cookie);
    const unverified = await postJson(
      "/inbox/account/passkeys/options",
      { name: "Phone", confirmation: signWithPasskey(laptop, confirm.json().options, ORIGIN, { userVerified: false }) },
      cookie,
    );
    expect(unverified.json()).toEqual({ error: PASSKEY_MESSAGES["confirmation without user verification"] });
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "passkey refused",
      detail: "confirming a new passkey: confirmation without user verification (passkey #1)",
    });

    const again = await postJson("/inbox/account/passkeys/confirm-options", {}, cookie);
    const asked = await postJson(
      "/inbox/account/passkeys/options",
      { name: "Phone", confirmation: signWithPasskey(laptop, again.json().options, ORIGIN) },
      cookie,
    );
    expect(asked.statusCode).toBe(200);
    const made = createPasskey(asked.json().options, ORIGIN);
    const added = await postJson("/inbox/account/passkeys", { name: "Phone", response: made.response }, cookie);
    expect(added.json()).toEqual({ redirect: "/inbox/account?done=passkey-added" });
  });

  it("the confirmation is the add request itself: good once, for 5 minutes, in this session only", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const other = (await signIn(mia)).cookie as string;
    const asked = await postJson("/inbox/account/passkeys/options", { name: "Phone", password: mia.password }, cookie);
    const made = createPasskey(asked.json().options, ORIGIN);
    const elsewhere = await postJson("/inbox/account/passkeys", { name: "Phone", response: made.response }, other);
    expect(elsewhere.json()).toEqual({ error: PASSKEY_MESSAGES["challenge used already or expired"] });

    const late = await postJson("/inbox/account/passkeys/options", { name: "Phone", password: mia.password }, cookie);
    later(5 * 60_000 + 1);
    const stale = await postJson(
      "/inbox/account/passkeys",
      { name: "Phone", response: createPasskey(late.json().options, ORIGIN).response },
      cookie,
    );
    expect(stale.json()).toEqual({ error: PASSKEY_MESSAGES["challenge used already or expired"] });
    expect(await site.database.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
  });
});

describe("removing a passkey signs the person out everywhere else", () => {
  it("ends their other sessions, keeps this one, and says so", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const elsewhere = (await signIn(mia)).cookie as string;
    const sam = await staffMember("sam@example.com.au");
    const samsCookie = (await signIn(sam)).cookie as string;
    await addPasskey(cookie);
    const removed = await postForm("/inbox/account/passkeys/1/remove", { password: mia.password }, cookie);
    expect(removed.headers.location).toBe("/inbox/account?done=passkey-removed");
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(samsCookie), "another person's session is theirs").toBe(true);
    expect(await lastAudit()).toEqual({
      staff_id: mia.id,
      action: "removed a passkey",
      detail: "passkey #1, confirmed with the password; 1 other session ended",
    });
    const page = await get("/inbox/account?done=passkey-removed", cookie);
    expect(page.body).toContain("Passkey removed: it no longer signs in to the inbox. Signed out everywhere else.");
  });

  it("is confirmed by a passkey only when it checked it was the person", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const laptop = await addPasskey(cookie, "Work laptop");
    await addPasskey(cookie, "Phone");
    const confirm = await postJson("/inbox/account/passkeys/confirm-options", {}, cookie);
    const answer = await postJson(
      "/inbox/account/passkeys/2/remove",
      { response: signWithPasskey(laptop, confirm.json().options, ORIGIN, { userVerified: false }) },
      cookie,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["confirmation without user verification"] });
    expect(await site.database.db.selectFrom("staff_passkeys").select("id").execute()).toHaveLength(2);
  });
});

describe("crafted and oversized passkey requests", () => {
  it("refuses a credential ID shorter than 16 or longer than 1023 bytes as not a passkey answer, storing nothing", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    for (const bytes of [15, 1024]) {
      const asked = await postJson(
        "/inbox/account/passkeys/options",
        { name: "Odd key", password: mia.password },
        cookie,
      );
      const made = createPasskey(asked.json().options, ORIGIN, { credentialIdBytes: bytes });
      const answer = await postJson("/inbox/account/passkeys", { name: "Odd key", response: made.response }, cookie);
      expect(answer.statusCode, `${bytes} bytes`).toBe(400);
      expect(answer.json()).toEqual({ error: PASSKEY_MESSAGES["not a passkey answer"] });
    }
    expect(await site.database.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
    const made = createPasskey(
      (await postJson("/inbox/account/passkeys/options", { name: "Big key", password: mia.password }, cookie)).json()
        .options,
      ORIGIN,
      { credentialIdBytes: 1023 },
    );
    expect(
      (await postJson("/inbox/account/passkeys", { name: "Big key", response: made.response }, cookie)).json(),
    ).toEqual({ redirect: "/inbox/account?done=passkey-added" });
  });

  it("keeps at most 5 live challenges per session: a new one replaces the oldest", async () => {
    const first = await postJson("/inbox/sign-in/passkey/options", {});
    const cookie = cookieOf(first) as string;
    const challenges = [first.json().options.challenge as string];
    for (let ask = 0; ask < 7; ask += 1) {
      later(1_000);
      challenges.push((await postJson("/inbox/sign-in/passkey/options", {}, cookie)).json().options.challenge);
    }
    const rows = await site.database.db.selectFrom("passkey_challenges").select("challenge").execute();
    expect(rows.map((row) => row.challenge).sort()).toEqual(challenges.slice(-5).sort());
  });

  it("answers a JSON body over 64 KiB with 413 on every passkey route", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    const big = { response: { id: "A".repeat(70 * 1024) } };
    for (const url of [
      "/inbox/sign-in/passkey/options",
      "/inbox/sign-in/passkey",
      "/inbox/sign-in/code/passkey/options",
      "/inbox/sign-in/code/passkey",
      "/inbox/account/passkeys/options",
      "/inbox/account/passkeys",
      "/inbox/account/passkeys/confirm-options",
      "/inbox/account/passkeys/1/remove",
    ])
      expect((await postJson(url, big, cookie)).statusCode, url).toBe(413);
  });

  it("refuses a passkey name with a control or format character, such as a right-to-left override", async () => {
    const mia = await staffMember("mia@example.com.au");
    const cookie = (await signIn(mia)).cookie as string;
    for (const name of ["Work\u202Epotpal", "Phone\u200B", "Key\u0007"]) {
      const asked = await postJson("/inbox/account/passkeys/options", { name, password: mia.password }, cookie);
      expect(asked.json(), JSON.stringify(name)).toEqual({
        error: "Use letters, numbers and spaces in the name.",
        field: "passkey-name",
      });
    }
  });

  it("counts a passkey sign-in without user verification as a failed sign-in, until the limits lock it", async () => {
    const mia = await staffMember("mia@example.com.au");
    const passkey = await addPasskey((await signIn(mia)).cookie as string, "Security key", { userVerified: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await passkeySignIn(passkey, { userVerified: false })).answer.statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
