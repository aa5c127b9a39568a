/**
 * GET /inbox: the list (and, with view=spam, the spam folder), for every
 * staff member. Filters that cannot be read are named at their fields and
 * left out; the rest of the page works (a 400 status says so to a program).
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireStaff } from "../inbox-session.ts";
import { LeadListPage } from "./lead-list-page.tsx";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { readListQuery } from "./list-query.ts";

export const LEADS_PER_PAGE = 50;

export function registerLeadList(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(INBOX_PATH, async (request, reply) => {
    const staff = requireStaff(request, reply);
    if (!staff) return reply;
    const reading = readListQuery(request, staff.id);
    const list = await context.leads.list(reading.filter, { before: reading.before, limit: LEADS_PER_PAGE });
    // On an older page the newest matching lead is not on it: asked for, so live updates start from it.
    const newestSeq =
      reading.before === undefined
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
      />
    );
    return sendInboxPage(reply, page, Object.keys(reading.problems).length > 0 ? 400 : 200);
  });
}
