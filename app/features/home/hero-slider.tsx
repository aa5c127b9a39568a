import type { Slide } from "#app/content/slides.ts";
import { Carousel, CarouselSlide, CarouselSlides } from "#app/ui/carousel/carousel.tsx";
import { CarouselArrow, CarouselDots, CarouselPlayPause } from "#app/ui/carousel/carousel-controls.tsx";
import { useCarousel } from "#app/ui/carousel/use-carousel.ts";
import { ContentImage } from "#app/ui/content-image.tsx";

/** Spec §9: a new slide every 5 s, each change taking 0.6 s. */
const HERO_AUTOPLAY_MS = 5000;
const HERO_TRANSITION_MS = 600;

/**
 * The home page hero: one slide per flagship service, each with its image,
 * title, description and a button to the service. It loops both ways, and
 * Embla slides it in the direction of travel (next from the last slide moves
 * on to the first). Arrows on desktop, dots on phones, swipe on touch.
 *
 * Slide titles are h2: the page's h1 is the home page's own heading.
 */
export function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  const carousel = useCarousel({
    slideCount: slides.length,
    autoplayMs: HERO_AUTOPLAY_MS,
    transitionMs: HERO_TRANSITION_MS,
  });

  return (
    <Carousel carousel={carousel} label="Featured services" className="bg-brand-900 text-white dark:bg-slate-900">
      <div className="relative mx-auto max-w-7xl">
        <CarouselSlides carousel={carousel}>
          {slides.map((slide, index) => (
            <CarouselSlide key={slide.id} carousel={carousel} index={index}>
              <div className="grid h-full items-center gap-8 px-4 pt-10 pb-4 sm:px-6 md:grid-cols-2 md:px-20 md:pt-16 md:pb-8">
                <div>
                  <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 text-lg text-brand-50 dark:text-slate-200">{slide.description}</p>
                  <a
                    href={slide.button.link}
                    className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent-400 px-6 font-semibold text-slate-950 hover:bg-accent-500 focus-visible:outline-accent-400"
                  >
                    {slide.button.text}
                  </a>
                </div>
                {/* width and height reserve the image's box before it loads. Only
                    the first slide is on screen at load, so only it is fetched
                    eagerly, and first. */}
                <ContentImage
                  image={slide.image}
                  priority={index === 0}
                  className="h-auto w-full rounded-2xl"
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
              </div>
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <CarouselArrow
          carousel={carousel}
          direction="previous"
          tone="brand"
          className="absolute top-1/2 left-4 hidden -translate-y-1/2 md:inline-flex"
        />
        <CarouselArrow
          carousel={carousel}
          direction="next"
          tone="brand"
          className="absolute top-1/2 right-4 hidden -translate-y-1/2 md:inline-flex"
        />
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 pb-6 sm:px-6 md:justify-start md:px-20">
        <CarouselPlayPause carousel={carousel} tone="brand" />
        <CarouselDots carousel={carousel} tone="brand" className="flex md:hidden" />
      </div>
    </Carousel>
  );
}
