import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { themeToggleTitle } from "./theme.ts";
import { useTheme } from "./use-theme.ts";

/**
 * A toggle button: pressed means the dark theme is on. Its clicks are the
 * head script's (first-paint-script.ts finds it by `data-theme-toggle`), so it
 * works from the first paint and never toggles twice; React only shows the
 * theme. The icon follows the `dark` class in CSS, right before hydration too.
 */
export function ThemeToggle() {
  const theme = useTheme();
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-pressed={theme === "dark"}
      aria-label="Dark theme"
      title={themeToggleTitle[theme]}
      // The head script sets both for a visitor whose stored theme is dark
      // before React hydrates the light prerender; React then agrees.
      suppressHydrationWarning
      className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Sun aria-hidden="true" className="size-5 dark:hidden" />
      <Moon aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
