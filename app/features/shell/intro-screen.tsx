import { brand } from "#app/content/brand.ts";
import { BrandMark } from "./brand-mark.tsx";

/**
 * The logo intro over the already-painted page. The head script
 * (first-paint-script.ts) decides before first paint whether it shows (the
 * `intro-pending` class) and ends it: at 2000 ms, or at once on any key, tap or
 * focus change. So the prerendered markup is the same for every visitor, and
 * nothing about it waits for the page's code.
 */
export function IntroScreen() {
  return (
    <div
      className="intro-screen fixed inset-0 z-[100] items-center justify-center bg-white/60 dark:bg-slate-950/60"
      aria-hidden="true"
      data-testid="intro-screen"
    >
      <div className="flex flex-col items-center gap-3 px-6 sm:flex-row sm:gap-4">
        <BrandMark className="size-16" />
        <span className="text-center text-xl font-semibold tracking-tight sm:text-2xl text-brand-800 dark:text-brand-100">
          {brand.name}
        </span>
      </div>
    </div>
  );
}
