/**
 * The inbox list's filter, kept in the URL so a filtered view can be
 * bookmarked, shared and paged through: reading it from the query string
 * (each value checked, a bad one set aside with a message naming its field,
 * never failing the page) and writing it back into links.
 */
import { enquiryTypes, leadFormNames, references } from "../../../contracts/lead-forms.ts";
import { isCalendarDate } from "../../leads/melbourne-time.ts";
import { type InboxFilter, LEAD_STATUSES, type LeadStatus, STATUS_LABELS } from "./lead-inbox.ts";

/** The URL's parameter names, by field: the pages name their form controls and build their links from these. */
export const INBOX_FILTER_PARAMS = {
  view: "view",
  status: "status",
  form: "form",
  enquiryType: "type",
  reference: "heard",
  mine: "mine",
  unread: "unread",
  from: "from",
  to: "to",
  search: "q",
  before: "before",
} as const;

export type FilterField = keyof typeof INBOX_FILTER_PARAMS;

/** Each field's name on the page; its messages start with it. */
export const FILTER_LABELS: Readonly<Record<FilterField, string>> = {
  view: "View",
  status: "Status",
  form: "Form",
  enquiryType: "Enquiry type",
  reference: "Heard about us",
  mine: "Assigned to me",
  unread: "Unread",
  from: "From",
  to: "To",
  search: "Search",
  before: "Page",
};

/** Longest search taken; a name, an address or a few words of a message are far shorter. */
export const SEARCH_MAX_LENGTH = 200;

export interface InboxFilterReading {
  /** Only what was valid. */
  filter: InboxFilter;
  /** The paging cursor (`before`), when the URL has a valid one. */
  before: number | undefined;
  /** One message per field whose value was set aside. */
  problems: Partial<Record<FilterField, string>>;
  /** Every field as the URL had it (trimmed; "" when absent), to fill the form in again and build links. */
  values: Record<FilterField, string>;
}

const FIELDS = Object.keys(INBOX_FILTER_PARAMS) as FilterField[];

/** "A, B or C". */
function choices(labels: readonly string[]): string {
  return labels.length < 2 ? labels.join("") : `${labels.slice(0, -1).join(", ")} or ${labels.at(-1) as string}`;
}

const MESSAGES = {
  view: `${FILTER_LABELS.view}: choose Inbox, Needs first contact or Spam`,
  status: `${FILTER_LABELS.status}: choose one of ${choices(LEAD_STATUSES.map((status) => STATUS_LABELS[status]))}`,
  form: `${FILTER_LABELS.form}: choose Inquiry, Referral or Callback`,
  enquiryType: `${FILTER_LABELS.enquiryType}: choose one of ${choices(enquiryTypes.map((type) => type.label))}`,
  reference: `${FILTER_LABELS.reference}: choose one of ${choices(references)}`,
  from: `${FILTER_LABELS.from}: enter a date like 2026-11-23`,
  to: `${FILTER_LABELS.to}: enter a date like 2026-11-23`,
  toBeforeFrom: `${FILTER_LABELS.to}: enter a date on or after the ${FILTER_LABELS.from} date`,
  search: `${FILTER_LABELS.search}: enter ${SEARCH_MAX_LENGTH} characters or fewer`,
  before: `${FILTER_LABELS.before}: that page link is damaged, so the newest leads are shown`,
} as const;

/** A query string's value; a parameter given twice counts once, its first value. */
function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/**
 * Reads the filter from the query string (Fastify's `request.query`). "Mine"
 * is the viewer's own leads, so the same link shows each person theirs.
 */
export function readInboxFilter(
  query: Record<string, string | string[] | undefined>,
  viewerId: number,
): InboxFilterReading {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, single(query[INBOX_FILTER_PARAMS[field]])]),
  ) as Record<FilterField, string>;
  const problems: Partial<Record<FilterField, string>> = {};
  const filter: InboxFilter = { view: "inbox" };

  if (values.view === "spam" || values.view === "first-contact") filter.view = values.view;
  else if (values.view !== "" && values.view !== "inbox") problems.view = MESSAGES.view;

  const status = values.status.toLowerCase();
  if ((LEAD_STATUSES as readonly string[]).includes(status)) filter.status = status as LeadStatus;
  else if (values.status !== "") problems.status = MESSAGES.status;

  const form = leadFormNames.find((name) => name === values.form);
  if (form) filter.form = form;
  else if (values.form !== "") problems.form = MESSAGES.form;

  if (enquiryTypes.some((type) => type.value === values.enquiryType)) filter.enquiryType = values.enquiryType;
  else if (values.enquiryType !== "") problems.enquiryType = MESSAGES.enquiryType;

  if ((references as readonly string[]).includes(values.reference)) filter.reference = values.reference;
  else if (values.reference !== "") problems.reference = MESSAGES.reference;

  // A ticked box sends "1"; anything else is an unticked one.
  if (values.mine === "1") filter.assignedTo = viewerId;
  if (values.unread === "1") filter.unread = true;

  for (const field of ["from", "to"] as const) {
    if (isCalendarDate(values[field])) filter[field] = values[field];
    else if (values[field] !== "") problems[field] = MESSAGES[field];
  }
  // YYYY-MM-DD dates compare as text.
  if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from) {
    delete filter.to;
    problems.to = MESSAGES.toBeforeFrom;
  }

  if ([...values.search].length > SEARCH_MAX_LENGTH) problems.search = MESSAGES.search;
  else if (values.search !== "") filter.search = values.search;

  let before: number | undefined;
  if (/^[1-9]\d{0,15}$/.test(values.before) && Number.isSafeInteger(Number(values.before)))
    before = Number(values.before);
  else if (values.before !== "") problems.before = MESSAGES.before;

  return { filter, before, problems, values };
}

/**
 * "?status=new&q=tran", or "" when nothing is set: a link to the list with
 * these values (the view's default, inbox, and empty values left out). For
 * the next page, pass `before`; to clear the filters, pass only the view.
 */
export function inboxFilterQuery(values: Partial<Record<FilterField, string>>): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = values[field]?.trim() ?? "";
    if (value === "" || (field === "view" && value === "inbox")) continue;
    params.append(INBOX_FILTER_PARAMS[field], value);
  }
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
