/**
 * GET and POST /inbox/content/<collection>: a collection's form, filled from
 * its draft (or the live version when none waits), with the draft's revision
 * hidden in it. A list collection's form is drawn by the entry-list engine
 * (entry-list-fields.tsx); the business details' and the lending
 * assumptions' are their own. "Save draft"
 * posts it back here; "Add a …", "Move up", "Move down" and "Remove" post too
 * and come back with the list changed and nothing saved, so none of it needs
 * JavaScript. A refused form
 * comes back with what was typed: with every problem at its control and in a
 * summary at the top (400), or, when someone else saved since it was opened,
 * saying who and when, with their version below to compare (409).
 */
import { CONTENT_STUDIO_PATH } from "../../../contracts/inbox-paths.ts";
import {
  AUSTRALIAN_STATES,
  type BusinessDetails,
  CONTENT_LIMITS,
  type CollectionName,
  collectionTitles,
  SOCIAL_NETWORKS,
  WEEK_DAYS,
} from "../../../contracts/site-content.ts";
import {
  ASSUMED_FIGURE_LABELS,
  ASSUMPTION_LIMITS,
  assumedFigureText,
  isBuffer,
  LENDING_ASSUMPTION_KEYS,
  LENDING_ASSUMPTION_LABELS,
  type LendingAssumptions,
} from "../../../contracts/lending-assumptions.ts";
import { BUSINESS_LABELS, hoursText } from "../../site/content/content-changes.ts";
import type { ListCollection } from "../../site/content/entry-lists.ts";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { melbourneDateTime, WhenTime } from "../inbox-time.tsx";
import { type FieldProblem, ProblemSummary, titled } from "../sign-in/sign-in-fields.tsx";
import { CheckboxField, Group, SelectField, TextField } from "./content-fields.tsx";
import { type AssumptionValues, assumptionIds, type BusinessValues, businessIds } from "./content-form-values.ts";
import { EntryListFields, EntryListSummary } from "./entry-list-fields.tsx";
import { type EntryValues, takesUploads } from "./entry-list-form.ts";
import { collectionPath } from "./content-paths.ts";

/** A collection's form as shown: its values (from the draft, or as typed) and, after a conflict, the version saved meanwhile. */
export type CollectionForm =
  | { collection: ListCollection; values: EntryValues[]; theirs?: readonly unknown[] }
  | { collection: "business"; values: BusinessValues; theirs?: BusinessDetails }
  | { collection: "assumptions"; values: AssumptionValues; theirs?: LendingAssumptions };

export interface CollectionPageProps {
  staff: SignedInStaff;
  form: CollectionForm;
  /** The draft's revision the form saves against. */
  revision: number;
  /** Whether a draft waits, and who last changed it. */
  state: { waiting: boolean; changedBy: string | null; changedAt: number | null };
  problems?: readonly FieldProblem[];
  /** Someone saved since the form was opened: who, and when (epoch ms). */
  conflict?: { byName: string; at: number };
  notice?: string;
}

const SAVE = "save";

export function CollectionPage({ staff, form, revision, state, problems = [], conflict, notice }: CollectionPageProps) {
  const title = collectionTitles[form.collection];
  return (
    <InboxDocument
      title={conflict ? `Error: ${title}` : titled(title, problems)}
      staff={staff}
      section={CONTENT_STUDIO_PATH}
    >
      <p>
        <a href={CONTENT_STUDIO_PATH}>Back to Content</a>
      </p>
      <h1>{title}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {conflict ? (
        <div className="alert" role="alert" aria-labelledby="conflict-title">
          <h2 id="conflict-title">Someone else saved this first</h2>
          <p>
            Changed by {conflict.byName} at {melbourneDateTime(new Date(conflict.at).toISOString())} since you opened
            it. Your text is kept below: review it against the current version and save again.
          </p>
          <p>
            <a href="#current-version">The current version</a>
          </p>
        </div>
      ) : null}
      <ProblemSummary problems={problems} />
      <DraftState state={state} />
      <form
        method="post"
        action={collectionPath(form.collection)}
        encType={isUploading(form) ? "multipart/form-data" : undefined}
        noValidate
        className="studio-form"
      >
        <input type="hidden" name="revision" value={String(revision)} />
        {form.collection === "business" ? (
          <BusinessFields values={form.values} problems={problems} />
        ) : form.collection === "assumptions" ? (
          <AssumptionsFields values={form.values} problems={problems} />
        ) : (
          <EntryListFields
            collection={form.collection}
            values={form.values}
            problems={problems}
            saveButton={<SaveButton />}
          />
        )}
      </form>
      {form.theirs ? (
        <section aria-labelledby="current-version">
          <h2 id="current-version" tabIndex={-1}>
            The current version
          </h2>
          <p>As {conflict?.byName ?? "someone else"} saved it: your own text is in the form above.</p>
          {form.collection === "business" ? (
            <BusinessSummary details={form.theirs} />
          ) : form.collection === "assumptions" ? (
            <AssumptionsSummary assumptions={form.theirs} />
          ) : (
            <EntryListSummary collection={form.collection} entries={form.theirs} />
          )}
        </section>
      ) : null}
    </InboxDocument>
  );
}

