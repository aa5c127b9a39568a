/**
 * "First contact" on a lead's page (decision 019): the clock's state, the
 * contact attempts logged so far, and the "Log contact" form. A plain form
 * with native radio groups, so it works without JavaScript, like the others.
 */
import { WhenTime } from "../inbox-time.tsx";
import {
  ATTEMPT_NOTE_MAX,
  CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  OUTCOME_LABELS,
} from "./contact-attempts.ts";
import { type FirstContactCalendar, firstContactWords } from "./first-contact-words.ts";
import type { LeadDetail } from "./lead-inbox.ts";
import { leadPath } from "./lead-row.tsx";
import type { RefusedForm } from "./lead-view-forms.tsx";

/** What the refused form had chosen and typed, so nothing is lost. */
export interface ContactFormTyped {
  channel?: string;
  outcome?: string;
  note?: string;
}

function Problem({ field, refused }: { field: string; refused: RefusedForm | undefined }) {
  if (refused?.field !== field) return null;
  return (
    <p className="field-error" id={`${field}-error`}>
      {refused.problem}
    </p>
  );
}

const invalid = (field: string, refused: RefusedForm | undefined) =>
  refused?.field === field ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};
/** A radio group's problem: described by it (aria-invalid is not a group's attribute), and marked for the eye. */
const groupProblem = (field: string, refused: RefusedForm | undefined) =>
  refused?.field === field ? { className: "invalid", "aria-describedby": `${field}-error` } : {};

export function LeadContactLog({
  lead,
  now,
  calendar,
  refused,
}: {
  lead: LeadDetail;
  now: Date;
  calendar: FirstContactCalendar | undefined;
  refused?: RefusedForm;
}) {
  const clock = firstContactWords(lead.firstContact, now, calendar);
  const typed: ContactFormTyped = refused?.contact ?? {};
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">First contact</h2>
      <p className={clock.phase === "overdue" ? "clock overdue" : "clock"}>
        {clock.phase === "none" ? (
          "This lead is not on the first-contact clock."
        ) : clock.phase === "overdue" ? (
          <strong>{clock.text}</strong>
        ) : (
          clock.text
        )}
        {lead.firstContact.dueAt && clock.phase !== "contacted" ? (
          <>
            {" "}
            (due <WhenTime iso={lead.firstContact.dueAt} />)
          </>
        ) : null}
      </p>
      {lead.attempts.length === 0 ? (
        <p>No contact attempts logged yet.</p>
      ) : (
        <ol className="notes" aria-label="Contact attempts">
          {lead.attempts.map((attempt) => (
            <li key={attempt.id}>
              <p className="note-meta">
                {CHANNEL_LABELS[attempt.channel]}: {OUTCOME_LABELS[attempt.outcome]}. {attempt.staff?.name ?? "Someone"}
                , <WhenTime iso={attempt.at} />
              </p>
              {attempt.note ? <p className="note-body">{attempt.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={`${leadPath(lead.id)}/contact`} noValidate>
        <h3>Log contact</h3>
        <fieldset id="channel" {...groupProblem("channel", refused)}>
          <legend>How</legend>
          {CONTACT_CHANNELS.map((channel) => (
            <label key={channel} className="choice">
              <input type="radio" name="channel" value={channel} defaultChecked={typed.channel === channel} required />{" "}
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
          <Problem field="channel" refused={refused} />
        </fieldset>
        <fieldset id="outcome" {...groupProblem("outcome", refused)}>
          <legend>Outcome</legend>
          {CONTACT_OUTCOMES.map((outcome) => (
            <label key={outcome} className="choice">
              <input type="radio" name="outcome" value={outcome} defaultChecked={typed.outcome === outcome} required />{" "}
              {OUTCOME_LABELS[outcome]}
            </label>
          ))}
          <Problem field="outcome" refused={refused} />
        </fieldset>
        <div className="field">
          <label htmlFor="attempt-note">Note (optional)</label>
          <textarea
            id="attempt-note"
            name="note"
            rows={3}
            maxLength={ATTEMPT_NOTE_MAX}
            defaultValue={typed.note}
            {...invalid("attempt-note", refused)}
          />
          <Problem field="attempt-note" refused={refused} />
        </div>
        <p className="hint" id="contact-hint">
          The first attempt stops the clock. &ldquo;Reached&rdquo; also sets a new lead&rsquo;s status to Contacted.
        </p>
        <button type="submit" aria-describedby="contact-hint">
          Log contact
        </button>
      </form>
    </section>
  );
}
