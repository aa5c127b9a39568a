/**
 * The forms on one lead's page. Each is a plain form that posts to the lead's
 * own address (lead-actions.ts) and comes back to the page, so all of it
 * works without JavaScript.
 */
import type { ActiveStaffMember } from "../../staff/staff-directory.ts";
import { LEAD_STATUSES, type LeadDetail, STATUS_LABELS } from "./lead-inbox.ts";
import { leadPath } from "./lead-row.tsx";

/** The longest note, in characters. */
export const NOTE_MAX = 5000;

/** A form of this page that was refused: which field, why, and (for a note) what was typed, so nothing is lost. */
export interface RefusedForm {
  field: "status" | "assignee" | "note" | "channel" | "outcome" | "attempt-note";
  problem: string;
  typed?: string;
  /** The "Log contact" form's choices as sent (lead-contact-log.tsx). */
  contact?: { channel?: string; outcome?: string; note?: string };
}

/** The attributes that tie a control to its hint and its problem, if any. */
function described(field: string, refused: RefusedForm | undefined, hintId?: string) {
  const problem = refused?.field === field;
  const ids = [hintId, problem ? `${field}-error` : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": problem ? true : undefined, "aria-describedby": ids || undefined };
}

function FieldProblem({ field, refused }: { field: string; refused: RefusedForm | undefined }) {
  if (refused?.field !== field) return null;
  return (
    <p className="field-error" id={`${field}-error`}>
      {refused.problem}
    </p>
  );
}

export function StatusForm({ lead, refused }: { lead: LeadDetail; refused?: RefusedForm }) {
  return (
    <form method="post" action={`${leadPath(lead.id)}/status`} className="inline-form">
      <div className="field">
        <label htmlFor="status">Status</label>
        <select id="status" name="status" defaultValue={lead.status} {...described("status", refused)}>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <FieldProblem field="status" refused={refused} />
      </div>
      <button type="submit">Save status</button>
    </form>
  );
}

export function AssigneeForm({
  lead,
  staff,
  refused,
}: {
  lead: LeadDetail;
  staff: readonly ActiveStaffMember[];
  refused?: RefusedForm;
}) {
  // Someone since disabled can still hold a lead: they stay a choice, so the select shows the truth.
  const choices =
    lead.assignee && !staff.some((member) => member.id === lead.assignee?.id)
      ? [...staff, { ...lead.assignee, name: `${lead.assignee.name} (no longer active)` }]
      : staff;
  return (
    <form method="post" action={`${leadPath(lead.id)}/assignee`} className="inline-form">
      <div className="field">
        <label htmlFor="assignee">Assigned to</label>
        <select
          id="assignee"
          name="assignee"
          defaultValue={lead.assignee ? String(lead.assignee.id) : ""}
          {...described("assignee", refused)}
        >
          <option value="">Nobody</option>
          {choices.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
        <FieldProblem field="assignee" refused={refused} />
      </div>
      <button type="submit">Save assignee</button>
    </form>
  );
}

export function SpamForm({ lead }: { lead: LeadDetail }) {
  return lead.spam ? (
    <form method="post" action={`${leadPath(lead.id)}/not-spam`}>
      <p className="hint" id="not-spam-hint">
        Moves it to the inbox and delivers it like any lead.
      </p>
      <button type="submit" aria-describedby="not-spam-hint">
        Not spam
      </button>
    </form>
  ) : (
    <form method="post" action={`${leadPath(lead.id)}/spam`}>
      <p className="hint" id="spam-hint">
        Moves it to the Spam folder; deliveries still waiting are not sent.
      </p>
      <button type="submit" className="secondary" aria-describedby="spam-hint">
        Spam
      </button>
    </form>
  );
}

export function RetryForm({ lead }: { lead: LeadDetail }) {
  if (!lead.deliveries.some((delivery) => delivery.state === "pending"))
    return <p>Nothing is waiting to be delivered.</p>;
  return (
    <form method="post" action={`${leadPath(lead.id)}/retry`}>
      <button type="submit">Retry delivery now</button>
    </form>
  );
}

export function NoteForm({ lead, refused }: { lead: LeadDetail; refused?: RefusedForm }) {
  return (
    <form method="post" action={`${leadPath(lead.id)}/notes`} noValidate>
      <h3>Add a note</h3>
      <div className="field">
        <label htmlFor="note">Note</label>
        <textarea
          id="note"
          name="note"
          rows={5}
          maxLength={NOTE_MAX}
          defaultValue={refused?.field === "note" ? refused.typed : undefined}
          {...described("note", refused, "note-hint")}
        />
        <p className="hint" id="note-hint">
          Up to {NOTE_MAX.toLocaleString("en-AU")} characters. Every staff member can read notes.
        </p>
        <FieldProblem field="note" refused={refused} />
      </div>
      <button type="submit">Add note</button>
    </form>
  );
}
