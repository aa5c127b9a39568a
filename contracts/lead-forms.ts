/**
 * The inquiry, referral and callback forms' fields and rules: one schema per form,
 * used by the forms in the browser (react-hook-form) and by the lead server,
 * so a visitor and the server always agree on what is valid. Every message
 * names its field.
 */
import { z } from "zod";
import { normaliseAustralianPhone } from "./australian-phone.ts";
import { type CallbackCalendar, callbackTimeMessages, callbackTimeWords, readCallbackTime } from "./callback-time.ts";
import type { LeadFormName } from "./lead-protocol.ts";

// Zod compiles fast validators with `new Function` when it can; our
// Content-Security-Policy forbids eval, and merely probing for it is reported
// as a violation in the browser. Interpreted validation is quick enough for
// three small forms.
z.config({ jitless: true });

/** Longest accepted values; a typed phone number may carry spaces and brackets, hence 30. */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** The enquiry types, in the spec's order; "Commercial Loans" is shown as "Commercial Property Loan". */
export const enquiryTypes = [
  { value: "First Home", label: "First Home" },
  { value: "Refinance", label: "Refinance" },
  { value: "Investment Loans", label: "Investment Loans" },
  { value: "Business Purchase", label: "Business Purchase" },
  { value: "Business Loans", label: "Business Loans" },
  { value: "Commercial Loans", label: "Commercial Property Loan" },
  { value: "Asset Finance", label: "Asset Finance" },
  { value: "Private Equity Loan", label: "Private Equity Loan" },
  { value: "Other", label: "Other" },
] as const;

/** How the visitor heard of us, in the spec's order. */
export const references = ["Google", "Social Media", "Friend/Family", "Advertisement", "Other"] as const;

