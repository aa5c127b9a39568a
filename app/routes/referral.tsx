import { referralPage } from "#app/content/pages.ts";
import { referralImage } from "#app/content/page-images.ts";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Island } from "#app/ui/island.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

import { ReferralForm } from "#app/features/leads/referral-form.tsx";

export const meta = () => pageMeta(referralPage);

export default function Referral() {
  return (
    <>
      <PageBanner heading={referralPage.heading}>
        <p>{referralPage.description}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
        <ContentImage
          image={referralImage}
          priority
          className="h-auto w-full rounded-2xl"
          sizes="(min-width: 768px) 50vw, 100vw"
        />
        {/* Until its code arrives the prerendered form posts as plain HTML, and what was typed is kept. */}
        <Island name="referral-form" component={ReferralForm} props={{}} wake="interaction" />
      </div>
    </>
  );
}
