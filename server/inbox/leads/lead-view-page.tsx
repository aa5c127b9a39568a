/**
 * One lead's page (/inbox/leads/:id): everything it says, how to reach the
 * person, its deliveries, notes and status, and the forms that triage it.
 * Admins also see the way to delete it, or everything about the person.
 */
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import type { ActiveStaffMember } from "../../staff/staff-directory.ts";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { melbourneDateTime, WhenTime } from "../inbox-time.tsx";
import type { LeadDetail } from "./lead-inbox.ts";
import { leadPath } from "./lead-row.tsx";
import { AssigneeForm, NoteForm, type RefusedForm, RetryForm, SpamForm, StatusForm } from "./lead-view-forms.tsx";
import type { FirstContactCalendar } from "./first-contact-words.ts";
import { LeadContactLog } from "./lead-contact-log.tsx";
import { LeadScenario } from "./lead-view-scenario.tsx";
import { LeadContact, LeadDeliveries, LeadFields, LeadStatusHistory, LeadSummaryList } from "./lead-view-sections.tsx";

/** What a lead's page says after each of its forms (?done=), post/redirect/get. */
export const LEAD_NOTICES = {
  status: "Status saved.",
  "status-unchanged": "The status was already that: nothing changed.",
  assignee: "Assignee saved.",
  note: "Note added.",
  contact: "Contact attempt logged.",
  "contact-first": "Contact attempt logged: the first-contact clock has stopped.",
  "contact-reached": "Contact attempt logged: the clock has stopped and the status is now Contacted.",
  spam: "Moved to the Spam folder. Deliveries still waiting will not be sent.",
  "not-spam": "Moved to the inbox. It is being delivered now.",
  retry: "Deliveries still waiting are being tried again now.",
  "retry-none": "Nothing was waiting to be delivered.",
} as const;

export type LeadNotice = keyof typeof LEAD_NOTICES;

export function isLeadNotice(value: unknown): value is LeadNotice {
  return typeof value === "string" && Object.hasOwn(LEAD_NOTICES, value);
}

export interface LeadViewProps {
  staff: SignedInStaff;
  lead: LeadDetail;
  activeStaff: readonly ActiveStaffMember[];
  notice?: LeadNotice;
  /** A form that was refused: the page comes back with the problem at its field (status 400). */
  refused?: RefusedForm;
  /** SITE_URL, where the lead's calculator scenario is recreated. */
  siteUrl: string;
  /** The time and calendar the first-contact clock is read at. */
  now: Date;
  calendar: FirstContactCalendar | undefined;
}

export function LeadViewPage({ staff, lead, activeStaff, notice, refused, siteUrl, now, calendar }: LeadViewProps) {
  const folder = lead.spam
    ? { href: `${INBOX_PATH}?view=spam`, label: "Back to Spam" }
    : { href: INBOX_PATH, label: "Back to the leads" };
  return (
    // The person's name stays out of the title, which a browser keeps in its history.
    <InboxDocument
      title={`Lead of ${melbourneDateTime(lead.receivedAt)}`}
      staff={staff}
      section={lead.spam ? `${INBOX_PATH}?view=spam` : INBOX_PATH}
    >
      <p>
        <a href={folder.href}>{folder.label}</a>
      </p>
      <h1>{lead.name.trim() || "(no name given)"}</h1>
      {notice ? (
        <p className="notice" role="status">
          {LEAD_NOTICES[notice]}
        </p>
      ) : null}
      {refused ? (
        <p className="alert" role="alert">
          Nothing was saved: <a href={`#${refused.field}`}>{refused.problem}</a>
        </p>
      ) : null}
      <LeadContact lead={lead} />
      <LeadSummaryList lead={lead} />
      {lead.spam ? null : <LeadContactLog lead={lead} now={now} calendar={calendar} refused={refused} />}

      <section aria-labelledby="triage-heading">
        <h2 id="triage-heading">Triage</h2>
        <div className="form-row">
          <StatusForm lead={lead} refused={refused} />
          <AssigneeForm lead={lead} staff={activeStaff} refused={refused} />
        </div>
        <SpamForm lead={lead} />
      </section>

      <section aria-labelledby="fields-heading">
        <h2 id="fields-heading">What they sent</h2>
        <LeadFields lead={lead} />
      </section>

      {lead.scenario ? <LeadScenario scenario={lead.scenario} siteUrl={siteUrl} /> : null}

      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading">Delivery</h2>
        <LeadDeliveries deliveries={lead.deliveries} />
        <RetryForm lead={lead} />
      </section>

      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        {lead.notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ol className="notes">
            {lead.notes.map((note) => (
              <li key={note.id}>
                <p className="note-meta">
                  {note.staff.name}, <WhenTime iso={note.at} />
                </p>
                <p className="note-body">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <NoteForm lead={lead} refused={refused} />
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Status history</h2>
        <LeadStatusHistory lead={lead} />
      </section>

      {staff.role === "admin" ? (
        <section aria-labelledby="delete-heading">
          <h2 id="delete-heading">Delete</h2>
          <p>Deleting is for good: the lead, its deliveries and its notes go. Each step asks first.</p>
          <ul className="actions">
            <li>
              <a className="button danger" href={`${leadPath(lead.id)}/delete`}>
                Delete this lead
              </a>
            </li>
            <li>
              <a className="button danger" href={`${leadPath(lead.id)}/delete-person`}>
                Delete everything about this person
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </InboxDocument>
  );
}
