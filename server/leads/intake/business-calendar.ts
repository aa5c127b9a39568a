/**
 * The firm's business calendar as the lead server reads it: the opening
 * hours of the published business details (the content studio's current
 * version, decision 017), so a callback is checked against the hours the
 * visitor saw, and the closed dates an admin added in the inbox
 * (server/site/content/closed-dates.ts), which the clock skips like a
 * weekend.
 *
 * Every lead's first-contact clock reads it, so it is kept rather than read
 * whole for each post: the hours are parsed again only when the live
 * version's number changes (a cheap query, never the body), and both the
 * number and the closed dates are asked again once the copy is
 * CALENDAR_FRESH_MS old. With several servers, a publish or a closed date
 * made on one is in the others' clocks within that time; nothing is kept
 * for longer, so no server goes on with an old calendar.
 */
import type { ClosedDates, WeekHours } from "../../../contracts/business-clock.ts";
import type { SiteContent } from "../../../contracts/site-content.ts";

export interface BusinessCalendar {
  hours: WeekHours;
  closedDates: ClosedDates;
}

/** How long a server keeps its copy before asking the database again: what another server's change waits, at most. */
export const CALENDAR_FRESH_MS = 5_000;

export interface CalendarSources {
  versions: {
    /** 0 before the first version. */
    currentVersionNumber(): Promise<number>;
    currentVersion(): Promise<{ number: number; content: SiteContent } | undefined>;
  };
  /** The closed dates from a few months back on (closed-dates.ts, forTheClock). */
  closedDates: { forTheClock(): Promise<readonly { date: string }[]> };
  /** Epoch milliseconds; tests move it rather than wait. */
  now?: () => number;
}

/** The calendar of the live version; undefined before the first start loaded one. */
export function publishedBusinessCalendar({
  versions,
  closedDates,
  now = Date.now,
}: CalendarSources): () => Promise<BusinessCalendar | undefined> {
  let hoursOf: { number: number; hours: WeekHours } | undefined;
  let kept: { calendar: BusinessCalendar | undefined; readAt: number } | undefined;
  // Posts that arrive while it is being read wait for that one read rather than each starting their own.
  let reading: Promise<BusinessCalendar | undefined> | undefined;

  const read = async (): Promise<BusinessCalendar | undefined> => {
    const readAt = now();
    const [number, closed] = await Promise.all([versions.currentVersionNumber(), closedDates.forTheClock()]);
    if (number === 0) return undefined;
    if (hoursOf?.number !== number) {
      const version = await versions.currentVersion();
      if (!version) return undefined;
      hoursOf = { number: version.number, hours: version.content.business.openingHours };
    }
    const calendar = { hours: hoursOf.hours, closedDates: closed.map((each) => each.date) };
    kept = { calendar, readAt };
    return calendar;
  };

  return async () => {
    if (kept && now() - kept.readAt < CALENDAR_FRESH_MS && now() >= kept.readAt) return kept.calendar;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };
}