const enquiryTypeValues = enquiryTypes.map((type) => type.value) as [string, ...string[]];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Your ${label} must be ${max} characters or fewer`)
    // Names end up in e-mail headers: line breaks there are never legitimate.
    .refine((value) => !/[\r\n]/.test(value), `Your ${label} must be on one line`)
    // Nor are invisible controls: a NUL or a right-to-left override would make
    // a subject line or the lead list read differently from what was typed.
    .refine(
      (value) => !INVISIBLE_CONTROLS.test(value),
      `Your ${label} has an invisible control character: please type it again`,
    );

/** C0 and C1 controls but line breaks (refused with their own message), and the bidirectional overrides and isolates. */
const INVISIBLE_CONTROLS = /[^\P{Cc}\r\n]|[\u202A-\u202E\u2066-\u2069]/u;
/** The same, minus the line breaks and tabs a message may hold. */
const INVISIBLE_CONTROLS_IN_TEXT = /[^\P{Cc}\n\t]|[\u202A-\u202E\u2066-\u2069]/gu;

const email = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(FIELD_LIMITS.email, `Your ${label} must be ${FIELD_LIMITS.email} characters or fewer`)
    .pipe(z.email({ error: `Enter a valid ${label}, like name@example.com` }));

const phone = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(FIELD_LIMITS.phone, `Enter an Australian ${label}, like 0412 345 678 or (03) 5550 0148`)
    .transform((value, context) => {
      const normalised = normaliseAustralianPhone(value);
      if (normalised) return normalised;
      context.addIssue({
        code: "custom",
        message: `Enter an Australian ${label}, like 0412 345 678 or (03) 5550 0148`,
      });
      return z.NEVER;
    });

const message = z
  .string({ error: "Enter your message" })
  // A browser posting a form sends line breaks as CRLF; store them one way.
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  // Pasted text can carry invisible controls; they mean nothing in a message, so they go quietly.
  .transform((value) => value.replace(INVISIBLE_CONTROLS_IN_TEXT, ""))
  .pipe(
    z
      .string()
      .trim()
      .min(1, "Enter your message")
      .max(FIELD_LIMITS.message, `Your message must be ${FIELD_LIMITS.message} characters or fewer`),
  );

export const inquirySchema = z.object({
  firstName: requiredText("first name", FIELD_LIMITS.name),
  lastName: requiredText("last name", FIELD_LIMITS.name),
  email: email("email address"),
  mobile: phone("mobile number"),
  enquiryType: z.enum(enquiryTypeValues, { error: "Choose an enquiry type" }),
  reference: z.enum(references, { error: "Choose how you heard about us" }),
  postCode: z
    .string({ error: "Enter your postcode" })
    .trim()
    .regex(/^\d{4}$/, "Enter your 4-digit postcode"),
  message,
});

export const referralSchema = z.object({
  from_name: requiredText("name", FIELD_LIMITS.name),
  from_email: email("email address"),
  from_phone: phone("phone number"),
  message,
});

/** The longest preferred time the callback form sends ("Wednesday 10:00-12:00" and the like). */
const CALLBACK_TIME_LIMIT = 40;

const callbackTime = z
  .string({ error: callbackTimeMessages.unreadable })
  .trim()
  .min(1, callbackTimeMessages.unreadable)
  .max(CALLBACK_TIME_LIMIT, callbackTimeMessages.unreadable);

/**
 * The callback form: a name, a phone and a preferred time. This is
 * its shape; whether the time is one the firm offers depends on the day and
 * the opening hours, which `callbackSchemaAt` checks.
 */
export const callbackSchema = z.object({
  callerName: requiredText("name", FIELD_LIMITS.name),
  callerPhone: phone("phone number"),
  callbackTime,
});

/**
 * The callback form's rules on a given calendar: the preferred time must be
 * as soon as possible, or a window within opening hours, not yet started,
 * within the next five business days (callback-time.ts). It is kept in words:
 * "Tuesday 1 December, 10 am – 12 pm".
 */
export function callbackSchemaAt(calendar: CallbackCalendar) {
  return callbackSchema.extend({
    callbackTime: callbackTime.transform((value, context) => {
      const reading = readCallbackTime(value, calendar);
      if (reading.ok) return callbackTimeWords(reading.choice);
      context.addIssue({ code: "custom", message: callbackTimeMessages[reading.problem] });
      return z.NEVER;
    }),
  });
}

/** What the visitor types (all strings). */
export type InquiryInput = z.input<typeof inquirySchema>;
export type ReferralInput = z.input<typeof referralSchema>;
export type CallbackInput = z.input<typeof callbackSchema>;
/** What is stored and delivered: trimmed, phone numbers normalised. */
export type Inquiry = z.output<typeof inquirySchema>;
export type Referral = z.output<typeof referralSchema>;
export type Callback = z.output<typeof callbackSchema>;

/** One schema for each form the lead server takes (lead-protocol.ts's templates), no more and no fewer. */
export const leadSchemas = {
  inquiry: inquirySchema,
  referral: referralSchema,
  callback: callbackSchema,
} as const satisfies Record<LeadFormName, z.ZodObject>;

/** Field names in form order, for e-mails and exports. */
export const leadFieldOrder = {
  inquiry: Object.keys(inquirySchema.shape) as (keyof Inquiry)[],
  referral: Object.keys(referralSchema.shape) as (keyof Referral)[],
  callback: Object.keys(callbackSchema.shape) as (keyof Callback)[],
} as const;

/** The forms, as the server and the exports list them (inquiry first). */
export const leadFormNames = Object.keys(leadSchemas) as (keyof typeof leadSchemas)[];

/** A form's field names, from its schema. */
type FieldOf<Schema> = Schema extends z.ZodObject<infer Shape> ? keyof Shape & string : never;

/** Every field of every form. */
export type LeadFieldName = {
  [Form in keyof typeof leadSchemas]: FieldOf<(typeof leadSchemas)[Form]>;
}[keyof typeof leadSchemas];

/**
 * Where one form keeps the visitor: the fields whose values, joined by a
 * space, are their name, and the field of each contact detail, or null when
 * the form does not ask for it.
 */
export interface VisitorFields<Field extends string = string> {
  name: readonly [Field, ...Field[]];
  email: Field | null;
  phone: Field | null;
  postcode: Field | null;
}

/** One visitor map for every form of `Schemas`, each naming only its own form's fields. */
export type VisitorMap<Schemas extends Record<string, z.ZodObject>> = {
  readonly [Form in keyof Schemas]: VisitorFields<FieldOf<Schemas[Form]>>;
};

/**
 * Who the visitor is, for each form: the one place that says it. The mailer,
 * the inbox and the store's visitor columns (which the person finder and the
 * search index read) all go through visitorOf. A form added to leadSchemas
 * without its entry here does not compile.
 */
export const visitorFields: VisitorMap<typeof leadSchemas> = {
  inquiry: { name: ["firstName", "lastName"], email: "email", phone: "mobile", postcode: "postCode" },
  referral: { name: ["from_name"], email: "from_email", phone: "from_phone", postcode: null },
  callback: { name: ["callerName"], email: null, phone: "callerPhone", postcode: null },
};

/** The visitor as a lead's fields say: "" for a name and null for a detail the form did not ask for or the lead lacks. */
export interface Visitor {
  name: string;
  email: string | null;
  phone: string | null;
  postcode: string | null;
}

/** visitorOf over a given map: the forms' own is `visitorOf`; a test plants a form of its own. */
export function visitorReader<Form extends string>(
  map: Readonly<Record<Form, VisitorFields>>,
): (form: Form, fields: Readonly<Record<string, string | undefined>>) => Visitor {
  return (form, fields) => {
    // A form the map does not know (a row of a form since withdrawn) names no one, rather than failing its reader.
    if (!Object.hasOwn(map, form)) return { name: "", email: null, phone: null, postcode: null };
    const where = map[form];
    const value = (field: string | null) =>
      field !== null && Object.hasOwn(fields, field) ? (fields[field] ?? null) : null;
    return {
      name: where.name
        .map(value)
        .filter((part): part is string => Boolean(part))
        .join(" "),
      email: value(where.email),
      phone: value(where.phone),
      postcode: value(where.postcode),
    };
  };
}

/** Who sent a lead of this form: their name, e-mail address, phone and postcode as stored. */
export const visitorOf = visitorReader<LeadFormName>(visitorFields);

/**
 * The one wording of every field, as the e-mail to the brokerage and the
 * staff inbox both show it (Australian English; "Email" as the forms
 * themselves say). A field added to a form without its label does not compile.
 */
export const fieldLabels: Readonly<Record<LeadFieldName, string>> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  mobile: "Mobile",
  enquiryType: "Enquiry type",
  reference: "How they heard about us",
  postCode: "Postcode",
  message: "Message",
  from_name: "Name",
  from_email: "Email",
  from_phone: "Phone",
  callerName: "Name",
  callerPhone: "Phone",
  callbackTime: "Preferred time",
};

/** fieldLabel over a given table: the forms' own is `fieldLabel`; a test plants a form of its own. */
export function labelReader(labels: Readonly<Record<string, string>>): (field: string) => string {
  // Own labels only: a field named "constructor" would otherwise be labelled with Object.prototype's function.
  return (field) => (Object.hasOwn(labels, field) ? (labels[field] ?? field) : field);
}

/** A field's label; a field no form has (any more) is shown by its stored name rather than hidden. */
export const fieldLabel = labelReader(fieldLabels);
