/**
 * Who is asking: the signed-in staff member a request carries, put on the
 * request by the inbox's session hook (inbox-plugin.ts) from the session
 * cookie, or null. Routes ask one of the rules below rather than reading the
 * cookie or the role themselves:
 *
 *   requireStaff           anyone signed in
 *   requireLeadAccess      admin, broker: every lead page and the live API (an editor sees no lead)
 *   requireAdmin           admin
 *   requireContentEditor   admin, broker, editor: the content studio, its drafts
 *   requirePublisher       admin, editor: publishing the content
 *
 * Each refuses before the route reads anything: 403 naming what is refused,
 * plain text for a page and JSON for the API (without a session: sign-in,
 * or 401 for the API).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { CONTENT_STUDIO_PATH, INBOX_API_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { LEAD_ROLES, type StaffRole } from "../staff/staff-directory.ts";

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The SHA-256 of the session's cookie value, as stored: what "Sign out" ends. */
  sessionIdHash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the inbox's session hook on every inbox request; null without a signed-in session. */
    staff: SignedInStaff | null;
  }
}

export const SIGN_IN_PATH = `${INBOX_PATH}/sign-in`;

/**
 * Where a person is sent to sign in, with the page to come back to. Only an
 * inbox address is kept as `next`, so the link cannot be used to send someone
 * off-site after signing in.
 */
export function signInLocation(next: string | undefined): string {
  const back = safeNext(next);
  return back === INBOX_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`;
}

/** `next` when it is an address inside the inbox (not the sign-in page itself), else the inbox. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith(`${INBOX_PATH}`) || next.startsWith("//") || next.includes("\\")) return INBOX_PATH;
  const rest = next.slice(INBOX_PATH.length);
  if (rest !== "" && !rest.startsWith("/") && !rest.startsWith("?")) return INBOX_PATH;
  if (next.startsWith(SIGN_IN_PATH)) return INBOX_PATH;
  return next;
}

/**
 * The staff member of a request that needs one; without a session, answers
 * (an API: 401; a page: to sign-in and back here; a form's post: to sign-in,
 * then back to the page the form was on) and returns null.
 */
export function requireStaff(request: FastifyRequest, reply: FastifyReply): SignedInStaff | null {
  if (request.staff) return request.staff;
  if (request.url.startsWith(INBOX_API_PATH)) {
    void reply.code(401).send({ error: "Your session has ended. Sign in again." });
  } else if (request.method === "GET" || request.method === "HEAD") {
    void reply.redirect(signInLocation(request.url), 303);
  } else {
    void reply.redirect(signInLocation(sameOriginRefererPath(request)), 303);
  }
  return null;
}

/**
 * The staff member of a request only admins may make; for anyone else (a
 * broker, an editor) a refusal (403, naming what admins do), and null.
 */
export function requireAdmin(request: FastifyRequest, reply: FastifyReply, what: string): SignedInStaff | null {
  return requireRole(request, reply, ["admin"], `Only an admin can ${what}.`);
}

/**
 * The staff member of a request that reads or changes leads: an admin or a
 * broker. An editor sees no lead and nothing about the people who sent one,
 * so is refused (403) before the route's first query; `what` names what
 * they asked for ("see the leads").
 */
export function requireLeadAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  what = "see the leads",
): SignedInStaff | null {
  return requireRole(request, reply, LEAD_ROLES, `Only an admin or a broker can ${what}.`);
}

/** The roles that may open the content studio and save drafts in it: every role. */
const CONTENT_EDITING_ROLES: readonly StaffRole[] = ["admin", "broker", "editor"];
/** The roles that may publish the content: not a broker. */
const PUBLISHING_ROLES: readonly StaffRole[] = ["admin", "editor"];

/** The staff member of a request that opens the content studio or saves a draft in it: an admin, a broker or an editor. */
export function requireContentEditor(request: FastifyRequest, reply: FastifyReply): SignedInStaff | null {
  return requireRole(
    request,
    reply,
    CONTENT_EDITING_ROLES,
    "Only an admin, a broker or an editor can edit the content.",
  );
}

/** The staff member of a request that publishes the content: an admin or an editor; a broker is refused (403). */
export function requirePublisher(request: FastifyRequest, reply: FastifyReply): SignedInStaff | null {
  return requireRole(request, reply, PUBLISHING_ROLES, "Only an admin or an editor can publish.");
}

/**
 * Where a person lands in the inbox when they asked for nothing in
 * particular (`next` is the inbox itself): an editor, who sees no lead, at
 * the content studio; everyone else at `next`.
 */
export function landingFor(staff: Pick<SignedInStaff, "role">, next: string): string {
  return next === INBOX_PATH && !LEAD_ROLES.includes(staff.role) ? CONTENT_STUDIO_PATH : next;
}

/** The signed-in person when their role is one of `roles`; else sign-in (no session) or a 403 saying `refusal`, and null. */
function requireRole(
  request: FastifyRequest,
  reply: FastifyReply,
  roles: readonly StaffRole[],
  refusal: string,
): SignedInStaff | null {
  const staff = requireStaff(request, reply);
  if (!staff) return null;
  if (roles.includes(staff.role)) return staff;
  if (request.url.startsWith(INBOX_API_PATH)) void reply.code(403).send({ error: refusal });
  else void reply.code(403).type("text/plain; charset=utf-8").send(refusal);
  return null;
}

function sameOriginRefererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === request.host ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}
