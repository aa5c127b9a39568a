import { heroCounter } from "#app/content/home.ts";
import { behaviourMarker } from "#app/ui/behaviour-markup.ts";

/**
 * "100+ Businesses we helped". The page shows 100+ as it is built; for a
 * visitor who has not asked for reduced motion, the figure counts up from 0
 * when it scrolls into view (count-up-behaviour.ts, plain DOM).
 */
export function BusinessCounter() {
  return (
    <p className="flex flex-col items-center text-center">
      {/* The moving figure is hidden from screen readers, which get the final one once. */}
      <span
        aria-hidden="true"
        className="text-5xl font-bold tabular-nums text-brand-700 dark:text-brand-300"
        data-testid="counter-figure"
        data-target={heroCounter.value}
        data-suffix={heroCounter.suffix}
        {...behaviourMarker("count-up")}
      >
        {heroCounter.value}
        {heroCounter.suffix}
      </span>
      <span className="sr-only">
        {heroCounter.value}
        {heroCounter.suffix}
      </span>
      <span className="mt-1 text-lg font-medium text-slate-700 dark:text-slate-300">{heroCounter.label}</span>
    </p>
  );
}
