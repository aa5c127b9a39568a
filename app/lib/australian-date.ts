/** Dates written the Australian way ("21 November 2026"), from ISO "YYYY-MM-DD" content dates. */
import { MONTH_NAMES } from "../../contracts/month-names.ts";

/** Midnight UTC at the start of an ISO date; throws on anything that is not a real calendar date. */
export function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.getUTCDate() !== Number(match[3])) {
    throw new Error(`Expected a real YYYY-MM-DD date, got "${iso}"`);
  }
  return date;
}

/** "2026-11-21" -> "21 November 2026", without depending on the runtime's locale data. */
export function formatAustralianDate(iso: string): string {
  const date = parseIsoDate(iso);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
