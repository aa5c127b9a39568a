/**
 * The firm's business clock: its opening hours, in its own time
 * zone with daylight saving, minus the dates it is closed. It says when a
 * lead's first contact is due, how many opening minutes passed between two
 * instants, and which two-hour windows a visitor may ask to be called back
 * in. Pure and zod-free: the browser's callback form and the server use the
 * same code. Time-zone arithmetic goes through Intl, so no time-zone library.
 */
import { MONTH_NAMES } from "./month-names.ts";

/** The sample firm's time zone; every date and "HH:MM" here is a wall-clock reading there. */
export const FIRM_TIME_ZONE = "Australia/Melbourne";

/** One weekday's hours as the business details hold them ("08:00", "18:00"), or null for both when closed. */
export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}

/** Seven days' hours, Monday first (BusinessDetails["openingHours"]). */
export type WeekHours = readonly DayHours[];

/** Public holidays and other days the firm is shut, as "YYYY-MM-DD" in its time zone. None is built in. */
export type ClosedDates = readonly string[];

/** How long a callback window is; the last window of a day runs to closing and may be shorter. */
export const CALLBACK_WINDOW_MINUTES = 120;

/** How many business days ahead a visitor may ask to be called. */
export const CALLBACK_BUSINESS_DAYS = 5;

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** No firm opens less than once a year; a week with no opening hours at all is refused rather than searched forever. */
const SEARCH_DAYS = 400;

