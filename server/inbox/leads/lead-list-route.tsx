/**
 * GET /inbox: the list (and, with view=spam, the spam folder), for admins
 * and brokers. Filters that cannot be read are named at their fields and
 * left out; the rest of the page works (a 400 status says so to a program).
 * An editor, who sees no lead, is sent from the bare /inbox to the content
 * studio, and refused (403) any list, the spam folder or a filtered view.
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { sendInboxPage } from "../inbox-page.tsx";
import { queryValue } from "../inbox-request.ts";
import { landingFor, requireLeadAccess } from "../inbox-session.ts";
import { LeadListPage } from "./lead-list-page.tsx";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { readListQuery } from "./list-query.ts";

export const LEADS_PER_PAGE = 50;

export function registerLeadList(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(INBOX_PATH, async (request, reply) => {
    const landing = request.staff ? landingFor(request.staff, request.url) : request.url;
    if (landing !== request.url) return reply.redirect(landing, 303);
    const staff = requireLeadAccess(
      request,
      reply,
      queryValue(request, "view") === "spam" ? "see the spam folder" : "see the leads",
    );
    if (!staff) return reply;
    const reading = readListQuery(request, staff.id);
    const list = await context.leads.list(reading.filter, { before: reading.before, limit: LEADS_PER_PAGE });
    // On an older page the newest matching lead is not on it: asked for, so live updates start from it.
    // "Needs first contact" is in due order: its first row is not the newest, so live updates start
    // from the newest lead of all, after which any lead is new.
    const newestSeq =
      reading.filter.view === "first-contact"
        ? ((await context.leads.newerThan({ view: "inbox" }, 0, 1))[0]?.seq ?? 0)
        : reading.before === undefined
          ? (list.leads[0]?.seq ?? 0)
          : ((await context.leads.list(reading.filter, { limit: 1 })).leads[0]?.seq ?? 0);
    const unread = await context.leads.unreadCount();
    const page = (
      <LeadListPage
        staff={staff}
        view={reading.filter.view}
        values={reading.values}
        problems={reading.problems}
        list={list}
        filterQuery={reading.query}
        paged={reading.before !== undefined}
        newestSeq={newestSeq}
        unread={unread}
        assignedAfter={(await context.leads.assignedTo(staff.id, 0)).newestId}
        clock={{ now: new Date(context.now()), calendar: await context.calendar() }}
        overdue={await context.leads.overdueFor(staff.id)}
      />
    );
    return sendInboxPage(reply, page, Object.keys(reading.problems).length > 0 ? 400 : 200);
  });
}
