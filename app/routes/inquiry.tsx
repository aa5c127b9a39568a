import { inquiryPage } from "#app/content/pages.ts";
import { inquiryImage } from "#app/content/page-images.ts";
import { inquiryCallbackHeading, inquiryCallPrompt } from "#app/content/inquiry.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Island } from "#app/ui/island.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

import { InquiryForm } from "#app/features/leads/inquiry-form.tsx";
import { CallbackForm } from "#app/features/leads/callback-form.tsx";
import { publishedBusinessDetails } from "#app/content/published-content.ts";

// Also serves /Inquiry and /contact; search engines are told the one true address.
export const meta = () => pageMeta(inquiryPage);

export default function Inquiry() {
  return (
    <>
      <PageBanner heading={inquiryPage.heading}>
        <p>{inquiryPage.description}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
        <div>
          <ContentImage
            image={inquiryImage}
            priority
            className="h-auto w-full rounded-2xl"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
          {/* The header's "Request a Callback" lands here; its windows are the published opening hours'. */}
          <section id="callback" aria-labelledby="callback-heading" className="mt-10 scroll-mt-24">
            <h2 id="callback-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
              {inquiryCallbackHeading}
            </h2>
            <Island
              name="callback-form"
              component={CallbackForm}
              props={{ hours: publishedBusinessDetails().openingHours }}
              wake="interaction"
            />
          </section>
        </div>
        <div>
          {/* Until its code arrives the prerendered form posts as plain HTML, and what was typed is kept. */}
          <Island name="inquiry-form" component={InquiryForm} props={{}} wake="interaction" />
          <p className="mt-8 text-slate-700 dark:text-slate-300">
            {inquiryCallPrompt.beforePhone} <PhoneLink phone={brand.phone} />
            {inquiryCallPrompt.afterPhone}
          </p>
        </div>
      </div>
    </>
  );
}
