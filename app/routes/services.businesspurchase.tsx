import {
  businessPurchaseClosing,
  businessPurchaseIntro,
  businessPurchaseSteps,
} from "#app/content/business-purchase.ts";
import { servicePages } from "#app/content/pages.ts";
import { JourneyStepCard } from "#app/features/services/journey-step-card.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { paths } from "#app/content/site-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

const copy = servicePages.businesspurchase;

export const meta = () => pageMeta(copy);

export default function BusinessPurchase() {
  return (
    <>
      <PageBanner heading={copy.heading} eyebrow={businessPurchaseIntro.eyebrow}>
        <p>{copy.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 className="sr-only">{businessPurchaseIntro.stepsHeading}</h2>
        <ol className="grid gap-6 md:grid-cols-2">
          {businessPurchaseSteps.map((step, index) => (
            <JourneyStepCard key={step.title} step={step} number={index + 1} priority={index === 0} />
          ))}
        </ol>
        <section
          aria-labelledby="closing-heading"
          className="mt-14 rounded-2xl bg-brand-800 p-8 text-center text-white md:p-12"
        >
          <h2 id="closing-heading" className="text-2xl font-bold md:text-3xl">
            {businessPurchaseClosing.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{businessPurchaseClosing.text}</p>
          <div className="mt-6">
            <ButtonLink to={paths.inquiry} variant="accent">
              {businessPurchaseClosing.button}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
