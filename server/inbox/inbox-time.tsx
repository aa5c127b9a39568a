/**
 * Times as the inbox shows them to a person: on Melbourne's clock, whatever
 * the server's time zone, in words ("Mon 23 Nov 2026, 2:05 pm"), with the
 * instant itself kept in <time datetime> for anything that reads the page by
 * machine. (Dates as typed and filed are server/leads/melbourne-time.ts.)
 */
const MELBOURNE = "Australia/Melbourne";

const dateTimeParts = new Intl.DateTimeFormat("en-AU", {
  timeZone: MELBOURNE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const dateParts = new Intl.DateTimeFormat("en-AU", {
  timeZone: MELBOURNE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

function partsOf(format: Intl.DateTimeFormat, instant: number): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** "Mon 23 Nov 2026, 2:05 pm". Built from parts: Intl's own en-AU pattern puts a comma after the weekday. */
export function melbourneDateTime(iso: string): string {
  const p = partsOf(dateTimeParts, Date.parse(iso));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()}`;
}

/** "23 Nov 2026": a week's first day in the overview. `iso` may be a date (YYYY-MM-DD), read as that Melbourne day. */
export function melbourneDay(iso: string): string {
  // 02:00 UTC is noon or 1 pm of the same calendar day in Melbourne (UTC+10 or +11).
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Date.parse(`${iso}T02:00:00Z`) : Date.parse(iso);
  return dateParts.format(instant);
}

/** An instant as Melbourne shows it, with the instant in `datetime`. */
export function WhenTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{melbourneDateTime(iso)}</time>;
}
