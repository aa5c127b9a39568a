/// <reference lib="webworker" />
import confetti from "canvas-confetti";

/** What the page sends: the canvas, handed over, and the spec's burst. */
export interface ConfettiRequest {
  canvas: OffscreenCanvas;
  options: confetti.Options;
}

// The confetti is drawn here, off the page's main thread, so its five seconds
// of frames never delay a tap (celebration-behaviour.ts, decision 016).
self.addEventListener("message", (event: MessageEvent<ConfettiRequest>) => {
  // canvas-confetti draws on any canvas it is given; it sizes it from its width
  // and height, which the page set to the window's before handing it over.
  const fire = confetti.create(event.data.canvas as unknown as HTMLCanvasElement, { resize: false });
  void fire(event.data.options);
});
