/**
 * GET /inbox/leads/:id: one lead, for admins and brokers. Opening it marks it
 * read and writes "viewed lead" to the audit trail, every time: who looked
 * at whose details is what an audit is for.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { sendInboxPage } from "../inbox-page.tsx";
import { sendNotFound } from "../inbox-refusals.tsx";
import { leadIdOf, queryValue } from "../inbox-request.ts";
import { requireLeadAccess, type SignedInStaff } from "../inbox-session.ts";
import type { LeadDetail } from "./lead-inbox.ts";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import type { RefusedForm } from "./lead-view-forms.tsx";
import { isLeadNotice, LeadViewPage, type LeadNotice } from "./lead-view-page.tsx";

export const NO_SUCH_LEAD =
  "There is no lead at this address. It may have been deleted, or the address is not quite right.";

export function registerLeadView(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(`${INBOX_PATH}/leads/:id`, async (request, reply) => {
    // Refused before the lead is read or marked read: an editor leaves no trace on it.
    const staff = requireLeadAccess(request, reply, "open a lead");
    if (!staff) return reply;
    const id = leadIdOf(request);
    if (!id) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    await context.leads.markRead(id);
    const lead = await context.leads.lead(id);
    if (!lead) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    const done = queryValue(request, "done");
    return sendLeadPage(reply, context, staff, lead, { notice: isLeadNotice(done) ? done : undefined });
  });
}

/**
 * Sends a lead's page, writing "viewed lead" to the audit trail: whatever led
 * here (opening it, or a form refused on it), the person saw its details.
 */
export async function sendLeadPage(
  reply: FastifyReply,
  context: LeadPagesContext,
  staff: SignedInStaff,
  lead: LeadDetail,
  options: { notice?: LeadNotice; refused?: RefusedForm } = {},
): Promise<FastifyReply> {
  await context.audit.record({ staffId: staff.id, action: "viewed lead", leadId: lead.id });
  const activeStaff = await context.staffDirectory.activeStaff();
  const page = (
    <LeadViewPage
      staff={staff}
      lead={lead}
      activeStaff={activeStaff}
      siteUrl={context.config.SITE_URL}
      now={new Date(context.now())}
      calendar={await context.calendar()}
      {...options}
    />
  );
  return sendInboxPage(reply, page, options.refused ? 400 : 200);
}
