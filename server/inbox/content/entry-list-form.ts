/**
 * The content studio's form engine for a list collection (testimonials,
 * settlements, team, lending partners, home slides), drawn from its
 * description in entry-lists.ts: its values read from a draft, read from a
 * post (as typed, so a refused form shows exactly what was sent), turned into
 * the collection's body for the schema, the schema's problems tied to the
 * control each is about ("Settlement 3 › Heading: at most 80 characters"),
 * and the form's own actions (add, remove, move up and down), which change
 * the list in the form and save nothing, so none of it needs JavaScript. The
 * schema (contracts/site-content.ts) is the one judge of a value.
 */
import { BUILT_IMAGE_NAMES } from "../../../contracts/built-images.ts";
import { contentSchemas } from "../../../contracts/site-content.ts";
import { PLACE_SEPARATOR } from "../../site/content/content-changes.ts";
import { type EntryField, type EntryList, entryListOf, type ListCollection } from "../../site/content/entry-lists.ts";
import type { FieldProblem } from "../sign-in/sign-in-fields.tsx";
import { uniqueProblems, wholeNumber } from "./content-form-values.ts";

/** An image field as the form holds it: the picture chosen ("built:settlement-cafe", "uploaded:<hash>", "" for none) and its alt text. */
export interface ImageValue {
  picture: string;
  alt: string;
}

export type FieldValue = string | boolean | ImageValue;

/** One entry's values, by field key. */
export type EntryValues = Record<string, FieldValue>;

/** Reads a posted field by name: undefined when it was not sent. */
export type PostedField = (name: string) => string | undefined;

/** The ids (and names) of a list form's controls. */
export function entryIds(collection: ListCollection) {
  const { idPrefix } = entryListOf(collection);
  return {
    /** "settlement-3-heading"; "slide-1-button-text". */
    control: (index: number, key: string) => `${idPrefix}-${index + 1}-${kebab(key)}`,
    /** An image's "Alt text": "settlement-3-image-alt". */
    alt: (index: number, key: string) => `${idPrefix}-${index + 1}-${kebab(key)}-alt`,
    legend: (index: number) => `${idPrefix}-${index + 1}`,
    list: `${collection}-list`,
    add: `add-${idPrefix}`,
  };
}

/** The file control that uploads a new picture for an image field: "team-1-photo-upload". */
export const uploadIdOf = (controlId: string) => `${controlId}-upload`;

/** Whether a list's form has a file control, and so is sent as multipart/form-data. */
export function takesUploads(collection: ListCollection): boolean {
  return entryListOf(collection).fields.some((field) => field.kind === "image" && field.slot !== undefined);
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** An image reference as the form's picture choice names it. */
export function pictureChoice(image: unknown): string {
  if (typeof image !== "object" || image === null) return "";
  const reference = image as { kind?: unknown; name?: unknown; hash?: unknown };
  if (reference.kind === "built" && typeof reference.name === "string") return `built:${reference.name}`;
  if (reference.kind === "uploaded" && typeof reference.hash === "string") return `uploaded:${reference.hash}`;
  return "";
}

/** An entry of the draft as the form shows it. */
function valuesOfEntry(list: EntryList, entry: Readonly<Record<string, unknown>>): EntryValues {
  return Object.fromEntries(
    list.fields.map((field): [string, FieldValue] => {
      const value = entry[field.key];
      switch (field.kind) {
        case "checkbox":
          return [field.key, value === true];
        case "image":
          return [
            field.key,
            { picture: pictureChoice(value), alt: String((value as { alt?: unknown } | null)?.alt ?? "") },
          ];
        default:
          return [field.key, typeof value === "string" ? value : ""];
      }
    }),
  );
}

export function entryValuesOf(collection: ListCollection, entries: readonly unknown[]): EntryValues[] {
  const list = entryListOf(collection);
  return entries.map((entry) => valuesOfEntry(list, entry as Readonly<Record<string, unknown>>));
}

/** A new, empty entry: what "Add a …" puts at the end of the list. */
export function emptyEntry(collection: ListCollection): EntryValues {
  const list = entryListOf(collection);
  return Object.fromEntries(
    list.fields.map((field): [string, FieldValue] => [
      field.key,
      field.kind === "checkbox" ? false : field.kind === "image" ? { picture: "", alt: "" } : "",
    ]),
  );
}

/** The most entries a post is read for, and the form grows to: the schema's limit is lower, and says so. */
export const mostEntriesOf = (collection: ListCollection) => entryListOf(collection).max + 8;

/** The entries as posted, in order: `count` of them (read up to a limit), each field as typed. */
export function entryValuesFromPost(collection: ListCollection, posted: PostedField): EntryValues[] {
  const list = entryListOf(collection);
  const ids = entryIds(collection);
  const count = Math.min(mostEntriesOf(collection), wholeNumber(posted("count")) ?? 0);
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(
      list.fields.map((field): [string, FieldValue] => {
        const id = ids.control(index, field.key);
        switch (field.kind) {
          case "checkbox":
            return [field.key, posted(id) !== undefined];
          case "image":
            return [field.key, { picture: posted(id) ?? "", alt: posted(ids.alt(index, field.key)) ?? "" }];
          default:
            return [field.key, posted(id) ?? ""];
        }
      }),
    ),
  );
}

