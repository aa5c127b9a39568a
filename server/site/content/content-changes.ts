/**
 * What changed from one version of the content to the next, field by field,
 * in the words the history page shows and the studio's forms use:
 *
 *   Business details › Phone: (03) 5550 0148 → (03) 5550 0199
 *   Business details › Opening hours › Sunday: Closed → 10:00–14:00
 *   Testimonials › 2 › Quote: changed
 *   Testimonials › 4: added (Jo Citizen)
 *   Testimonials › 3: removed (Sam Lee)
 *   Settlements › 5: moved to 2 (Bakery)
 *   Settlements › 2 › Hidden: no → yes
 *   Lending assumptions › Loan repayment default rate: 6 % → 5.84 %
 *   Lending assumptions › Loan repayment default rate › Took effect: 2026-11-21 → 2026-12-02
 *
 * A quote is said to have changed, never quoted: the line stays short. A list's
 * entries (entry-lists.ts) are matched by content first, so removing the
 * first of five reads as one removal, not five changes, and moving one as one move.
 */
import { isDeepStrictEqual } from "node:util";
import {
  type BusinessDetails,
  COLLECTION_NAMES,
  type ContentImage,
  collectionTitles,
  SOCIAL_NETWORKS,
  type SiteContent,
} from "../../../contracts/site-content.ts";
import {
  type EntryField,
  entriesOf,
  entryListOf,
  isListCollection,
  type ListCollection,
  type ListEntry,
} from "./entry-lists.ts";
import {
  ASSUMED_FIGURE_LABELS,
  assumedFigureText,
  LENDING_ASSUMPTION_KEYS,
  LENDING_ASSUMPTION_LABELS,
  type LendingAssumptions,
} from "../../../contracts/lending-assumptions.ts";

/** Between the parts of a change's place: "Business details › Phone". */
export const PLACE_SEPARATOR = " › ";

/** The business details' fields as the studio's form labels them, and the history names them. */
export const BUSINESS_LABELS = {
  phone: "Phone",
  email: "E-mail",
  postalAddress: "Postal address",
  street: "Street or PO Box",
  locality: "Suburb or town",
  state: "State",
  postcode: "Postcode",
  abn: "ABN",
  australianCreditLicence: "Australian Credit Licence",
  openingHours: "Opening hours",
  socialLinks: "Social links",
} as const;

export { TESTIMONIAL_LABELS } from "./entry-lists.ts";

/**
 * Every change from `before` to `after`, collection by collection in the
 * studio's order, as the history lists them; empty when they are the same. A
 * collection the older version did not have yet (made before it existed) has
 * nothing to compare.
 */
export function contentChanges(before: SiteContent, after: SiteContent): string[] {
  return COLLECTION_NAMES.flatMap((collection) => {
    if (collection === "business") return businessChanges(before.business, after.business);
    if (collection === "assumptions") {
      // Optional for a version from before the collection existed (the store fills it in at start).
      const from = before.assumptions as LendingAssumptions | undefined;
      return from ? assumptionChanges(from, after.assumptions) : [];
    }
    if (!isListCollection(collection)) return [];
    const from = entriesOf(before, collection);
    const to = entriesOf(after, collection);
    return from && to ? listChanges(collection, from, to) : [];
  });
}

function place(...parts: (string | number)[]): string {
  return parts.map(String).join(PLACE_SEPARATOR);
}

function fromTo(where: string, from: string, to: string): string {
  return `${where}: ${from} → ${to}`;
}

/** An empty value in a change line: a link left blank, say. */
const NONE = "(none)";
const shown = (value: string) => (value === "" ? NONE : value);

function businessChanges(before: BusinessDetails, after: BusinessDetails): string[] {
  const title = collectionTitles.business;
  const changes: string[] = [];
  const field = (label: string, from: string, to: string, ...within: string[]) => {
    if (from !== to) changes.push(fromTo(place(title, ...within, label), shown(from), shown(to)));
  };
  field(BUSINESS_LABELS.phone, before.phone, after.phone);
  field(BUSINESS_LABELS.email, before.email, after.email);
  for (const part of ["street", "locality", "state", "postcode"] as const) {
    field(BUSINESS_LABELS[part], before.postalAddress[part], after.postalAddress[part], BUSINESS_LABELS.postalAddress);
  }
  field(BUSINESS_LABELS.abn, before.abn, after.abn);
  field(BUSINESS_LABELS.australianCreditLicence, before.australianCreditLicence, after.australianCreditLicence);
  after.openingHours.forEach((hours, index) => {
    const old = before.openingHours[index];
    field(hours.day, old ? hoursText(old) : NONE, hoursText(hours), BUSINESS_LABELS.openingHours);
  });
  for (const network of SOCIAL_NETWORKS) {
    field(network, before.socialLinks[network], after.socialLinks[network], BUSINESS_LABELS.socialLinks);
  }
  return changes;
}

function assumptionChanges(before: LendingAssumptions, after: LendingAssumptions): string[] {
  const title = collectionTitles.assumptions;
  const changes: string[] = [];
  for (const key of LENDING_ASSUMPTION_KEYS) {
    const from = before[key];
    const to = after[key];
    const label = LENDING_ASSUMPTION_LABELS[key];
    if (from.value !== to.value)
      changes.push(fromTo(place(title, label), assumedFigureText(key, from.value), assumedFigureText(key, to.value)));
    for (const part of ["source", "sourceUrl", "since"] as const) {
      if (from[part] !== to[part])
        changes.push(fromTo(place(title, label, ASSUMED_FIGURE_LABELS[part]), shown(from[part]), shown(to[part])));
    }
  }
  return changes;
}

