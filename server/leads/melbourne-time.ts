/**
 * The brokerage's calendar: Melbourne dates and times, daylight saving
 * included. Leads are stored with UTC instants; people ask for "since
 * 1 March" and "this week" in Melbourne, so every date a person types or
 * reads goes through here (the command-line tool and the staff inbox alike).
 */

const melbourneClock = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Melbourne",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type ClockParts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

function melbourneParts(epochMs: number): ClockParts {
  const parts = Object.fromEntries(
    melbourneClock.formatToParts(epochMs).map((part) => [part.type, Number(part.value)]),
  );
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

/** "2026-03-03 14:05": the instant as the brokerage's clock showed it. */
export function melbourneDateTime(iso: string): string {
  const { year, month, day, hour, minute } = melbourneParts(Date.parse(iso));
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}

/** "2026-03-03": the Melbourne date at that instant. */
export function melbourneDate(epochMs: number): string {
  const { year, month, day } = melbourneParts(epochMs);
  return `${year}-${two(month)}-${two(day)}`;
}

/** True for a real calendar date written YYYY-MM-DD (so not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
  );
}

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 for Monday to 6 for Sunday, the way an Australian calendar starts its week. */
export function weekdayFromMonday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The instant a Melbourne day starts (daylight saving never changes the clock
 * at midnight there). Throws a RangeError for anything but a calendar date.
 */
export function melbourneMidnight(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a date like 2026-03-01`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => {
    const local = melbourneParts(instant);
    return (
      Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) -
      Math.floor(instant / 1000) * 1000
    );
  };
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
}
