/**
 * The inquiry and referral forms' fields and rules: one schema per form,
 * used by the forms in the browser (react-hook-form) and by the lead server,
 * so a visitor and the server always agree on what is valid. Every message
 * names its field.
 */
import { z } from "zod";
import { normaliseAustralianPhone } from "./australian-phone.ts";

// Zod compiles fast validators with `new Function` when it can; our
// Content-Security-Policy forbids eval, and merely probing for it is reported
// as a violation in the browser. Interpreted validation is quick enough for
// two small forms.
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

/** What the visitor types (all strings). */
export type InquiryInput = z.input<typeof inquirySchema>;
export type ReferralInput = z.input<typeof referralSchema>;
/** What is stored and delivered: trimmed, phone numbers normalised. */
export type Inquiry = z.output<typeof inquirySchema>;
export type Referral = z.output<typeof referralSchema>;

export const leadSchemas = { inquiry: inquirySchema, referral: referralSchema } as const;

/** Field names in form order, for e-mails and exports. */
export const leadFieldOrder = {
  inquiry: Object.keys(inquirySchema.shape) as (keyof Inquiry)[],
  referral: Object.keys(referralSchema.shape) as (keyof Referral)[],
} as const;
