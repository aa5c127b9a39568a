import { describe, expect, it } from "vitest";
import { firmInstant } from "../../../contracts/business-clock.ts";
import { SAMPLE_BUSINESS } from "../../../tests/support/sample-site-content.ts";
import { durationWords, type FirstContactState, firstContactWords } from "./first-contact-words.ts";

/** The sample firm: weekdays 08:00-18:00, Saturday 08:00-15:00, shut on Sunday. */
const calendar = { hours: SAMPLE_BUSINESS.openingHours, closedDates: [] as string[] };
const at = (date: string, time: string) => firmInstant(date, time);
const waiting = (due: Date, callbackAt: Date | null = null): FirstContactState => ({
  dueAt: due.toISOString(),
  contactedAt: null,
  minutes: null,
  callbackAt: callbackAt?.toISOString() ?? null,
});

// Wednesday 2 December 2026, Melbourne.
const wednesday = "2026-12-02";

describe("the first-contact column", () => {
  it("counts down the opening minutes left while the firm is open", () => {
    const words = firstContactWords(waiting(at(wednesday, "10:15")), at(wednesday, "10:03"), calendar);
    expect(words).toEqual({ phase: "waiting", text: "Due in 12 min" });
  });

  it("says overdue by the opening minutes past the due time", () => {
    const words = firstContactWords(waiting(at(wednesday, "10:15")), at(wednesday, "10:20"), calendar);
    expect(words).toEqual({ phase: "overdue", text: "Overdue by 5 min" });
  });

  it("does not count the night: a lead due at 17:55 is overdue by 10 min at 8:05 the next morning", () => {
    const words = firstContactWords(waiting(at(wednesday, "17:55")), at("2026-12-03", "08:05"), calendar);
    expect(words.text).toBe("Overdue by 10 min");
  });

  it("says when a lead is due, not a countdown, while the firm is shut", () => {
    // Arrived 17:55 Friday: due 08:10 Saturday. Said at 9 pm on Friday.
    const words = firstContactWords(waiting(at("2026-12-05", "08:10")), at("2026-12-04", "21:00"), calendar);
    expect(words).toEqual({ phase: "waiting", text: "Due Sat 8:10 am" });
  });

  it("gives the date of a due time a week or more away", () => {
    const words = firstContactWords(waiting(at("2026-12-14", "09:00")), at(wednesday, "10:00"), calendar);
    expect(words.text).toBe("Due Mon 14 Dec, 9 am");
  });

  it("reads a callback as the time the visitor asked for", () => {
    const tuesday10 = at("2026-12-08", "10:00");
    expect(firstContactWords(waiting(tuesday10, tuesday10), at(wednesday, "10:00"), calendar).text).toBe(
      "Call back Tue 10 am",
    );
    expect(firstContactWords(waiting(tuesday10, tuesday10), at("2026-12-08", "09:00"), calendar).text).toBe(
      "Call back 10 am",
    );
  });

  it("says how long the first contact took once it is logged, whatever the time now", () => {
    const contacted = {
      ...waiting(at(wednesday, "10:15")),
      contactedAt: at(wednesday, "10:07").toISOString(),
      minutes: 7,
    };
    expect(firstContactWords(contacted, at("2026-12-09", "10:00"), calendar)).toEqual({
      phase: "contacted",
      text: "Contacted after 7 min",
    });
  });

  it("shows a dash for a lead with no clock", () => {
    const none = { dueAt: null, contactedAt: null, minutes: null, callbackAt: null };
    expect(firstContactWords(none, at(wednesday, "10:00"), calendar)).toEqual({ phase: "none", text: "—" });
  });

  it("counts plain minutes when no opening hours are published", () => {
    expect(firstContactWords(waiting(at(wednesday, "22:15")), at(wednesday, "22:03"), undefined).text).toBe(
      "Due in 12 min",
    );
  });

  it("says long waits in hours and minutes", () => {
    expect([durationWords(7), durationWords(60), durationWords(125)]).toEqual(["7 min", "1 h", "2 h 5 min"]);
  });
});
