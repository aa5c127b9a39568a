/**
 * The content studio's list collections, each described once: what an entry
 * is called, and its fields (the schema's key, the label the form and the
 * history use, and the kind of control). The studio's form engine
 * (server/inbox/content/entry-list-form.ts) and the history's change lines
 * (content-changes.ts) are drawn from these; the schema in
 * contracts/site-content.ts is the one judge of a value (decision 017).
 */
import { BUILT_IMAGE_NAMES } from "../../../contracts/built-images.ts";
import type { ImageSlotName } from "../../../contracts/content-images.ts";
import { CONTENT_LIMITS, type CollectionName, type SiteContent } from "../../../contracts/site-content.ts";
import { SITE_PAGE_PATHS } from "../../../contracts/site-page-paths.ts";

interface FieldBase {
  /** The entry's key in the schema. */
  key: string;
  /** As the form labels it and the history names it: "Heading". */
  label: string;
  hint?: string;
}

export type EntryField =
  | (FieldBase & { kind: "text" | "long text"; max: number })
  | (FieldBase & { kind: "select"; options: readonly string[] })
  | (FieldBase & { kind: "checkbox" })
  /**
   * An image reference (contracts/site-content.ts's contentImageSchema) with
   * its "Alt text". `pictures`: the build's illustrations offered for it;
   * `optional`: it may be none; `slot`: the office may upload a picture for
   * it, made into that slot's renditions (contracts/content-images.ts).
   */
  | (FieldBase & { kind: "image"; pictures: readonly string[]; optional?: boolean; slot?: ImageSlotName });

export interface EntryList {
  /** One entry, as the form's legends and problems name it: "Settlement" (→ "Settlement 3"). */
  entry: string;
  /** The start of each control's id: "settlement" (→ "settlement-3-heading"). */
  idPrefix: string;
  /** "Add a settlement". */
  addLabel: string;
  /** Where the list shows, for the form's hint: "on the home page". */
  shownWhere: string;
  /** The most entries the schema takes. */
  max: number;
  /** The field that names an entry in the history: "added (Bakery)". */
  nameKey: string;
  fields: readonly EntryField[];
}

/** The illustrations whose names start with `prefix`: "settlement-" → every story's picture. */
const picturesOf = (prefix: string) => BUILT_IMAGE_NAMES.filter((name) => name.startsWith(prefix));

const upTo = (max: number, more = "") => `Up to ${max} characters${more}.`;

export const TESTIMONIAL_LABELS = { name: "Client name", quote: "Quote" } as const;

