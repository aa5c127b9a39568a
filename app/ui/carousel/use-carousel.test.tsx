// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  setReducedMotion,
  setupUser,
  SLIDE_WIDTH,
  installCarouselTestEnvironment,
  startCarousels,
} from "../../../tests/setup/carousel-test-environment.ts";
import { Carousel, CarouselSlide, CarouselSlides } from "./carousel.tsx";
import { CarouselArrow, CarouselDots, CarouselPlayPause } from "./carousel-controls.tsx";
import { type TransitionMs, useCarousel } from "./use-carousel.ts";

installCarouselTestEnvironment();

function TestCarousel({ count = 3, transitionMs = 600 }: { count?: number; transitionMs?: TransitionMs }) {
  const carousel = useCarousel({ slideCount: count, autoplayMs: 3000, transitionMs });
  return (
    <Carousel carousel={carousel} label="Things">
      <CarouselSlides carousel={carousel}>
        {Array.from({ length: count }, (_, index) => (
          <CarouselSlide key={index} carousel={carousel} index={index}>
            <a href={`#thing-${index + 1}`}>Thing {index + 1}</a>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselArrow carousel={carousel} direction="next" />
      <CarouselPlayPause carousel={carousel} />
      <CarouselDots carousel={carousel} />
    </Carousel>
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function rowX(): number {
  const row = screen.getByRole("region", { name: "Things" }).querySelector<HTMLElement>("[aria-live]");
  const match = /translate3d\((-?[\d.]+)px/.exec(row?.style.transform ?? "");
  return match ? Number(match[1]) : 0;
}

function selected(): string | null {
  return screen.getByRole("button", { name: /^Show slide \d of \d$/, current: true }).getAttribute("aria-label");
}

describe("useCarousel", () => {
  // Embla's duration is not in milliseconds; these check the chosen values
  // against Embla's own motion (on the fake clock's 16 ms frames).
  it.each([600, 500] as const)(
    "a %i ms transition has the slide 99%% of its way there by then, and not at three quarters of it",
    (ms) => {
      render(<TestCarousel transitionMs={ms} />);
      startCarousels();
      act(() => screen.getByRole("button", { name: "Next slide" }).click());
      wait(ms * 0.75);
      expect(Math.abs(rowX())).toBeLessThan(0.99 * SLIDE_WIDTH);
      wait(ms * 0.25);
      expect(Math.abs(rowX())).toBeGreaterThanOrEqual(0.99 * SLIDE_WIDTH);
      expect(Math.abs(rowX())).toBeLessThanOrEqual(SLIDE_WIDTH + 1);
    },
  );

  it("stops rotating when the visitor switches reduced motion on, and offers Play", () => {
    render(<TestCarousel />);
    startCarousels();
    wait(3000);
    expect(selected()).toBe("Show slide 2 of 3");
    act(() => setReducedMotion(true));
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
    wait(9000);
    expect(selected()).toBe("Show slide 2 of 3");
  });

  it("keeps playing under reduced motion once the visitor has pressed Play, changing slides at once", async () => {
    setReducedMotion(true);
    render(<TestCarousel />);
    startCarousels();
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Play slides" }));
    wait(3000);
    expect(selected()).toBe("Show slide 2 of 3");
    expect(rowX()).toBe(-SLIDE_WIDTH);
  });

  it("restarts the interval after a manual change, so the chosen slide gets its full time", async () => {
    render(<TestCarousel />);
    startCarousels();
    wait(2500);
    act(() => screen.getByRole("button", { name: "Show slide 3 of 3" }).click());
    wait(2999);
    expect(selected()).toBe("Show slide 3 of 3");
    wait(1);
    expect(selected()).toBe("Show slide 1 of 3");
  });

  it("starts Embla in the task after the render, and shows its controls only then", () => {
    render(<TestCarousel />);
    // Hidden by a class (CSS visibility) until they work, as in the prerendered HTML.
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveClass("invisible");
    startCarousels();
    expect(screen.getByRole("button", { name: "Next slide" })).not.toHaveClass("invisible");
  });

  it("never rotates a single slide, and does not fail", () => {
    render(<TestCarousel count={1} />);
    startCarousels();
    wait(10000);
    expect(screen.getByRole("group", { name: "1 of 1" })).not.toHaveAttribute("inert");
  });

  it("ignores the hover a touch makes, so a tap does not leave it paused", () => {
    render(<TestCarousel />);
    startCarousels();
    const region = screen.getByRole("region", { name: "Things" });
    act(() => {
      region.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    });
    wait(3000);
    expect(selected()).toBe("Show slide 2 of 3");
  });
});
