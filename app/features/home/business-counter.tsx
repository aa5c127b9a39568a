import { useEffect, useRef, useState } from "react";
import { heroCounter } from "#app/content/home.ts";
import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";
import { countUpValue } from "./count-up.ts";

const FIGURE_SPACE = "\u2007";

/**
 * "100+ Businesses we helped". The prerendered page, visitors without
 * JavaScript and visitors who prefer reduced motion see 100+ at once; for
 * everyone else it counts up from 0 when it scrolls into view.
 */
export function BusinessCounter() {
  const ref = useRef<HTMLParagraphElement>(null);
  // null: show the final figure (as prerendered) until the count starts.
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const value = countUpValue(now - start, heroCounter.value);
        setShown(value);
        if (value < heroCounter.value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  // While it counts, figure spaces (each as wide as a digit here, tabular-nums) pad the
  // number to the final figure's length: the figure keeps its width, so nothing
  // around it moves (Lighthouse counted the growing figure as a layout shift).
  const count =
    shown === null ? String(heroCounter.value) : String(shown).padStart(String(heroCounter.value).length, FIGURE_SPACE);
  const figure = `${count}${heroCounter.suffix}`;
  return (
    <p ref={ref} className="flex flex-col items-center text-center">
      {/* The moving figure is hidden from screen readers, which get the final one once. */}
      <span
        aria-hidden="true"
        className="text-5xl font-bold tabular-nums text-brand-700 dark:text-brand-300"
        data-testid="counter-figure"
      >
        {figure}
      </span>
      <span className="sr-only">
        {heroCounter.value}
        {heroCounter.suffix}
      </span>
      <span className="mt-1 text-lg font-medium text-slate-700 dark:text-slate-300">{heroCounter.label}</span>
    </p>
  );
}
