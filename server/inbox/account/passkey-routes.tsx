/**
 * A staff member's own passkeys, on "Your account" (docs/decisions/020-passkeys-for-staff.md):
 *
 *   POST /inbox/account/passkeys/options           a new passkey's options (JSON: its name)
 *   POST /inbox/account/passkeys                   the browser's answer: the passkey is added
 *   POST /inbox/account/passkeys/confirm-options   a passkey ceremony confirming a removal (JSON)
 *   POST /inbox/account/passkeys/:id/remove        the removal, confirmed afresh: the password
 *                                                  (a form, which works without the script), or
 *                                                  one of the person's passkeys (JSON)
 *
 * Each ceremony's challenge is bound to the signed-in session that asked.
 * A wrong password counts against the sign-in limits, as at sign-in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { InboxAudit } from "../../db/audit-trail.ts";
import { passkeyNameProblem } from "../../staff/passkey-ceremonies.ts";
import { openSignInLimits } from "../../staff/sign-in-limits.ts";
import { openStaffCredentials } from "../../staff/staff-credentials.ts";
import { verifyPassword } from "../../staff/staff-password.ts";
import type { InboxPasskeys } from "../passkey-context.ts";
import { jsonField, PASSKEYS_UNAVAILABLE, sendPasskeyAnswer } from "../passkey-context.ts";
import { formField } from "../inbox-request.ts";
import { requireStaff, type SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const PASSKEYS_PATH = "/inbox/account/passkeys";
export const WRONG_CONFIRMATION_PASSWORD = "That password is not right. Enter the password you sign in with.";
export const SESSION_ENDED = "Your session has ended. Sign in again.";

/** What "Your account" shows after a removal was refused: whose form, and why. */
export interface RemovalProblem {
  passkeyId: number;
  message: string;
}

export function registerPasskeyRoutes(
  inbox: FastifyInstance,
  context: LeadPagesContext & { audit: InboxAudit },
  passkeys: InboxPasskeys,
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

  inbox.post(`${PASSKEYS_PATH}/options`, async (request, reply) => {
    const staff = signedIn(request, reply);
    if (!staff) return reply;
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    const problem = passkeyNameProblem(nameOf(request));
    if (problem) return sendPasskeyAnswer(reply, 400, { error: problem, field: "passkey-name" });
    return sendPasskeyAnswer(reply, 200, { options: await ceremonies.registrationOptions(staff, staff.sessionIdHash) });
  });

  inbox.post(PASSKEYS_PATH, async (request, reply) => {
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

  inbox.post(`${PASSKEYS_PATH}/confirm-options`, async (request, reply) => {
    const staff = signedIn(request, reply);
    if (!staff) return reply;
    if (!ceremonies) return sendPasskeyAnswer(reply, 400, { error: PASSKEYS_UNAVAILABLE });
    return sendPasskeyAnswer(reply, 200, {
      options: await ceremonies.authenticationOptions("confirm", staff.sessionIdHash, staff.id),
    });
  });

  inbox.post<{ Params: { id: string } }>(`${PASSKEYS_PATH}/:id/remove`, async (request, reply) => {
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
    if (await passkeys.passkeys.remove(staff.id, id))
      await context.audit.record({
        staffId: staff.id,
        action: "removed a passkey",
        detail: `passkey #${id}, confirmed with ${confirmedWith}`,
      });
    const done = "/inbox/account?done=passkey-removed";
    return byPasskey ? sendPasskeyAnswer(reply, 200, { redirect: done }) : reply.redirect(done, 303);
  });
}
