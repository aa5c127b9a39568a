// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BusinessCounter } from "./business-counter.tsx";
import { startCountUp } from "./count-up-behaviour.ts";

// jsdom has no IntersectionObserver: this stand-in lets a test say "now it is in view".
let reportInView: () => void = () => {};
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reportInView = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi
    .fn()
    .mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

const figureElement = () => screen.getByTestId("counter-figure");
const figure = () => figureElement().textContent;

/** The counter as the built page has it, with its behaviour started as the page's script starts it. */
function renderStarted() {
  render(<BusinessCounter />);
  startCountUp(figureElement());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
  vi.stubGlobal("IntersectionObserver", InViewObserver);
  setReducedMotion(false);
  reportInView = () => {};
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("The business counter", () => {
  it("shows 100+ before it starts, as the built page does", () => {
    renderStarted();
    expect(figure()).toBe("100+");
    expect(screen.getByText("Businesses we helped")).toBeInTheDocument();
  });

  it("counts from 0 to 100 over 4 seconds once it scrolls into view", () => {
    renderStarted();
    reportInView();
    vi.advanceTimersByTime(20);
    expect(Number.parseInt(figure()?.trim() ?? "", 10)).toBeLessThan(10);
    vi.advanceTimersByTime(2000);
    const halfway = Number.parseInt(figure()?.trim() ?? "", 10);
    expect(halfway).toBeGreaterThan(10);
    expect(halfway).toBeLessThan(100);
    vi.advanceTimersByTime(2100);
    expect(figure()).toBe("100+");
  });

  it("keeps its width while it counts: the number is padded to the final figure's length, so nothing beside it moves", () => {
    renderStarted();
    reportInView();
    for (const step of [20, 500, 1500, 2100]) {
      vi.advanceTimersByTime(step);
      expect(figure()).toHaveLength("100+".length);
      expect(figure()).toMatch(/^\u2007*\d+\+$/);
    }
  });

  it("stays at 100+ for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    renderStarted();
    reportInView();
    vi.advanceTimersByTime(500);
    expect(figure()).toBe("100+");
  });

  it("gives screen readers the final figure, not every step of the count", () => {
    renderStarted();
    expect(figureElement()).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("100+", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
