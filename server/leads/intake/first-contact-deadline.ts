/**
 * When a new lead's first contact is due, as the intake works it out at
 * arrival (decision 019), and when the admins are told it still waits:
 *
 * - any lead: LEAD_RESPONSE_MINUTES of opening time after it arrived;
 * - a callback request for a window: the window's start, the time the
 *   visitor asked for ("as soon as possible" is any lead's);
 * - either: the admins are told LEAD_ESCALATE_MINUTES of opening time later.
 *
 * Worked out once and stored with the lead, so the inbox's "Needs first
 * contact" view and the clock's sweep read instants from an index rather
 * than redo the calendar for every waiting lead.
 */
import { firmInstant, firstContactDue } from "../../../contracts/business-clock.ts";
import { type CallbackCalendar, readCallbackTime } from "../../../contracts/callback-time.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { FirstContactClock } from "../store/lead-store.ts";

export interface FirstContactPolicy {
  /** LEAD_RESPONSE_MINUTES */
  responseMinutes: number;
  /** LEAD_ESCALATE_MINUTES */
  escalateMinutes: number;
}

/** The settings' defaults (server/config.ts): 15 minutes to the first contact, 15 more to the admins. */
export const DEFAULT_FIRST_CONTACT_POLICY: FirstContactPolicy = { responseMinutes: 15, escalateMinutes: 15 };

/**
 * The clock of a lead arriving now, or undefined when it has none: spam, or a
 * calendar that cannot say (no opening day at all).
 */
export function firstContactClock(
  lead: { form: LeadFormName; callbackTime?: string | undefined },
  calendar: CallbackCalendar,
  policy: FirstContactPolicy,
): FirstContactClock | undefined {
  const arrivedAt = calendar.now();
  const { hours, closedDates } = calendar;
  try {
    let due = firstContactDue(arrivedAt, policy.responseMinutes, hours, closedDates);
    let callbackAt: Date | null = null;
    if (lead.form === "callback" && lead.callbackTime !== undefined) {
      const reading = readCallbackTime(lead.callbackTime, calendar);
      if (reading.ok && !reading.choice.asap) {
        callbackAt = firmInstant(reading.choice.date, reading.choice.start);
        due = callbackAt;
      }
    }
    const escalateAt = firstContactDue(due, policy.escalateMinutes, hours, closedDates);
    return {
      dueAt: due.toISOString(),
      escalateAt: escalateAt.toISOString(),
      callbackAt: callbackAt?.toISOString() ?? null,
    };
  } catch (error) {
    // A week with no opening hours: the lead is kept with no clock rather than refused.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
