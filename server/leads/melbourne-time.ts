/**
 * The brokerage's calendar: Melbourne dates and times, daylight saving
 * included. Leads are stored with UTC instants; people ask for "since
 * 1 March" and "this week" in Melbourne, so every date a person types or
 * reads goes through here (the command-line tool and the staff inbox alike).
 *
 * The arithmetic is the business clock's (contracts/business-clock.ts), the
 * one place that reads the firm's wall clock; these are its words for
 * instants as epoch milliseconds and ISO text, which the stores keep.
 */
import {
  addDays as addFirmDays,
  firmDate,
  firmDateTime,
  firmInstant,
  isCalendarDate as isFirmCalendarDate,
  weekdayIndex,
} from "../../contracts/business-clock.ts";

/** "2026-03-03 14:05": the instant as the brokerage's clock showed it. */
export function melbourneDateTime(iso: string): string {
  return firmDateTime(Date.parse(iso));
}

/** "2026-03-03": the Melbourne date at that instant. */
export function melbourneDate(epochMs: number): string {
  return firmDate(epochMs);
}

/** True for a real calendar date written YYYY-MM-DD (so not 2026-02-30). */
export const isCalendarDate = isFirmCalendarDate;

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export const addDays = addFirmDays;

/** 0 for Monday to 6 for Sunday, the way an Australian calendar starts its week. */
export const weekdayFromMonday = weekdayIndex;

/**
 * The instant a Melbourne day starts (daylight saving never changes the clock
 * at midnight there). Throws a RangeError for anything but a calendar date.
 */
export function melbourneMidnight(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a date like 2026-03-01`);
  return +firmInstant(date, "00:00");
}
