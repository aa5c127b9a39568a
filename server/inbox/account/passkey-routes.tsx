/**
 * A staff member's own passkeys, on "Your account" (docs/decisions/020-passkeys-for-staff.md):
 *
 *   POST /inbox/account/passkeys/options           a new passkey's options (JSON: its name and a
 *                                                  fresh confirmation: the password, or an answer
 *                                                  of one of the person's passkeys that checked it
 *                                                  was them); the add challenge it issues is that
 *                                                  confirmation, in the database, bound to the
 *                                                  session, for 5 minutes, good once
 *   POST /inbox/account/passkeys                   the browser's answer: the passkey is added
 *   POST /inbox/account/passkeys/confirm-options   a passkey ceremony confirming a removal (JSON)
 *   POST /inbox/account/passkeys/:id/remove        the removal, confirmed afresh: the password
 *                                                  (a form, which works without the script), or
 *                                                  one of the person's passkeys (JSON)
 *
 * Each ceremony's challenge is bound to the signed-in session that asked.
 * A wrong password counts against the sign-in limits, as at sign-in. Adding
 * needs a fresh confirmation, as removing does, so a session taken over by a
 * phishing proxy cannot add its own passkey; removing one ends the person's
 * other sessions, which that passkey may have started. JSON bodies are
 * limited to 64 KiB (decision 020).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { InboxAudit } from "../../db/audit-trail.ts";
import { passkeyNameProblem } from "../../staff/passkey-ceremonies.ts";
import { openSignInLimits } from "../../staff/sign-in-limits.ts";
import { openStaffCredentials } from "../../staff/staff-credentials.ts";
import { verifyPassword } from "../../staff/staff-password.ts";
import type { StaffSessions } from "../../staff/staff-sessions.ts";
import type { InboxPasskeys } from "../passkey-context.ts";
import { jsonField, PASSKEYS_UNAVAILABLE, sendPasskeyAnswer } from "../passkey-context.ts";
import { formField } from "../inbox-request.ts";
import { requireStaff, type SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const PASSKEYS_PATH = "/inbox/account/passkeys";
export const WRONG_CONFIRMATION_PASSWORD = "That password is not right. Enter the password you sign in with.";
export const SESSION_ENDED = "Your session has ended. Sign in again.";
export const CONFIRM_TO_ADD = "Enter your password to confirm, or confirm with one of your passkeys.";
/** A passkey's answer is a few KiB at most: anything larger is refused before it is read (413). */
export const PASSKEY_BODY_LIMIT_BYTES = 64 * 1024;
const JSON_ROUTE = { bodyLimit: PASSKEY_BODY_LIMIT_BYTES };

/** What "Your account" shows after a removal was refused: whose form, and why. */
export interface RemovalProblem {
  passkeyId: number;
  message: string;
}

