import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { servicePages } from "#app/content/pages.ts";
import { servicePageCopy, type ServicePageContent } from "#app/content/service-pages.ts";
import type { ServiceId } from "#app/content/services.ts";
import { paths } from "#app/content/site-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ContentImage } from "#app/ui/content-image.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { Reveal } from "#app/ui/reveal.tsx";

interface ServicePageProps {
  id: Exclude<ServiceId, "businesspurchase">;
  /** The page's own words (content/service-pages/{id}.ts), from its route, so it downloads no other service's. */
  content: ServicePageContent;
  /** Extra sections a service has of its own (the business loans segments), placed after the benefits. */
  children?: ReactNode;
}

/** The template shared by the seven single-service pages. */
export function ServicePage({ id, content, children }: ServicePageProps) {
  return (
    <>
      <PageBanner heading={servicePages[id].heading} eyebrow={servicePageCopy.eyebrow}>
        <p>{content.intro}</p>
      </PageBanner>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="benefits-heading" className="sr-only">
          {servicePageCopy.benefitsHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {content.benefits.map((benefit, index) => (
            <Reveal
              as="li"
              key={benefit.title}
              delayMs={index === 0 ? 0 : index === 1 ? 300 : 600}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{benefit.text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      {children}

      <section aria-labelledby="details-heading" className="bg-slate-50 dark:bg-slate-900/60">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
          <ContentImage
            image={content.image}
            className="h-auto w-full rounded-2xl"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
          <div>
            <h2 id="details-heading" className="text-2xl font-bold tracking-tight">
              {content.listHeading}
            </h2>
            <ul className="mt-6 space-y-3">
              {content.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
                  />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <ButtonLink to={paths.inquiry}>{content.callToAction}</ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
