import { useEffect } from "react";
import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";

/** The spec's celebration: 200 pieces of confetti for 5 s when the page opens. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 5000;
// canvas-confetti counts a piece's life in animation frames; 300 is 5 s at 60 frames a second.
const CONFETTI_TICKS = 300;

/**
 * Confetti on a fixed, click-through canvas over the page (so nothing shifts),
 * removed once it is over. Skipped for visitors who prefer reduced motion.
 * The library is loaded only when it is about to play.
 */
export function useCelebrationConfetti(): void {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    const canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    canvas.dataset.testid = "confetti";
    canvas.className = "pointer-events-none fixed inset-0 z-[90] size-full";
    let reset: (() => void) | undefined;

    void import("canvas-confetti").then(({ default: confetti }) => {
      if (cancelled) return;
      document.body.append(canvas);
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      reset = fire.reset;
      void fire({
        particleCount: CONFETTI_PIECES,
        spread: 100,
        startVelocity: 45,
        ticks: CONFETTI_TICKS,
        origin: { y: 0.3 },
      });
    });
    const timer = window.setTimeout(() => {
      reset?.();
      canvas.remove();
    }, CONFETTI_MS);

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      reset?.();
      canvas.remove();
    };
  }, []);
}
