/**
 * The firm's business calendar as the lead server reads it: the opening
 * hours of the published business details (the content studio's current
 * version, decision 017), so a callback is checked against the hours the
 * visitor saw. No closed dates yet: none is built in, and the studio has no
 * field for public holidays yet.
 */
import type { ClosedDates, WeekHours } from "../../../contracts/business-clock.ts";
import type { SiteContent } from "../../../contracts/site-content.ts";

export interface BusinessCalendar {
  hours: WeekHours;
  closedDates: ClosedDates;
}

/** The calendar of the live version; undefined before the first start loaded one. */
export function publishedBusinessCalendar(versions: {
  currentVersion(): Promise<{ content: SiteContent } | undefined>;
}): () => Promise<BusinessCalendar | undefined> {
  return async () => {
    const version = await versions.currentVersion();
    return version ? { hours: version.content.business.openingHours, closedDates: [] } : undefined;
  };
}
