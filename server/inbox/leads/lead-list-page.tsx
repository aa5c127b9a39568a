/**
 * The list of leads (/inbox) and the spam folder (/inbox?view=spam): newest
 * first, 50 to a page, paged back by arrival order ("Older leads"), with the
 * filters above it. The live script (inbox-live.ts) reads the data-live-*
 * attributes to keep it up to date.
 */
import { INBOX_API_PATH, INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { SIGN_IN_PATH, type SignedInStaff } from "../inbox-session.ts";
import type { InboxView, LeadListPage } from "./lead-inbox.ts";
import { FilterForm, type FilterFormProps } from "./lead-filter-form.tsx";
import { LEAD_COLUMNS, LeadRow, type ListClock } from "./lead-row.tsx";

export const LIVE_LEADS_PATH = `${INBOX_API_PATH}/leads`;

export interface LeadListProps extends FilterFormProps {
  staff: SignedInStaff;
  list: LeadListPage;
  /** The filters as a query (no `before`), "" for none: for paging, export and the live API. */
  filterQuery: string;
  /** Paged back (`before` given): new leads are not added to this page. */
  paged: boolean;
  /** The newest matching lead's seq (0 for none): live updates ask for leads after it. */
  newestSeq: number;
  unread: number;
  /** The newest assignment to the viewer when the page was made: the live script announces those after it. */
  assignedAfter: number;
  /** The time and calendar the rows' first-contact clocks are read at. */
  clock: ListClock;
  /** The viewer's own leads past their first-contact due time. */
  overdue: number;
}

/** The overdue banner's words; the live script (inbox-live.ts) says the same as the count changes. */
export function overdueWords(count: number): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? "of your leads is" : "of your leads are"} overdue for a first contact.`;
}

const VIEW_NAMES: Readonly<Record<InboxView, string>> = {
  inbox: "Leads",
  "first-contact": "Needs first contact",
  spam: "Spam",
};

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
const and = (query: string, more: string) => (query ? `${query}&${more}` : more);
const counted = (count: number) => `${count.toLocaleString("en-AU")} ${count === 1 ? "lead" : "leads"}`;

export function LeadListPage(props: LeadListProps) {
  const { staff, view, list, filterQuery, paged, newestSeq, unread } = props;
  const name = VIEW_NAMES[view];
  const section = view === "inbox" ? INBOX_PATH : `${INBOX_PATH}?view=${view}`;
  const order = view === "first-contact" ? "soonest due first" : "newest first";
  // View and page are not fields of the form: their problems are told here; the others at their fields.
  const told = [props.problems.view, props.problems.before].filter(
    (problem): problem is string => problem !== undefined,
  );
  const atFields = Object.keys(props.problems).length - told.length;
  return (
    <InboxDocument title={unread > 0 ? `(${unread}) ${name}` : name} staff={staff} section={section} live>
      <div className="list-head">
        <h1>{name}</h1>
        {staff.role === "admin" ? (
          <a className="button secondary" href={withQuery(`${INBOX_PATH}/export.csv`, filterQuery)}>
            Export CSV
          </a>
        ) : null}
      </div>
      {view === "spam" ? (
        <p>
          Honeypot catches and leads marked as spam. They are never delivered unless someone marks them &ldquo;Not
          spam&rdquo;.
        </p>
      ) : null}
      {view === "first-contact" ? (
        <p>
          Leads nobody has tried to reach yet, soonest due first. Log a call, e-mail or SMS on a lead to stop its clock.
        </p>
      ) : null}
      <div role="status" className="overdue-status">
        <p className="overdue-banner" data-live-overdue="" hidden={props.overdue === 0}>
          <strong>
            <a href={`${INBOX_PATH}?view=first-contact&mine=1`} data-live-overdue-text="">
              {overdueWords(props.overdue)}
            </a>
          </strong>
        </p>
      </div>
      {told.length + atFields > 0 ? (
        <div className="alert" role="alert">
          {told.map((problem) => (
            <p key={problem}>{problem}.</p>
          ))}
          {atFields > 0 ? (
            <p>
              {atFields === 1 ? "One filter" : `${atFields} filters`} could not be read and{" "}
              {atFields === 1 ? "is" : "are"} left out: see the message at {atFields === 1 ? "the field" : "each field"}
              .
            </p>
          ) : null}
        </div>
      ) : null}
      <FilterForm {...props} />

      <div
        data-live-api={withQuery(LIVE_LEADS_PATH, filterQuery)}
        data-live-sign-in={SIGN_IN_PATH}
        data-live-after={newestSeq}
        data-live-total={list.total}
        data-live-insert={paged ? "false" : "true"}
        data-live-order={view === "first-contact" ? "due" : "newest"}
        data-live-later={list.olderBefore !== null ? "true" : "false"}
        data-live-assigned-after={props.assignedAfter}
      >
        <p className="assigned-banner" role="status" data-live-assigned="" />
        <p>
          {/* A search over very common words stops counting at its limit (lead-inbox.ts): the total is then a lower bound. */}
          <span data-live-total-text="" data-live-capped={list.totalCapped ? "true" : undefined}>
            {list.totalCapped ? `At least ${counted(list.total)}` : counted(list.total)}
          </span>
          {list.total > 0
            ? `${paged ? (view === "first-contact" ? ", due after those before" : ", older than those before") : ""}; ${list.leads.length} on this page, ${order}.`
            : "."}
        </p>
        <p className="live-note" role="status" data-live-announce="" />
        <p className="live-problem" role="status" data-live-problem="" />
        {list.leads.length === 0 ? <p data-live-empty="">{paged ? "No older leads." : "No leads match."}</p> : null}
        <DataTable id="leads" caption={`${name}, ${order}`} columns={LEAD_COLUMNS} liveRows>
          {list.leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} clock={props.clock} />
          ))}
        </DataTable>
      </div>
      <nav aria-label="Pages of leads" className="pager">
        {paged ? <a href={withQuery(INBOX_PATH, filterQuery)}>Newest</a> : null}
        {list.olderBefore !== null ? (
          <a href={withQuery(INBOX_PATH, and(filterQuery, `before=${list.olderBefore}`))}>
            {view === "first-contact" ? "Due later" : "Older leads"}
          </a>
        ) : null}
      </nav>
    </InboxDocument>
  );
}
