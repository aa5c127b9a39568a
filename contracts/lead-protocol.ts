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

/** The templates the lead server accepts, one per form. */
export const TEMPLATE_IDS = {
  inquiry: "template_inquiry",
  referral: "template_referral",
  callback: "template_callback",
} as const;

export type LeadFormName = keyof typeof TEMPLATE_IDS;

/**
 * A field no person can see or fill: a bot that fills it is thanked and its
 * message kept aside as spam, never delivered.
 */
export const HONEYPOT_FIELD = "company_website";

/**
 * Each form's page, where a plain HTML form post (no JavaScript) is sent back.
 * The callback form sits beside the inquiry form on /inquiry (at `#callback`).
 */
const LEAD_FORM_PAGES = {
  inquiry: "/inquiry",
  referral: "/referral",
  callback: "/inquiry",
} as const satisfies Record<LeadFormName, string>;

/**
 * The id of each form's thank-you notice. The server's redirect after a plain
 * HTML post ends in `#<id>`, and CSS (`:target`) shows the notice with no JavaScript.
 */
export const SENT_NOTICE_IDS = {
  inquiry: "inquiry-sent",
  referral: "referral-sent",
  callback: "callback-sent",
} as const satisfies Record<LeadFormName, string>;

/** The same for the "not sent" alert, after a plain HTML post the server refused (`?error=<reason>#<id>`). */
export const NOT_SENT_NOTICE_IDS = {
  inquiry: "inquiry-not-sent",
  referral: "referral-not-sent",
  callback: "callback-not-sent",
} as const satisfies Record<LeadFormName, string>;

/**
 * The query a form's page carries after a plain HTML post: `?sent=1` once the
 * lead is stored, `?error=<field or reason>` when the server refused it, and
 * `form=<form>` for a form that shares its page and is not the page's first
 * (the callback form on /inquiry), so that only the form posted answers it.
 * The server writes them into its 303 redirect and the form's page reads them.
 */
const PLAIN_POST_QUERY = { sent: "sent", error: "error", form: "form" } as const;

const leadFormNames = Object.keys(LEAD_FORM_PAGES) as LeadFormName[];

/** The first form of a form's page, which the query need not name. */
function pageFormOf(form: LeadFormName): LeadFormName {
  return leadFormNames.find((other) => LEAD_FORM_PAGES[other] === LEAD_FORM_PAGES[form]) ?? form;
}

/** "&form=callback" for a form that is not its page's first, else nothing. */
function namedForm(form: LeadFormName): string {
  return pageFormOf(form) === form ? "" : `&${PLAIN_POST_QUERY.form}=${form}`;
}

/**
 * Where the server sends the browser back after storing a plain HTML post.
 * `noticeId` is a more particular thank-you than the form's own (the callback
 * form's says the time chosen: callback-time.ts).
 */
export function plainPostSentLocation(form: LeadFormName, noticeId: string = SENT_NOTICE_IDS[form]): string {
  return `${LEAD_FORM_PAGES[form]}?${PLAIN_POST_QUERY.sent}=1${namedForm(form)}#${noticeId}`;
}

/** Where the server sends the browser back after refusing a plain HTML post, naming why. */
export function plainPostRefusedLocation(form: LeadFormName, reason: string): string {
  return `${LEAD_FORM_PAGES[form]}?${PLAIN_POST_QUERY.error}=${encodeURIComponent(reason)}${namedForm(form)}#${NOT_SENT_NOTICE_IDS[form]}`;
}

/** Whether a page's query says a plain HTML post of this form was stored, or refused. */
export function plainPostOutcome(query: URLSearchParams, form: LeadFormName): "sent" | "refused" | null {
  if ((query.get(PLAIN_POST_QUERY.form) ?? pageFormOf(form)) !== form) return null;
  if (query.get(PLAIN_POST_QUERY.sent) === "1") return "sent";
  return query.has(PLAIN_POST_QUERY.error) ? "refused" : null;
}
