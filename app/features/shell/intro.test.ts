// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { INTRO_SEEN_KEY, shouldShowIntro } from "./intro.ts";

beforeEach(() => sessionStorage.clear());

describe("intro screen", () => {
  it("shows on the first load of a browser session", () => {
    expect(shouldShowIntro(sessionStorage, false)).toBe(true);
  });

  it("does not show again once it has been seen in the session", () => {
    sessionStorage.setItem(INTRO_SEEN_KEY, "1");
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
});
