import { brand } from "#app/content/brand.ts";
import { callToActionBlocks, callToActionRegion, homeHero, whatWeOffer } from "#app/content/home.ts";
import { aboutSubject } from "#app/content/link-context.ts";
import { homePage, referralPage, servicesPage } from "#app/content/pages.ts";
import { shownSlides } from "#app/content/slides.ts";
import { shownTestimonials, testimonialsSection } from "#app/content/testimonials.ts";
import { referralImage } from "#app/content/page-images.ts";
import { BusinessCounter } from "#app/features/home/business-counter.tsx";
import { ServiceCardGrid } from "#app/features/services/service-card-grid.tsx";
import { businessStructuredData } from "#app/features/seo/business-structured-data.ts";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Island } from "#app/ui/island.tsx";
import { Reveal } from "#app/ui/reveal.tsx";
import { Section } from "#app/ui/section.tsx";

import { HeroSlider } from "#app/features/home/hero-slider.tsx";
import { ReferralForm } from "#app/features/leads/referral-form.tsx";
import { TestimonialCarousel } from "#app/features/testimonials/testimonial-carousel.tsx";

export const meta = () => pageMeta(homePage, { structuredData: businessStructuredData() });

export default function Home() {
  const [mainAction, otherAction] = homeHero.actions;
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-900/40 dark:to-slate-950">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr]">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{homePage.heading}</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{brand.tagline}</p>
            <div className="mt-6 flex flex-wrap gap-4">
              <ButtonLink to={mainAction.to}>{mainAction.label}</ButtonLink>
              <ButtonLink to={otherAction.to} variant="outline">
                {otherAction.label}
              </ButtonLink>
            </div>
            <p className="mt-6 text-slate-700 dark:text-slate-300">
              {homeHero.referralPrompt}{" "}
              <a href={homeHero.referralLink.to} className="font-semibold text-brand-700 underline dark:text-brand-300">
                {homeHero.referralLink.label}
              </a>
            </p>
          </div>
          <BusinessCounter />
        </div>
      </div>

      <Island name="hero-slider" component={HeroSlider} props={{ slides: shownSlides() }} />

      <Section id="what-we-offer" heading={whatWeOffer.heading}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{whatWeOffer.intro}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whatWeOffer.cards.map((card) => (
            <Reveal
              as="li"
              key={card.to}
              className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700"
            >
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{card.text}</p>
              <a
                href={card.to}
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {whatWeOffer.cardLink}
                <span className="sr-only">{aboutSubject(card.title)}</span>
              </a>
            </Reveal>
          ))}
        </ul>
      </Section>

      <section aria-label={callToActionRegion} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {callToActionBlocks.map((block) => (
            <li key={block.heading} className="flex flex-col rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
              <h2 className="text-xl font-semibold">{block.heading}</h2>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{block.text}</p>
              <div className="mt-4">
                <ButtonLink to={block.to} variant="outline">
                  {block.label}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Section id="services" heading={servicesPage.heading}>
        <ServiceCardGrid />
      </Section>

      <Section id="testimonials" heading={testimonialsSection.heading}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{testimonialsSection.intro}</p>
        <div className="mt-8">
          <Island name="testimonials" component={TestimonialCarousel} props={{ testimonials: shownTestimonials() }} />
        </div>
      </Section>

      <Section id="referral" heading={referralPage.heading}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{referralPage.description}</p>
        <div className="mt-8 grid items-start gap-10 md:grid-cols-2">
          <ContentImage
            image={referralImage}
            className="h-auto w-full rounded-2xl"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
          <Island name="referral-form" component={ReferralForm} props={{}} wake="interaction" />
        </div>
      </Section>
    </>
  );
}
