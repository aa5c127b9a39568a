import { Star } from "lucide-react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { Carousel, CarouselSlide, CarouselSlides } from "#app/ui/carousel/carousel.tsx";
import { CarouselDots, CarouselPlayPause } from "#app/ui/carousel/carousel-controls.tsx";
import { useCarousel } from "#app/ui/carousel/use-carousel.ts";
import { Reveal } from "#app/ui/reveal.tsx";
import { initials } from "./initials.ts";

/** Spec §9: autoplay 5000 ms, speed 500 ms. */
const TESTIMONIAL_AUTOPLAY_MS = 5000;
const TESTIMONIAL_TRANSITION_MS = 500;

/** The content's scroll-in delays, as the delays Reveal offers. */
const revealDelay = { "0": 0, "300": 300, "600": 600, "900": 900 } as const satisfies Record<
  Testimonial["aosDelay"],
  number
>;

const STARS = [1, 2, 3, 4, 5];

/**
 * What clients say, one card at a time: it rotates every 5 s, loops, and has
 * dots but no arrows. Hover or keyboard focus pauses it and leaving resumes
 * it; the pause/play button stops it for good (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const carousel = useCarousel({
    slideCount: testimonials.length,
    autoplayMs: TESTIMONIAL_AUTOPLAY_MS,
    transitionMs: TESTIMONIAL_TRANSITION_MS,
  });

  return (
    <Carousel carousel={carousel} label="Client testimonials" className="mx-auto max-w-3xl" revealGroup>
      <CarouselSlides carousel={carousel}>
        {testimonials.map((testimonial, index) => (
          <CarouselSlide key={index} carousel={carousel} index={index} className="px-1 py-2">
            <Reveal delayMs={revealDelay[testimonial.aosDelay]} className="h-full">
              <TestimonialCard testimonial={testimonial} />
            </Reveal>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <div className="mt-4 flex items-center justify-center gap-2">
        <CarouselPlayPause carousel={carousel} />
        <CarouselDots carousel={carousel} />
      </div>
    </Carousel>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900">
      {/* The name is in the caption; screen readers need not hear it spelt out first. */}
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold tracking-wide text-white dark:bg-brand-300 dark:text-slate-950"
      >
        {initials(testimonial.name)}
      </span>
      <p className="mt-4 flex gap-1 text-accent-500 dark:text-accent-400">
        <span className="sr-only">Rated 5 out of 5</span>
        {STARS.map((star) => (
          <Star key={star} aria-hidden="true" fill="currentColor" className="size-5" />
        ))}
      </p>
      <blockquote className="mt-4 text-lg text-slate-700 dark:text-slate-200">
        <p>“{testimonial.description}”</p>
      </blockquote>
      <figcaption className="mt-6 font-semibold text-brand-800 dark:text-brand-200">{testimonial.name}</figcaption>
    </figure>
  );
}