function isUploading(form: CollectionForm): boolean {
  return form.collection !== "business" && form.collection !== "assumptions" && takesUploads(form.collection);
}

function DraftState({ state }: { state: CollectionPageProps["state"] }) {
  const who =
    state.changedBy !== null && state.changedAt !== null ? (
      <>
        {" "}
        Last changed by {state.changedBy}, <WhenTime iso={new Date(state.changedAt).toISOString()} />.
      </>
    ) : null;
  return (
    <p>
      {state.waiting
        ? "A draft waits to be published: the site does not show it yet."
        : "This is what the site shows now."}
      {who} Saving a draft changes nothing on the site until it is published.
    </p>
  );
}

function SaveButton() {
  return (
    <button type="submit" name="action" value={SAVE}>
      Save draft
    </button>
  );
}

function BusinessFields({ values, problems }: { values: BusinessValues; problems: readonly FieldProblem[] }) {
  return (
    <>
      <Group legend="Contact">
        <TextField
          id={businessIds.phone}
          label={BUSINESS_LABELS.phone}
          type="tel"
          inputMode="tel"
          value={values.phone}
          hint="As the site shows it, e.g. (03) 5550 0148."
          problems={problems}
        />
        <TextField
          id={businessIds.email}
          label={BUSINESS_LABELS.email}
          type="email"
          inputMode="email"
          value={values.email}
          maxLength={CONTENT_LIMITS.email}
          hint="Where the site's e-mail links go."
          problems={problems}
        />
      </Group>
      <Group legend={BUSINESS_LABELS.postalAddress}>
        <TextField
          id={businessIds.street}
          label={BUSINESS_LABELS.street}
          value={values.street}
          maxLength={CONTENT_LIMITS.street}
          hint={`Up to ${CONTENT_LIMITS.street} characters.`}
          problems={problems}
        />
        <TextField
          id={businessIds.locality}
          label={BUSINESS_LABELS.locality}
          value={values.locality}
          maxLength={CONTENT_LIMITS.locality}
          hint={`Up to ${CONTENT_LIMITS.locality} characters.`}
          problems={problems}
        />
        <SelectField
          id={businessIds.state}
          label={BUSINESS_LABELS.state}
          value={values.state}
          choices={AUSTRALIAN_STATES}
          problems={problems}
        />
        <TextField
          id={businessIds.postcode}
          label={BUSINESS_LABELS.postcode}
          inputMode="numeric"
          value={values.postcode}
          maxLength={4}
          hint="Four digits."
          problems={problems}
        />
      </Group>
      <Group legend={BUSINESS_LABELS.openingHours}>
        <p className="hint">24-hour times, e.g. 08:30. A day marked closed shows as closed on the site.</p>
        <div className="hours">
          {WEEK_DAYS.map((day) => (
            <Group key={day} legend={day}>
              <TextField
                id={businessIds.opens(day)}
                label="Opens"
                type="time"
                value={values.hours[day].opens}
                problems={problems}
              />
              <TextField
                id={businessIds.closes(day)}
                label="Closes"
                type="time"
                value={values.hours[day].closes}
                problems={problems}
              />
              <CheckboxField
                id={businessIds.closed(day)}
                label="Closed"
                checked={values.hours[day].closed}
                problems={problems}
              />
            </Group>
          ))}
        </div>
      </Group>
      <Group legend="Registration">
        <TextField
          id={businessIds.abn}
          label={BUSINESS_LABELS.abn}
          inputMode="numeric"
          value={values.abn}
          hint="The 11 digits, as the Australian Business Register lists them."
          problems={problems}
        />
        <TextField
          id={businessIds.licence}
          label={BUSINESS_LABELS.australianCreditLicence}
          inputMode="numeric"
          value={values.licence}
          maxLength={6}
          hint="Six digits, as on ASIC's register."
          problems={problems}
        />
      </Group>
      <Group legend={BUSINESS_LABELS.socialLinks}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            id={businessIds.link(network)}
            label={network}
            type="url"
            inputMode="url"
            value={values.links[network]}
            maxLength={CONTENT_LIMITS.url}
            hint="An https:// address, or empty for none."
            problems={problems}
          />
        ))}
      </Group>
      <p className="form-actions">
        <SaveButton />
      </p>
    </>
  );
}

