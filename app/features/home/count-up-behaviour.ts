import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";
import { countUpValue } from "./count-up.ts";

const FIGURE_SPACE = "\u2007";

/**
 * Counts the business counter's figure (business-counter.tsx) up from 0 to
 * its target once it scrolls into view. Plain DOM, no React: the figure only
 * moves, so the home page hydrates nothing for it (decision 016). The figure
 * shows its final value until then, and for good under reduced motion.
 */
export function startCountUp(figure: HTMLElement): void {
  const target = Number(figure.dataset.target);
  const suffix = figure.dataset.suffix ?? "";
  if (!Number.isInteger(target) || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const start = performance.now();
    const tick = (now: number) => {
      const value = countUpValue(now - start, target);
      // Most frames show the number the last one did: the DOM is touched only when it changes.
      const text = `${countUpText(value, target)}${suffix}`;
      if (figure.textContent !== text) figure.textContent = text;
      if (value < target) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  observer.observe(figure);
}

/**
 * The number padded with figure spaces (each as wide as a digit in
 * tabular-nums) to the final figure's length: the figure keeps its width
 * while it counts, so nothing around it moves (Lighthouse counted a growing
 * figure as a layout shift).
 */
export function countUpText(value: number, target: number): string {
  return String(value).padStart(String(target).length, FIGURE_SPACE);
}
