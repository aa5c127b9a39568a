/**
 * What jsdom lacks for Embla carousels, stubbed at the browser's edge only
 * (Embla itself always runs for real):
 *
 * - layout: jsdom measures every element as 0 × 0 at 0, 0. Here every element
 *   is SLIDE_WIDTH wide and sits after its previous siblings in a row, which is
 *   exactly how a carousel lays out its slides;
 * - matchMedia (reduced motion can be switched per test), IntersectionObserver
 *   and ResizeObserver, which jsdom does not have;
 * - time: fake timers, which also drive requestAnimationFrame, so Embla's
 *   autoplay timer and its scroll animation run on the test's clock only.
 */
import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, vi } from "vitest";
import { REDUCED_MOTION_QUERY } from "#app/lib/reduced-motion.ts";

export const SLIDE_WIDTH = 1000;

let reducedMotion = false;
const mediaListeners = new Set<(event: MediaQueryListEvent) => void>();

/** Switches prefers-reduced-motion, telling every listening MediaQueryList. */
export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
  for (const listener of mediaListeners)
    listener({ matches: reduce, media: REDUCED_MOTION_QUERY } as MediaQueryListEvent);
}

function matchMedia(query: string): MediaQueryList {
  const tracks = query === REDUCED_MOTION_QUERY;
  return {
    media: query,
    get matches() {
      return tracks && reducedMotion;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      if (tracks) mediaListeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      mediaListeners.delete(listener);
    },
    addListener: (listener: (event: MediaQueryListEvent) => void) => {
      if (tracks) mediaListeners.add(listener);
    },
    removeListener: (listener: (event: MediaQueryListEvent) => void) => {
      mediaListeners.delete(listener);
    },
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

function siblingIndex(element: Element): number {
  return element.parentElement ? Array.prototype.indexOf.call(element.parentElement.children, element) : 0;
}

/** Installs the stubs before each test of the calling file and removes them after it. */
export function installCarouselTestEnvironment(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library ends every user-event action by waiting one tick on
    // setTimeout, and advances fake timers for that tick only when it finds
    // Jest's; this lets it find Vitest's.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    reducedMotion = false;
    mediaListeners.clear();
    vi.stubGlobal("matchMedia", matchMedia);
    vi.stubGlobal("IntersectionObserver", InertObserver);
    vi.stubGlobal("ResizeObserver", InertObserver);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(SLIDE_WIDTH);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(SLIDE_WIDTH / 2);
    vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockReturnValue(0);
    vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
      return siblingIndex(this) * SLIDE_WIDTH;
    });
    // Embla only listens for drags on a carousel that is displayed (has an offsetParent).
    vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    // A browser computes an unset margin as "0px"; jsdom gives "", which Embla reads as NaN.
    const getComputedStyle = window.getComputedStyle.bind(window);
    vi.spyOn(window, "getComputedStyle").mockImplementation((element, pseudo) => {
      const style = getComputedStyle(element, pseudo);
      const getPropertyValue = style.getPropertyValue.bind(style);
      style.getPropertyValue = (property: string) =>
        getPropertyValue(property) || (property.startsWith("margin") ? "0px" : "");
      return style;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Lets Embla start: it is handed its viewport in the task after the render that drew it (use-carousel.ts). */
export function startCarousels(): void {
  act(() => {
    vi.advanceTimersByTime(0);
  });
}

/** user-event that waits on the fake clock instead of the real one. */
export function setupUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
