import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { totpCode, runStaffCommand } from "../../../tests/support/staff-accounts.ts";
import { startTestSite, type TestSite } from "../../../tests/support/test-site.ts";
import { loggedAddress } from "../../app.ts";
import { type AppDatabase, openDatabase } from "../../db/database.ts";
import { openInboxAudit } from "../../db/audit-trail.ts";
import { ENROLMENT_GONE_MESSAGE } from "./enrolment-pages.tsx";
import { SIGN_IN_FAILED, WRONG_CODE } from "./sign-in-routes.tsx";

// The whole server (server/app.ts) on a real SQLite file. Only Date is faked,
// so the test sets the clock the server reads (sessions, links, TOTP steps,
// limits) and nothing waits for real time to pass.
const START = Date.parse("2026-07-01T09:00:10+10:00");
const MINUTE = 60_000;
const PASSWORD = "kettle orbit tram saffron";
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

interface Options {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

function get(url: string, options: Options = {}) {
  return site.app.inject({
    method: "GET",
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    remoteAddress: options.ip,
  });
}

function post(url: string, form: Record<string, string>, options: Options = {}) {
  return site.app.inject({
    method: "POST",
    url,
    headers: {
      ...SAME_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: options.ip,
  });
}

/** "inbox-session=VALUE" as the browser would send it back, from a response that set it. */
function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === "inbox-session");
  if (!cookie?.value) throw new Error(`no session cookie set (status ${response.statusCode})`);
  return `inbox-session=${cookie.value}`;
}

function keyShown(html: string): string {
  const key = /<dt>Key<\/dt><dd><code>([A-Z2-7 ]+)<\/code><\/dd>/.exec(html)?.[1];
  if (!key) throw new Error("no key on the page");
  return key.replace(/ /g, "");
}

function alertText(html: string): string {
  return (
    /<div class="alert" role="alert"[^>]*>(.*?)<\/div>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim() ?? ""
  );
}

interface Account {
  email: string;
  password: string;
  secret: string;
  /** The session cookie enrolment left signed in. */
  cookie: string;
}

async function addStaff(email: string, extra: string[] = []) {
  const run = await runStaffCommand(site.store.databasePath, ["add", email, "--name", "Mia Chen", ...extra]);
  expect(run.code).toBe(0);
  return new URL(run.link as string).pathname;
}

async function enrol(link: string, email: string): Promise<Account> {
  expect((await post(`${link}/password`, { password: PASSWORD, "password-again": PASSWORD })).headers.location).toBe(
    link,
  );
  const secret = keyShown((await get(link)).body);
  const done = await post(`${link}/authenticator`, { code: totpCode(secret, Date.now()) });
  expect(done.statusCode).toBe(200);
  return { email, password: PASSWORD, secret, cookie: sessionCookieOf(done) };
}

async function enrolledAccount(email = "mia@example.com.au", extra: string[] = []): Promise<Account> {
  return enrol(await addStaff(email, extra), email);
}

/** Both steps; the clock first moves to a time step no code has been used in. */
async function signIn(account: Account, options: { next?: string; ip?: string } = {}) {
  later(30_000);
  const first = await post(
    "/inbox/sign-in",
    { email: account.email, password: account.password, ...(options.next ? { next: options.next } : {}) },
    { ip: options.ip },
  );
  expect(first.statusCode).toBe(303);
  const half = sessionCookieOf(first);
  const second = await post(
    "/inbox/sign-in/code",
    { code: totpCode(account.secret, Date.now()), ...(options.next ? { next: options.next } : {}) },
    { cookie: half, ip: options.ip },
  );
  return { first, half, second, cookie: second.statusCode === 303 ? sessionCookieOf(second) : undefined };
}

/** Whether a cookie is a live signed-in session: the sign-in page sends a signed-in person on to the inbox. */
async function isSignedIn(cookie: string): Promise<boolean> {
  const answer = await get("/inbox/sign-in", { cookie });
  return answer.statusCode === 303 && answer.headers.location === "/inbox";
}

