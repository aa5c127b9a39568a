import { useCallback, useSyncExternalStore } from "react";
import { applyTheme, storeTheme, themeShownBy, type Theme, THEME_STORAGE_KEY, parseTheme } from "./theme.ts";

const THEME_CHANGE_EVENT = "themechange";

function subscribe(onChange: () => void): () => void {
  // Another tab changing the theme changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(document.documentElement, parseTheme(event.newValue));
    onChange();
  };
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The theme as <html> shows it. The prerendered HTML is always built in
 * light; after hydration React reads the class the head script set.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(
    subscribe,
    () => themeShownBy(document.documentElement),
    () => "light" as const,
  );
  const setTheme = useCallback((next: Theme) => {
    applyTheme(document.documentElement, next);
    storeTheme(window.localStorage, next);
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  }, []);
  return [theme, setTheme];
}
