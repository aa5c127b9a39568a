/**
 * Closed dates (/inbox/staff/closed-dates), admins only: the days the firm
 * is shut, public holidays included (none is built in). The first-contact
 * clock and the callback windows skip them like a weekend, on every server
 * within seconds (server/leads/intake/business-calendar.ts). The page lists
 * the closed dates to come, each with Remove, and a form to add one: a date
 * (the browser's own date picker; no script) and its name. Bad input is
 * refused with one line naming the field, and nothing changes. Each add and
 * remove is an audit line with the date and its name.
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { isCalendarDate, spokenDate } from "../../../contracts/business-clock.ts";
import {
  CLOSED_DATE_NAME_MAX,
  type ClosedDate,
  ClosedDateError,
  openClosedDates,
} from "../../site/content/closed-dates.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireAdminPage } from "../inbox-refusals.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import type { SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const CLOSED_DATES_PATH = `${INBOX_PATH}/staff/closed-dates`;
const REMOVE_PATH = `${CLOSED_DATES_PATH}/remove`;
const WHAT = "set the dates the firm is closed";
const COLUMNS = ["Date", "Name", "Remove"] as const;

export function registerClosedDatesPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  const closedDates = openClosedDates(context.database, context.now);

  const page = async (staff: SignedInStaff, extra: Omit<ClosedDatesPageProps, "staff" | "dates"> = {}) => (
    <ClosedDatesPage staff={staff} dates={await closedDates.upcoming()} {...extra} />
  );

  inbox.get(CLOSED_DATES_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, WHAT);
    if (!staff) return reply;
    // Our own redirect's date; anything else typed into the address is not announced.
    const dated = (name: string) => {
      const value = queryValue(request, name);
      return value !== undefined && isCalendarDate(value) ? value : undefined;
    };
    const added = dated("added");
    const removed = dated("removed");
    return sendInboxPage(
      reply,
      await page(staff, {
        ...(added === undefined ? {} : { added }),
        ...(removed === undefined ? {} : { removed }),
      }),
    );
  });

  inbox.post(CLOSED_DATES_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, WHAT);
    if (!staff) return reply;
    const date = formField(request, "date") ?? "";
    const name = formField(request, "name") ?? "";
    let added: ClosedDate;
    try {
      added = await closedDates.add(date, name, staff.id);
    } catch (error) {
      if (!(error instanceof ClosedDateError)) throw error;
      // What was typed stays in the form, to be mended rather than typed again.
      return sendInboxPage(reply, await page(staff, { problem: error.message, typed: { date, name } }), 400);
    }
    await context.audit.record({
      staffId: staff.id,
      action: "added a closed date",
      detail: `${added.date} ${added.name}`,
    });
    return reply.redirect(`${CLOSED_DATES_PATH}?added=${encodeURIComponent(added.date)}`, 303);
  });

  inbox.post(REMOVE_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, WHAT);
    if (!staff) return reply;
    const removed = await closedDates.remove(formField(request, "date") ?? "");
    // Removed already (by another admin, or a second click): the list shows it gone, with no line to the trail.
    if (removed)
      await context.audit.record({
        staffId: staff.id,
        action: "removed a closed date",
        detail: `${removed.date} ${removed.name}`,
      });
    const query = removed ? `?removed=${encodeURIComponent(removed.date)}` : "";
    return reply.redirect(`${CLOSED_DATES_PATH}${query}`, 303);
  });
}

interface ClosedDatesPageProps {
  staff: SignedInStaff;
  dates: readonly ClosedDate[];
  added?: string;
  removed?: string;
  problem?: string;
  typed?: { date: string; name: string };
}

/** "Friday 25 December 2026": the list may run into next year. */
const dayInWords = (date: string) => `${spokenDate(date)} ${date.slice(0, 4)}`;

function ClosedDatesPage({ staff, dates, added, removed, problem, typed }: ClosedDatesPageProps) {
  return (
    <InboxDocument title="Closed dates" staff={staff} section={`${INBOX_PATH}/staff`}>
      <h1>Closed dates</h1>
      <p>
        The days the firm is closed besides its weekly hours, such as public holidays (none is built in). The
        first-contact clock does not run on them, and a visitor cannot ask to be called back on them. A change here
        reaches every server within a few seconds.
      </p>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      {added !== undefined && !problem ? (
        <p className="notice" role="status">
          Added {dayInWords(added)} as a closed date.
        </p>
      ) : null}
      {removed !== undefined && !problem ? (
        <p className="notice" role="status">
          Removed {dayInWords(removed)}: the firm's usual hours apply that day.
        </p>
      ) : null}
      {dates.length === 0 ? (
        <p>No closed dates to come.</p>
      ) : (
        <DataTable id="closed-dates" caption="Closed dates to come, soonest first" columns={COLUMNS}>
          {dates.map((closed) => (
            <tr key={closed.date}>
              <th scope="row">
                <time dateTime={closed.date}>{dayInWords(closed.date)}</time>
              </th>
              <td>{closed.name}</td>
              <td>
                <form method="post" action={REMOVE_PATH}>
                  <input type="hidden" name="date" value={closed.date} />
                  <button type="submit" aria-label={`Remove ${closed.name}, ${dayInWords(closed.date)}`}>
                    Remove
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <form method="post" action={CLOSED_DATES_PATH}>
        <h2>Add a closed date</h2>
        <p>
          <label htmlFor="closed-date">Date</label>{" "}
          <input type="date" id="closed-date" name="date" required defaultValue={typed?.date ?? ""} />
        </p>
        <p>
          <label htmlFor="closed-name">Name</label>{" "}
          <input
            type="text"
            id="closed-name"
            name="name"
            required
            maxLength={CLOSED_DATE_NAME_MAX}
            placeholder="Christmas Day"
            defaultValue={typed?.name ?? ""}
          />
        </p>
        <button type="submit">Add closed date</button>
      </form>
    </InboxDocument>
  );
}
