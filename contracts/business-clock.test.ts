import { describe, expect, it } from "vitest";
import {
  businessMinutesBetween,
  callbackWindows,
  describeCallbackTime,
  firmInstant,
  firstContactDue,
  spokenTime,
  type WeekHours,
} from "./business-clock.ts";

const weekdays = (opens: string | null, closes: string | null) => ({ opens, closes });

/** A firm open 08:00-18:00 on weekdays and shut at the weekend: the issue's example. */
const weekdayFirm: WeekHours = [
  { day: "Monday", ...weekdays("08:00", "18:00") },
  { day: "Tuesday", ...weekdays("08:00", "18:00") },
  { day: "Wednesday", ...weekdays("08:00", "18:00") },
  { day: "Thursday", ...weekdays("08:00", "18:00") },
  { day: "Friday", ...weekdays("08:00", "18:00") },
  { day: "Saturday", ...weekdays(null, null) },
  { day: "Sunday", ...weekdays(null, null) },
];

/** The sample firm's hours (app/content/first-version/business-details.ts): Saturday 08:00-15:00 too. */
const sampleFirm: WeekHours = weekdayFirm.map((day) =>
  day.day === "Saturday" ? { ...day, opens: "08:00", closes: "15:00" } : day,
);

/** A firm that opens in the small hours of Sunday, when Melbourne's clocks change. */
const sundayNightFirm: WeekHours = weekdayFirm.map((day) =>
  day.day === "Sunday" ? { ...day, opens: "01:00", closes: "05:00" } : day,
);

