import { describe, expect, it } from "vitest";
import { SAMPLE_BUSINESS } from "../tests/support/sample-site-content.ts";
import { firmInstant, type WeekHours } from "./business-clock.ts";
import { callbackSentNoticeId, readCallbackTime } from "./callback-time.ts";
import { callbackSchemaAt, fieldLabel, leadFieldOrder, visitorOf } from "./lead-forms.ts";

/** The sample firm: weekdays 08:00-18:00, Saturday 08:00-15:00, shut on Sunday. */
const hours: WeekHours = SAMPLE_BUSINESS.openingHours;

/** Friday 27 November 2026, 11 am in Melbourne. */
const fridayAt11 = firmInstant("2026-11-27", "11:00");
const calendar = { hours, closedDates: [] as string[], now: () => fridayAt11 };
const schema = callbackSchemaAt(calendar);

const request = (callbackTime: string) => ({ callerName: " Jo Bloggs ", callerPhone: "0412 000 111", callbackTime });

/** The one line a refused request gets, as the server writes it: the field, then the message. */
function refusal(callbackTime: string): string[] {
  const result = schema.safeParse(request(callbackTime));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the callback form's fields", () => {
  it("are a name, a phone and a preferred time, labelled, with the visitor's name and phone and no e-mail or postcode", () => {
    expect(leadFieldOrder.callback).toEqual(["callerName", "callerPhone", "callbackTime"]);
    expect(leadFieldOrder.callback.map(fieldLabel)).toEqual(["Name", "Phone", "Preferred time"]);
    expect(visitorOf("callback", { callerName: "Jo Bloggs", callerPhone: "+61412000111" })).toEqual({
      name: "Jo Bloggs",
      email: null,
      phone: "+61412000111",
      postcode: null,
    });
  });
});

describe("a preferred time", () => {
  it("as soon as possible is kept in words", () => {
    expect(schema.parse(request("asap"))).toEqual({
      callerName: "Jo Bloggs",
      callerPhone: "+61412000111",
      callbackTime: "As soon as possible",
    });
  });

  it("on a date is kept as the inbox, the e-mail and the export read it", () => {
    expect(schema.parse(request("2026-12-01 10:00-12:00")).callbackTime).toBe("Tuesday 1 December, 10 am – 12 pm");
    expect(schema.parse(request("2026-11-27 16:00-18:00")).callbackTime).toBe("Friday 27 November, 4 pm – 6 pm");
    expect(schema.parse(request("2026-11-28 14:00-15:00")).callbackTime).toBe("Saturday 28 November, 2 pm – 3 pm");
  });

  it("on a weekday, as the page offers it without JavaScript, is the next such window", () => {
    expect(schema.parse(request("Tuesday 10:00-12:00")).callbackTime).toBe("Tuesday 1 December, 10 am – 12 pm");
    expect(schema.parse(request("Friday 12:00-14:00")).callbackTime).toBe("Friday 27 November, 12 pm – 2 pm");
  });

  it("already started or past is refused in one line naming the field", () => {
    expect(refusal("2026-11-27 10:00-12:00")).toEqual(["callbackTime: That time has passed: choose a later one"]);
    expect(refusal("2026-11-26 14:00-16:00")).toEqual(["callbackTime: That time has passed: choose a later one"]);
    expect(refusal("Friday 10:00-12:00")).toEqual(["callbackTime: That time has passed: choose a later one"]);
  });

  it("outside opening hours, or not a window the firm offers, is refused in one line", () => {
    expect(refusal("2026-11-29 10:00-12:00")).toEqual(["callbackTime: Choose a time within our opening hours"]);
    expect(refusal("Sunday 10:00-12:00")).toEqual(["callbackTime: Choose a time within our opening hours"]);
    expect(refusal("2026-11-28 14:00-16:00")).toEqual(["callbackTime: Choose a time within our opening hours"]);
    expect(refusal("2026-11-30 18:00-20:00")).toEqual(["callbackTime: Choose a time within our opening hours"]);
    expect(refusal("2026-11-30 09:00-11:00")).toEqual(["callbackTime: Choose a time within our opening hours"]);
  });

  it("more than five business days away is refused in one line", () => {
    // Friday, Saturday, Monday, Tuesday and Wednesday are the five: Thursday is the sixth.
    expect(refusal("2026-12-02 16:00-18:00")).toEqual([]);
    expect(refusal("2026-12-03 08:00-10:00")).toEqual([
      "callbackTime: Choose a time within the next five business days",
    ]);
    expect(refusal("2027-11-30 10:00-12:00")).toEqual([
      "callbackTime: Choose a time within the next five business days",
    ]);
  });

  it("on a closed date is refused as a closed day, and the five business days go round it", () => {
    const holiday = callbackSchemaAt({ ...calendar, closedDates: ["2026-11-30"] });
    const line = (value: string) => holiday.safeParse(request(value)).error?.issues.map((issue) => issue.message);
    expect(line("2026-11-30 10:00-12:00")).toEqual(["We are closed that day: choose another day"]);
    // A window the firm never offers is still outside its hours, closed day or not.
    expect(line("2026-11-30 09:00-11:00")).toEqual(["Choose a time within our opening hours"]);
    // Without JavaScript the form offers weekdays: this Monday is shut, and the next is beyond the five days.
    expect(line("Monday 10:00-12:00")).toEqual(["We are closed that day: choose another day"]);
    expect(holiday.parse(request("Tuesday 10:00-12:00")).callbackTime).toBe("Tuesday 1 December, 10 am – 12 pm");
    expect(holiday.parse(request("2026-12-03 10:00-12:00")).callbackTime).toBe("Thursday 3 December, 10 am – 12 pm");
  });

  it.each(["", "   ", "tomorrow", "2026-02-30 10:00-12:00", "Someday 10:00-12:00", "x".repeat(41), "2026-12-01"])(
    "%j is refused as no time at all",
    (value) => {
      expect(refusal(value)).toEqual(["callbackTime: Choose a preferred time"]);
    },
  );
});

describe("the thank-you a plain HTML post is sent back to", () => {
  it("names the weekday and the window's start, or as soon as possible", () => {
    const reading = readCallbackTime("2026-12-01 10:00-12:00", calendar);
    expect(reading.ok && callbackSentNoticeId("callback-sent", reading.choice)).toBe("callback-sent-tuesday-1000");
    expect(callbackSentNoticeId("callback-sent", { asap: true })).toBe("callback-sent-asap");
  });
});
