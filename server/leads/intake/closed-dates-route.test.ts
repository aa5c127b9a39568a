// The closed dates the callback form asks for, from the real store through the
// calendar the lead API reads, on the suite's engine: only from the firm's
// today on, dates without their names, kept a minute by the browser, readable
// by a configured site, and an answer the form can live without when the
// database is away.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CLOSED_DATES_PATH, readClosedDatesAnswer } from "../../../contracts/callback-time.ts";
import { contentEditorRow } from "../../../tests/support/staff-accounts.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import { databaseTest as test } from "../../../tests/support/test-database.ts";
import type { AppDatabase } from "../../db/database.ts";
import { openClosedDates } from "../../site/content/closed-dates.ts";
import { openContentStore } from "../../site/content/content-store.ts";
import { publishedBusinessCalendar } from "./business-calendar.ts";
import { type ClosedDatesApiOptions, registerClosedDatesApi } from "./closed-dates-route.ts";

// 10:00 on Tuesday 22 December 2026 in Melbourne.
const TUESDAY = Date.parse("2026-12-21T23:00:00.000Z");
const DAY_MS = 86_400_000;

/** The route on a bare Fastify, reading the database's closed dates as the lead API does. */
async function startRoute(database: AppDatabase, options: Partial<ClosedDatesApiOptions> = {}) {
  let now = TUESDAY;
  const content = openContentStore(database, () => now);
  await content.ensureFirstVersion(sampleSiteContent());
  const app = Fastify({ logger: false });
  await registerClosedDatesApi(app, {
    calendar: publishedBusinessCalendar({
      versions: content,
      closedDates: openClosedDates(database, () => now),
      now: () => now,
    }),
    config: { SITE_ORIGINS: undefined },
    now: () => now,
    ...options,
  });
  await app.ready();
  return {
    app,
    /** Moves the server's clock on. */
    wait(ms: number) {
      now += ms;
    },
    close: () => app.close(),
  };
}

async function addClosedDates(database: AppDatabase, dates: readonly [string, string][]): Promise<void> {
  const staffId = (await contentEditorRow(database, "2026-11-01T00:00:00.000Z")).id;
  const store = openClosedDates(database, () => TUESDAY - 60 * DAY_MS);
  for (const [date, name] of dates) await store.add(date, name, staffId);
}

describe("the closed dates the callback form asks for", () => {
  test("are the dates from the firm's today on, soonest first, without the office's names for them", async ({
    database,
  }) => {
    await addClosedDates(database, [
      ["2026-12-25", "Christmas Day"],
      ["2026-12-21", "Yesterday's staff day"],
      ["2026-12-22", "Today's staff day"],
      ["2027-01-26", "Australia Day"],
    ]);
    const route = await startRoute(database);
    try {
      const answer = await route.app.inject({ method: "GET", url: CLOSED_DATES_PATH });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("public, max-age=60");
      expect(answer.json()).toEqual({ closedDates: ["2026-12-22", "2026-12-25", "2027-01-26"] });
      expect(answer.body).not.toMatch(/Christmas|staff day/);
      expect(readClosedDatesAnswer(answer.json())).toEqual(["2026-12-22", "2026-12-25", "2027-01-26"]);

      // A day on, once the calendar is read again, today's staff day has gone by.
      route.wait(DAY_MS);
      expect((await route.app.inject({ method: "GET", url: CLOSED_DATES_PATH })).json()).toEqual({
        closedDates: ["2026-12-25", "2027-01-26"],
      });
    } finally {
      await route.close();
    }
  });

  test("are none before anything is published, and a refusal the form can ignore when the database is away", async ({
    database,
  }) => {
    const unpublished = await startRoute(database, { calendar: () => Promise.resolve(undefined) });
    try {
      expect((await unpublished.app.inject({ method: "GET", url: CLOSED_DATES_PATH })).json()).toEqual({
        closedDates: [],
      });
    } finally {
      await unpublished.close();
    }
    const away = await startRoute(database, {
      calendar: () => Promise.reject(new Error("SQLITE_BUSY: database is locked")),
    });
    try {
      const answer = await away.app.inject({ method: "GET", url: CLOSED_DATES_PATH });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(readClosedDatesAnswer(answer.json())).toEqual([]);
    } finally {
      await away.close();
    }
  });

  test("may be read by a site SITE_ORIGINS names, and by no other", async ({ database }) => {
    const route = await startRoute(database, { config: { SITE_ORIGINS: ["https://www.kestrelridge.example"] } });
    try {
      const ask = (origin: string) => route.app.inject({ method: "GET", url: CLOSED_DATES_PATH, headers: { origin } });
      expect((await ask("https://www.kestrelridge.example")).headers["access-control-allow-origin"]).toBe(
        "https://www.kestrelridge.example",
      );
      expect((await ask("https://elsewhere.example")).headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await route.close();
    }
  });
});

describe("an answer the form reads", () => {
  it("gives only the calendar dates in it, and none from anything else", () => {
    expect(
      readClosedDatesAnswer({ closedDates: ["2026-12-25", "2026-02-30", 20261226, "soon", "2026-12-28"] }),
    ).toEqual(["2026-12-25", "2026-12-28"]);
    for (const answer of [undefined, null, "OK", [], { closedDates: "2026-12-25" }]) {
      expect(readClosedDatesAnswer(answer)).toEqual([]);
    }
  });
});
