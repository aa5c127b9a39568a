import { useSyncExternalStore } from "react";
import { applyTheme, parseTheme, THEME_CHANGE_EVENT, THEME_STORAGE_KEY, type Theme, themeShownBy } from "./theme.ts";

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
 * light; after hydration React reads the class the head script set. Only the
 * head script changes it on a click (first-paint-script.ts), so React has no
 * setter: a second handler could toggle the theme straight back.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => themeShownBy(document.documentElement),
    () => "light" as const,
  );
}
