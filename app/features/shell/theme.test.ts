// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyTheme, parseTheme, readStoredTheme, storeTheme, themeShownBy, THEME_STORAGE_KEY } from "./theme.ts";

const throwingStorage = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("quota");
  },
};

describe("theme", () => {
  it("defaults to light when nothing is stored", () => {
    localStorage.clear();
    expect(readStoredTheme(localStorage)).toBe("light");
  });

  it("reads back a stored dark theme", () => {
    storeTheme(localStorage, "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(readStoredTheme(localStorage)).toBe("dark");
  });

  it("treats any unknown stored value as light", () => {
    expect(parseTheme("blue")).toBe("light");
    expect(parseTheme("")).toBe("light");
    expect(parseTheme(undefined)).toBe("light");
  });

  it("keeps working when storage refuses access", () => {
    expect(readStoredTheme(throwingStorage)).toBe("light");
    expect(() => storeTheme(throwingStorage, "dark")).not.toThrow();
  });

  it("puts the dark class on the root for dark and takes it off for light", () => {
    const root = document.createElement("html");
    applyTheme(root, "dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(themeShownBy(root)).toBe("dark");
    applyTheme(root, "light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(themeShownBy(root)).toBe("light");
  });
});
