/**
 * The callback form's "Preferred time", as one field a plain HTML
 * post can carry:
 *
 * - `asap`: as soon as possible, within opening hours;
 * - `2026-12-01 10:00-12:00`: a window on a date, as the form offers once
 *   its script knows today's date;
 * - `Tuesday 10:00-12:00`: a window on a weekday, as the prerendered page
 *   offers without JavaScript (it cannot know today's date): the next such
 *   window within the five business days.
 *
 * Whichever way it came, it is kept in words ("Tuesday 1 December, 10 am – 12 pm"),
 * so the inbox, the e-mail and the export read it with no special case.
 * Zod-free, like the clock it reads.
 */
import {
  type CallbackChoice,
  callbackWindows,
  type ClosedDates,
  firmDate,
  firmInstant,
  spokenDate,
  spokenWindow,
  weekdayIndex,
  WEEKDAYS,
  weekdayWindows,
  type WeekHours,
} from "./business-clock.ts";

/** The value of "As soon as possible". */
export const CALLBACK_ASAP = "asap";

/** How the stored lead reads "As soon as possible". */
export const CALLBACK_ASAP_WORDS = "As soon as possible";

/** The firm's calendar the check reads: its hours, the dates it is shut, and the time now. */
export interface CallbackCalendar {
  hours: WeekHours;
  closedDates: ClosedDates;
  now: () => Date;
}

/** Why a preferred time is refused; each has one line (callbackTimeMessages). */
export type CallbackTimeProblem = "unreadable" | "outside-hours" | "closed" | "past" | "too-far";

/** One line each, the same in the browser and from the server (which puts the field's name before it). */
export const callbackTimeMessages: Readonly<Record<CallbackTimeProblem, string>> = {
  unreadable: "Choose a preferred time",
  "outside-hours": "Choose a time within our opening hours",
  closed: "We are closed that day: choose another day",
  past: "That time has passed: choose a later one",
  "too-far": "Choose a time within the next five business days",
};

/**
 * Where the callback form asks which dates the firm is shut, from its today
 * on, to offer no window on them: `{ "closedDates": ["2026-12-25"] }`. The
 * prerendered page cannot know them, as an admin adds them without a publish.
 */
export const CLOSED_DATES_PATH = "/api/closed-dates";

/** The dates in an answer from CLOSED_DATES_PATH; none from anything else, so a bad answer changes nothing. */
export function readClosedDatesAnswer(answer: unknown): string[] {
  const dates: unknown = (answer as { closedDates?: unknown } | null | undefined)?.closedDates;
  if (!Array.isArray(dates)) return [];
  return dates.filter((date): date is string => typeof date === "string" && isCalendarDate(date));
}

/** A window on a date, as the form's value for it. */
export function callbackTimeValue(window: { date: string; start: string; end: string }): string {
  return `${window.date} ${window.start}-${window.end}`;
}

/** A window on a weekday, as the prerendered form's value for it. */
export function weekdayCallbackValue(weekday: number, window: { start: string; end: string }): string {
  return `${WEEKDAYS[weekday] ?? ""} ${window.start}-${window.end}`;
}

const DATED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;
const WEEKDAY = /^([A-Z][a-z]+) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

function isCalendarDate(date: string): boolean {
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(+check) && check.toISOString().slice(0, 10) === date;
}

/** What a preferred time sent by the form means now: the visitor's choice, or why it is refused. */
export function readCallbackTime(
  value: string,
  calendar: CallbackCalendar,
): { ok: true; choice: CallbackChoice } | { ok: false; problem: CallbackTimeProblem } {
  const sent = value.trim();
  if (sent === CALLBACK_ASAP) return { ok: true, choice: { asap: true } };
  const now = calendar.now();
  const dated = DATED.exec(sent);
  if (dated) {
    const [, date = "", start = "", end = ""] = dated;
    if (!isCalendarDate(date)) return { ok: false, problem: "unreadable" };
    const offered = weekdayWindows(calendar.hours, weekdayIndex(date)).some(
      (window) => window.start === start && window.end === end,
    );
    if (!offered) return { ok: false, problem: "outside-hours" };
    if (calendar.closedDates.includes(date)) return { ok: false, problem: "closed" };
    if (+firmInstant(date, start) <= +now) return { ok: false, problem: "past" };
    const upcoming = callbackWindows(now, calendar.hours, calendar.closedDates);
    if (!upcoming.some((day) => day.date === date)) return { ok: false, problem: "too-far" };
    return { ok: true, choice: { date, start, end } };
  }
  const byWeekday = WEEKDAY.exec(sent);
  if (byWeekday) {
    const [, name = "", start = "", end = ""] = byWeekday;
    const weekday = WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]);
    if (weekday === -1) return { ok: false, problem: "unreadable" };
    const offered = weekdayWindows(calendar.hours, weekday).some(
      (window) => window.start === start && window.end === end,
    );
    if (!offered) return { ok: false, problem: "outside-hours" };
    /** The next date of this weekday's window within the five business days, going round `closedDates`. */
    const nextDate = (closedDates: ClosedDates) =>
      callbackWindows(now, calendar.hours, closedDates)
        .flatMap((day) => day.windows)
        .find((window) => weekdayIndex(window.date) === weekday && window.start === start && window.end === end)?.date;
    const next = nextDate(calendar.closedDates);
    if (next) return { ok: true, choice: { date: next, start, end } };
    // Were the firm open every working day, the window's next date would be one it has closed.
    const unshut = nextDate([]);
    if (unshut && calendar.closedDates.includes(unshut)) return { ok: false, problem: "closed" };
    // Today's window, gone by, is "passed"; any other is a week away, beyond the five days.
    return { ok: false, problem: weekdayIndex(firmDate(now)) === weekday ? "past" : "too-far" };
  }
  return { ok: false, problem: "unreadable" };
}

/** The choice in words, as the lead is kept: "Tuesday 1 December, 10 am – 12 pm" or "As soon as possible". */
export function callbackTimeWords(choice: CallbackChoice): string {
  return choice.asap ? CALLBACK_ASAP_WORDS : `${spokenDate(choice.date)}, ${spokenWindow(choice)}`;
}

/**
 * The id of the thank-you notice for a choice, in the prerendered page: a
 * plain HTML post is sent back to `#<id>`, and CSS shows the words for that
 * weekday and window with no script ("callback-sent-tuesday-1000").
 */
export function callbackSentNoticeId(base: string, choice: CallbackChoice): string {
  if (choice.asap) return `${base}-asap`;
  return `${base}-${weekdayNoticePart(weekdayIndex(choice.date), choice.start)}`;
}

/** "tuesday-1000": a weekday and a window's start, as a notice id carries them. */
export function weekdayNoticePart(weekday: number, start: string): string {
  return `${(WEEKDAYS[weekday] ?? "").toLowerCase()}-${start.replace(":", "")}`;
}
