/**
 * A list collection's form and its conflict summary, drawn from its
 * description (entry-lists.ts): each entry a numbered group with a control
 * per field, and "Move up", "Move down" and "Remove"; "Add a …" at the end.
 * Every button posts the form (entry-list-form.ts's applyEntryAction): no
 * JavaScript. An image field shows the picture chosen (by name, or an upload
 * with its thumbnail) and its required "Alt text"; where the field has an
 * upload slot, a file control uploads a new picture with the same post
 * (content-uploads.ts checks it), so the form is sent as multipart.
 */
import type { ReactNode } from "react";
import { imageSlots, isImageHash, renditionUrl, UPLOAD_ACCEPT } from "../../../contracts/content-images.ts";
import { IMAGE_ALT_MAX } from "../../../contracts/site-content.ts";
import { PLACE_SEPARATOR } from "../../site/content/content-changes.ts";
import { type EntryField, entryListOf, type ListCollection } from "../../site/content/entry-lists.ts";
import { type FieldProblem, problemOf } from "../sign-in/sign-in-fields.tsx";
import { CheckboxField, FileField, Group, SelectField, TextAreaField, TextField } from "./content-fields.tsx";
import { entryIds, type EntryValues, type ImageValue, pictureChoice, uploadIdOf } from "./entry-list-form.ts";

const UPLOAD_HINT =
  "A JPEG, PNG, WebP or AVIF photo of up to 10 MB and 40 megapixels. Where and with what camera it was taken is removed before it is published.";

/** "built:settlement-cafe" → "settlement-cafe"; an upload by the start of its hash. */
function pictureLabel(choice: string): string {
  if (choice.startsWith("built:")) return choice.slice("built:".length);
  if (choice.startsWith("uploaded:"))
    return `Uploaded picture (${choice.slice("uploaded:".length, "uploaded:".length + 12)}…)`;
  return choice;
}

function EntryControl({
  collection,
  index,
  field,
  value,
  problems,
}: {
  collection: ListCollection;
  index: number;
  field: EntryField;
  value: EntryValues[string];
  problems: readonly FieldProblem[];
}) {
  const ids = entryIds(collection);
  const id = ids.control(index, field.key);
  switch (field.kind) {
    case "text":
      return (
        <TextField
          id={id}
          label={field.label}
          value={String(value)}
          maxLength={field.max}
          hint={field.hint}
          problems={problems}
        />
      );
    case "long text":
      return (
        <TextAreaField
          id={id}
          label={field.label}
          value={String(value)}
          maxLength={field.max}
          hint={field.hint}
          problems={problems}
        />
      );
    case "select":
      return (
        <SelectField
          id={id}
          label={field.label}
          value={String(value)}
          choices={field.options}
          hint={field.hint}
          problems={problems}
        />
      );
    case "checkbox":
      return (
        <CheckboxField id={id} label={field.label} checked={value === true} hint={field.hint} problems={problems} />
      );
    case "image": {
      const image = value as ImageValue;
      const choices = field.pictures.map((name) => `built:${name}`);
      return (
        <Group legend={field.label}>
          <SelectField
            id={id}
            label="Picture"
            value={image.picture}
            choices={image.picture.startsWith("uploaded:") ? [image.picture, ...choices] : choices}
            choiceLabel={pictureLabel}
            none={field.optional ? "None" : undefined}
            hint={field.hint ?? "One of the site's own illustrations."}
            problems={problems}
          />
          {image.picture.startsWith("uploaded:") &&
          isImageHash(image.picture.slice("uploaded:".length)) &&
          field.slot ? (
            <img
              className="studio-thumbnail"
              src={renditionUrl(image.picture.slice("uploaded:".length), imageSlots[field.slot].widths[0] ?? 0, "jpeg")}
              alt=""
            />
          ) : null}
          {field.slot ? (
            <FileField
              id={uploadIdOf(id)}
              label={`Upload a new ${field.label.toLowerCase()}`}
              accept={UPLOAD_ACCEPT}
              hint={`${UPLOAD_HINT} Once the draft is saved, it is the picture chosen above.`}
              problems={problems}
            />
          ) : null}
          <TextField
            id={ids.alt(index, field.key)}
            label="Alt text"
            value={image.alt}
            maxLength={IMAGE_ALT_MAX}
            hint="What the picture shows, for people who cannot see it. Required."
            problems={problems}
          />
        </Group>
      );
    }
  }
}

