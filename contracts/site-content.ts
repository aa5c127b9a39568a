/**
 * What the office edits in the content studio: one schema per collection, used
 * by the studio's forms (their limits and messages) and by the server before it
 * saves a draft or publishes, and the shape the page renderer is given. Every
 * message names its field. Legal and regulated text (the privacy policy, the
 * credit guide, the stamp duty tables) is not here: it stays in code, where a
 * change is reviewed (decision 017).
 */
import { z } from "zod";
import { isValidAbn } from "./abn.ts";
import { normaliseAustralianPhone } from "./australian-phone.ts";
import { SITE_PAGE_PATHS } from "./site-page-paths.ts";
import {
  ASSUMPTION_LIMITS,
  isBuffer,
  isIsoCalendarDate,
  LENDING_ASSUMPTION_KEYS,
  LENDING_ASSUMPTION_LABELS,
  type LendingAssumptionKey,
  type LendingAssumptions,
} from "./lending-assumptions.ts";

z.config({ jitless: true });

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

export { SOCIAL_NETWORKS, type SocialNetwork } from "./social-networks.ts";
export type { AssumedFigure, LendingAssumptionKey, LendingAssumptions } from "./lending-assumptions.ts";

/** Longest accepted values, shown beside each field as its limit. */
export const CONTENT_LIMITS = {
  testimonialName: 60,
  testimonialQuote: 600,
  testimonials: 12,
  street: 100,
  locality: 60,
  email: 254,
  url: 300,
  settlementHeading: 80,
  settlementDescription: 600,
  settlements: 40,
  teamName: 60,
  teamRole: 80,
  teamDescription: 600,
  team: 12,
  partnerName: 60,
  lendingPartners: 40,
  slideTitle: 80,
  slideDescription: 300,
  slideButtonText: 40,
  homeSlides: 8,
} as const;

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: enter the ${label.toLowerCase()}` })
    .trim()
    .min(1, `${label}: enter the ${label.toLowerCase()}`)
    .max(max, `${label}: at most ${max} characters`)
    // Text is shown as text; a control character has no place in a web page.
    .refine((value) => !hasControlCharacter(value), { message: `${label}: remove the control characters` });

/** A character below space other than tab, line feed and carriage return, or DEL. */
function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

export const IMAGE_ALT_MAX = 250;
/** An image a page shows: one of the build's own illustrations, or an upload (by the SHA-256 of its original). */
export const contentImageSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("built"),
    name: z.string().regex(/^[a-z0-9-]{1,80}$/),
    alt: text("Alt text", IMAGE_ALT_MAX),
  }),
  z.object({
    kind: z.literal("uploaded"),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    alt: text("Alt text", IMAGE_ALT_MAX),
  }),
]);
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A list collection: at least one entry, at most `max`, each message naming the collection. */
const entryList = <Entry extends z.ZodType>(entry: Entry, title: string, max: number) =>
  z.array(entry).min(1, `${title}: keep at least one`).max(max, `${title}: at most ${max}`);

export const testimonialSchema = z.object({
  name: text("Client name", CONTENT_LIMITS.testimonialName),
  quote: text("Quote", CONTENT_LIMITS.testimonialQuote),
});
export type TestimonialEntry = z.infer<typeof testimonialSchema>;

export const testimonialsSchema = entryList(testimonialSchema, "Testimonials", CONTENT_LIMITS.testimonials);

/** A client's story on /settlements, in the list's order; a hidden one stays in the studio and off the site. */
export const settlementSchema = z.object({
  image: contentImageSchema,
  heading: text("Heading", CONTENT_LIMITS.settlementHeading),
  description: text("Description", CONTENT_LIMITS.settlementDescription),
  hidden: z.boolean({ error: "Hidden: say whether the story is hidden" }),
});
export type SettlementEntry = z.infer<typeof settlementSchema>;
export const settlementsSchema = entryList(settlementSchema, "Settlements", CONTENT_LIMITS.settlements);

/** A person in the About page's team carousel. */
export const teamMemberSchema = z.object({
  name: text("Name", CONTENT_LIMITS.teamName),
  role: text("Role", CONTENT_LIMITS.teamRole),
  photo: contentImageSchema,
  description: text("Description", CONTENT_LIMITS.teamDescription),
});
export type TeamMemberEntry = z.infer<typeof teamMemberSchema>;
export const teamSchema = entryList(teamMemberSchema, "Team", CONTENT_LIMITS.team);

/** A lender on the panel: its name, and a logo or none (the name is then shown as a wordmark). */
export const lendingPartnerSchema = z.object({
  name: text("Name", CONTENT_LIMITS.partnerName),
  logo: contentImageSchema.nullable(),
});
export type LendingPartnerEntry = z.infer<typeof lendingPartnerSchema>;
export const lendingPartnersSchema = entryList(
  lendingPartnerSchema,
  "Lending partners",
  CONTENT_LIMITS.lendingPartners,
);

/** A slide of the home page's hero; its button goes to one of the site's own pages, nowhere else. */
export const homeSlideSchema = z.object({
  image: contentImageSchema,
  title: text("Title", CONTENT_LIMITS.slideTitle),
  description: text("Description", CONTENT_LIMITS.slideDescription),
  buttonText: text("Button text", CONTENT_LIMITS.slideButtonText),
  buttonTarget: z.enum(SITE_PAGE_PATHS, { error: "Button target: choose one of the site's pages" }),
});
export type HomeSlideEntry = z.infer<typeof homeSlideSchema>;
export const homeSlidesSchema = entryList(homeSlideSchema, "Home slides", CONTENT_LIMITS.homeSlides);

const openingTime = (day: WeekDay, which: "opens" | "closes") =>
  z
    .string()
    .regex(HOUR_MINUTE, `${day} ${which === "opens" ? "opening" : "closing"} time: use 24-hour HH:MM, e.g. 08:30`)
    .nullable();

const dayHours = (day: WeekDay) =>
  z
    .object({ day: z.literal(day), opens: openingTime(day, "opens"), closes: openingTime(day, "closes") })
    .refine((hours) => (hours.opens === null) === (hours.closes === null), {
      message: `${day} hours: give both an opening and a closing time, or mark the day closed`,
    })
    .refine(
      (hours) =>
        !HOUR_MINUTE.test(hours.opens ?? "") ||
        !HOUR_MINUTE.test(hours.closes ?? "") ||
        (hours.opens ?? "") < (hours.closes ?? ""),
      {
        message: `${day} hours: the closing time must be after the opening time`,
      },
    );

/** A link the site shows: only https, so no `javascript:` or plain-text address reaches a page. */
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(CONTENT_LIMITS.url, `${label}: at most ${CONTENT_LIMITS.url} characters`)
    .refine(isHttpsUrl, { message: `${label}: enter an https:// address` });

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const businessDetailsSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((value) => normaliseAustralianPhone(value) !== null, {
      message: "Phone: enter an Australian number, e.g. (03) 5550 0148",
    }),
  email: z
    .email({ error: "E-mail: enter an address like hello@example.com.au" })
    .max(CONTENT_LIMITS.email, `E-mail: at most ${CONTENT_LIMITS.email} characters`),
  postalAddress: z.object({
    street: text("Street or PO Box", CONTENT_LIMITS.street),
    locality: text("Suburb or town", CONTENT_LIMITS.locality),
    state: z.enum(AUSTRALIAN_STATES, { error: "State: choose a state or territory" }),
    postcode: z.string().regex(/^\d{4}$/, "Postcode: four digits"),
  }),
  abn: z
    .string()
    .trim()
    .refine(isValidAbn, { message: "ABN: enter the 11-digit ABN as the Australian Business Register lists it" }),
  australianCreditLicence: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Australian Credit Licence: six digits, as on ASIC's register"),
  openingHours: z.tuple([
    dayHours("Monday"),
    dayHours("Tuesday"),
    dayHours("Wednesday"),
    dayHours("Thursday"),
    dayHours("Friday"),
    dayHours("Saturday"),
    dayHours("Sunday"),
  ]),
  socialLinks: z.object({
    Facebook: httpsUrl("Facebook").or(z.literal("")),
    LinkedIn: httpsUrl("LinkedIn").or(z.literal("")),
    Instagram: httpsUrl("Instagram").or(z.literal("")),
  }),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** At most two decimals, allowing for binary fractions: 5.84 is 584.0000000000001 hundredths. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** One lending assumption: its figure, source, source link and the day it took effect, each message naming it. */
