/**
 * Light and dark themes. The chosen theme is kept in localStorage under
 * `theme` and shown as the `dark` class on <html>; light is the default.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DARK_CLASS = "dark";

/** Marks the theme toggle, whose clicks the head script handles (first-paint-script.ts). */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";
/** Sent on window after each change, for what shows the theme to follow it (use-theme.ts). */
export const THEME_CHANGE_EVENT = "themechange";

/** The toggle's tooltip, by the theme on show: it says what a click will do. */
export const themeToggleTitle: Readonly<Record<Theme, string>> = {
  light: "Switch to the dark theme",
  dark: "Switch to the light theme",
};

export function parseTheme(stored: string | null | undefined): Theme {
  return stored === "dark" ? "dark" : "light";
}

/** Storage can throw (privacy modes, disabled cookies): the site still works in light. */
export function readStoredTheme(storage: Pick<Storage, "getItem"> | undefined): Theme {
  try {
    return parseTheme(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return "light";
  }
}

export function storeTheme(storage: Pick<Storage, "setItem"> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies for this page view; it just won't be remembered.
  }
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.toggle(DARK_CLASS, theme === "dark");
  root.style.colorScheme = theme;
}

export function themeShownBy(root: HTMLElement): Theme {
  return root.classList.contains(DARK_CLASS) ? "dark" : "light";
}
