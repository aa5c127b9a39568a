import type { ReactNode } from "react";
import type { CarouselState } from "./use-carousel.ts";
import { REVEAL_GROUP_ATTRIBUTE } from "../reveal.tsx";

interface CarouselProps {
  carousel: CarouselState;
  /** What the carousel shows, for screen readers: "Featured services". */
  label: string;
  className?: string;
  /** Reveal the slides together when the carousel scrolls into view (see Reveal). */
  revealGroup?: boolean;
  children: ReactNode;
}

/**
 * The carousel as a whole (WAI-ARIA APG carousel pattern): a labelled region
 * that screen readers announce as a carousel. Its slides and controls go inside.
 */
export function Carousel({
  carousel: { setRegion },
  label,
  className = "",
  revealGroup = false,
  children,
}: CarouselProps) {
  return (
    <section
      ref={setRegion}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...(revealGroup ? { [REVEAL_GROUP_ATTRIBUTE]: "" } : {})}
    >
      {children}
    </section>
  );
}

interface CarouselSlidesProps {
  carousel: CarouselState;
  className?: string;
  children: ReactNode;
}

/**
 * The clipping viewport and the row of slides Embla moves. Every slide is in
 * the HTML, side by side, each as wide as the viewport: without JavaScript the
 * first one shows whole, and the row is as tall as its tallest slide from the
 * first paint, so nothing shifts when Embla takes over.
 */
export function CarouselSlides({ carousel: { setViewport, rotating }, className = "", children }: CarouselSlidesProps) {
  return (
    // Positioned, so Embla measures slides from the viewport itself, not from
    // some ancestor: otherwise a resize can leave the row offset sideways.
    <div ref={setViewport} className={`relative overflow-hidden ${className}`}>
      {/* A slide changing on its own must not interrupt a screen reader; one
          the visitor asked for (rotation stopped) is announced. */}
      <div aria-live={rotating ? "off" : "polite"} className="flex touch-pan-y">
        {children}
      </div>
    </div>
  );
}

interface CarouselSlideProps {
  carousel: CarouselState;
  index: number;
  className?: string;
  children: ReactNode;
}

/**
 * One slide, announced as "slide, 2 of 4". Slides out of view stay in the DOM
 * (Embla measures them, and they are the no-JavaScript fallback) but are inert,
 * so Tab never lands on a link that cannot be seen.
 */
export function CarouselSlide({ carousel, index, className = "", children }: CarouselSlideProps) {
  const current = index === carousel.selectedIndex;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${carousel.slideCount}`}
      inert={!current}
      className={`min-w-0 shrink-0 grow-0 basis-full ${className}`}
    >
      {children}
    </div>
  );
}
