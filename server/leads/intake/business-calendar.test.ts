// The calendar every lead post reads: kept between posts, so a post does not
// read and parse the whole published content, yet never kept for long, so a
// change made on another server reaches this one within CALENDAR_FRESH_MS.
import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import { CALENDAR_FRESH_MS, publishedBusinessCalendar } from "./business-calendar.ts";

function sources() {
  const asked = { numbers: 0, versions: 0, closedDates: 0 };
  let version: { number: number; content: SiteContent } | undefined = { number: 1, content: sampleSiteContent() };
  let closed: { date: string }[] = [];
  let now = Date.parse("2026-12-21T23:00:00.000Z");
  const calendar = publishedBusinessCalendar({
    versions: {
      async currentVersionNumber() {
        asked.numbers += 1;
        return version?.number ?? 0;
      },
      async currentVersion() {
        asked.versions += 1;
        return version;
      },
    },
    closedDates: {
      async forTheClock() {
        asked.closedDates += 1;
        return closed;
      },
    },
    now: () => now,
  });
  return {
    calendar,
    asked,
    publish(number: number, content: SiteContent) {
      version = { number, content };
    },
    close(date: string) {
      closed = [...closed, { date }];
    },
    wait(ms: number) {
      now += ms;
    },
  };
}

describe("the business calendar a lead post reads", () => {
  it("is read once for the posts of a few seconds, even posts that arrive together", async () => {
    const { calendar, asked, wait } = sources();
    const first = await Promise.all([calendar(), calendar(), calendar()]);
    wait(CALENDAR_FRESH_MS - 1);
    await calendar();
    expect(first[0]?.hours[0]).toEqual({ day: "Monday", opens: "08:00", closes: "18:00" });
    expect(asked).toEqual({ numbers: 1, versions: 1, closedDates: 1 });
  });

  it("asks again after a few seconds, and reads the content again only when a new version was published", async () => {
    const { calendar, asked, wait, publish, close } = sources();
    await calendar();
    close("2026-12-25");
    wait(CALENDAR_FRESH_MS);
    expect((await calendar())?.closedDates).toEqual(["2026-12-25"]);
    expect(asked).toEqual({ numbers: 2, versions: 1, closedDates: 2 });

    const content = sampleSiteContent();
    const saturdayOff = content.business.openingHours.map((day) =>
      day.day === "Saturday" ? { ...day, opens: null, closes: null } : day,
    ) as typeof content.business.openingHours;
    publish(2, { ...content, business: { ...content.business, openingHours: saturdayOff } });
    wait(CALENDAR_FRESH_MS);
    expect((await calendar())?.hours[5]).toEqual({ day: "Saturday", opens: null, closes: null });
    expect(asked).toEqual({ numbers: 3, versions: 2, closedDates: 3 });
  });

  it("keeps nothing when the database could not be read, so the next post asks again", async () => {
    let fail = true;
    const calendar = publishedBusinessCalendar({
      versions: {
        currentVersionNumber: async () => {
          if (fail) throw new Error("database unavailable");
          return 1;
        },
        currentVersion: async () => ({ number: 1, content: sampleSiteContent() }),
      },
      closedDates: { forTheClock: async () => [] },
      now: () => 0,
    });
    await expect(calendar()).rejects.toThrow("database unavailable");
    fail = false;
    expect((await calendar())?.closedDates).toEqual([]);
  });
});