/** An image value as the schema reads it: none (null), or a reference with its alt text. */
function imageBody(value: ImageValue): unknown {
  const [kind, ...rest] = value.picture.split(":");
  const reference = rest.join(":");
  if (value.picture === "") return null;
  if (kind === "built") return { kind, name: reference, alt: value.alt };
  if (kind === "uploaded") return { kind, hash: reference, alt: value.alt };
  return { kind: "unknown" };
}

/** The list the values say, for the schema. */
export function entryListBody(collection: ListCollection, values: readonly EntryValues[]): unknown[] {
  const list = entryListOf(collection);
  return values.map((entry) =>
    Object.fromEntries(
      list.fields.map((field) => {
        const value = entry[field.key];
        if (field.kind === "image") return [field.key, imageBody(value as ImageValue)];
        return [field.key, value];
      }),
    ),
  );
}

/** Each problem at its control, as "Settlement 3 › Heading: at most 80 characters"; none when the list is good. */
export function entryListProblems(collection: ListCollection, values: readonly EntryValues[]): FieldProblem[] {
  const list = entryListOf(collection);
  const ids = entryIds(collection);
  const problems: FieldProblem[] = [];
  const parsed = contentSchemas[collection].safeParse(entryListBody(collection, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, key, part] = issue.path;
      const field = list.fields.find((candidate) => candidate.key === key);
      if (typeof index !== "number" || !field) {
        problems.push({ field: ids.list, message: issue.message });
        continue;
      }
      const where = `${list.entry} ${index + 1}${PLACE_SEPARATOR}`;
      if (field.kind === "image" && part === "alt") {
        problems.push({
          field: ids.alt(index, field.key),
          message: `${where}${field.label}${PLACE_SEPARATOR}${issue.message}`,
        });
      } else if (field.kind === "image") {
        problems.push({ field: ids.control(index, field.key), message: `${where}${field.label}: choose a picture` });
      } else {
        problems.push({ field: ids.control(index, field.key), message: `${where}${issue.message}` });
      }
    }
  }
  problems.push(...pictureProblems(list, ids, values));
  return uniqueProblems(problems);
}

/**
 * An illustration the field does not offer (a crafted post): the schema
 * takes any well-formed name, but a page can only show the build's own.
 */
function pictureProblems(
  list: EntryList,
  ids: ReturnType<typeof entryIds>,
  values: readonly EntryValues[],
): FieldProblem[] {
  const offered = (field: EntryField & { kind: "image" }, name: string) =>
    field.pictures.includes(name) && (BUILT_IMAGE_NAMES as readonly string[]).includes(name);
  return values.flatMap((entry, index) =>
    list.fields.flatMap((field) => {
      if (field.kind !== "image") return [];
      const picture = (entry[field.key] as ImageValue).picture;
      if (picture.startsWith("uploaded:") && !field.slot) {
        return [
          {
            field: ids.control(index, field.key),
            message: `${list.entry} ${index + 1}${PLACE_SEPARATOR}${field.label}: choose one of the site's own pictures`,
          },
        ];
      }
      if (!picture.startsWith("built:") || offered(field, picture.slice("built:".length))) return [];
      return [
        {
          field: ids.control(index, field.key),
          message: `${list.entry} ${index + 1}${PLACE_SEPARATOR}${field.label}: choose one of the pictures offered`,
        },
      ];
    }),
  );
}

/** What one of the form's own buttons did to the list, and what the page says; undefined for "Save draft" (or an action the list has no place for). */
export function applyEntryAction(
  collection: ListCollection,
  values: EntryValues[],
  action: string,
): { notice?: string } | undefined {
  const { entry } = entryListOf(collection);
  if (action === "add") {
    if (values.length >= mostEntriesOf(collection)) return {};
    values.push(emptyEntry(collection));
    return {
      notice: `${entry} ${values.length} is added at the end of the list. Fill it in, then save the draft.`,
    };
  }
  const step = /^(remove|up|down)-(\d{1,3})$/.exec(action);
  if (!step) return undefined;
  const place = Number(step[2]);
  // A place the list does not have (a crafted post), or a move past either end: the form as it was.
  if (place < 1 || place > values.length) return {};
  const index = place - 1;
  if (step[1] === "remove") {
    values.splice(index, 1);
    return { notice: `${entry} ${place} is removed from the form. Save the draft to keep the change.` };
  }
  const to = step[1] === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= values.length) return {};
  const [moved] = values.splice(index, 1);
  if (moved) values.splice(to, 0, moved);
  return { notice: `${entry} ${place} is now ${entry} ${to + 1}. Save the draft to keep the order.` };
}
