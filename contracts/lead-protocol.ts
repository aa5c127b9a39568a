/**
 * The e-mail service's wire protocol, which our lead server speaks too (spec
 * §7): the same paths and fields, so the site can post to either.
 */
export const LIB_VERSION = "3.2.0";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const SEND_JSON_PATH = "/api/v1.0/email/send";

/** Public identifiers, embedded in the site like the hosted service's are. Overridable at build time and on the server. */
export const DEFAULT_SERVICE_ID = "service_kestrel_leads";
export const DEFAULT_USER_ID = "public_kestrel_site";

/** The two templates the lead server accepts, one per form. */
export const TEMPLATE_IDS = {
  inquiry: "template_inquiry",
  referral: "template_referral",
} as const;

export type LeadFormName = keyof typeof TEMPLATE_IDS;

/**
 * A field no person can see or fill: a bot that fills it is thanked and its
 * message kept aside as spam, never delivered.
 */
export const HONEYPOT_FIELD = "company_website";

/** Each form's page, where a plain HTML form post (no JavaScript) is sent back. */
export const LEAD_FORM_PAGES = { inquiry: "/inquiry", referral: "/referral" } as const satisfies Record<LeadFormName, string>;

/**
 * The id of each form's thank-you notice. The server's redirect after a plain
 * HTML post ends in `#<id>`, and CSS (`:target`) shows the notice with no JavaScript.
 */
export const SENT_NOTICE_IDS = { inquiry: "inquiry-sent", referral: "referral-sent" } as const satisfies Record<LeadFormName, string>;

/** The same for the "not sent" alert, after a plain HTML post the server refused (`?error=<reason>#<id>`). */
export const NOT_SENT_NOTICE_IDS = { inquiry: "inquiry-not-sent", referral: "referral-not-sent" } as const satisfies Record<LeadFormName, string>;