const firmClock = new Intl.DateTimeFormat("en-AU", {
  timeZone: FIRM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of firmClock.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const two = (value: number) => String(value).padStart(2, "0");

/** The firm's date ("2026-12-01") at an instant. */
export function firmDate(instant: Date | number): string {
  const { year, month, day } = wallClockAt(+instant);
  return `${year}-${two(month)}-${two(day)}`;
}

/** "2026-12-01 14:05": the firm's date and time, to the minute, at an instant. */
export function firmDateTime(instant: Date | number): string {
  const { hour, minute } = wallClockAt(+instant);
  return `${firmDate(instant)} ${two(hour)}:${two(minute)}`;
}

/** True for a real calendar date written "YYYY-MM-DD" from year 0100 on (so not 2026-02-30, nor 2026-1-5). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 100 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
  );
}

/** Milliseconds the firm's clock is ahead of UTC at an instant (+10 h or +11 h in Melbourne). */
function offsetAt(instant: number): number {
  const wall = wallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** "08:30" as minutes after midnight; NaN for anything else. */
export function minutesOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** Minutes after midnight as "08:30". */
export function clockTime(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * The instant the firm's clock reads `time` on `date`. A reading the clock
 * skips (02:30 as daylight saving starts) is taken as the same time after
 * the change (03:30); a reading it shows twice (02:30 as it ends) as the first.
 */
export function firmInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const minutes = minutesOfDay(time);
  const wallAsUtc = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  const before = offsetAt(wallAsUtc - DAY_MS);
  const after = offsetAt(wallAsUtc + DAY_MS);
  const readsRight = (instant: number) => {
    const wall = wallClockAt(instant);
    return wall.year === year && wall.month === month && wall.day === day && wall.hour * 60 + wall.minute === minutes;
  };
  const candidates = [wallAsUtc - before, wallAsUtc - after].filter(readsRight).sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallAsUtc - before);
}

/** The date `days` after (or before) a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The weekday's name ("Tuesday") of a "YYYY-MM-DD" date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[weekdayIndex(date)] ?? "Monday";
}

/** A day's opening as minutes after midnight, or null when the firm does not open that day. */
export function openingOf(hours: WeekHours, weekday: number): { opens: number; closes: number } | null {
  const day = hours[weekday];
  if (!day?.opens || !day.closes) return null;
  const opens = minutesOfDay(day.opens);
  const closes = minutesOfDay(day.closes);
  return Number.isNaN(opens) || Number.isNaN(closes) || closes <= opens ? null : { opens, closes };
}

/** When the firm is open on a date, as two instants; null on a day it is shut (its weekday, or a closed date). */
function openInterval(date: string, hours: WeekHours, closedDates: ClosedDates): [number, number] | null {
  if (closedDates.includes(date)) return null;
  const opening = openingOf(hours, weekdayIndex(date));
  if (!opening) return null;
  return [+firmInstant(date, clockTime(opening.opens)), +firmInstant(date, clockTime(opening.closes))];
}

function refuseWeekWithoutHours(hours: WeekHours): void {
  if (WEEKDAYS.every((_day, index) => openingOf(hours, index) === null)) {
    throw new RangeError("The opening hours have no day the firm opens");
  }
}

/**
 * The instant `minutes` of opening time have passed since `arrivedAt`: with
 * 15 minutes, a lead at 17:55 on a Friday, for a firm that opens 08:00 on
 * weekdays only, is due 08:10 on Monday.
 */
export function firstContactDue(arrivedAt: Date, minutes: number, hours: WeekHours, closedDates: ClosedDates): Date {
  refuseWeekWithoutHours(hours);
  let left = minutes * MINUTE_MS;
  let date = firmDate(arrivedAt);
  for (let day = 0; day < SEARCH_DAYS; day += 1, date = addDays(date, 1)) {
    const open = openInterval(date, hours, closedDates);
    if (!open) continue;
    const from = Math.max(open[0], +arrivedAt);
    if (from >= open[1]) continue;
    if (from + left <= open[1]) return new Date(from + left);
    left -= open[1] - from;
  }
  throw new RangeError(`No opening time within ${SEARCH_DAYS} days of ${arrivedAt.toISOString()}`);
}

/** The opening minutes (whole, rounded down) between two instants; 0 when `to` is not after `from`. */
export function businessMinutesBetween(from: Date, to: Date, hours: WeekHours, closedDates: ClosedDates): number {
  if (+to <= +from) return 0;
  let elapsed = 0;
  const last = firmDate(to);
  for (let date = firmDate(from); date <= last; date = addDays(date, 1)) {
    const open = openInterval(date, hours, closedDates);
    if (!open) continue;
    elapsed += Math.max(0, Math.min(open[1], +to) - Math.max(open[0], +from));
  }
  return Math.floor(elapsed / MINUTE_MS);
}

/** A window a visitor may ask to be called back in, on one date, as the firm's clock reads it. */
export interface CallbackWindow {
  date: string;
  /** "10:00" */
  start: string;
  /** "12:00" */
  end: string;
  startsAt: Date;
}

/** One business day and its windows still to come. */
export interface CallbackDay {
  date: string;
  weekday: Weekday;
  windows: CallbackWindow[];
}

/**
 * A weekday's windows as the hours give them, whatever the date: two hours
 * each from opening, the last one running to closing (Saturday 08:00-15:00
 * ends with 14:00-15:00). Empty on a day the firm does not open.
 */
export function weekdayWindows(hours: WeekHours, weekday: number): { start: string; end: string }[] {
  const opening = openingOf(hours, weekday);
  if (!opening) return [];
  const windows: { start: string; end: string }[] = [];
  for (let start = opening.opens; start < opening.closes; start += CALLBACK_WINDOW_MINUTES) {
    windows.push({
      start: clockTime(start),
      end: clockTime(Math.min(start + CALLBACK_WINDOW_MINUTES, opening.closes)),
    });
  }
  return windows;
}

/**
 * The next business days (five unless told) and their callback windows not
 * yet started at `now`: days the firm opens and is not closed, today
 * included when a window is still ahead.
 */
export function callbackWindows(
  now: Date,
  hours: WeekHours,
  closedDates: ClosedDates,
  options: { days?: number } = {},
): CallbackDay[] {
  const wanted = options.days ?? CALLBACK_BUSINESS_DAYS;
  if (WEEKDAYS.every((_day, index) => openingOf(hours, index) === null)) return [];
  const days: CallbackDay[] = [];
  let date = firmDate(now);
  for (let step = 0; step < SEARCH_DAYS && days.length < wanted; step += 1, date = addDays(date, 1)) {
    if (closedDates.includes(date)) continue;
    const windows = weekdayWindows(hours, weekdayIndex(date))
      .map((window) => ({ date, ...window, startsAt: firmInstant(date, window.start) }))
      .filter((window) => +window.startsAt > +now);
    if (windows.length > 0) days.push({ date, weekday: weekdayOf(date), windows });
  }
  return days;
}

/** "10 am", "12 pm", "8:30 am": a clock time as people say it. */
export function spokenTime(time: string): string {
  const minutes = minutesOfDay(time);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? "am" : "pm";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minutes % 60 === 0 ? `${twelve} ${suffix}` : `${twelve}:${two(minutes % 60)} ${suffix}`;
}

/** What a visitor asked for: as soon as possible, or a window on a date. */
export type CallbackChoice = { asap: true } | { asap?: false; date: string; start: string; end: string };

/** The success banner's words after "Thank you! We'll call you": "on Tuesday between 10 am and 12 pm". */
export function describeCallbackTime(choice: CallbackChoice): string {
  if (choice.asap) return "as soon as we can, within opening hours";
  return describeWindowOn(weekdayOf(choice.date), choice);
}

/** "on Tuesday between 10 am and 12 pm": a window on a weekday, whatever its date. */
export function describeWindowOn(weekday: Weekday, window: { start: string; end: string }): string {
  return `on ${weekday} between ${spokenTime(window.start)} and ${spokenTime(window.end)}`;
}

/** "Tuesday 1 December": a date as the form's choices and the stored lead read. */
export function spokenDate(date: string): string {
  const [, month = 1, day = 1] = date.split("-").map(Number);
  return `${weekdayOf(date)} ${day} ${MONTH_NAMES[month - 1] ?? ""}`;
}

/** "10 am – 12 pm": a window as the form's choices read. */
export function spokenWindow(window: { start: string; end: string }): string {
  return `${spokenTime(window.start)} – ${spokenTime(window.end)}`;
}
