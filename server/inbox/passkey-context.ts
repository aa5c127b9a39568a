/**
 * What the inbox's passkey pages share, built once by registerInbox: the
 * ceremonies (null when the inbox's address cannot have passkeys, such as
 * an IP address in development: the pages then offer none), the passkeys,
 * the firm's "Passkey required", and the JSON answers of the ceremonies'
 * routes (docs/decisions/020-passkeys-for-staff.md).
 */
import type { FastifyReply } from "fastify";
import { passkeyRelyingParty, type ServerConfig } from "../config.ts";
import type { InboxAudit } from "../db/audit-trail.ts";
import type { AppDatabase } from "../db/database.ts";
import { openPasskeyCeremonies, type PasskeyCeremonies, type PasskeyRefusal } from "../staff/passkey-ceremonies.ts";
import { openSignInPolicy, type SignInPolicy } from "../staff/sign-in-policy.ts";
import { openStaffPasskeys, type StaffPasskeys } from "../staff/staff-passkeys.ts";

export interface InboxPasskeys {
  ceremonies: PasskeyCeremonies | null;
  passkeys: StaffPasskeys;
  policy: SignInPolicy;
  /** Writes the refusal's audit line: its reason and the passkey's number, never its key or an e-mail. */
  auditRefusal(refusal: PasskeyRefusal, ceremony: string): Promise<void>;
}

/** Said when the inbox's address cannot have passkeys (the ceremonies' routes answer it). */
export const PASSKEYS_UNAVAILABLE = "Passkeys are not available at this inbox's address. Use your password and code.";

export function openInboxPasskeys(deps: {
  database: AppDatabase;
  config: Pick<ServerConfig, "INBOX_ORIGIN" | "SITE_URL">;
  audit: InboxAudit;
  now: () => number;
}): InboxPasskeys {
  const relyingParty = passkeyRelyingParty(deps.config);
  return {
    ceremonies: "problem" in relyingParty ? null : openPasskeyCeremonies(deps.database, relyingParty, deps.now),
    passkeys: openStaffPasskeys(deps.database, deps.now),
    policy: openSignInPolicy(deps.database, deps.now),
    auditRefusal: (refusal, ceremony) =>
      deps.audit.record({
        staffId: refusal.staffId,
        action: "passkey refused",
        detail: `${ceremony}: ${refusal.reason}${refusal.passkeyId === null ? "" : ` (passkey #${refusal.passkeyId})`}`,
      }),
  };
}

/** A ceremony's JSON answer: the options, where to go next, or what went wrong (and at which field). */
export function sendPasskeyAnswer(
  reply: FastifyReply,
  status: number,
  body: { options: unknown } | { redirect: string } | { error: string; field?: string },
): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** The `response` and other fields of a ceremony's JSON body. */
export function jsonField(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}
