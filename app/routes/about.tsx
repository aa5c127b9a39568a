import {
  aboutSectionLink,
  aboutSections,
  aboutWelcome,
  partnersSection,
  referralCallToAction,
  teamSection,
} from "#app/content/about.ts";
import { aboutSubject } from "#app/content/link-context.ts";
import { aboutPage } from "#app/content/pages.ts";
import { shownTeam } from "#app/content/team.ts";
import { LendingPartnerWall } from "#app/features/about/lending-partner-wall.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Island } from "#app/ui/island.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { Reveal } from "#app/ui/reveal.tsx";
import { Section } from "#app/ui/section.tsx";

import { TeamCarousel } from "#app/features/about/team-carousel.tsx";

export const meta = () => pageMeta(aboutPage);

export default function About() {
  return (
    <>
      <PageBanner heading={aboutPage.heading}>
        <p>{aboutPage.description}</p>
      </PageBanner>

      <section
        aria-labelledby="welcome-heading"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="welcome-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {aboutWelcome.heading}
          </h2>
          {aboutWelcome.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          <div className="mt-6">
            <ButtonLink to={aboutWelcome.link.to} variant="outline">
              {aboutWelcome.link.label}
            </ButtonLink>
          </div>
        </div>
        <ContentImage
          image={aboutWelcome.image}
          className="h-auto w-full rounded-2xl"
          sizes="(min-width: 768px) 50vw, 100vw"
        />
      </section>

      <Section id="team" heading={teamSection.heading}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{teamSection.intro}</p>
        <div className="mt-8">
          <Island name="team-carousel" component={TeamCarousel} props={{ members: shownTeam() }} />
        </div>
      </Section>

      <Section id="lending-partners" heading={partnersSection.heading}>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{partnersSection.intro}</p>
        <div className="mt-8">
          <LendingPartnerWall />
        </div>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        {aboutSections.map((section) => (
          <Reveal
            as="section"
            key={section.id}
            className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700"
          >
            <h2 id={section.id} className="text-xl font-bold">
              {section.heading}
            </h2>
            <div className="flex-1">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-slate-700 dark:text-slate-300">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="mt-6">
              <ButtonLink to={aboutSectionLink.to} variant="outline">
                {aboutSectionLink.label}
                <span className="sr-only">{aboutSubject(section.heading)}</span>
              </ButtonLink>
            </div>
          </Reveal>
        ))}
      </div>

      <section aria-labelledby="refer-heading" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="refer-heading" className="text-2xl font-bold">
              {referralCallToAction.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">{referralCallToAction.text}</p>
          </div>
          <ButtonLink to={referralCallToAction.link.to} variant="accent">
            {referralCallToAction.link.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