/** Reads the database the server writes, through a connection of the test's own. */
async function fromDatabase<T>(read: (database: AppDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase({ engine: "sqlite", path: site.store.databasePath });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe("enrolment through the link the command line printed", () => {
  it("takes a password, then the authenticator confirmed with a code, shows ten recovery codes once, and signs the person in", async () => {
    const link = await addStaff("mia@example.com.au", ["--admin"]);
    const passwordPage = await get(link);
    expect(passwordPage.statusCode).toBe(200);
    expect(passwordPage.body).toContain("Step 1 of 3");
    // The e-mail is shown read-only beside the new password, so a password manager files it under the right name.
    expect(passwordPage.body).toMatch(
      /<input id="email" type="email" autoComplete="username" readOnly=""[^>]*value="mia@example.com.au"\/>/,
    );
    expect(passwordPage.body).toMatch(/id="password"[^>]*autoComplete="new-password"/);

    const chosen = await post(`${link}/password`, { password: PASSWORD, "password-again": PASSWORD });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(link);

    const authenticatorPage = await get(link);
    expect(authenticatorPage.body).toContain("Step 2 of 3");
    const secret = keyShown(authenticatorPage.body);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code is inline SVG with no style attribute, which the inbox's CSP would block.
    const figure = /<figure class="qr-code" role="img" aria-label="([^"]+)"><svg[^]*?<\/svg>\s*<\/figure>/.exec(
      authenticatorPage.body,
    );
    expect(figure?.[1]).toBe("QR code that adds the Lead inbox for mia@example.com.au to an authenticator app");
    expect(authenticatorPage.body).not.toMatch(/\sstyle=/);
    // Reloading shows the same key: one already scanned stays good.
    expect(keyShown((await get(link)).body)).toBe(secret);

    const done = await post(`${link}/authenticator`, { code: totpCode(secret, Date.now()) });
    expect(done.statusCode).toBe(200);
    const codes = [...done.body.matchAll(/<li><code>([0-9a-z]{5}-[0-9a-z]{5})<\/code><\/li>/g)].map(
      (match) => match[1],
    );
    expect(codes).toHaveLength(10);
    expect(done.body).toContain("they are shown only this once");
    expect(done.body).toContain('<button type="submit">Sign out</button>');
    expect(await isSignedIn(sessionCookieOf(done))).toBe(true);

    // Spent: the link now gets the same page as any unknown one.
    const spent = await get(link);
    expect(spent.statusCode).toBe(410);
    expect(spent.body).toContain(
      "This enrolment link has expired or has been used. Ask an admin for a new one: <code>npm run staff -- reset EMAIL</code>",
    );
  });

  it("answers a spent, expired, unknown or malformed link alike: 410 and one page", async () => {
    const spent = await addStaff("mia@example.com.au");
    await enrol(spent, "mia@example.com.au");
    const expired = await addStaff("sam@example.com.au");
    later(24 * 60 * MINUTE);
    const answers = await Promise.all(
      [spent, expired, "/inbox/enrol/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/inbox/enrol/short"].map((link) =>
        get(link),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(410);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.body.replace(/<[^>]+>/g, "")).toContain(ENROLMENT_GONE_MESSAGE);
    // Posting to one is refused the same way, and sets nothing.
    const posted = await post(`${expired}/password`, { password: PASSWORD, "password-again": PASSWORD });
    expect(posted.statusCode).toBe(410);
  });

  it("refuses a weak password at the field, with the reason, and keeps nothing", async () => {
    const link = await addStaff("mia@example.com.au");
    const cases: [Record<string, string>, string, string][] = [
      [
        { password: "short one", "password-again": "short one" },
        "password",
        "Password must be at least 12 characters (it has 9).",
      ],
      [
        { password: "password1234", "password-again": "password1234" },
        "password",
        "Password is on a list of common or leaked passwords.",
      ],
      [
        { password: "mia chen rocks!", "password-again": "mia chen rocks!" },
        "password",
        "Password must not contain your e-mail address or name.",
      ],
      [
        { password: PASSWORD, "password-again": `${PASSWORD}!` },
        "password-again",
        "Password again does not match Password.",
      ],
      [{}, "password", "Enter a password."],
    ];
    for (const [form, field, message] of cases) {
      const answer = await post(`${link}/password`, form);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.body).toContain(`<p class="field-error" id="${field}-problem">${message}`);
      expect(answer.body).toMatch(
        new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-problem"[^>]*aria-invalid="true"`),
      );
      expect(alertText(answer.body)).toContain(message);
      expect(answer.body).toContain("<title>Error: ");
    }
    expect((await get(link)).body).toContain("Step 1 of 3");
  });

  it("refuses a wrong code, and the person can try again with the right one", async () => {
    const link = await addStaff("mia@example.com.au");
    await post(`${link}/password`, { password: PASSWORD, "password-again": PASSWORD });
    const secret = keyShown((await get(link)).body);
    const wrong = await post(`${link}/authenticator`, { code: totpCode(secret, Date.now() + 5 * MINUTE) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("That code is not right.");
    expect(keyShown(wrong.body)).toBe(secret);
    expect((await post(`${link}/authenticator`, { code: totpCode(secret, Date.now()) })).statusCode).toBe(200);
  });
});

describe("signing in", () => {
  it("takes the e-mail and password, then the code, and makes a new session id for the signed-in session", async () => {
    const mia = await enrolledAccount();
    const signInPage = await get("/inbox/sign-in");
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toMatch(/<label for="email">E-mail<\/label>/);
    expect(signInPage.body).toMatch(/id="email"[^>]*type="email"[^>]*autoComplete="username"/);
    expect(signInPage.body).toMatch(/id="password"[^>]*type="password"[^>]*autoComplete="current-password"/);

    later(30_000);
    const first = await post("/inbox/sign-in", { email: mia.email, password: mia.password });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/inbox/sign-in/code");
    expect(first.cookies[0]).toMatchObject({
      name: "inbox-session",
      maxAge: 300,
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
    });
    const half = sessionCookieOf(first);
    // The half-way session is not a signed-in one.
    expect(await isSignedIn(half)).toBe(false);
    const codePage = await get("/inbox/sign-in/code", { cookie: half });
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toMatch(/<label for="code">Code<\/label>/);
    expect(codePage.body).toMatch(/id="code"[^>]*autoComplete="one-time-code"/);

    const second = await post("/inbox/sign-in/code", { code: totpCode(mia.secret, Date.now()) }, { cookie: half });
    const cookie = sessionCookieOf(second);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe("/inbox");
    expect(cookie).not.toBe(half);
    expect(await isSignedIn(cookie as string)).toBe(true);
    // Spent: the half-way cookie no longer opens the code page.
    expect((await get("/inbox/sign-in/code", { cookie: half })).headers.location).toBe(
      "/inbox/sign-in?notice=start-again",
    );
  });

  it("returns the person to the inbox page they were sent from, and never off the inbox", async () => {
    const mia = await enrolledAccount();
    const page = await get("/inbox/sign-in?next=%2Finbox%3Fstatus%3Dnew");
    expect(page.body).toContain('<input type="hidden" name="next" value="/inbox?status=new"/>');
    const back = await signIn(mia, { next: "/inbox?status=new" });
    expect(back.first.headers.location).toBe("/inbox/sign-in/code?next=%2Finbox%3Fstatus%3Dnew");
    expect(back.second.headers.location).toBe("/inbox?status=new");
    const offSite = await signIn(mia, { next: "//attacker.example/inbox" });
    expect(offSite.second.headers.location).toBe("/inbox");
  });

  it("sends an editor, who sees no lead, to the content studio rather than the lead list", async () => {
    const eve = await enrolledAccount("eve@example.com.au", ["--role", "editor"]);
    const signedIn = await signIn(eve);
    expect(signedIn.second.statusCode).toBe(303);
    expect(signedIn.second.headers.location).toBe("/inbox/content");
    // Already signed in, the sign-in page sends them on to the same place; a page they asked for is kept.
    expect((await get("/inbox/sign-in", { cookie: signedIn.cookie })).headers.location).toBe("/inbox/content");
    expect((await signIn(eve, { next: "/inbox/content/pages" })).second.headers.location).toBe("/inbox/content/pages");
  });

  it("takes a recovery code instead of the authenticator's, once", async () => {
    const link = await addStaff("mia@example.com.au");
    await post(`${link}/password`, { password: PASSWORD, "password-again": PASSWORD });
    const secret = keyShown((await get(link)).body);
    const done = await post(`${link}/authenticator`, { code: totpCode(secret, Date.now()) });
    const recoveryCode = /<li><code>([0-9a-z]{5}-[0-9a-z]{5})<\/code><\/li>/.exec(done.body)?.[1] as string;

    const withRecovery = async () => {
      const first = await post("/inbox/sign-in", { email: "mia@example.com.au", password: PASSWORD });
      return post("/inbox/sign-in/code", { code: recoveryCode.toUpperCase() }, { cookie: sessionCookieOf(first) });
    };
    expect((await withRecovery()).statusCode).toBe(303);
    const again = await withRecovery();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(WRONG_CODE);
  });

  it("refuses a code used already, even within its 30 seconds", async () => {
    const mia = await enrolledAccount();
    const { second } = await signIn(mia);
    expect(second.statusCode).toBe(303);
    const first = await post("/inbox/sign-in", { email: mia.email, password: mia.password });
    const replay = await post(
      "/inbox/sign-in/code",
      { code: totpCode(mia.secret, Date.now()) },
      { cookie: sessionCookieOf(first) },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toMatch(/id="code"[^>]*aria-invalid="true"/);
  });

  it("gives one message, the same page, for an unknown e-mail, a wrong password, a disabled or a not yet enrolled account", async () => {
    const mia = await enrolledAccount();
    await enrolledAccount("jo@example.com.au");
    await runStaffCommand(site.store.databasePath, ["disable", "jo@example.com.au"]);
    await addStaff("sam@example.com.au");
    const tries: [string, string][] = [
      ["nobody@example.com.au", PASSWORD],
      [mia.email, "not the password at all"],
      ["jo@example.com.au", PASSWORD],
      ["sam@example.com.au", PASSWORD],
    ];
    const bodies: string[] = [];
    for (const [email, password] of tries) {
      const answer = await post("/inbox/sign-in", { email, password }, { ip: `198.51.100.${bodies.length + 1}` });
      expect(answer.statusCode, email).toBe(400);
      expect(answer.cookies, email).toEqual([]);
      bodies.push(answer.body.replaceAll(email, "EMAIL"));
    }
    expect(alertText(bodies[0] as string)).toBe(`There is a problem ${SIGN_IN_FAILED}`);
    for (const body of bodies) expect(body).toBe(bodies[0]);
  });

  it("names a missing or malformed field without counting it as an attempt", async () => {
    const mia = await enrolledAccount();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await post("/inbox/sign-in", { email: "", password: "" });
      expect(answer.statusCode).toBe(400);
      expect(alertText(answer.body)).toBe("There is a problem Enter your e-mail address. Enter your password.");
    }
    const malformed = await post("/inbox/sign-in", { email: "mia at example", password: "x" });
    expect(malformed.body).toContain(
      '<p class="field-error" id="email-problem">Enter an e-mail address like name@example.com.au.</p>',
    );
    // A body that is not a form at all, or a field sent twice, is read as missing, never a fault.
    const json = await site.app.inject({
      method: "POST",
      url: "/inbox/sign-in",
      headers: SAME_ORIGIN,
      payload: { email: ["a", "b"], password: {} },
    });
    expect(json.statusCode).toBe(400);
    expect((await signIn(mia)).second.statusCode).toBe(303);
  });

  it("sends a code page reached without a password first, or after 5 minutes, back to the start", async () => {
    const mia = await enrolledAccount();
    expect((await get("/inbox/sign-in/code")).headers.location).toBe("/inbox/sign-in?notice=start-again");
    later(30_000);
    const first = await post("/inbox/sign-in", { email: mia.email, password: mia.password });
    later(5 * MINUTE);
    const late = await post(
      "/inbox/sign-in/code",
      { code: totpCode(mia.secret, Date.now()) },
      { cookie: sessionCookieOf(first) },
    );
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe("/inbox/sign-in?notice=start-again");
    expect((await get(late.headers.location as string)).body).toContain(
      "That sign-in has ended: the code must follow the password within 5 minutes.",
    );
    // Only our own notices are shown, whatever the address asks for.
    for (const notice of ["constructor", "toString", "<b>hi</b>"]) {
      const page = await get(`/inbox/sign-in?notice=${encodeURIComponent(notice)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('class="notice"');
    }
  });
});

describe("too many attempts", () => {
  it("locks an account for 15 minutes after 5 wrong passwords, from any address, with a message saying when", async () => {
    const mia = await enrolledAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (
          await post(
            "/inbox/sign-in",
            { email: mia.email, password: "wrong password here" },
            { ip: `203.0.113.${attempt}` },
          )
        ).statusCode,
      ).toBe(400);
    }
    const fifth = await post(
      "/inbox/sign-in",
      { email: mia.email, password: "wrong password here" },
      { ip: "203.0.113.5" },
    );
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers["retry-after"]).toBe("900");
    expect(alertText(fifth.body)).toBe("There is a problem Too many attempts. Try again in 15 minutes.");

    // The right password, from yet another address: still refused, and nothing is checked.
    later(5 * MINUTE);
    const right = await post("/inbox/sign-in", { email: mia.email, password: mia.password }, { ip: "192.0.2.9" });
    expect(right.statusCode).toBe(429);
    expect(alertText(right.body)).toBe("There is a problem Too many attempts. Try again in 10 minutes.");
    expect(right.cookies).toEqual([]);

    later(10 * MINUTE);
    expect((await signIn(mia, { ip: "192.0.2.9" })).second.statusCode).toBe(303);
  });

  it("checks no more than 5 of a burst of guesses sent at once: the rest are refused before any password is checked", async () => {
    const mia = await enrolledAccount();
    const guesses = Array.from({ length: 39 }, (_, index) =>
      post("/inbox/sign-in", { email: mia.email, password: `wrong guess number ${index}` }),
    );
    const answers = await Promise.all([
      ...guesses,
      post("/inbox/sign-in", { email: mia.email, password: mia.password }),
    ]);
    const failedLines = (await fromDatabase((database) => openInboxAudit(database).entries({ limit: 100 }))).filter(
      (line) => line.action === "sign-in failed",
    );
    expect(failedLines.length).toBeLessThanOrEqual(5);
    // The right password, last of the burst, is refused like the rest rather than telling the guesser it was right.
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.filter((answer) => answer.statusCode === 303)).toEqual([]);
  });

  it("does not count the live list's polling as activity: an unattended inbox ends after 30 minutes", async () => {
    const mia = await enrolledAccount();
    const cookie = (await signIn(mia)).cookie as string;
    for (let minutes = 0; minutes < 31; minutes += 1) {
      later(MINUTE);
      await get("/api/inbox/leads?after=0", { cookie });
    }
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("answers an e-mail with no account exactly as one with an account", async () => {
    await enrolledAccount();
    const lockOut = async (email: string, ip: string) => {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await post("/inbox/sign-in", { email, password: "wrong password here" }, { ip });
      return post("/inbox/sign-in", { email, password: "wrong password here" }, { ip });
    };
    const known = await lockOut("mia@example.com.au", "203.0.113.1");
    const unknown = await lockOut("nobody@example.com.au", "203.0.113.2");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replaceAll("nobody@", "mia@")).toBe(known.body);
  });

  it("locks an address after 5 failures, whichever e-mails it tried", async () => {
    const mia = await enrolledAccount();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post(
        "/inbox/sign-in",
        { email: `guess${attempt}@example.com.au`, password: "wrong password here" },
        { ip: "203.0.113.66" },
      );
    later(30_000);
    expect(
      (await post("/inbox/sign-in", { email: mia.email, password: mia.password }, { ip: "203.0.113.66" })).statusCode,
    ).toBe(429);
    expect((await signIn(mia, { ip: "203.0.113.67" })).second.statusCode).toBe(303);
  });

  it("counts wrong codes too: the fifth ends the half-way session and locks", async () => {
    const mia = await enrolledAccount();
    later(30_000);
    const first = await post("/inbox/sign-in", { email: mia.email, password: mia.password });
    const half = sessionCookieOf(first);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await post("/inbox/sign-in/code", { code: "000000" }, { cookie: half })).statusCode).toBe(400);
    }
    const fifth = await post("/inbox/sign-in/code", { code: "000000" }, { cookie: half });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain("Too many attempts. Try again in 15 minutes.");
    expect(
      (await post("/inbox/sign-in/code", { code: totpCode(mia.secret, Date.now()) }, { cookie: half })).headers
        .location,
    ).toBe("/inbox/sign-in?notice=start-again");
  });

  it("forgives an account's earlier failures once it signs in", async () => {
    const mia = await enrolledAccount();
    for (let attempt = 0; attempt < 4; attempt += 1)
      await post(
        "/inbox/sign-in",
        { email: mia.email, password: "wrong password here" },
        { ip: `203.0.113.${attempt}` },
      );
    expect((await signIn(mia, { ip: "192.0.2.1" })).second.statusCode).toBe(303);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (
          await post(
            "/inbox/sign-in",
            { email: mia.email, password: "wrong password here" },
            { ip: `198.51.100.${attempt}` },
          )
        ).statusCode,
      ).toBe(400);
    }
  });
});

describe("sessions", () => {
  it("are cookies HttpOnly, SameSite=Strict, Path=/, without Secure on http://localhost", async () => {
    const mia = await enrolledAccount();
    const { second } = await signIn(mia);
    expect(second.headers["set-cookie"]).toMatch(
      /^inbox-session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  });

  it("are Secure and __Host- prefixed in production", async () => {
    await site.close();
    site = await startTestSite({ NODE_ENV: "production" });
    const link = await addStaff("mia@example.com.au");
    await post(`${link}/password`, { password: PASSWORD, "password-again": PASSWORD });
    const secret = keyShown((await get(link)).body);
    const done = await post(`${link}/authenticator`, { code: totpCode(secret, Date.now()) });
    expect(done.headers["set-cookie"]).toMatch(
      /^__Host-inbox-session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = `__Host-inbox-session=${/^__Host-inbox-session=([^;]+)/.exec(String(done.headers["set-cookie"]))?.[1]}`;
    expect((await get("/inbox/sign-in", { cookie })).statusCode).toBe(303);
    // The development name means nothing in production.
    expect((await get("/inbox/sign-in", { cookie: cookie.replace("__Host-", "") })).statusCode).toBe(200);
  });

  it("end on sign-out: the cookie is cleared, the person told, and the old cookie refused if sent again", async () => {
    const mia = await enrolledAccount();
    const { cookie } = await signIn(mia);
    const out = await post("/inbox/sign-out", {}, { cookie });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/inbox/sign-in?notice=signed-out");
    expect(out.headers["set-cookie"]).toBe("inbox-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
    expect((await get(out.headers.location as string)).body).toContain(
      '<p class="notice" role="status">You have signed out.</p>',
    );
    expect(await isSignedIn(cookie as string)).toBe(false);
    expect((await get("/inbox/no-such-page", { cookie })).headers.location).toBe(
      "/inbox/sign-in?next=%2Finbox%2Fno-such-page",
    );
  });

  it("end after 30 minutes without a request, and after 12 hours however busy", async () => {
    const mia = await enrolledAccount();
    const idle = (await signIn(mia)).cookie as string;
    later(29 * MINUTE);
    expect(await isSignedIn(idle)).toBe(true);
    later(30 * MINUTE);
    expect(await isSignedIn(idle)).toBe(false);

    const busy = (await signIn(mia)).cookie as string;
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      later(20 * MINUTE);
      expect(await isSignedIn(busy)).toBe(true);
    }
    later(20 * MINUTE);
    expect(await isSignedIn(busy)).toBe(false);
  });

  it("end at once when the person is disabled or reset from the command line", async () => {
    const mia = await enrolledAccount();
    const sam = await enrolledAccount("sam@example.com.au");
    expect(await isSignedIn(mia.cookie)).toBe(true);
    expect(await isSignedIn(sam.cookie)).toBe(true);
    await runStaffCommand(site.store.databasePath, ["disable", mia.email]);
    await runStaffCommand(site.store.databasePath, ["reset", sam.email]);
    expect(await isSignedIn(mia.cookie)).toBe(false);
    expect(await isSignedIn(sam.cookie)).toBe(false);
    later(30_000);
    expect((await post("/inbox/sign-in", { email: sam.email, password: sam.password })).statusCode).toBe(400);
  });
});

describe("the inbox's forms", () => {
  it("refuse a post from another site, or one that does not say where it came from", async () => {
    const mia = await enrolledAccount();
    const form = new URLSearchParams({ email: mia.email, password: mia.password }).toString();
    const tries: Record<string, string>[] = [
      { origin: "https://attacker.example" },
      { "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
      {},
    ];
    for (const headers of tries) {
      const answer = await site.app.inject({
        method: "POST",
        url: "/inbox/sign-in",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: form,
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.cookies).toEqual([]);
    }
    const signOut = await site.app.inject({
      method: "POST",
      url: "/inbox/sign-out",
      headers: { cookie: mia.cookie, origin: "https://attacker.example" },
    });
    expect(signOut.statusCode).toBe(403);
    expect(await isSignedIn(mia.cookie)).toBe(true);
  });

  it("use no inline style or script, which the inbox's Content-Security-Policy forbids", async () => {
    const link = await addStaff("mia@example.com.au");
    const pages = [
      await get("/inbox/sign-in"),
      await get(link),
      await post(`${link}/password`, {}),
      await get("/inbox/enrol/unknown"),
    ];
    for (const page of pages) {
      expect(page.headers["content-security-policy"]).toContain("style-src 'self'");
      expect(page.headers["content-security-policy"]).not.toContain("unsafe-inline");
      // The sign-in page's passkey script is a file of the inbox's own (src), never inline code.
      expect(page.body).not.toMatch(/\sstyle=|<script(?![^>]*\ssrc="\/inbox\/assets\/[\w-]+\.js")/);
      expect(page.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("the audit trail", () => {
  it("records enrolment, sign-ins, failures, refusals and sign-outs, without passwords or typed e-mails", async () => {
    const mia = await enrolledAccount();
    const typo = "mia@exampel.com.au";
    await post("/inbox/sign-in", { email: typo, password: "the typed password" });
    await post("/inbox/sign-in", { email: mia.email, password: "another typed password" });
    const { cookie } = await signIn(mia);
    await post("/inbox/sign-out", {}, { cookie });
    // With the first try above, the fifth failure for this e-mail locks it; the sixth try is refused unchecked.
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post("/inbox/sign-in", { email: typo, password: "the typed password" }, { ip: "203.0.113.9" });

    const lines = (await fromDatabase((database) => openInboxAudit(database).entries({ limit: 100 })))
      .reverse()
      .map(({ staffId, action, detail }) => ({ staffId, action, detail }));
    expect(lines).toEqual([
      { staffId: 1, action: "enrolled", detail: null },
      { staffId: 1, action: "signed in", detail: "at enrolment" },
      { staffId: null, action: "sign-in failed", detail: "wrong e-mail or password" },
      { staffId: 1, action: "sign-in failed", detail: "wrong e-mail or password" },
      { staffId: 1, action: "signed in", detail: "with an authenticator code" },
      { staffId: 1, action: "signed out", detail: null },
      { staffId: null, action: "sign-in failed", detail: "wrong e-mail or password" },
      { staffId: null, action: "sign-in failed", detail: "wrong e-mail or password" },
      { staffId: null, action: "sign-in failed", detail: "wrong e-mail or password" },
      { staffId: null, action: "sign-in failed", detail: "wrong e-mail or password; now locked for 15 minutes" },
      { staffId: null, action: "sign-in refused (locked)", detail: "locked for 15 more minutes" },
    ]);
    // Neither the audit trail nor the sign-in limits keep what was typed, or the address.
    const everything = JSON.stringify(
      await fromDatabase(async ({ db }) => [
        await db.selectFrom("inbox_audit").selectAll().execute(),
        await db.selectFrom("sign_in_failures").selectAll().execute(),
        await db.selectFrom("sign_in_locks").selectAll().execute(),
        await db.selectFrom("sign_in_checks").selectAll().execute(),
      ]),
    );
    for (const secret of [typo, "the typed password", "another typed password", mia.password, "203.0.113.9"])
      expect(everything).not.toContain(secret);
  });
});

describe("the request log", () => {
  it("writes an enrolment link's address without its token", () => {
    const token = "Q2hvb3NlIGEgcGFzc3dvcmQgb2YgYXQgbGVhc3QgMTI";
    expect(loggedAddress(`/inbox/enrol/${token}`)).toBe("/inbox/enrol/…");
    expect(loggedAddress(`/inbox/enrol/${token}/password`)).toBe("/inbox/enrol/…/password");
    expect(loggedAddress(`/inbox/enrol/${token}/authenticator?x=1`)).toBe("/inbox/enrol/…/authenticator");
    expect(loggedAddress(`/inbox/%65nrol/${token}`)).toBe("/inbox/enrol/…");
    expect(loggedAddress(`/inbox//enrol/${token}`)).toBe("/inbox//enrol/…");
    expect(loggedAddress("/inbox/sign-in?next=%2Finbox")).toBe("/inbox/sign-in");
    expect(loggedAddress("/about")).toBe("/about");
  });

  it("writes an inbox address without its query (a search is a name or an e-mail), however the path is spelt", () => {
    expect(loggedAddress("/inbox?q=mia.tran%40example.com")).toBe("/inbox");
    expect(loggedAddress("/api/inbox/leads?after=3&q=tran")).toBe("/api/inbox/leads");
    expect(loggedAddress("/%69nbox?q=mia.tran")).toBe("/%69nbox");
    expect(loggedAddress(`/%69nbox/enrol/TOKEN`)).toBe("/inbox/enrol/…");
    expect(loggedAddress("/inboxes/enrol/TOKEN")).toBe("/inboxes/enrol/TOKEN");
    expect(loggedAddress("/inbox%ZZ?q=1")).toBe("/inbox%ZZ");
  });

  it("writes no address with its query: a shared calculator link holds a visitor's income and figures", () => {
    expect(loggedAddress("/bpc?income=120000&income2=0&expenses=2500")).toBe("/bpc");
    expect(loggedAddress("/sdc?state=NSW&price=850000&first=1")).toBe("/sdc");
    expect(loggedAddress("/inquiry?sent=1")).toBe("/inquiry");
  });
});