/** "08:00–18:00", or "Closed". */
export function hoursText(hours: { opens: string | null; closes: string | null }): string {
  return hours.opens === null || hours.closes === null ? "Closed" : `${hours.opens}–${hours.closes}`;
}

type Step =
  | { kind: "same"; before: number; after: number }
  | { kind: "removed"; before: number }
  | { kind: "added"; after: number };

/** A field's value in a change line. */
function valueText(field: EntryField, value: unknown): string {
  switch (field.kind) {
    case "checkbox":
      return value === true ? "yes" : "no";
    case "image":
      return imageText(value);
    default:
      return typeof value === "string" ? shown(value) : NONE;
  }
}

/** An image as a change line names it: its illustration's name, "an upload", or none. */
function imageText(value: unknown): string {
  const image = value as ContentImage | null | undefined;
  if (!image) return NONE;
  return image.kind === "built" ? image.name : `an upload (${image.hash.slice(0, 12)})`;
}

/** One field's change in an entry at `where`: long text "changed", an image's picture and alt text each from and to. */
function fieldChanges(title: string, where: number, field: EntryField, from: unknown, to: unknown): string[] {
  if (isDeepStrictEqual(from, to)) return [];
  const at = place(title, where, field.label);
  if (field.kind === "long text") return [`${at}: changed`];
  if (field.kind !== "image") return [fromTo(at, valueText(field, from), valueText(field, to))];
  const lines: string[] = [];
  if (imageText(from) !== imageText(to)) lines.push(fromTo(at, imageText(from), imageText(to)));
  const altOf = (value: unknown) => (value as ContentImage | null | undefined)?.alt ?? "";
  if (from && to && altOf(from) !== altOf(to)) {
    lines.push(fromTo(place(title, where, field.label, "Alt text"), shown(altOf(from)), shown(altOf(to))));
  }
  return lines;
}

function listChanges(collection: ListCollection, before: readonly ListEntry[], after: readonly ListEntry[]): string[] {
  const list = entryListOf(collection);
  const title = collectionTitles[collection];
  const nameOf = (entry: ListEntry | undefined) => String(entry?.[list.nameKey] ?? "");
  const steps = alignment(before, after);
  // An entry that went from one place and came back, the same, at another: moved.
  const moved = new Map<number, number>();
  const cameBack = new Set<number>();
  for (const gone of steps) {
    if (gone.kind !== "removed") continue;
    const back = steps.find(
      (step) =>
        step.kind === "added" && !cameBack.has(step.after) && isDeepStrictEqual(before[gone.before], after[step.after]),
    );
    if (back?.kind === "added") {
      moved.set(gone.before, back.after);
      cameBack.add(back.after);
    }
  }
  const changes: string[] = [];
  // Between two entries that stayed, what went and what came in their place:
  // as many as can be are paired as changed, field by field, the rest added or removed.
  let removed: number[] = [];
  let added: number[] = [];
  const settle = () => {
    const paired = Math.min(removed.length, added.length);
    for (let index = 0; index < paired; index += 1) {
      const from = before[removed[index] as number] as ListEntry;
      const toAt = added[index] as number;
      const to = after[toAt] as ListEntry;
      for (const field of list.fields)
        changes.push(...fieldChanges(title, toAt + 1, field, from[field.key], to[field.key]));
    }
    for (const at of removed.slice(paired)) changes.push(`${place(title, at + 1)}: removed (${nameOf(before[at])})`);
    for (const at of added.slice(paired)) changes.push(`${place(title, at + 1)}: added (${nameOf(after[at])})`);
    removed = [];
    added = [];
  };
  for (const step of steps) {
    if (step.kind === "removed") {
      const to = moved.get(step.before);
      if (to === undefined) removed.push(step.before);
      else changes.push(`${place(title, step.before + 1)}: moved to ${to + 1} (${nameOf(before[step.before])})`);
    } else if (step.kind === "added") {
      if (!cameBack.has(step.after)) added.push(step.after);
    } else settle();
  }
  settle();
  return changes;
}

/**
 * The longest run of entries the same in both lists, in order (a longest
 * common subsequence: at most a few dozen a list, so the table is small), as
 * the steps from one list to the other.
 */
function alignment(before: readonly ListEntry[], after: readonly ListEntry[]): Step[] {
  const same = (a: ListEntry | undefined, b: ListEntry | undefined) => isDeepStrictEqual(a, b);
  const rows = before.length + 1;
  const columns = after.length + 1;
  // longest[i][j]: the longest common run of before[i..] and after[j..].
  const longest = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  const at = (i: number, j: number) => longest[i]?.[j] ?? 0;
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      (longest[i] as number[])[j] = same(before[i], after[j])
        ? at(i + 1, j + 1) + 1
        : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && same(before[i], after[j])) {
      steps.push({ kind: "same", before: i, after: j });
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || at(i, j + 1) >= at(i + 1, j))) {
      steps.push({ kind: "added", after: j });
      j += 1;
    } else {
      steps.push({ kind: "removed", before: i });
      i += 1;
    }
  }
  return steps;
}