function AssumptionsFields({ values, problems }: { values: AssumptionValues; problems: readonly FieldProblem[] }) {
  const { rate, buffer } = ASSUMPTION_LIMITS;
  return (
    <>
      <p className="hint">
        Each calculator's form starts at its default rate, and the borrowing power calculator adds the buffer to the
        loan's rate when it assesses it. The calculator's page shows each figure's source and the day it took effect.
      </p>
      {LENDING_ASSUMPTION_KEYS.map((key) => {
        const figure = values[key];
        return (
          <Group key={key} legend={LENDING_ASSUMPTION_LABELS[key]} id={assumptionIds.legend(key)}>
            <TextField
              id={assumptionIds.value(key)}
              label={isBuffer(key) ? "Buffer (percentage points)" : "Rate (% a year)"}
              inputMode="decimal"
              value={figure.value}
              hint={
                isBuffer(key)
                  ? `${buffer.min} to ${buffer.max}, at most two decimals, e.g. 3.`
                  : `${rate.min} to ${rate.max}, at most two decimals, e.g. 6.25.`
              }
              problems={problems}
            />
            <TextField
              id={assumptionIds.source(key)}
              label={ASSUMED_FIGURE_LABELS.source}
              value={figure.source}
              maxLength={ASSUMPTION_LIMITS.source}
              hint={`Where the figure comes from, as the page says it. Up to ${ASSUMPTION_LIMITS.source} characters.`}
              problems={problems}
            />
            <TextField
              id={assumptionIds.sourceUrl(key)}
              label={ASSUMED_FIGURE_LABELS.sourceUrl}
              type="url"
              inputMode="url"
              value={figure.sourceUrl}
              maxLength={CONTENT_LIMITS.url}
              hint="An https:// address, or empty for none."
              problems={problems}
            />
            <TextField
              id={assumptionIds.since(key)}
              label={ASSUMED_FIGURE_LABELS.since}
              type="date"
              value={figure.since}
              hint="The day the figure took effect, e.g. 2026-07-01."
              problems={problems}
            />
          </Group>
        );
      })}
      <p className="form-actions">
        <SaveButton />
      </p>
    </>
  );
}

function BusinessSummary({ details }: { details: BusinessDetails }) {
  const address = details.postalAddress;
  const rows: [string, string][] = [
    [BUSINESS_LABELS.phone, details.phone],
    [BUSINESS_LABELS.email, details.email],
    [BUSINESS_LABELS.postalAddress, `${address.street}, ${address.locality} ${address.state} ${address.postcode}`],
    ...details.openingHours.map((hours): [string, string] => [hours.day, hoursText(hours)]),
    [BUSINESS_LABELS.abn, details.abn],
    [BUSINESS_LABELS.australianCreditLicence, details.australianCreditLicence],
    ...SOCIAL_NETWORKS.map((network): [string, string] => [network, details.socialLinks[network] || "(none)"]),
  ];
  return (
    <dl className="lead-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AssumptionsSummary({ assumptions }: { assumptions: LendingAssumptions }) {
  return (
    <dl className="lead-facts">
      {LENDING_ASSUMPTION_KEYS.map((key) => {
        const figure = assumptions[key];
        return (
          <div key={key}>
            <dt>{LENDING_ASSUMPTION_LABELS[key]}</dt>
            <dd>
              {assumedFigureText(key, figure.value)}, since {figure.since}. {ASSUMED_FIGURE_LABELS.source}:{" "}
              {figure.source}
              {figure.sourceUrl ? ` (${figure.sourceUrl})` : ""}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The collection a form's address names. */
export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(collectionTitles, value);
}
