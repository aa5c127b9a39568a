/**
 * What one lead's page shows about the lead itself: how to reach the person,
 * every field they sent, where its deliveries are, and how its status has
 * moved. The forms that change it are in lead-view-forms.tsx.
 */
import { z } from "zod";
import { CHANNEL_LABELS, FORM_LABELS, labelledFields } from "./field-labels.ts";
import { DataTable } from "../data-table.tsx";
import { WhenTime } from "../inbox-time.tsx";
import { type LeadDetail, STATUS_LABELS } from "./lead-inbox.ts";
import type { LeadDelivery } from "../../leads/store/lead-store.ts";
import { nationalPhone, telHref } from "./phone-display.ts";

function isPlainEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

export function LeadContact({ lead }: { lead: LeadDetail }) {
  return (
    <ul className="contact-links">
      {lead.phone ? (
        <li>
          Call <a href={telHref(lead.phone)}>{nationalPhone(lead.phone)}</a>
        </li>
      ) : null}
      {lead.email ? (
        <li>
          {/* Only an address the form's own rule accepts becomes a link: a honeypot catch is stored as sent, and
              "x@example.com?bcc=..." would open a draft copying someone else. */}
          E-mail{" "}
          {isPlainEmailAddress(lead.email) ? (
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          ) : (
            <span>{lead.email} (not a valid address)</span>
          )}
        </li>
      ) : null}
    </ul>
  );
}

export function LeadSummaryList({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="lead-facts">
      <div>
        <dt>Form</dt>
        <dd>{FORM_LABELS[lead.form]}</dd>
      </div>
      <div>
        <dt>Arrived</dt>
        <dd>
          <WhenTime iso={lead.receivedAt} />
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[lead.status]}</dd>
      </div>
      <div>
        <dt>Assigned to</dt>
        <dd>{lead.assignee?.name ?? "Nobody"}</dd>
      </div>
      <div>
        <dt>Folder</dt>
        <dd>{lead.spam ? "Spam (not delivered)" : "Inbox"}</dd>
      </div>
    </dl>
  );
}

export function LeadFields({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="lead-fields">
      {labelledFields(lead.form, lead.fields).map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd className={field.name === "message" ? "message" : undefined}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const DELIVERY_COLUMNS = ["Channel", "State", "Attempts", "Next try", "Last error", "Delivered"] as const;
const HISTORY_COLUMNS = ["When", "Who", "Change"] as const;

function deliveryState(delivery: LeadDelivery): string {
  if (delivery.state === "delivered") return "Delivered";
  if (delivery.state === "skipped") return "Skipped (this channel is not set up)";
  return delivery.attempts === 0 ? "Waiting to be sent" : "Waiting to be tried again";
}

export function LeadDeliveries({ deliveries }: { deliveries: readonly LeadDelivery[] }) {
  if (deliveries.length === 0)
    return <p>This lead has no deliveries: it was kept aside as spam when it arrived, or they were removed.</p>;
  return (
    <DataTable id="deliveries" caption="Deliveries, by channel" columns={DELIVERY_COLUMNS}>
      {deliveries.map((delivery) => (
        <tr key={delivery.channel}>
          <th scope="row">{CHANNEL_LABELS[delivery.channel]}</th>
          <td>{deliveryState(delivery)}</td>
          <td>{delivery.attempts}</td>
          <td>
            {delivery.state === "pending" && delivery.attempts > 0 ? (
              <WhenTime iso={new Date(delivery.nextAttemptAt).toISOString()} />
            ) : (
              "—"
            )}
          </td>
          <td>{delivery.lastError ?? "—"}</td>
          <td>{delivery.deliveredAt ? <WhenTime iso={delivery.deliveredAt} /> : "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function LeadStatusHistory({ lead }: { lead: LeadDetail }) {
  return (
    <DataTable id="history" caption="Status history, oldest first" columns={HISTORY_COLUMNS}>
      <tr>
        <td>
          <WhenTime iso={lead.receivedAt} />
        </td>
        <td>—</td>
        <td>Arrived as {STATUS_LABELS.new}</td>
      </tr>
      {lead.statusChanges.map((change, index) => (
        // A change has no id of its own, and the history never reorders.
        <tr key={index}>
          <td>
            <WhenTime iso={change.at} />
          </td>
          <td>{change.staff.name}</td>
          <td>
            {STATUS_LABELS[change.from]} → {STATUS_LABELS[change.to]}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
