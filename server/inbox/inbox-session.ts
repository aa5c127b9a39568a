/**
 * Who is asking: the signed-in staff member a request carries, put on the
 * request by the inbox's session hook (inbox-plugin.ts) from the session
 * cookie, or null. Routes ask `requireStaff` / `requireAdmin` rather than
 * reading the cookie themselves.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { INBOX_API_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import type { StaffRole } from "../staff/staff-directory.ts";

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
 * The staff member of a request only admins may make; for anyone else a
 * refusal (403, naming what admins do), and null.
 */
export function requireAdmin(request: FastifyRequest, reply: FastifyReply, what: string): SignedInStaff | null {
  const staff = requireStaff(request, reply);
  if (!staff) return null;
  if (staff.role === "admin") return staff;
  void reply.code(403).type("text/plain; charset=utf-8").send(`Only an admin can ${what}.`);
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