export const ENTRY_LISTS = {
  testimonials: {
    entry: "Testimonial",
    idPrefix: "testimonial",
    addLabel: "Add a testimonial",
    shownWhere: "on the home page",
    max: CONTENT_LIMITS.testimonials,
    nameKey: "name",
    fields: [
      {
        key: "name",
        label: TESTIMONIAL_LABELS.name,
        kind: "text",
        max: CONTENT_LIMITS.testimonialName,
        hint: upTo(CONTENT_LIMITS.testimonialName),
      },
      {
        key: "quote",
        label: TESTIMONIAL_LABELS.quote,
        kind: "long text",
        max: CONTENT_LIMITS.testimonialQuote,
        hint: upTo(CONTENT_LIMITS.testimonialQuote, ", shown as written"),
      },
    ],
  },
  settlements: {
    entry: "Settlement",
    idPrefix: "settlement",
    addLabel: "Add a settlement",
    shownWhere: "on /settlements (the first three at once, the rest under View More Stories)",
    max: CONTENT_LIMITS.settlements,
    nameKey: "heading",
    fields: [
      { key: "image", label: "Image", kind: "image", pictures: picturesOf("settlement-"), slot: "settlement" },
      {
        key: "heading",
        label: "Heading",
        kind: "text",
        max: CONTENT_LIMITS.settlementHeading,
        hint: upTo(CONTENT_LIMITS.settlementHeading),
      },
      {
        key: "description",
        label: "Description",
        kind: "long text",
        max: CONTENT_LIMITS.settlementDescription,
        hint: upTo(CONTENT_LIMITS.settlementDescription, ", shown as written"),
      },
      {
        key: "hidden",
        label: "Hidden",
        kind: "checkbox",
        hint: "A hidden story stays here and is not shown on the site.",
      },
    ],
  },
  team: {
    entry: "Team member",
    idPrefix: "member",
    addLabel: "Add a team member",
    shownWhere: "in the About page's team carousel",
    max: CONTENT_LIMITS.team,
    nameKey: "name",
    fields: [
      { key: "name", label: "Name", kind: "text", max: CONTENT_LIMITS.teamName, hint: upTo(CONTENT_LIMITS.teamName) },
      { key: "role", label: "Role", kind: "text", max: CONTENT_LIMITS.teamRole, hint: upTo(CONTENT_LIMITS.teamRole) },
      { key: "photo", label: "Photo", kind: "image", pictures: picturesOf("team-"), slot: "team-member" },
      {
        key: "description",
        label: "Description",
        kind: "long text",
        max: CONTENT_LIMITS.teamDescription,
        hint: upTo(CONTENT_LIMITS.teamDescription, ", shown as written"),
      },
    ],
  },
  lendingPartners: {
    entry: "Lending partner",
    idPrefix: "partner",
    addLabel: "Add a lending partner",
    shownWhere: "on the About page, most-used first",
    max: CONTENT_LIMITS.lendingPartners,
    nameKey: "name",
    fields: [
      {
        key: "name",
        label: "Name",
        kind: "text",
        max: CONTENT_LIMITS.partnerName,
        hint: upTo(CONTENT_LIMITS.partnerName),
      },
      {
        key: "logo",
        label: "Logo",
        kind: "image",
        pictures: picturesOf("partner-"),
        optional: true,
        slot: "lending-partner",
        hint: "Without a logo, the name is shown as a wordmark.",
      },
    ],
  },
  homeSlides: {
    entry: "Slide",
    idPrefix: "slide",
    addLabel: "Add a slide",
    shownWhere: "in the home page's hero",
    max: CONTENT_LIMITS.homeSlides,
    nameKey: "title",
    fields: [
      { key: "image", label: "Image", kind: "image", pictures: picturesOf("hero-") },
      {
        key: "title",
        label: "Title",
        kind: "text",
        max: CONTENT_LIMITS.slideTitle,
        hint: upTo(CONTENT_LIMITS.slideTitle),
      },
      {
        key: "description",
        label: "Description",
        kind: "long text",
        max: CONTENT_LIMITS.slideDescription,
        hint: upTo(CONTENT_LIMITS.slideDescription, ", shown as written"),
      },
      {
        key: "buttonText",
        label: "Button text",
        kind: "text",
        max: CONTENT_LIMITS.slideButtonText,
        hint: upTo(CONTENT_LIMITS.slideButtonText),
      },
      {
        key: "buttonTarget",
        label: "Button target",
        kind: "select",
        options: SITE_PAGE_PATHS,
        hint: "One of the site's own pages.",
      },
    ],
  },
} as const satisfies Partial<Record<CollectionName, EntryList>>;

/** A collection that is a list of entries, edited by the entry-list engine. */
export type ListCollection = keyof typeof ENTRY_LISTS;

export function isListCollection(collection: CollectionName): collection is ListCollection {
  return Object.hasOwn(ENTRY_LISTS, collection);
}

export function entryListOf(collection: ListCollection): EntryList {
  return ENTRY_LISTS[collection];
}

/** A list collection's entries as plain records, for code that reads any of them by field. */
export type ListEntry = Readonly<Record<string, unknown>>;
export const entriesOf = (content: SiteContent, collection: ListCollection): readonly ListEntry[] | undefined =>
  content[collection] as readonly ListEntry[] | undefined;
