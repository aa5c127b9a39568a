import { Link } from "react-router";
import { brand } from "#app/content/brand.ts";
import { homePage, referralPage, servicesPage } from "#app/content/pages.ts";
import { ServiceCardGrid } from "#app/features/services/service-card-grid.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { Section } from "#app/ui/section.tsx";

export const meta = () => pageMeta(homePage, paths.home);

const callsToAction = [
  {
    heading: "Business Purchase Journey",
    text: "Eight steps from finding the right business to the hand over, with finance lined up on the way.",
    to: paths.service("businesspurchase"),
    label: "Follow the journey",
  },
  {
    heading: "Get in touch",
    text: `Tell us what you need, or call ${brand.phone.display}. A broker replies within one business day.`,
    to: paths.inquiryCapitalised,
    label: "Send an inquiry",
  },
  {
    heading: "Explore Services",
    text: "Business, commercial, residential, asset, private, development and SMSF lending in one place.",
    to: paths.services,
    label: "See our services",
  },
];

export default function Home() {
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-900/50 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{homePage.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{brand.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to={paths.inquiry}>Talk to a broker</ButtonLink>
            <ButtonLink to={paths.servicesSection} variant="outline">
              Our services
            </ButtonLink>
          </div>
          <p className="mt-6 text-slate-700 dark:text-slate-300">
            Know someone who needs finance?{" "}
            <Link to={paths.referralSection} className="font-semibold text-brand-700 underline dark:text-brand-300">
              Refer them to us
            </Link>
          </p>
        </div>
      </div>

      <section aria-label="Where to next" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {callsToAction.map((block) => (
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

      <Section id="referral" heading={referralPage.heading}>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{referralPage.description}</p>
        <div className="mt-6">
          <ButtonLink to={paths.referral}>Refer someone to us</ButtonLink>
        </div>
      </Section>
    </>
  );
}
