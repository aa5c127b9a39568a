/**
 * "Today", read one way for the whole site: as an ISO day ("2026-11-21") on
 * the calendar of whoever is looking (the visitor in the browser, the build
 * machine while prerendering). Every date the site compares against today,
 * such as the day a state's duty rates took effect, is an ISO day too, so
 * comparing the strings compares the days.
 *
 * Components read it through useToday (use-today.ts), which also keeps the
 * prerendered HTML and hydration in step.
 */
import { isoDate } from "./iso-date.ts";

declare const __BUILD_DATE__: string;

/** Today, "YYYY-MM-DD", in the local time zone. */
export function today(): string {
  return isoDate(new Date());
}

/** The day the site was built (vite.config.ts writes it in), which the prerendered HTML shows as today. */
export function buildDay(): string {
  return __BUILD_DATE__;
}

/** The year of an ISO day: 2026 for "2026-11-21". */
export function yearOf(isoDay: string): number {
  return Number(isoDay.slice(0, 4));
}
