/**
 * Signing in and out of the staff inbox, and the session hook every inbox
 * request goes through.
 *
 * Sign-in is two steps. The e-mail and password make a "password" session
 * (5 minutes) that only the code page accepts; the code (or a recovery code)
 * turns it into a signed-in session under a NEW id, so an id seen before
 * the second factor is worth nothing after it.
 *
 * Nothing a visitor is told reveals whether an e-mail has an account: one
 * message for every failure of the first step, a password check against a
 * throw-away hash when there is no account (so the time is the same), and
 * limits counted by the e-mail typed, whether or not it exists.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INBOX_API_PATH, INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { openSignInLimits, type SignInKeys } from "../../staff/sign-in-limits.ts";
import { openStaffCredentials } from "../../staff/staff-credentials.ts";
import { staffEmailProblem } from "../../staff/staff-directory.ts";
import { verifyPassword } from "../../staff/staff-password.ts";
import { HALF_SESSION_MS, openStaffSessions, SESSION_LIFETIME_MS } from "../../staff/staff-sessions.ts";
import { registerEnrolment } from "./enrolment-routes.tsx";
import type { InboxPasskeys } from "../passkey-context.ts";
import { PASSKEY_CODE_PATH, PASSKEY_SIGN_IN_PATH, registerPasskeySignIn } from "./passkey-sign-in-routes.ts";
import { sendInboxPage } from "../inbox-page.tsx";
import type { InboxDeps } from "../inbox-plugin.ts";
import { landingFor, safeNext, SIGN_IN_PATH } from "../inbox-session.ts";
import { sessionCookie } from "./sign-in-cookie.ts";
import type { FieldProblem } from "./sign-in-fields.tsx";
import { formText, queryText } from "./sign-in-form-body.ts";
import {
  CodePage,
  SIGN_IN_CODE_PATH,
  SIGN_IN_NOTICES,
  SIGN_OUT_PATH,
  SignInPage,
  type SignInNotice,
} from "./sign-in-page.tsx";

/** The one answer to a wrong e-mail, a wrong password, or an account that cannot sign in. */
export const SIGN_IN_FAILED = "That e-mail and password do not match an account that can sign in.";
/** Several attempts for this e-mail or from this address are being checked at this moment. */
export const TOO_MANY_AT_ONCE = "Several sign-in attempts are being checked at once. Wait a few seconds and try again.";
/** Decision 020: with "Passkey required" on, someone who has a passkey signs in with it (a recovery code still works). */
export const PASSKEY_REQUIRED =
  "The firm requires a passkey for anyone who has one: use your passkey (Use a passkey instead, below), or enter one of your recovery codes if you have lost it.";
export const WRONG_CODE =
  "That code is not right, or has been used already. Enter the code your app shows now, or a recovery code.";