describe("the firm's clock", () => {
  it("reads Melbourne's wall clock, ten hours ahead of UTC in winter and eleven in summer", () => {
    expect(firmInstant("2026-07-01", "09:00").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(firmInstant("2026-12-01", "09:00").toISOString()).toBe("2026-11-30T22:00:00.000Z");
  });

  it("takes a time the clock skips as daylight saving starts as the same time after the change", () => {
    // 4 October 2026: 02:00 becomes 03:00.
    expect(firmInstant("2026-10-04", "02:30").toISOString()).toBe("2026-10-03T16:30:00.000Z");
    expect(firmInstant("2026-10-04", "03:00").toISOString()).toBe("2026-10-03T16:00:00.000Z");
  });

  it("takes a time the clock shows twice as daylight saving ends as the first", () => {
    // 5 April 2026: 03:00 becomes 02:00 again.
    expect(firmInstant("2026-04-05", "02:30").toISOString()).toBe("2026-04-04T15:30:00.000Z");
  });
});

describe("the first-contact deadline", () => {
  it("is 15 opening minutes after a lead that arrives during opening hours", () => {
    const tuesdayAt10 = firmInstant("2026-12-01", "10:00");
    expect(firstContactDue(tuesdayAt10, 15, weekdayFirm, [])).toEqual(firmInstant("2026-12-01", "10:15"));
  });

  it("is 08:10 on Monday for a lead at 17:55 on Friday, when the firm is shut at the weekend", () => {
    const fridayAt1755 = firmInstant("2026-11-27", "17:55");
    expect(firstContactDue(fridayAt1755, 15, weekdayFirm, [])).toEqual(firmInstant("2026-11-30", "08:10"));
  });

  it("is 08:10 on Saturday for the same lead, when the firm opens on Saturday", () => {
    const fridayAt1755 = firmInstant("2026-11-27", "17:55");
    expect(firstContactDue(fridayAt1755, 15, sampleFirm, [])).toEqual(firmInstant("2026-11-28", "08:10"));
  });

  it("starts counting at opening for a lead that arrives before it", () => {
    const mondayAt0300 = firmInstant("2026-11-30", "03:00");
    expect(firstContactDue(mondayAt0300, 15, weekdayFirm, [])).toEqual(firmInstant("2026-11-30", "08:15"));
  });

  it("skips a closed date, such as a public holiday on the Monday", () => {
    const fridayAt1755 = firmInstant("2026-11-27", "17:55");
    expect(firstContactDue(fridayAt1755, 15, weekdayFirm, ["2026-11-30"])).toEqual(firmInstant("2026-12-01", "08:10"));
  });

  it("lands on Monday's wall clock across the weekend daylight saving starts", () => {
    const fridayAt1755 = firmInstant("2026-10-02", "17:55");
    expect(fridayAt1755.toISOString()).toBe("2026-10-02T07:55:00.000Z");
    expect(firstContactDue(fridayAt1755, 15, weekdayFirm, []).toISOString()).toBe("2026-10-04T21:10:00.000Z");
  });

  it("lands on Monday's wall clock across the weekend daylight saving ends", () => {
    const fridayAt1755 = firmInstant("2026-04-03", "17:55");
    expect(fridayAt1755.toISOString()).toBe("2026-04-03T06:55:00.000Z");
    expect(firstContactDue(fridayAt1755, 15, weekdayFirm, []).toISOString()).toBe("2026-04-05T22:10:00.000Z");
  });

  it("is refused for hours with no day the firm opens", () => {
    const shut = weekdayFirm.map((day) => ({ ...day, opens: null, closes: null }));
    expect(() => firstContactDue(new Date(), 15, shut, [])).toThrow(RangeError);
  });
});

describe("opening minutes between two instants", () => {
  it("counts only the minutes the firm is open: 17:55 Friday to 08:07 Monday is 12", () => {
    expect(
      businessMinutesBetween(firmInstant("2026-11-27", "17:55"), firmInstant("2026-11-30", "08:07"), weekdayFirm, []),
    ).toBe(12);
  });

  it("is 0 outside opening hours, and when the second instant is not after the first", () => {
    const saturday = firmInstant("2026-11-28", "10:00");
    expect(businessMinutesBetween(saturday, firmInstant("2026-11-29", "10:00"), weekdayFirm, [])).toBe(0);
    expect(businessMinutesBetween(saturday, firmInstant("2026-11-27", "10:00"), weekdayFirm, [])).toBe(0);
  });

  it("leaves out a closed date", () => {
    const from = firmInstant("2026-11-27", "17:00");
    const to = firmInstant("2026-12-01", "09:00");
    expect(businessMinutesBetween(from, to, weekdayFirm, [])).toBe(60 + 600 + 60);
    expect(businessMinutesBetween(from, to, weekdayFirm, ["2026-11-30"])).toBe(60 + 60);
  });

  it("counts the minutes that really pass while the clock skips an hour, and repeats one", () => {
    // Open 01:00-05:00 on the Sundays the clocks change: three real hours in October, five in April.
    const october = [firmInstant("2026-10-04", "00:00"), firmInstant("2026-10-04", "06:00")] as const;
    const april = [firmInstant("2026-04-05", "00:00"), firmInstant("2026-04-05", "06:00")] as const;
    expect(businessMinutesBetween(...october, sundayNightFirm, [])).toBe(180);
    expect(businessMinutesBetween(...april, sundayNightFirm, [])).toBe(300);
  });

  it("rounds down to whole minutes", () => {
    const from = firmInstant("2026-12-01", "10:00");
    expect(businessMinutesBetween(from, new Date(+from + 7.9 * 60_000), weekdayFirm, [])).toBe(7);
  });
});

describe("callback windows", () => {
  const summary = (days: ReturnType<typeof callbackWindows>) =>
    days.map((day) => `${day.weekday} ${day.date}: ${day.windows.map((w) => `${w.start}-${w.end}`).join(" ")}`);

  it("offers the next five business days, today's windows not yet started first, Saturday's last one shorter", () => {
    expect(summary(callbackWindows(firmInstant("2026-11-27", "11:00"), sampleFirm, []))).toEqual([
      "Friday 2026-11-27: 12:00-14:00 14:00-16:00 16:00-18:00",
      "Saturday 2026-11-28: 08:00-10:00 10:00-12:00 12:00-14:00 14:00-15:00",
      "Monday 2026-11-30: 08:00-10:00 10:00-12:00 12:00-14:00 14:00-16:00 16:00-18:00",
      "Tuesday 2026-12-01: 08:00-10:00 10:00-12:00 12:00-14:00 14:00-16:00 16:00-18:00",
      "Wednesday 2026-12-02: 08:00-10:00 10:00-12:00 12:00-14:00 14:00-16:00 16:00-18:00",
    ]);
  });

  it("leaves today out once its last window has started, and skips closed dates", () => {
    const days = callbackWindows(firmInstant("2026-11-27", "16:00"), weekdayFirm, ["2026-12-01"]);
    expect(days.map((day) => day.date)).toEqual(["2026-11-30", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07"]);
  });

  it("starts each window at its wall-clock time on either side of a daylight-saving change", () => {
    const sundayMorning = weekdayFirm.map((day) =>
      day.day === "Sunday" ? { ...day, opens: "08:00", closes: "12:00" } : day,
    );
    const [sunday] = callbackWindows(firmInstant("2026-10-04", "01:00"), sundayMorning, [], { days: 1 });
    expect(sunday?.windows.map((window) => window.startsAt.toISOString())).toEqual([
      "2026-10-03T21:00:00.000Z",
      "2026-10-03T23:00:00.000Z",
    ]);
    const [april] = callbackWindows(firmInstant("2026-04-05", "01:00"), sundayMorning, [], { days: 1 });
    expect(april?.windows[0]?.startsAt.toISOString()).toBe("2026-04-04T22:00:00.000Z");
  });

  it("offers nothing when the firm never opens", () => {
    const shut = weekdayFirm.map((day) => ({ ...day, opens: null, closes: null }));
    expect(callbackWindows(new Date(), shut, [])).toEqual([]);
  });
});

describe("a callback time in words", () => {
  it("says the weekday and the window, or as soon as possible", () => {
    expect(describeCallbackTime({ date: "2026-12-01", start: "10:00", end: "12:00" })).toBe(
      "on Tuesday between 10 am and 12 pm",
    );
    expect(describeCallbackTime({ asap: true })).toBe("as soon as we can, within opening hours");
  });

  it("says times as people do", () => {
    expect(["08:00", "08:30", "12:00", "14:00", "00:00"].map(spokenTime)).toEqual([
      "8 am",
      "8:30 am",
      "12 pm",
      "2 pm",
      "12 am",
    ]);
  });
});
