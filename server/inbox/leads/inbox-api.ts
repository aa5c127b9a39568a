/**
 * GET /api/inbox/leads?after=SEQ&<the list's filters>: what the live script
 * (inbox-live.ts) asks every few seconds. The leads that arrived after SEQ and
 * match the filters, as rows rendered by the list's own component, the seq
 * to ask after next, the unread count for the tab's title, and how many
 * leads were given to the viewer after the assignment `assigned_after`
 * (the banner's "assigned to you", whatever the filters). 401 without a
 * session (the script then sends the person to sign in and back); 403, JSON,
 * to an editor, who sees no lead.
 */
import type { FastifyInstance } from "fastify";
import { queryValue } from "../inbox-request.ts";
import { requireLeadAccess } from "../inbox-session.ts";
import type { LiveAnswer } from "./inbox-live.ts";
import { readListQuery } from "./list-query.ts";
import { LIVE_LEADS_PATH } from "./lead-list-page.tsx";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { leadRowsHtml } from "./lead-row.tsx";

/** Rows in one answer; more than this in 4 seconds and the script asks for a reload. */
const MOST_ROWS = 50;

export function registerInboxApi(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(LIVE_LEADS_PATH, async (request, reply) => {
    const staff = requireLeadAccess(request, reply, "see the leads");
    if (!staff) return reply;
    const afterText = queryValue(request, "after") ?? "";
    const after = /^\d{1,15}$/.test(afterText) ? Number(afterText) : NaN;
    if (!Number.isSafeInteger(after)) {
      return reply
        .code(400)
        .send({ error: "after: give the seq of the newest lead the page shows, a whole number (0 for none)." });
    }
    const assignedText = queryValue(request, "assigned_after") ?? "0";
    const assignedAfter = /^\d{1,15}$/.test(assignedText) ? Number(assignedText) : NaN;
    if (!Number.isSafeInteger(assignedAfter)) {
      return reply
        .code(400)
        .send({ error: "assigned_after: give the newest assignment the page knows of (0 for none)." });
    }
    const reading = readListQuery(request, staff.id);
    const problems = Object.values(reading.problems);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join(" ") });
    const leads = await context.leads.newerThan(reading.filter, after, MOST_ROWS + 1);
    const shown = leads.slice(0, MOST_ROWS);
    const clock = { now: new Date(context.now()), calendar: await context.calendar() };
    const answer: LiveAnswer = {
      rowsHtml: leadRowsHtml(shown, clock),
      count: shown.length,
      more: leads.length > MOST_ROWS,
      newestSeq: Math.max(after, ...shown.map((lead) => lead.seq)),
      unread: await context.leads.unreadCount(),
      assigned: await context.leads.assignedTo(staff.id, assignedAfter),
      overdue: await context.leads.overdueFor(staff.id),
    };
    return reply.send(answer);
  });
}
