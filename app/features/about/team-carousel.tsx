import type { TeamMember } from "#app/content/team.ts";
import { Carousel, CarouselSlide, CarouselSlides } from "#app/ui/carousel/carousel.tsx";
import { CarouselPlayPause } from "#app/ui/carousel/carousel-controls.tsx";
import { useCarousel } from "#app/ui/carousel/use-carousel.ts";
import { ContentImage } from "#app/ui/content-image.tsx";

/** Spec §9: autoplay 4000 ms, speed 500 ms, one slide at a time, infinite. */
const TEAM_AUTOPLAY_MS = 4000;
const TEAM_TRANSITION_MS = 500;

/**
 * The team, one member at a time: a row of buttons (name and role) picks who
 * is shown, with their photo and description. It rotates every 4 s and loops;
 * choosing someone pauses it, so the person chosen stays on screen until the
 * visitor presses Play. Member names in the slides are h3: the carousel sits
 * in a section of the About page with its own h2.
 */
export function TeamCarousel({ members }: { members: readonly TeamMember[] }) {
  const carousel = useCarousel({
    slideCount: members.length,
    autoplayMs: TEAM_AUTOPLAY_MS,
    transitionMs: TEAM_TRANSITION_MS,
  });

  return (
    <Carousel carousel={carousel} label="Our team">
      <div
        role="group"
        aria-label="Choose a team member"
        className={`grid gap-3 sm:grid-cols-3 ${carousel.ready ? "" : "invisible"}`}
      >
        {members.map((member, index) => (
          <button
            key={member.name}
            type="button"
            aria-current={index === carousel.selectedIndex ? "true" : undefined}
            onClick={() => {
              carousel.pause();
              carousel.scrollTo(index);
            }}
            className="min-h-11 rounded-xl border border-slate-300 px-4 py-3 text-left hover:border-brand-500 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 dark:border-slate-600 dark:aria-[current=true]:border-brand-300 dark:aria-[current=true]:bg-brand-900"
          >
            <span className="block font-semibold text-slate-900 dark:text-white">{member.name}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">{member.role}</span>
          </button>
        ))}
      </div>
      <CarouselSlides carousel={carousel} className="mt-6">
        {members.map((member, index) => (
          <CarouselSlide key={member.name} carousel={carousel} index={index}>
            <div className="grid items-center gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
              <ContentImage
                image={member.image}
                className="mx-auto h-auto w-full max-w-xs rounded-2xl md:max-w-none"
                sizes="(min-width: 768px) 40vw, 320px"
              />
              <div>
                <h3 className="text-2xl font-semibold text-slate-900 dark:text-white">{member.name}</h3>
                <p className="mt-1 font-medium text-brand-700 dark:text-brand-300">{member.role}</p>
                <p className="mt-4 text-slate-700 dark:text-slate-200">{member.description}</p>
              </div>
            </div>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <div className="mt-4 flex justify-center md:justify-start">
        <CarouselPlayPause carousel={carousel} />
      </div>
    </Carousel>
  );
}
