import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { CarouselState } from "./use-carousel.ts";

/**
 * Where the controls sit: on the page's own background (light or dark theme),
 * or on a dark brand-coloured panel such as a hero, where they are drawn in
 * white and amber with an amber focus ring (the page's teal ring would vanish).
 */
export type ControlTone = "page" | "brand";

const buttonTone: Record<ControlTone, string> = {
  page: "border-slate-400 text-slate-700 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-200 dark:hover:bg-slate-800",
  brand: "border-white/70 text-white hover:bg-white/15 focus-visible:outline-accent-400",
};

/** Dots are told apart by shape as well as colour: the current one is a wider pill. */
const dotTone: Record<ControlTone, { current: string; other: string; focus: string }> = {
  page: {
    current: "w-6 bg-brand-700 dark:bg-brand-300",
    other: "w-2.5 bg-slate-500 group-hover:bg-slate-700 dark:bg-slate-400 dark:group-hover:bg-slate-200",
    focus: "",
  },
  brand: {
    current: "w-6 bg-accent-400",
    other: "w-2.5 bg-white/70 group-hover:bg-white",
    focus: "focus-visible:outline-accent-400",
  },
};

/** Controls stay hidden (but keep their space) until Embla runs, so the prerendered page offers no dead buttons. */
function untilReady(carousel: CarouselState): string {
  return carousel.ready ? "" : "invisible";
}

interface ControlProps {
  carousel: CarouselState;
  tone?: ControlTone;
  className?: string;
}

/**
 * The visible pause/play button that WCAG 2.2.2 asks of anything that moves
 * by itself for more than five seconds. Its name says what pressing it does.
 */
export function CarouselPlayPause({ carousel, tone = "page", className = "" }: ControlProps) {
  const Icon = carousel.playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={carousel.playing ? "Pause slides" : "Play slides"}
      title={carousel.playing ? "Pause slides" : "Play slides"}
      onClick={carousel.playing ? carousel.pause : carousel.play}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border ${buttonTone[tone]} ${untilReady(carousel)} ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * Previous or next slide. `className` must set `display` (e.g. "hidden md:inline-flex")
 * and position, so that each carousel decides where, and at which widths, arrows show.
 */
export function CarouselArrow({
  carousel,
  direction,
  tone = "page",
  className = "inline-flex",
}: ControlProps & { direction: "previous" | "next" }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={direction === "previous" ? "Previous slide" : "Next slide"}
      onClick={direction === "previous" ? carousel.prev : carousel.next}
      className={`size-11 items-center justify-center rounded-full border ${buttonTone[tone]} ${untilReady(carousel)} ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}

/**
 * One button per slide ("Show slide 2 of 4"), the current one marked with
 * aria-current. Each is a 44 px target around a small dot. `className` must set
 * `display` (e.g. "flex md:hidden").
 */
export function CarouselDots({ carousel, tone = "page", className = "flex" }: ControlProps) {
  const styles = dotTone[tone];
  return (
    <div className={`items-center ${untilReady(carousel)} ${className}`}>
      {Array.from({ length: carousel.slideCount }, (_, index) => {
        const current = index === carousel.selectedIndex;
        return (
          <button
            key={index}
            type="button"
            aria-label={`Show slide ${index + 1} of ${carousel.slideCount}`}
            aria-current={current ? "true" : undefined}
            onClick={() => carousel.scrollTo(index)}
            className={`group inline-flex size-11 items-center justify-center rounded-full ${styles.focus}`}
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${current ? styles.current : styles.other}`}
            />
          </button>
        );
      })}
    </div>
  );
}
