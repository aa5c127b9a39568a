/**
 * Signing in with a passkey (docs/decisions/020-passkeys-for-staff.md):
 *
 *   POST /inbox/sign-in/passkey/options        the sign-in ceremony's options (JSON)
 *   POST /inbox/sign-in/passkey                its answer: a passkey that checked it was
 *                                              the person (user verification) signs in alone
 *   POST /inbox/sign-in/code/passkey/options   after the password: the person's passkeys
 *   POST /inbox/sign-in/code/passkey           a passkey instead of the code, with or
 *                                              without user verification
 *
 * The sign-in ceremony names no one: its challenge is bound to the browser
 * by the inbox's session cookie (a new random value when it has none, whose
 * hash no session row holds), so a challenge asked for in one browser is no
 * use in another. Attempts count against the sign-in limits, by address and
 * by the passkey (a passkey names no e-mail), and a lock refuses them as it
 * refuses a password.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PASSKEY_MESSAGES } from "../../staff/passkey-ceremonies.ts";
import type { SignInKeys, SignInLimits } from "../../staff/sign-in-limits.ts";
import { sha256Hex } from "../../staff/sha256.ts";
import { HALF_SESSION_MS, SESSION_LIFETIME_MS, type StaffSessions } from "../../staff/staff-sessions.ts";
import type { InboxDeps } from "../inbox-plugin.ts";
import { landingFor, safeNext, SIGN_IN_PATH } from "../inbox-session.ts";
import { jsonField, PASSKEYS_UNAVAILABLE, sendPasskeyAnswer, type InboxPasskeys } from "../passkey-context.ts";
import { PASSKEY_BODY_LIMIT_BYTES } from "../account/passkey-routes.tsx";
import type { SessionCookie } from "./sign-in-cookie.ts";
import { SIGN_IN_CODE_PATH } from "./sign-in-page.tsx";

export const PASSKEY_SIGN_IN_PATH = `${SIGN_IN_PATH}/passkey`;
export const PASSKEY_CODE_PATH = `${SIGN_IN_CODE_PATH}/passkey`;
/** A passkey's answer is a few KiB at most (decision 020). */
const JSON_ROUTE = { bodyLimit: PASSKEY_BODY_LIMIT_BYTES };
export const START_AGAIN = "That sign-in has ended. Start again.";

export interface PasskeySignInDeps extends InboxDeps {
  sessions: StaffSessions;
  cookie: SessionCookie;
  limits: SignInLimits;
  passkeys: InboxPasskeys;
  tooManyAttempts(lockedForMs: number): string;
}