const assumedFigure = (key: LendingAssumptionKey) => {
  const label = LENDING_ASSUMPTION_LABELS[key];
  const { min, max } = isBuffer(key) ? ASSUMPTION_LIMITS.buffer : ASSUMPTION_LIMITS.rate;
  const range = isBuffer(key)
    ? `${label}: enter ${String(min)} to ${String(max)} percentage points, e.g. 3`
    : `${label}: enter a rate from ${String(min)} to ${String(max)} % a year, e.g. 6.25`;
  return z.object({
    value: z
      .number({ error: range })
      .min(min, range)
      .max(max, range)
      .refine(hasAtMostTwoDecimals, { message: `${label}: at most two decimal places` }),
    source: text(`${label} source`, ASSUMPTION_LIMITS.source),
    sourceUrl: httpsUrl(`${label} source link`).or(z.literal("")),
    since: z
      .string({ error: `${label} start date: enter the day it took effect, e.g. 2026-07-01` })
      .refine(isIsoCalendarDate, { message: `${label} start date: enter the day it took effect, e.g. 2026-07-01` })
      .refine((day) => !isIsoCalendarDate(day) || day >= ASSUMPTION_LIMITS.earliestSince, {
        message: `${label} start date: no earlier than 1 January 2000`,
      }),
  });
};

export const lendingAssumptionsSchema = z.object(
  Object.fromEntries(LENDING_ASSUMPTION_KEYS.map((key) => [key, assumedFigure(key)])) as Record<
    LendingAssumptionKey,
    ReturnType<typeof assumedFigure>
  >,
) satisfies z.ZodType<LendingAssumptions>;

/** Every collection the studio edits, by the name its address and its table use. */
export const contentSchemas = {
  testimonials: testimonialsSchema,
  business: businessDetailsSchema,
  settlements: settlementsSchema,
  team: teamSchema,
  lendingPartners: lendingPartnersSchema,
  homeSlides: homeSlidesSchema,
  assumptions: lendingAssumptionsSchema,
} as const;
export type CollectionName = keyof typeof contentSchemas;
export const COLLECTION_NAMES = Object.keys(contentSchemas) as CollectionName[];

export const collectionTitles: Record<CollectionName, string> = {
  testimonials: "Testimonials",
  business: "Business details",
  settlements: "Settlements",
  team: "Team",
  lendingPartners: "Lending partners",
  homeSlides: "Home slides",
  assumptions: "Lending assumptions",
};

/** One published version of everything the studio edits: what the page renderer is given. */
export interface SiteContent {
  testimonials: TestimonialEntry[];
  business: BusinessDetails;
  settlements: SettlementEntry[];
  team: TeamMemberEntry[];
  lendingPartners: LendingPartnerEntry[];
  homeSlides: HomeSlideEntry[];
  assumptions: LendingAssumptions;
}

export const siteContentSchema = z.object(contentSchemas);

/** Each problem as "Field: what to do", in the order the form shows the fields. */
export function contentProblems(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