export function registerPasskeyRoutes(
  inbox: FastifyInstance,
  context: LeadPagesContext & { audit: InboxAudit },
  passkeys: InboxPasskeys,
  sessions: Pick<StaffSessions, "endOthers">,
  showAccount: (reply: FastifyReply, staff: SignedInStaff, problem: RemovalProblem, status: number) => Promise<unknown>,
): void {
  const { ceremonies } = passkeys;
  const limits = openSignInLimits(context.database, context.now);
  const credentials = openStaffCredentials(context.database, context.now);

  /** The signed-in person of a JSON request, or a JSON 401. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply): SignedInStaff | null => {
    if (request.staff) return request.staff;
    void sendPasskeyAnswer(reply, 401, { error: SESSION_ENDED });
    return null;
  };
  const nameOf = (request: FastifyRequest) => {
    const name = jsonField(request.body, "name");
    return typeof name === "string" ? name : "";
  };

  /**
   * The fresh confirmation adding needs: null when given, else the refusal sent. A wrong password
   * counts against the sign-in limits; a passkey must be the person's own and check it was them.
   */
  const confirmAdding = async (
    request: FastifyRequest,
    reply: FastifyReply,
    staff: SignedInStaff,
  ): Promise<boolean> => {
    const refuse = (status: number, body: { error: string; field?: string }) => {
      void sendPasskeyAnswer(reply, status, body);
      return false;
    };
    const confirmation = jsonField(request.body, "confirmation");
    if (confirmation !== undefined && ceremonies) {
      const result = await ceremonies.verifyAssertion("confirm", staff.sessionIdHash, staff.id, confirmation);
      if (result.ok) return true;
      await passkeys.auditRefusal(result, "confirming a new passkey");
      return refuse(400, { error: result.message });
    }
    const password = jsonField(request.body, "password");
    if (typeof password !== "string" || password === "")
      return refuse(400, { error: CONFIRM_TO_ADD, field: "passkey-password" });
    const keys = { email: staff.email, address: request.ip };
    const lockedFor = await limits.lockedFor(keys);
    if (lockedFor > 0)
      return refuse(429, {
        error: `Too many attempts. Try again in ${Math.max(1, Math.ceil(lockedFor / 60_000))} minutes.`,
      });
    const account = await credentials.forSignIn(staff.email);
    if (await verifyPassword(account.passwordHash, password.slice(0, 1024))) return true;
    await limits.fail(keys);
    await context.audit.record({
      staffId: staff.id,
      action: "passkey refused",
      detail: "adding a passkey: wrong password",
    });
    return refuse(400, { error: WRONG_CONFIRMATION_PASSWORD, field: "passkey-password" });
  };

  inbox.post(`${PASSKEYS_PATH}/options`, JSON_ROUTE, async (request, reply) => {
    const staff = signedIn(request, reply);
    if (!staff) return reply;
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const problem = passkeyNameProblem(nameOf(request));
    if (problem) return sendPasskeyAnswer(reply, 400, { error: problem, field: "passkey-name" });
    if (!(await confirmAdding(request, reply, staff))) return reply;
    // Decision 020: the add challenge issued here is the confirmation: 5 minutes, this session, once.
    return sendPasskeyAnswer(reply, 200, { options: await ceremonies.registrationOptions(staff, staff.sessionIdHash) });
  });

  inbox.post(PASSKEYS_PATH, JSON_ROUTE, async (request, reply) => {
    const staff = signedIn(request, reply);
    if (!staff) return reply;
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const name = nameOf(request);
    const problem = passkeyNameProblem(name);
    if (problem) return sendPasskeyAnswer(reply, 400, { error: problem, field: "passkey-name" });
    const result = await ceremonies.register(staff, staff.sessionIdHash, name, jsonField(request.body, "response"));
    if (!result.ok) {
      await passkeys.auditRefusal(result, "adding a passkey");
      return sendPasskeyAnswer(reply, 400, { error: result.message });
    }
    await context.audit.record({
      staffId: staff.id,
      action: "added a passkey",
      detail: `passkey #${result.passkeyId}`,
    });
    return sendPasskeyAnswer(reply, 200, { redirect: "/inbox/account?done=passkey-added" });
  });

  inbox.post(`${PASSKEYS_PATH}/confirm-options`, JSON_ROUTE, async (request, reply) => {
    const staff = signedIn(request, reply);
    if (!staff) return reply;
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    return sendPasskeyAnswer(reply, 200, {
      options: await ceremonies.authenticationOptions("confirm", staff.sessionIdHash, staff.id),
    });
  });

  inbox.post<{ Params: { id: string } }>(`${PASSKEYS_PATH}/:id/remove`, JSON_ROUTE, async (request, reply) => {
    const byPasskey = jsonField(request.body, "response") !== undefined;
    const staff = byPasskey ? signedIn(request, reply) : requireStaff(request, reply);
    if (!staff) return reply;
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const own = Number.isSafeInteger(id) && (await passkeys.passkeys.list(staff.id)).some((entry) => entry.id === id);
    if (!own) {
      const message = "You have no passkey with that number: it may have been removed already.";
      return byPasskey
        ? sendPasskeyAnswer(reply, 404, { error: message })
        : reply.code(404).type("text/plain; charset=utf-8").send(message);
    }

    let confirmedWith: string;
    if (byPasskey) {
      if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
      const result = await ceremonies.verifyAssertion(
        "confirm",
        staff.sessionIdHash,
        staff.id,
        jsonField(request.body, "response"),
      );
      if (!result.ok) {
        await passkeys.auditRefusal(result, "confirming a removal");
        return sendPasskeyAnswer(reply, 400, { error: result.message });
      }
      confirmedWith = `passkey #${result.passkey.id}`;
    } else {
      const keys = { email: staff.email, address: request.ip };
      const password = formField(request, "password") ?? "";
      const lockedFor = await limits.lockedFor(keys);
      const refuse = (message: string, status: number) => showAccount(reply, staff, { passkeyId: id, message }, status);
      if (password === "") return refuse("Enter your password to confirm.", 400);
      if (lockedFor > 0)
        return refuse(`Too many attempts. Try again in ${Math.max(1, Math.ceil(lockedFor / 60_000))} minutes.`, 429);
      const account = await credentials.forSignIn(staff.email);
      if (!(await verifyPassword(account.passwordHash, password))) {
        await limits.fail(keys);
        await context.audit.record({
          staffId: staff.id,
          action: "passkey refused",
          detail: `removing passkey #${id}: wrong password`,
        });
        return refuse(WRONG_CONFIRMATION_PASSWORD, 400);
      }
      confirmedWith = "the password";
    }
    if (await passkeys.passkeys.remove(staff.id, id)) {
      // The sessions that passkey may have started end with it; this one, just confirmed, stays.
      const ended = await sessions.endOthers(staff.id, staff.sessionIdHash);
      await context.audit.record({
        staffId: staff.id,
        action: "removed a passkey",
        detail: `passkey #${id}, confirmed with ${confirmedWith}; ${ended} other session${ended === 1 ? "" : "s"} ended`,
      });
    }
    const done = "/inbox/account?done=passkey-removed";
    return byPasskey ? sendPasskeyAnswer(reply, 200, { redirect: done }) : reply.redirect(done, 303);
  });
}
