// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { firstPaintScript } from "./first-paint-script.ts";
import { INTRO_DURATION_MS, INTRO_ENDED_BY, INTRO_PENDING_CLASS, INTRO_SEEN_KEY, shouldShowIntro } from "./intro.ts";
import {
  readStoredTheme,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  type Theme,
  themeShownBy,
  themeToggleTitle,
} from "./theme.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

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
/** The listeners each run of the script leaves on the document, removed after each test. */
let documentListeners: MockInstance<Document["addEventListener"]>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  root.className = "";
  root.style.colorScheme = "";
  document.body.innerHTML = "";
  setReducedMotion(false);
  documentListeners = vi.spyOn(document, "addEventListener");
});

afterEach(() => {
  for (const [type, listener] of documentListeners.mock.calls) document.removeEventListener(type, listener);
  vi.restoreAllMocks();
});

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

/** The toggle as the prerendered page holds it: light, and no React behind it. */
function prerenderedToggle(): HTMLButtonElement {
  document.body.innerHTML = renderToStaticMarkup(createElement(ThemeToggle));
  const toggle = document.querySelector("button");
  if (!toggle) throw new Error("no toggle rendered");
  return toggle;
}

function expectToggleShows(toggle: HTMLButtonElement, theme: Theme) {
  expect(toggle.getAttribute("aria-pressed")).toBe(String(theme === "dark"));
  expect(toggle.title).toBe(themeToggleTitle[theme]);
}

describe("the head script's theme toggle, before the page's code has arrived", () => {
  it("flips the theme on a click, stores it as storeTheme does, and says so to React", () => {
    const toggle = prerenderedToggle();
    runHeadScript();
    const changes = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changes);

    toggle.click();
    expect(themeShownBy(root)).toBe("dark");
    expect(root.style.colorScheme).toBe("dark");
    expect(readStoredTheme(localStorage)).toBe("dark");
    expectToggleShows(toggle, "dark");
    expect(changes).toHaveBeenCalledTimes(1);

    // A click on the icon inside counts as a click on the toggle.
    toggle.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(themeShownBy(root)).toBe("light");
    expect(readStoredTheme(localStorage)).toBe("light");
    expectToggleShows(toggle, "light");
    expect(changes).toHaveBeenCalledTimes(2);
    window.removeEventListener(THEME_CHANGE_EVENT, changes);
  });

  it("ignores clicks anywhere else", () => {
    prerenderedToggle();
    document.body.insertAdjacentHTML("beforeend", "<button type=button>Contact</button>");
    runHeadScript();
    document.querySelectorAll("button")[1]?.click();
    document.body.click();
    expect(themeShownBy(root)).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("shows a stored dark theme on the prerendered (light) toggle once the page is parsed", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const toggle = prerenderedToggle();
    expectToggleShows(toggle, "light");
    runHeadScript();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expectToggleShows(toggle, "dark");
  });

  it("flips what <html> shows, even if another tab changed it after the script read storage", () => {
    const toggle = prerenderedToggle();
    runHeadScript();
    root.classList.add("dark");
    toggle.click();
    expect(themeShownBy(root)).toBe("light");
    expectToggleShows(toggle, "light");
  });

  it("still flips the theme for this page view when storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const toggle = prerenderedToggle();
    runHeadScript();
    toggle.click();
    expect(themeShownBy(root)).toBe("dark");
    expectToggleShows(toggle, "dark");
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
    const expected = shouldShowIntro(sessionStorage, reduce);
    runHeadScript();
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(expected);
  });
});

describe("the head script's intro, which needs none of the page's code", () => {
  const showIntro = () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    runHeadScript();
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(true);
  };
  afterEach(() => vi.useRealTimers());

  it("remembers for the session that it was shown, from the moment it shows", () => {
    showIntro();
    expect(sessionStorage.getItem(INTRO_SEEN_KEY)).toBe("1");
  });

  it("ends 2000 ms after the page load started, counting the time before the script ran", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(300);
    runHeadScript();
    vi.advanceTimersByTime(INTRO_DURATION_MS - 300 - 1);
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(false);
  });

  it.each(INTRO_ENDED_BY)("ends at once on %s, and stops listening", (type) => {
    showIntro();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(false);
    root.classList.add(INTRO_PENDING_CLASS);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    vi.advanceTimersByTime(INTRO_DURATION_MS);
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(true);
  });

  it("still shows, and ends, when the session cannot remember it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    showIntro();
    vi.advanceTimersByTime(INTRO_DURATION_MS);
    expect(root.classList.contains(INTRO_PENDING_CLASS)).toBe(false);
  });
});

describe("the head script's text", () => {
  it("is a single self-contained expression with no per-page values, so one CSP hash fits every page", () => {
    expect(firstPaintScript).not.toMatch(/<\/script/i);
    expect(firstPaintScript).toMatch(/^\(function\(d,w\)\{.*\}\)\(document,window\)$/s);
  });
});
