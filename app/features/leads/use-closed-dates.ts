import { useEffect, useState } from "react";
import { CLOSED_DATES_PATH, readClosedDatesAnswer } from "../../../contracts/callback-time.ts";
import { emailClientConfig } from "./email-client-config.ts";

const NONE: readonly string[] = [];

/**
 * The dates the firm is shut from today on, asked of the lead server once the
 * callback form is running, so its preferred time offers no window on them.
 * None until the answer comes, or when none comes (a hosted e-mail service,
 * the server away): the server checks the time sent in any case, and names a
 * closed day in its refusal.
 */
export function useClosedDates(): readonly string[] {
  const [closedDates, setClosedDates] = useState(NONE);
  useEffect(() => {
    const asking = new AbortController();
    fetch(`${emailClientConfig().origin}${CLOSED_DATES_PATH}`, {
      signal: asking.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((answer) => {
        const dates = readClosedDatesAnswer(answer);
        if (dates.length > 0) setClosedDates(dates);
      })
      .catch(() => undefined);
    return () => asking.abort();
  }, []);
  return closedDates;
}
