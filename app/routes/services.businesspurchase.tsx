import { businessPurchaseSteps } from "#app/content/business-purchase.ts";
import { servicePages } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { Reveal } from "#app/ui/reveal.tsx";

const copy = servicePages.businesspurchase;

export const meta = () => pageMeta(copy, paths.service("businesspurchase"));

export default function BusinessPurchase() {
  return (
    <>
      <PageBanner heading={copy.heading} eyebrow="Buying a business">
        <p>{copy.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ol className="grid gap-6 md:grid-cols-2">
          {businessPurchaseSteps.map((step, index) => (
            <Reveal as="li" key={step.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Step {index + 1}</p>
              <h2 className="mt-1 text-xl font-semibold">{step.title}</h2>
            </Reveal>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl bg-brand-800 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">Ready to own the business?</h2>
          <p className="mt-2 text-brand-100">We line up the finance while you focus on the deal.</p>
          <div className="mt-6">
            <ButtonLink to={paths.inquiry} variant="accent">
              Get your business today!
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