export function registerPasskeySignIn(inbox: FastifyInstance, deps: PasskeySignInDeps): void {
  const { sessions, cookie, limits, audit, passkeys } = deps;
  const { ceremonies } = passkeys;

  const locked = (reply: FastifyReply, lockedForMs: number) => {
    reply.header("retry-after", String(Math.ceil(lockedForMs / 1000)));
    return sendPasskeyAnswer(reply, 429, { error: deps.tooManyAttempts(lockedForMs) });
  };
  /** The limits' keys for a passkey answer: the address, and the passkey it names in place of an e-mail. */
  const keysOf = (request: FastifyRequest, email?: string): SignInKeys => {
    const id = jsonField(jsonField(request.body, "response"), "id");
    return { email: email ?? `passkey:${typeof id === "string" ? id.slice(0, 200) : ""}`, address: request.ip };
  };
  /** The half-way session of a sign-in whose password was right. */
  const halfSession = async (request: FastifyRequest) => {
    const value = cookie.read(request);
    return value ? sessions.find(value, "password") : null;
  };

  inbox.post(`${PASSKEY_SIGN_IN_PATH}/options`, JSON_ROUTE, async (request, reply) => {
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    let value = cookie.read(request);
    if (!value) {
      value = randomBytes(32).toString("base64url");
      cookie.set(reply, value, HALF_SESSION_MS);
    }
    const options = await ceremonies.authenticationOptions("sign-in", sha256Hex(value), null);
    return sendPasskeyAnswer(reply, 200, { options });
  });

  inbox.post(PASSKEY_SIGN_IN_PATH, JSON_ROUTE, async (request, reply) => {
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const next = safeNext(
      typeof jsonField(request.body, "next") === "string" ? String(jsonField(request.body, "next")) : undefined,
    );
    const value = cookie.read(request);
    if (!value) return sendPasskeyAnswer(reply, 400, { error: START_AGAIN });
    const keys = keysOf(request);
    const lockedFor = await limits.lockedFor(keys);
    if (lockedFor > 0) {
      await audit.record({ staffId: null, action: "sign-in refused (locked)", detail: "passkey sign-in" });
      return locked(reply, lockedFor);
    }
    const result = await ceremonies.verifyAssertion(
      "sign-in",
      sha256Hex(value),
      null,
      jsonField(request.body, "response"),
    );
    if (!result.ok) {
      await passkeys.auditRefusal(result, "passkey sign-in");
      const nowLocked = await limits.fail(keys);
      if (nowLocked > 0) return locked(reply, nowLocked);
      return sendPasskeyAnswer(reply, 400, { error: result.message });
    }
    const { passkey } = result;
    // Decision 020: a passkey is two factors in one only when it checked it was the person; without that, it stands for the code, after the password.
    if (!result.userVerified) {
      const message = PASSKEY_MESSAGES["no user verification"];
      await passkeys.auditRefusal(
        { ok: false, reason: "no user verification", message, staffId: passkey.staffId, passkeyId: passkey.id },
        "passkey sign-in",
      );
      // A refused sign-in like any other: it counts against the limits, so a key without a PIN cannot be tried without end.
      const nowLocked = await limits.fail(keys);
      if (nowLocked > 0) return locked(reply, nowLocked);
      return sendPasskeyAnswer(reply, 400, { error: message });
    }
    const session = await sessions.start(passkey.staffId, "signed-in");
    await sessions.endCookie(value);
    cookie.set(reply, session.cookieValue, SESSION_LIFETIME_MS);
    await limits.succeed(passkey.owner.email);
    await audit.record({
      staffId: passkey.staffId,
      action: "signed in",
      detail: `with a passkey (passkey #${passkey.id})`,
    });
    return sendPasskeyAnswer(reply, 200, { redirect: landingFor(passkey.owner, next) });
  });

  inbox.post(`${PASSKEY_CODE_PATH}/options`, JSON_ROUTE, async (request, reply) => {
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const half = await halfSession(request);
    if (!half) return sendPasskeyAnswer(reply, 400, { error: START_AGAIN });
    if ((await passkeys.passkeys.count(half.id)) === 0)
      return sendPasskeyAnswer(reply, 400, {
        error:
          "You have no passkey yet. Enter the code from your authenticator app; you can add a passkey on Your account.",
      });
    const options = await ceremonies.authenticationOptions("second-factor", half.sessionIdHash, half.id);
    return sendPasskeyAnswer(reply, 200, { options });
  });

  inbox.post(PASSKEY_CODE_PATH, JSON_ROUTE, async (request, reply) => {
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const next = safeNext(
      typeof jsonField(request.body, "next") === "string" ? String(jsonField(request.body, "next")) : undefined,
    );
    const half = await halfSession(request);
    if (!half) return sendPasskeyAnswer(reply, 400, { error: START_AGAIN });
    const keys = keysOf(request, half.email);
    const lockedFor = await limits.lockedFor(keys);
    if (lockedFor > 0) {
      await sessions.end(half.sessionIdHash);
      cookie.clear(reply);
      await audit.record({
        staffId: half.id,
        action: "sign-in refused (locked)",
        detail: "passkey instead of the code",
      });
      return locked(reply, lockedFor);
    }
    const result = await ceremonies.verifyAssertion(
      "second-factor",
      half.sessionIdHash,
      half.id,
      jsonField(request.body, "response"),
    );
    if (!result.ok) {
      await passkeys.auditRefusal(result, "passkey instead of the code");
      const nowLocked = await limits.fail(keys);
      if (nowLocked > 0) {
        await sessions.end(half.sessionIdHash);
        cookie.clear(reply);
        return locked(reply, nowLocked);
      }
      return sendPasskeyAnswer(reply, 400, { error: result.message });
    }
    const session = await sessions.completeSignIn(half.sessionIdHash, half.id);
    if (!session) return sendPasskeyAnswer(reply, 400, { error: START_AGAIN });
    cookie.set(reply, session.cookieValue, SESSION_LIFETIME_MS);
    await limits.succeed(half.email);
    await audit.record({
      staffId: half.id,
      action: "signed in",
      detail: `with a password and a passkey (passkey #${result.passkey.id}${result.userVerified ? "" : ", without user verification"})`,
    });
    return sendPasskeyAnswer(reply, 200, { redirect: landingFor(half, next) });
  });
}
