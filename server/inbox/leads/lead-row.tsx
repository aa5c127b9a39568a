/**
 * One lead as a row of the list. The list page and the live API (which sends
 * new rows to an open list) both render this, so a row that arrives live is
 * the same as one that was there on load.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { enquiryTypeLabel, FORM_LABELS } from "./field-labels.ts";
import { WhenTime } from "../inbox-time.tsx";
import { type LeadSummary, STATUS_LABELS } from "./lead-inbox.ts";

export const LEAD_COLUMNS = [
  "Name",
  "Form",
  "Enquiry type",
  "Postcode",
  "Arrived",
  "Status",
  "Assigned to",
  "Read",
] as const;

export function leadPath(id: string): string {
  return `${INBOX_PATH}/leads/${encodeURIComponent(id)}`;
}

export function LeadRow({ lead }: { lead: LeadSummary }) {
  return (
    <tr className={lead.unread ? "unread" : undefined} data-seq={lead.seq}>
      <th scope="row">
        <a href={leadPath(lead.id)}>{lead.name.trim() || "(no name given)"}</a>
      </th>
      <td>{FORM_LABELS[lead.form]}</td>
      <td>{lead.enquiryType ? enquiryTypeLabel(lead.enquiryType) : "—"}</td>
      <td>{lead.postcode ?? "—"}</td>
      <td>
        <WhenTime iso={lead.receivedAt} />
      </td>
      <td>{STATUS_LABELS[lead.status]}</td>
      <td>{lead.assignee?.name ?? "Nobody"}</td>
      <td>{lead.unread ? <strong>Unread</strong> : "Read"}</td>
    </tr>
  );
}

/** The rows as HTML, for the live API's answer. */
export function leadRowsHtml(leads: readonly LeadSummary[]): string {
  return renderToStaticMarkup(
    <>
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} />
      ))}
    </>,
  );
}
