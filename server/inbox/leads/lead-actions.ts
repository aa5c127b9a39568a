/**
 * The forms on a lead's page, for admins and brokers: status, assignee,
 * note, spam or not, and retrying its delivery. Each checks its input (a
 * refusal brings the page back, 400, with the problem at its field and what
 * was typed kept), changes the lead, writes one audit line (never the lead's
 * content, nor the note's), and sends the browser back to the lead with a
 * short notice: post/redirect/get, so a reload never posts twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { sendNotFound } from "../inbox-refusals.tsx";
import { formField, leadIdOf } from "../inbox-request.ts";
import { requireLeadAccess, type SignedInStaff } from "../inbox-session.ts";
import {
  ATTEMPT_NOTE_MAX,
  CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  OUTCOME_LABELS,
} from "./contact-attempts.ts";
import { LEAD_STATUSES, type LeadStatus, STATUS_LABELS } from "./lead-inbox.ts";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { leadPath } from "./lead-row.tsx";
import { NOTE_MAX, type RefusedForm } from "./lead-view-forms.tsx";
import type { LeadNotice } from "./lead-view-page.tsx";
import { NO_SUCH_LEAD, sendLeadPage } from "./lead-view-route.tsx";

type LeadAction = (lead: {
  id: string;
  staff: SignedInStaff;
  request: FastifyRequest;
  reply: FastifyReply;
}) => Promise<FastifyReply>;

export function registerLeadActions(inbox: FastifyInstance, context: LeadPagesContext): void {
  const { leads, audit, outbox } = context;

  /** A POST to /inbox/leads/:id/<action>: signed in (else to sign-in and back) as someone who works leads, and an id that can be a lead's. */
  const action = (name: string, act: LeadAction) => {
    const path = `${INBOX_PATH}/leads/:id/${name}`;
    inbox.post(path, async (request, reply) => {
      const staff = requireLeadAccess(request, reply, "change a lead");
      if (!staff) return reply;
      const id = leadIdOf(request);
      if (!id) return sendNotFound(reply, staff, NO_SUCH_LEAD);
      return act({ id, staff, request, reply });
    });
    // A refused form's page stays at the form's address: opened again from
    // the address bar or history, it is a GET, which goes to the lead itself.
    inbox.get(path, async (request, reply) => {
      const staff = requireLeadAccess(request, reply, "open a lead");
      if (!staff) return reply;
      const id = leadIdOf(request);
      return id ? reply.redirect(leadPath(id), 303) : sendNotFound(reply, staff, NO_SUCH_LEAD);
    });
  };

  const back = (reply: FastifyReply, id: string, notice: LeadNotice) =>
    reply.redirect(`${leadPath(id)}?done=${notice}`, 303);

  /** The page again, with the problem at its field; or not found, if the lead went meanwhile. */
  const refuse = async (reply: FastifyReply, id: string, staff: SignedInStaff, refused: RefusedForm) => {
    const lead = await leads.lead(id);
    return lead ? sendLeadPage(reply, context, staff, lead, { refused }) : sendNotFound(reply, staff, NO_SUCH_LEAD);
  };

  /** Nothing changed: either the lead is gone (404) or it already was as asked (back, with `notice`). */
  const unchanged = async (reply: FastifyReply, id: string, staff: SignedInStaff, notice: LeadNotice) =>
    (await leads.lead(id)) ? back(reply, id, notice) : sendNotFound(reply, staff, NO_SUCH_LEAD);

  action("status", async ({ id, staff, request, reply }) => {
    const status = formField(request, "status");
    if (!isLeadStatus(status)) {
      const choices = LEAD_STATUSES.map((each) => STATUS_LABELS[each]);
      return refuse(reply, id, staff, {
        field: "status",
        problem: `Status: choose ${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}.`,
      });
    }
    const change = await leads.setStatus(id, status, staff.id);
    if (change === undefined) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    if (change === null) return back(reply, id, "status-unchanged");
    await audit.record({
      staffId: staff.id,
      action: "changed status",
      leadId: id,
      detail: `${change.from} → ${change.to}`,
    });
    return back(reply, id, "status");
  });

  action("assignee", async ({ id, staff, request, reply }) => {
    const chosen = formField(request, "assignee") ?? "";
    const member =
      chosen === "" ? null : (await context.staffDirectory.activeStaff()).find((each) => String(each.id) === chosen);
    if (member === undefined) {
      return refuse(reply, id, staff, {
        field: "assignee",
        problem:
          "Assigned to: choose someone from the list, or Nobody. (The person chosen may have been disabled meanwhile.)",
      });
    }
    if (!(await leads.assign(id, member?.id ?? null))) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    // The new assignee's notice was queued with the change: sent now, not at the outbox's next look.
    if (member) outbox.wake();
    // A staff member's name is ours, not the lead's: the trail may say who was given it.
    await audit.record({
      staffId: staff.id,
      action: "assigned lead",
      leadId: id,
      detail: member ? `to ${member.name}` : "to nobody",
    });
    return back(reply, id, "assignee");
  });

  action("notes", async ({ id, staff, request, reply }) => {
    // Browsers post line breaks as CRLF; kept one way, as the forms' messages are.
    const typed = (formField(request, "note") ?? "").replace(/\r\n?/g, "\n");
    const note = typed.trim();
    if (note === "")
      return refuse(reply, id, staff, { field: "note", problem: "Note: write the note before adding it.", typed });
    if (note.length > NOTE_MAX) {
      const problem = `Note: keep it to ${NOTE_MAX.toLocaleString("en-AU")} characters or fewer (this one has ${note.length.toLocaleString("en-AU")}).`;
      return refuse(reply, id, staff, { field: "note", problem, typed });
    }
    if (!(await leads.addNote(id, staff.id, note))) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    await audit.record({ staffId: staff.id, action: "added note", leadId: id });
    return back(reply, id, "note");
  });

  action("contact", async ({ id, staff, request, reply }) => {
    const channel = formField(request, "channel") ?? "";
    const outcome = formField(request, "outcome") ?? "";
    const typed = (formField(request, "note") ?? "").replace(/\r\n?/g, "\n");
    const note = typed.trim();
    const contact = { channel, outcome, note: typed };
    if (!isOneOf(CONTACT_CHANNELS, channel)) {
      return refuse(reply, id, staff, { field: "channel", problem: "How: choose Call, E-mail or SMS.", contact });
    }
    if (!isOneOf(CONTACT_OUTCOMES, outcome)) {
      return refuse(reply, id, staff, {
        field: "outcome",
        problem: "Outcome: choose Reached, Left a message or No answer.",
        contact,
      });
    }
    if (note.length > ATTEMPT_NOTE_MAX) {
      const problem = `Note: keep it to ${ATTEMPT_NOTE_MAX.toLocaleString("en-AU")} characters or fewer (this one has ${note.length.toLocaleString("en-AU")}).`;
      return refuse(reply, id, staff, { field: "attempt-note", problem, contact });
    }
    const logged = await leads.logContact(
      { leadId: id, staffId: staff.id, channel, outcome, note: note === "" ? null : note },
      await context.calendar(),
    );
    if (!logged) return sendNotFound(reply, staff, NO_SUCH_LEAD);
    // What was tried and how it went, and whether it stopped the clock: never the note.
    const detail = [
      `${CHANNEL_LABELS[channel]}: ${OUTCOME_LABELS[outcome]}`,
      logged.first && logged.minutes !== null ? `first contact after ${logged.minutes} min` : undefined,
      logged.statusChange ? `status ${logged.statusChange.from} → ${logged.statusChange.to}` : undefined,
    ].filter(Boolean);
    await audit.record({ staffId: staff.id, action: "logged contact", leadId: id, detail: detail.join("; ") });
    return back(reply, id, logged.statusChange ? "contact-reached" : logged.first ? "contact-first" : "contact");
  });

  action("spam", async ({ id, staff, reply }) => {
    if (!(await leads.markSpam(id))) return unchanged(reply, id, staff, "spam");
    await audit.record({ staffId: staff.id, action: "marked spam", leadId: id });
    return back(reply, id, "spam");
  });

  action("not-spam", async ({ id, staff, reply }) => {
    if (!(await leads.markNotSpam(id))) return unchanged(reply, id, staff, "not-spam");
    // Its deliveries are due now: the outbox sends them without waiting for its next look.
    outbox.wake();
    await audit.record({ staffId: staff.id, action: "marked not spam", leadId: id });
    return back(reply, id, "not-spam");
  });

  action("retry", async ({ id, staff, reply }) => {
    const due = await leads.retryDeliveries(id);
    if (due === 0) return unchanged(reply, id, staff, "retry-none");
    outbox.wake();
    await audit.record({
      staffId: staff.id,
      action: "retried delivery",
      leadId: id,
      detail: due === 1 ? "1 delivery" : `${due} deliveries`,
    });
    return back(reply, id, "retry");
  });
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

function isLeadStatus(value: string | undefined): value is LeadStatus {
  return (LEAD_STATUSES as readonly (string | undefined)[]).includes(value);
}
