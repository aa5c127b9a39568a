// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { INTRO_DURATION_MS, introTimeLeft, markIntroSeen, shouldShowIntro } from "./intro.ts";

beforeEach(() => sessionStorage.clear());

describe("intro screen", () => {
  it("shows on the first load of a browser session", () => {
    expect(shouldShowIntro(sessionStorage, false)).toBe(true);
  });

  it("does not show again once it has been seen in the session", () => {
    markIntroSeen(sessionStorage);
    expect(shouldShowIntro(sessionStorage, false)).toBe(false);
  });

  it("is skipped for visitors who prefer reduced motion", () => {
    expect(shouldShowIntro(sessionStorage, true)).toBe(false);
  });

  it("is skipped when session storage is unavailable, since it could not be remembered", () => {
    const denied = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(shouldShowIntro(denied, false)).toBe(false);
  });

  it("lasts 2000 ms from the start of the page load, however late the app starts", () => {
    expect(INTRO_DURATION_MS).toBe(2000);
    expect(introTimeLeft(0)).toBe(2000);
    expect(introTimeLeft(1500)).toBe(500);
    expect(introTimeLeft(2600)).toBe(0);
  });
});
