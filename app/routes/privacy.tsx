import { FileText } from "lucide-react";
import { privacyPage } from "#app/content/pages.ts";
import { creditGuideAside } from "#app/content/credit-guide-aside.ts";
import { privacyPolicy } from "#app/content/privacy-policy.ts";
import { PrivacyAccordion } from "#app/features/privacy/privacy-accordion.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { paths } from "#app/content/site-paths.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(privacyPage);

export default function Privacy() {
  return (
    <>
      <PageBanner heading={privacyPage.heading}>
        <p>{privacyPage.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <PrivacyAccordion sections={privacyPolicy.sections} />
        <aside
          aria-labelledby="credit-guide-heading"
          className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center"
        >
          <FileText aria-hidden="true" className="size-10 shrink-0 text-accent-400" />
          <div className="flex-1">
            <h2 id="credit-guide-heading" className="text-xl font-bold">
              {creditGuideAside.heading}
            </h2>
            <p className="mt-1 text-brand-100">{creditGuideAside.text}</p>
          </div>
          {/* A plain link: the PDF is a file, not a page of the app, and opens in a new tab. */}
          <a
            href={paths.creditGuide}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-full bg-accent-400 px-6 font-semibold text-slate-950 hover:bg-accent-500"
          >
            {creditGuideAside.link}
            <span className="sr-only">{creditGuideAside.linkNote}</span>
          </a>
        </aside>
      </div>
    </>
  );
}
