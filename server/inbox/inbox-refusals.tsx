/**
 * The inbox's answers when a page cannot be shown: not there (404), not
 * allowed (403), or asked for wrongly (400). Each is a whole page in the
 * inbox's frame, so the person keeps the navigation and a way back.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { CONTENT_STUDIO_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { LEAD_ROLES } from "../staff/staff-directory.ts";
import { InboxDocument } from "./inbox-document.tsx";
import { sendInboxPage } from "./inbox-page.tsx";
import { requireStaff, type SignedInStaff } from "./inbox-session.ts";

export function sendNotFound(reply: FastifyReply, staff: SignedInStaff, message: string): FastifyReply {
  return sendInboxPage(
    reply,
    <InboxDocument title="Not found" staff={staff}>
      <h1>Not found</h1>
      <p>{message}</p>
      <p>
        <a href={INBOX_PATH}>Back to the leads</a>
      </p>
    </InboxDocument>,
    404,
  );
}

/**
 * The staff member when they are an admin. Anyone else signed in gets a 403
 * page saying what only admins do (without a session: sign-in, as always),
 * and null. The server decides here; hiding the controls is only a courtesy.
 */
export function requireAdminPage(request: FastifyRequest, reply: FastifyReply, what: string): SignedInStaff | null {
  const staff = requireStaff(request, reply);
  if (!staff) return null;
  if (staff.role === "admin") return staff;
  sendInboxPage(
    reply,
    <InboxDocument title="Admins only" staff={staff}>
      <h1>Admins only</h1>
      <p>Only an admin can {what}. Ask an admin if this needs doing.</p>
      <p>
        {/* An editor sees no lead: their way back is to the content. */}
        {LEAD_ROLES.includes(staff.role) ? (
          <a href={INBOX_PATH}>Back to the leads</a>
        ) : (
          <a href={CONTENT_STUDIO_PATH}>Back to the content</a>
        )}
      </p>
    </InboxDocument>,
    403,
  );
  return null;
}

/** A page asked for with a value that cannot be read (an address typed or edited by hand): each problem names its field. */
export function sendBadRequest(reply: FastifyReply, staff: SignedInStaff, problems: readonly string[]): FastifyReply {
  return sendInboxPage(
    reply,
    <InboxDocument title="Cannot show this page" staff={staff}>
      <h1>Cannot show this page</h1>
      <ul className="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        <a href={INBOX_PATH}>Back to the leads</a>
      </p>
    </InboxDocument>,
    400,
  );
}
