/**
 * The days the firm is shut (migration 19's firm_closed_dates): public
 * holidays and the like. None is built in; an admin adds them in the inbox
 * (/inbox/staff/closed-dates), and the first-contact clock and the callback
 * windows skip them as they skip a weekend (contracts/business-clock.ts).
 *
 * This is the one module that reads and writes the table. It sits with the
 * content studio because a closed date qualifies the opening hours, which
 * are the business details' own; it is kept out of the published versions
 * because it needs no publish, and a roll back of the site's words must
 * neither bring back nor drop a holiday. The lead server reads it through
 * the calendar app.ts hands it (server/leads/intake/business-calendar.ts).
 */
import { addDays, firmDate, isCalendarDate } from "../../../contracts/business-clock.ts";
import type { AppDatabase } from "../../db/database.ts";
import { writeTransaction } from "../../db/write-transaction.ts";

/** As long as a holiday's name needs to be ("King's Birthday", "Melbourne Cup Day"), with room to spare. */
export const CLOSED_DATE_NAME_MAX = 80;

export interface ClosedDate {
  /** "2026-12-25", the firm's own date. */
  date: string;
  name: string;
}

/** A date that cannot be added or removed: one line naming the field. */
export class ClosedDateError extends Error {
  constructor(
    readonly field: "Date" | "Name",
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** How far back the clock's closed dates reach: the overview's 12 weeks, and a little more. */
export const CLOCK_LOOKBACK_DAYS = 92;

export interface ClosedDates {
  /** The closed dates from the firm's today on, soonest first. */
  upcoming(): Promise<ClosedDate[]>;
  /**
   * The closed dates the first-contact clock counts with: the upcoming ones,
   * and those of the last CLOCK_LOOKBACK_DAYS, so a lead that waited over a
   * holiday is not charged for it when its first contact is logged.
   */
  forTheClock(): Promise<ClosedDate[]>;
  /**
   * Adds a closed date. Throws ClosedDateError when the date is not a date,
   * is before today (the firm's), or is already closed, or the name is empty
   * or too long. Resolves to the date as stored, name trimmed.
   */
  add(date: string, name: string, staffId: number): Promise<ClosedDate>;
  /** Removes it; resolves to what was removed, or undefined when it was not there. */
  remove(date: string): Promise<ClosedDate | undefined>;
}

export function openClosedDates(database: AppDatabase, now: () => number = Date.now): ClosedDates {
  const { db } = database;
  return {
    async upcoming() {
      return db
        .selectFrom("firm_closed_dates")
        .select(["date", "name"])
        .where("date", ">=", firmDate(now()))
        .orderBy("date")
        .execute();
    },

    async forTheClock() {
      return db
        .selectFrom("firm_closed_dates")
        .select(["date", "name"])
        .where("date", ">=", addDays(firmDate(now()), -CLOCK_LOOKBACK_DAYS))
        .orderBy("date")
        .execute();
    },

    async add(date, name, staffId) {
      const day = date.trim();
      const named = name.trim();
      if (day === "") throw new ClosedDateError("Date", "choose the date the firm is closed.");
      if (!isCalendarDate(day)) throw new ClosedDateError("Date", "give a date like 2026-12-25.");
      if (day < firmDate(now())) throw new ClosedDateError("Date", `${day} has passed; give today or a later date.`);
      if (named === "") throw new ClosedDateError("Name", 'give the day a name, such as "Christmas Day".');
      if ([...named].length > CLOSED_DATE_NAME_MAX)
        throw new ClosedDateError("Name", `keep it to ${CLOSED_DATE_NAME_MAX} characters.`);
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(named))
        throw new ClosedDateError("Name", "use letters, not control characters.");
      return writeTransaction(database, async (tx) => {
        // The date is the key: of two admins adding one day at once, on any server, the second is told.
        const added = await tx
          .insertInto("firm_closed_dates")
          .values({ date: day, name: named, added_by: staffId, added_at: new Date(now()).toISOString() })
          .onConflict((conflict) => conflict.column("date").doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) {
          const existing = await tx
            .selectFrom("firm_closed_dates")
            .select("name")
            .where("date", "=", day)
            .executeTakeFirst();
          throw new ClosedDateError("Date", `${day} is already closed (${existing?.name ?? "another name"}).`);
        }
        return { date: day, name: named };
      });
    },

    async remove(date) {
      if (!isCalendarDate(date)) return undefined;
      return writeTransaction(database, async (tx) => {
        const found = await tx
          .selectFrom("firm_closed_dates")
          .select(["date", "name"])
          .where("date", "=", date)
          .executeTakeFirst();
        if (found) await tx.deleteFrom("firm_closed_dates").where("date", "=", date).execute();
        return found;
      });
    },
  };
}