/** "Too many attempts. Try again in 15 minutes.": the same whether or not the account exists. */
export function tooManyAttempts(lockedForMs: number): string {
  const minutes = Math.max(1, Math.ceil(lockedForMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The sign-in page's address with a notice and where to go back to. */
export function signInAddress(next: string, notice?: SignInNotice): string {
  const query = new URLSearchParams();
  if (notice) query.set("notice", notice);
  if (next !== INBOX_PATH) query.set("next", next);
  const text = query.toString();
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH;
}

export function registerSignIn(inbox: FastifyInstance, deps: InboxDeps, passkeys: InboxPasskeys): void {
  const { database, config, audit, now } = deps;
  /** The passkey buttons' addresses, when this inbox's address can have passkeys. */
  const passkeyPaths = passkeys.ceremonies ? { signIn: PASSKEY_SIGN_IN_PATH, code: PASSKEY_CODE_PATH } : null;
  const sessions = openStaffSessions(database, now);
  const credentials = openStaffCredentials(database, now);
  const limits = openSignInLimits(database, now);
  const cookie = sessionCookie(config);

  // After the plugin's own hook (a refused cross-origin post never gets here):
  // who is asking, for every route of the inbox.
  inbox.addHook("onRequest", async (request) => {
    const value = cookie.read(request);
    // The API is asked by the list's live script every few seconds, not by the person: not activity.
    request.staff = value
      ? await sessions.find(value, "signed-in", { activity: !request.url.startsWith(`${INBOX_API_PATH}/`) })
      : null;
  });

  /** 429, the sign-in page saying when to try again. */
  const sendLocked = (reply: FastifyReply, lockedForMs: number, next: string, email: string) => {
    reply.header("retry-after", String(Math.ceil(lockedForMs / 1000)));
    return sendInboxPage(
      reply,
      <SignInPage
        passkeyPath={passkeyPaths?.signIn}
        next={next}
        email={email}
        problems={[{ field: "email", message: tooManyAttempts(lockedForMs) }]}
      />,
      429,
    );
  };
  /** Attempts already being checked would reach the limit: this one waits its turn. */
  const sendBusy = (reply: FastifyReply, next: string, email: string) => {
    reply.header("retry-after", "5");
    return sendInboxPage(
      reply,
      <SignInPage
        passkeyPath={passkeyPaths?.signIn}
        next={next}
        email={email}
        problems={[{ field: "email", message: TOO_MANY_AT_ONCE }]}
      />,
      429,
    );
  };
  /** An attempt while locked: not checked at all, only refused and written in the audit trail. */
  const refuseLocked = async (
    reply: FastifyReply,
    lockedForMs: number,
    staffId: number | null,
    next: string,
    email: string,
  ) => {
    await audit.record({
      staffId,
      action: "sign-in refused (locked)",
      detail: `locked for ${Math.ceil(lockedForMs / 60_000)} more minutes`,
    });
    return sendLocked(reply, lockedForMs, next, email);
  };
  /** A failure, counted; the one that locks says so at once. */
  const failed = async (keys: SignInKeys, staffId: number | null, what: string): Promise<number> => {
    const nowLocked = await limits.fail(keys);
    await audit.record({
      staffId,
      action: "sign-in failed",
      detail: nowLocked > 0 ? `${what}; now locked for ${Math.ceil(nowLocked / 60_000)} minutes` : what,
    });
    return nowLocked;
  };

  inbox.get(SIGN_IN_PATH, async (request, reply) => {
    const next = safeNext(queryText(request.query, "next"));
    if (request.staff) return reply.redirect(landingFor(request.staff, next), 303);
    const notice = queryText(request.query, "notice");
    return sendInboxPage(
      reply,
      <SignInPage
        passkeyPath={passkeyPaths?.signIn}
        next={next}
        notice={notice && Object.hasOwn(SIGN_IN_NOTICES, notice) ? (notice as SignInNotice) : undefined}
      />,
    );
  });

  inbox.post(SIGN_IN_PATH, async (request, reply) => {
    const next = safeNext(formText(request.body, "next") || undefined);
    const email = formText(request.body, "email").trim();
    const password = formText(request.body, "password");
    const problems: FieldProblem[] = [];
    const emailProblem =
      email === ""
        ? "Enter your e-mail address."
        : staffEmailProblem(email)
          ? "Enter an e-mail address like name@example.com.au."
          : null;
    if (emailProblem) problems.push({ field: "email", message: emailProblem });
    if (password === "") problems.push({ field: "password", message: "Enter your password." });
    // A form sent incomplete is no guess at a password: it is not counted.
    if (problems.length > 0)
      return sendInboxPage(
        reply,
        <SignInPage passkeyPath={passkeyPaths?.signIn} next={next} email={email} problems={problems} />,
        400,
      );

    const keys: SignInKeys = { email, address: request.ip };
    const account = await credentials.forSignIn(email);
    const locked = await limits.lockedFor(keys);
    if (locked > 0) return refuseLocked(reply, locked, account.staffId, next, email);
    // Counted as it starts, not when its hash is done: otherwise a burst of
    // guesses sent at once would all be checked before the first was counted.
    const check = await limits.hold(keys);
    if (check === null) return sendBusy(reply, next, email);
    let passwordMatches: boolean;
    try {
      passwordMatches = await verifyPassword(account.passwordHash, password);
    } finally {
      await limits.release(check);
    }

    if (!passwordMatches || account.staffId === null) {
      const nowLocked = await failed(keys, account.staffId, "wrong e-mail or password");
      if (nowLocked > 0) return sendLocked(reply, nowLocked, next, email);
      return sendInboxPage(
        reply,
        <SignInPage
          passkeyPath={passkeyPaths?.signIn}
          next={next}
          email={email}
          problems={[{ field: "password", message: SIGN_IN_FAILED }]}
        />,
        400,
      );
    }

    const half = await sessions.start(account.staffId, "password");
    cookie.set(reply, half.cookieValue, HALF_SESSION_MS);
    return reply.redirect(
      next === INBOX_PATH ? SIGN_IN_CODE_PATH : `${SIGN_IN_CODE_PATH}?next=${encodeURIComponent(next)}`,
      303,
    );
  });

  /** The half-way session a code page needs, or a way back to the start. */
  const halfSession = async (request: FastifyRequest) => {
    const value = cookie.read(request);
    return value ? sessions.find(value, "password") : null;
  };

  inbox.get(SIGN_IN_CODE_PATH, async (request, reply) => {
    const next = safeNext(queryText(request.query, "next"));
    if (!(await halfSession(request))) return reply.redirect(signInAddress(next, "start-again"), 303);
    return sendInboxPage(reply, <CodePage passkeyPath={passkeyPaths?.code} next={next} />);
  });

  inbox.post(SIGN_IN_CODE_PATH, async (request, reply) => {
    const next = safeNext(formText(request.body, "next") || undefined);
    const half = await halfSession(request);
    if (!half) return reply.redirect(signInAddress(next, "start-again"), 303);
    const code = formText(request.body, "code").trim();
    if (code === "")
      return sendInboxPage(
        reply,
        <CodePage
          passkeyPath={passkeyPaths?.code}
          next={next}
          problems={[{ field: "code", message: "Enter the code from your authenticator app, or a recovery code." }]}
        />,
        400,
      );

    const keys: SignInKeys = { email: half.email, address: request.ip };
    const endHalf = async () => {
      await sessions.end(half.sessionIdHash);
      cookie.clear(reply);
    };
    const locked = await limits.lockedFor(keys);
    if (locked > 0) {
      await endHalf();
      return refuseLocked(reply, locked, half.id, next, half.email);
    }
    const factor = await credentials.acceptSecondFactor(half.id, code);
    if (!factor) {
      const nowLocked = await failed(keys, half.id, "wrong code");
      if (nowLocked > 0) {
        await endHalf();
        return sendLocked(reply, nowLocked, next, half.email);
      }
      return sendInboxPage(
        reply,
        <CodePage passkeyPath={passkeyPaths?.code} next={next} problems={[{ field: "code", message: WRONG_CODE }]} />,
        400,
      );
    }
    // Checked after the code, so that only someone who has both factors learns that a passkey is required of them.
    if (
      factor === "authenticator code" &&
      (await passkeys.policy.passkeyRequired()) &&
      (await passkeys.passkeys.count(half.id)) > 0
    ) {
      await audit.record({
        staffId: half.id,
        action: "sign-in refused (passkey required)",
        detail: "an authenticator code",
      });
      return sendInboxPage(
        reply,
        <CodePage
          passkeyPath={passkeyPaths?.code}
          next={next}
          problems={[{ field: "code", message: PASSKEY_REQUIRED }]}
        />,
        400,
      );
    }

    // A new id for the signed-in session: the half-way one is ended, not
    // promoted, in the same transaction, so it cannot be completed twice.
    const session = await sessions.completeSignIn(half.sessionIdHash, half.id);
    if (!session) return reply.redirect(signInAddress(next, "start-again"), 303);
    if (request.staff) await sessions.end(request.staff.sessionIdHash);
    cookie.set(reply, session.cookieValue, SESSION_LIFETIME_MS);
    await limits.succeed(half.email);
    const factorUsed =
      factor === "recovery code"
        ? `a recovery code (${await credentials.unusedRecoveryCodes(half.id)} left)`
        : "an authenticator code";
    await audit.record({ staffId: half.id, action: "signed in", detail: `with ${factorUsed}` });
    // An editor sees no lead: unless they asked for a page, they start at the content studio.
    return reply.redirect(landingFor(half, next), 303);
  });

  inbox.post(SIGN_OUT_PATH, async (request, reply) => {
    if (request.staff) await audit.record({ staffId: request.staff.id, action: "signed out" });
    // Whichever session the cookie names, a half-way one too.
    const value = cookie.read(request);
    if (value) await sessions.endCookie(value);
    cookie.clear(reply);
    return reply.redirect(signInAddress(INBOX_PATH, "signed-out"), 303);
  });

  registerPasskeySignIn(inbox, { ...deps, sessions, cookie, limits, passkeys, tooManyAttempts });
  registerEnrolment(inbox, { ...deps, sessions, cookie });
}
