import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { melbourneDateTime, melbourneDay, WhenTime } from "./inbox-time.tsx";

describe("times in the inbox", () => {
  it("are Melbourne's clock in words, daylight saving included", () => {
    // 03:05 UTC on 23 Nov is 2:05 pm in Melbourne (AEDT, UTC+11).
    expect(melbourneDateTime("2026-11-23T03:05:00.000Z")).toBe("Mon 23 Nov 2026, 2:05 pm");
    // In June Melbourne is UTC+10: 23:30 UTC is 9:30 am the next day (and en-AU writes "June" in full).
    expect(melbourneDateTime("2026-06-14T23:30:00.000Z")).toBe("Mon 15 June 2026, 9:30 am");
  });

  it("keep the instant itself in <time datetime>", () => {
    expect(renderToStaticMarkup(<WhenTime iso="2026-11-23T03:05:00.000Z" />)).toBe(
      '<time dateTime="2026-11-23T03:05:00.000Z">Mon 23 Nov 2026, 2:05 pm</time>',
    );
  });

  it("read a bare date as that day in Melbourne, not the day before", () => {
    expect(melbourneDay("2026-11-23")).toBe("23 Nov 2026");
    expect(melbourneDay("2026-06-01")).toBe("1 June 2026");
  });
});
