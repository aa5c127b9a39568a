/**
 * One lead as a row of the list. The list page and the live API (which sends
 * new rows to an open list) both render this, so a row that arrives live is
 * the same as one that was there on load.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { enquiryTypeLabel, FORM_LABELS } from "./field-labels.ts";
import { WhenTime } from "../inbox-time.tsx";
import { type FirstContactCalendar, firstContactWords } from "./first-contact-words.ts";
import { type LeadSummary, STATUS_LABELS } from "./lead-inbox.ts";

export const LEAD_COLUMNS = [
  "Name",
  "Form",
  "Enquiry type",
  "Postcode",
  "Arrived",
  "First contact",
  "Status",
  "Assigned to",
  "Read",
] as const;

export function leadPath(id: string): string {
  return `${INBOX_PATH}/leads/${encodeURIComponent(id)}`;
}

/** The time and calendar a row's first-contact clock is read at: one for the whole list. */
export interface ListClock {
  now: Date;
  calendar: FirstContactCalendar | undefined;
}

export function LeadRow({ lead, clock }: { lead: LeadSummary; clock: ListClock }) {
  const firstContact = firstContactWords(lead.firstContact, clock.now, clock.calendar);
  const classes = [lead.unread ? "unread" : "", firstContact.phase === "overdue" ? "overdue" : ""].filter(Boolean);
  return (
    <tr
      className={classes.join(" ") || undefined}
      data-seq={lead.seq}
      // Where a live row goes in "Needs first contact", which is in due order (inbox-live.ts).
      data-due={lead.firstContact.contactedAt === null ? (lead.firstContact.dueAt ?? undefined) : undefined}
    >
      <th scope="row">
        <a href={leadPath(lead.id)}>{lead.name.trim() || "(no name given)"}</a>
      </th>
      <td>{FORM_LABELS[lead.form]}</td>
      <td>{lead.enquiryType ? enquiryTypeLabel(lead.enquiryType) : "—"}</td>
      <td>{lead.postcode ?? "—"}</td>
      <td>
        <WhenTime iso={lead.receivedAt} />
      </td>
      <td data-first-contact={firstContact.phase}>
        {firstContact.phase === "overdue" ? <strong>{firstContact.text}</strong> : firstContact.text}
      </td>
      <td>{STATUS_LABELS[lead.status]}</td>
      <td>{lead.assignee?.name ?? "Nobody"}</td>
      <td>{lead.unread ? <strong>Unread</strong> : "Read"}</td>
    </tr>
  );
}

/** The rows as HTML, for the live API's answer. */
export function leadRowsHtml(leads: readonly LeadSummary[], clock: ListClock): string {
  return renderToStaticMarkup(
    <>
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} clock={clock} />
      ))}
    </>,
  );
}
