import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";
import type { ConfettiRequest } from "./confetti-worker.ts";

/** The spec's celebration: 200 pieces of confetti for 5 s when the page opens. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 5000;
// canvas-confetti counts a piece's life in animation frames; 300 is 5 s at 60 frames a second.
const CONFETTI_TICKS = 300;

/** The burst, as both ways of drawing it fire it. */
const BURST = {
  particleCount: CONFETTI_PIECES,
  spread: 100,
  startVelocity: 45,
  ticks: CONFETTI_TICKS,
  origin: { y: 0.3 },
};

/**
 * Confetti on a fixed, click-through canvas over the page (so nothing
 * shifts), removed once it is over; none for visitors who prefer reduced
 * motion. Started by the page's script on the settlements page's marked
 * element, in plain DOM: the page needs no React to celebrate (decision 016).
 * Where the browser can hand a canvas to a worker, the confetti is drawn
 * there (confetti-worker.ts), off the main thread; elsewhere the library is
 * loaded into the page as it is about to play.
 */
export function startCelebration(): void {
  if (prefersReducedMotion()) return;
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.testid = "confetti";
  canvas.className = "pointer-events-none fixed inset-0 z-[90] size-full";
  let over = false;
  let stop = () => {};

  const drawOnPage = () => {
    void import("canvas-confetti").then(({ default: confetti }) => {
      if (over) return;
      document.body.append(canvas);
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      stop = fire.reset;
      void fire(BURST);
    });
  };
  if ("transferControlToOffscreen" in canvas) {
    try {
      // Drawn at the window's size in CSS pixels, as the library draws on the page.
      canvas.width = document.documentElement.clientWidth;
      canvas.height = document.documentElement.clientHeight;
      const worker = new Worker(new URL("./confetti-worker.ts", import.meta.url), { type: "module" });
      const offscreen = canvas.transferControlToOffscreen();
      const request: ConfettiRequest = { canvas: offscreen, options: BURST };
      worker.postMessage(request, [offscreen]);
      stop = () => worker.terminate();
      document.body.append(canvas);
    } catch {
      // A browser that has offscreen canvases but refuses this worker (older Firefox, a module worker).
      drawOnPage();
    }
  } else {
    drawOnPage();
  }
  window.setTimeout(() => {
    over = true;
    stop();
    canvas.remove();
  }, CONFETTI_MS);
}