function MoveAndRemove({ collection, index, count }: { collection: ListCollection; index: number; count: number }) {
  const legend = entryIds(collection).legend(index);
  return (
    <p className="form-actions">
      {index > 0 ? (
        <button type="submit" name="action" value={`up-${index + 1}`} className="secondary" aria-describedby={legend}>
          Move up
        </button>
      ) : null}{" "}
      {index < count - 1 ? (
        <button type="submit" name="action" value={`down-${index + 1}`} className="secondary" aria-describedby={legend}>
          Move down
        </button>
      ) : null}{" "}
      <button type="submit" name="action" value={`remove-${index + 1}`} className="secondary" aria-describedby={legend}>
        Remove
      </button>
    </p>
  );
}

export function EntryListFields({
  collection,
  values,
  problems,
  saveButton,
}: {
  collection: ListCollection;
  values: readonly EntryValues[];
  problems: readonly FieldProblem[];
  saveButton: ReactNode;
}) {
  const list = entryListOf(collection);
  const ids = entryIds(collection);
  const listProblem = problemOf(problems, ids.list);
  const hintId = `${collection}-hint`;
  return (
    <>
      {/* First in the form, so Enter in a field saves rather than pressing the first "Remove". */}
      <p className="form-actions">{saveButton}</p>
      <p className="hint" id={hintId}>
        Shown in this order {list.shownWhere}: at least one, at most {list.max}.
      </p>
      <input type="hidden" name="count" value={String(values.length)} />
      {listProblem ? (
        <p className="field-error" id={`${ids.list}-problem`}>
          {listProblem}
        </p>
      ) : null}
      <ol
        id={ids.list}
        className="testimonials"
        tabIndex={-1}
        aria-describedby={listProblem ? `${ids.list}-problem` : hintId}
      >
        {values.map((entry, index) => (
          // The entries have no ids of their own: their place is what the form posts.
          <li key={index}>
            <Group legend={`${list.entry} ${index + 1}`} id={ids.legend(index)}>
              {list.fields.map((field) => (
                <EntryControl
                  key={field.key}
                  collection={collection}
                  index={index}
                  field={field}
                  value={entry[field.key] ?? ""}
                  problems={problems}
                />
              ))}
              <MoveAndRemove collection={collection} index={index} count={values.length} />
            </Group>
          </li>
        ))}
      </ol>
      <p className="form-actions">
        <button type="submit" name="action" value="add" id={ids.add} className="secondary">
          {list.addLabel}
        </button>{" "}
        {saveButton}
      </p>
    </>
  );
}

/** A value as the conflict summary shows it. */
function shownValue(field: EntryField, value: unknown): string {
  if (field.kind === "checkbox") return value === true ? "Yes" : "No";
  if (field.kind === "image") {
    const choice = pictureChoice(value);
    if (choice === "") return "None";
    return `${pictureLabel(choice)}${PLACE_SEPARATOR}Alt text: ${String((value as { alt?: unknown }).alt ?? "")}`;
  }
  return typeof value === "string" ? value : "";
}

/** The list as someone else saved it, after a conflict: every entry, field by field. */
export function EntryListSummary({ collection, entries }: { collection: ListCollection; entries: readonly unknown[] }) {
  const list = entryListOf(collection);
  return (
    <ol className="notes">
      {entries.map((entry, index) => (
        <li key={index}>
          <dl className="lead-facts">
            {list.fields.map((field) => (
              <div key={field.key}>
                <dt>{field.label}</dt>
                <dd>{shownValue(field, (entry as Record<string, unknown>)[field.key])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
