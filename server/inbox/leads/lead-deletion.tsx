/**
 * Deleting, for admins only: one lead, or everything about one person (APP
 * 13). Each is a confirmation page (GET) and a form that posts; the erasure
 * is the command-line tool's own (lead-store.ts eraseLeads, and
 * person-requests.ts for a person), so the privacy audit records it the same
 * way. The inbox's audit line says who did it and how many, never the
 * person's address.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { erasePersonsLeads, personsLeads } from "../../leads/store/person-requests.ts";
import type { StoredLead } from "../../leads/store/lead-store.ts";
import { FORM_LABELS } from "./field-labels.ts";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireAdminPage, sendNotFound } from "../inbox-refusals.tsx";
import { leadIdOf, queryValue } from "../inbox-request.ts";
import type { SignedInStaff } from "../inbox-session.ts";
import { WhenTime } from "../inbox-time.tsx";
import type { LeadDetail } from "./lead-inbox.ts";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { leadPath } from "./lead-row.tsx";
import { nationalPhone } from "./phone-display.ts";
import { NO_SUCH_LEAD } from "./lead-view-route.tsx";

export const DELETED_PATH = `${INBOX_PATH}/deleted`;
const WHAT_ADMINS_DO = "delete leads";

const counted = (count: number) => (count === 1 ? "1 lead" : `${count.toLocaleString("en-AU")} leads`);

export function registerLeadDeletion(inbox: FastifyInstance, context: LeadPagesContext): void {
  const { leads, store, audit } = context;

  /** The lead an admin is deleting from, or an answer already sent (403, sign-in, 404). */
  const leadToDelete = async (request: Parameters<typeof requireAdminPage>[0], reply: FastifyReply) => {
    const staff = requireAdminPage(request, reply, WHAT_ADMINS_DO);
    if (!staff) return undefined;
    const id = leadIdOf(request);
    const lead = id ? await leads.lead(id) : undefined;
    if (!lead) {
      sendNotFound(reply, staff, NO_SUCH_LEAD);
      return undefined;
    }
    return { staff, lead };
  };

  inbox.get(`${INBOX_PATH}/leads/:id/delete`, async (request, reply) => {
    const found = await leadToDelete(request, reply);
    if (!found) return reply;
    // The page shows the lead's details: a view like any other.
    await audit.record({
      staffId: found.staff.id,
      action: "viewed lead",
      leadId: found.lead.id,
      detail: "to delete it",
    });
    return sendInboxPage(reply, <DeleteLeadPage {...found} />);
  });

  inbox.post(`${INBOX_PATH}/leads/:id/delete`, async (request, reply) => {
    const found = await leadToDelete(request, reply);
    if (!found) return reply;
    const erased = await store.eraseLeads([found.lead.id], {
      action: "deletion on request",
      reason: "inbox: deleted by an admin",
    });
    await audit.record({
      staffId: found.staff.id,
      action: "deleted lead",
      leadId: found.lead.id,
      detail: counted(erased.ids.length),
    });
    return reply.redirect(`${DELETED_PATH}?count=${erased.ids.length}`, 303);
  });

  inbox.get(`${INBOX_PATH}/leads/:id/delete-person`, async (request, reply) => {
    const found = await leadToDelete(request, reply);
    if (!found) return reply;
    const matches = await personsLeads(store, {
      email: found.lead.email ?? undefined,
      phone: found.lead.phone ?? undefined,
    });
    // The page lists every lead of the person: each is a view.
    for (const match of matches)
      await audit.record({
        staffId: found.staff.id,
        action: "viewed lead",
        leadId: match.id,
        detail: "to delete the person's leads",
      });
    return sendInboxPage(reply, <DeletePersonPage {...found} matches={matches} />);
  });

  inbox.post(`${INBOX_PATH}/leads/:id/delete-person`, async (request, reply) => {
    const found = await leadToDelete(request, reply);
    if (!found) return reply;
    // Found again now, not taken from the form: whatever this person has sent
    // up to this moment goes, which is what their request asks.
    const ids = (
      await personsLeads(store, { email: found.lead.email ?? undefined, phone: found.lead.phone ?? undefined })
    ).map((lead) => lead.id);
    const erased = await erasePersonsLeads(store, ids, "inbox: an admin deleted everything about one person");
    await audit.record({
      staffId: found.staff.id,
      action: "deleted person's leads",
      leadId: found.lead.id,
      detail: counted(erased.ids.length),
    });
    return reply.redirect(`${DELETED_PATH}?count=${erased.ids.length}`, 303);
  });

  inbox.get(DELETED_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, WHAT_ADMINS_DO);
    if (!staff) return reply;
    const count = Number(queryValue(request, "count"));
    const said =
      Number.isSafeInteger(count) && count >= 0 ? `Deleted for good: ${counted(count)}.` : "Deleted for good.";
    return sendInboxPage(
      reply,
      <InboxDocument title="Deleted" staff={staff} section={INBOX_PATH}>
        <h1>Deleted</h1>
        <p className="notice" role="status">
          {said} The privacy audit and the inbox's audit trail record it, without the person's details.
        </p>
        <p>
          <a href={INBOX_PATH}>Back to the leads</a>
        </p>
      </InboxDocument>,
    );
  });
}

function DeleteLeadPage({ staff, lead }: { staff: SignedInStaff; lead: LeadDetail }) {
  return (
    <InboxDocument title="Delete this lead?" staff={staff} section={INBOX_PATH}>
      <h1>Delete this lead for good?</h1>
      <p>
        The {FORM_LABELS[lead.form].toLowerCase()} from <strong>{lead.name}</strong>, which arrived{" "}
        <WhenTime iso={lead.receivedAt} />, goes for good, with its deliveries, notes and status history. It cannot be
        undone.
      </p>
      <form method="post" action={`${leadPath(lead.id)}/delete`} className="actions">
        <button type="submit" className="danger">
          Delete for good
        </button>
        <a href={leadPath(lead.id)}>Keep it</a>
      </form>
    </InboxDocument>
  );
}

function DeletePersonPage({
  staff,
  lead,
  matches,
}: {
  staff: SignedInStaff;
  lead: LeadDetail;
  matches: readonly StoredLead[];
}) {
  const how = [
    lead.email ? `the e-mail address ${lead.email}` : null,
    lead.phone ? `the phone number ${nationalPhone(lead.phone)}` : null,
  ]
    .filter(Boolean)
    .join(" or ");
  return (
    <InboxDocument title="Delete everything about this person?" staff={staff} section={INBOX_PATH}>
      <h1>Delete everything about this person?</h1>
      <p>
        {counted(matches.length)} {matches.length === 1 ? "has" : "have"} {how}. All of{" "}
        {matches.length === 1 ? "it goes" : "them go"} for good, with their deliveries, notes and status history, as the
        person asked (APP 13). It cannot be undone.
      </p>
      <ul>
        {matches.map((match) => (
          <li key={match.id}>
            <a href={leadPath(match.id)}>
              {FORM_LABELS[match.form]} of <WhenTime iso={match.receivedAt} />
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={`${leadPath(lead.id)}/delete-person`} className="actions">
        <button type="submit" className="danger">
          Delete {matches.length === 1 ? "it" : `all ${matches.length}`} for good
        </button>
        <a href={leadPath(lead.id)}>Keep them</a>
      </form>
    </InboxDocument>
  );
}
