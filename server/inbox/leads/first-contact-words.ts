/**
 * The first-contact clock as the inbox says it (decision 019): "Due in 12 min",
 * "Overdue by 5 min", "Contacted after 7 min", counted in opening minutes, as
 * the goal is. A due time outside today's opening, or while the firm is shut,
 * is said as a time ("Due Sat 8:10 am"): "due in 10 min" at 9 pm on a Friday
 * would be true of opening minutes and wrong to a broker.
 */
import {
  businessMinutesBetween,
  type ClosedDates,
  FIRM_TIME_ZONE,
  firmDate,
  spokenTime,
  WEEKDAYS,
  weekdayIndex,
  type WeekHours,
} from "../../../contracts/business-clock.ts";

/** A lead's clock as the list and the lead's page read it. */
export interface FirstContactState {
  /** ISO; null: not on the clock (spam, or a lead from before it). */
  dueAt: string | null;
  /** ISO; the first attempt, which stopped the clock. */
  contactedAt: string | null;
  /** Opening minutes from arrival to the first attempt. */
  minutes: number | null;
  /** A callback request's chosen time, when the due time is that. */
  callbackAt: string | null;
}

/** The firm's calendar; undefined when no opening hours are published (then minutes are plain minutes). */
export interface FirstContactCalendar {
  hours: WeekHours;
  closedDates: ClosedDates;
}

export type FirstContactPhase = "none" | "waiting" | "overdue" | "contacted";

export interface FirstContactWords {
  phase: FirstContactPhase;
  text: string;
}

const MINUTE_MS = 60_000;

/** "7 min", "1 h", "2 h 5 min". */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Opening minutes between two instants; plain minutes when no hours are published (or none can be counted). */
export function openingMinutesBetween(from: Date, to: Date, calendar: FirstContactCalendar | undefined): number {
  if (!calendar) return Math.max(0, Math.floor((+to - +from) / MINUTE_MS));
  try {
    return businessMinutesBetween(from, to, calendar.hours, calendar.closedDates);
  } catch {
    return Math.max(0, Math.floor((+to - +from) / MINUTE_MS));
  }
}

/** Whether the firm is open at `now`. */
function openAt(now: Date, calendar: FirstContactCalendar | undefined): boolean {
  return calendar === undefined || openingMinutesBetween(now, new Date(+now + MINUTE_MS), calendar) === 1;
}

/** The firm's wall-clock time of an instant, "08:10": made once, as every row of a list reads it. */
const firmClockTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: FIRM_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "8:10 am" today, else "Sat 8:10 am" within the week, else "Sat 5 Dec, 8:10 am". */
function dueTimeWords(due: Date, now: Date): string {
  const [dueDate, today] = [firmDate(due), firmDate(now)];
  const clock = firmClockTime.format(due);
  const time = spokenTime(clock);
  if (dueDate === today) return time;
  const weekday = (WEEKDAYS[weekdayIndex(dueDate)] ?? "").slice(0, 3);
  const daysAway = (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (daysAway > 0 && daysAway < 7) return `${weekday} ${time}`;
  const [, month = 1, day = 1] = dueDate.split("-").map(Number);
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-AU", { month: "short", timeZone: "UTC" });
  return `${weekday} ${day} ${monthName}, ${time}`;
}

/** What the "First contact" column and the lead's page say of a lead's clock at `now`. */
export function firstContactWords(
  state: FirstContactState,
  now: Date,
  calendar: FirstContactCalendar | undefined,
): FirstContactWords {
  if (state.contactedAt !== null) {
    return {
      phase: "contacted",
      text: state.minutes === null ? "Contacted" : `Contacted after ${durationWords(state.minutes)}`,
    };
  }
  if (state.dueAt === null) return { phase: "none", text: "—" };
  const due = new Date(state.dueAt);
  const callback = state.callbackAt !== null && state.callbackAt === state.dueAt;
  if (+now < +due) {
    if (callback) return { phase: "waiting", text: `Call back ${dueTimeWords(due, now)}` };
    const sameDay = firmDate(due) === firmDate(now);
    return {
      phase: "waiting",
      text:
        sameDay && openAt(now, calendar)
          ? `Due in ${durationWords(Math.max(1, openingMinutesBetween(now, due, calendar)))}`
          : `Due ${dueTimeWords(due, now)}`,
    };
  }
  const late = openingMinutesBetween(due, now, calendar);
  return { phase: "overdue", text: late === 0 ? "Overdue" : `Overdue by ${durationWords(late)}` };
}
