// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstPaintScript } from "./first-paint-script.ts";
import { INTRO_PENDING_CLASS, INTRO_SEEN_KEY, shouldShowIntro } from "./intro.ts";
import { readStoredTheme, THEME_STORAGE_KEY, themeShownBy } from "./theme.ts";

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
  }));
}

function runHeadScript() {
  // Run the exact text that goes into <head>.
  new Function(firstPaintScript)();
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  root.className = "";
  root.style.colorScheme = "";
  setReducedMotion(false);
});

afterEach(() => vi.restoreAllMocks());

describe("the head script's theme", () => {
  it.each([
    ["nothing stored", null],
    ["light stored", "light"],
    ["dark stored", "dark"],
    ["a value from an older site", "solarized"],
  ])("applies what readStoredTheme reads when %s", (_case, stored) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runHeadScript();
    expect(themeShownBy(root)).toBe(readStoredTheme(localStorage));
    expect(root.style.colorScheme).toBe(readStoredTheme(localStorage));
  });

  it("falls back to light when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    runHeadScript();
    expect(themeShownBy(root)).toBe("light");
  });
});

describe("the head script's intro flag", () => {
  it.each([
    ["first load of the session", false, false],
    ["reload in the same session", true, false],
    ["reduced motion preferred", false, true],
  ])("marks the intro pending exactly when shouldShowIntro says so: %s", (_case, seen, reduce) => {
    if (seen) sessionStorage.setItem(INTRO_SEEN_KEY, "1");
    setReducedMotion(reduce);
    runHeadScript();
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(shouldShowIntro(sessionStorage, reduce));
  });
});

describe("the head script's text", () => {
  it("is a single self-contained expression with no per-page values, so one CSP hash fits every page", () => {
    expect(firstPaintScript).not.toMatch(/<\/script/i);
    expect(firstPaintScript).toMatch(/^\(function\(d,w\)\{.*\}\)\(document,window\)$/s);
  });
});
