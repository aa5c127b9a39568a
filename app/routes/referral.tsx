import { brand } from "#app/content/brand.ts";
import { referralPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(referralPage, paths.referral);

export default function Referral() {
  return (
    <PageBanner heading={referralPage.heading}>
      <p>{referralPage.description}</p>
      <p className="mt-4">
        To refer someone today, call us on{" "}
        <a className="font-semibold text-brand-700 underline dark:text-brand-300" href={`tel:${brand.phone.e164}`}>
          {brand.phone.display}
        </a>
        .
      </p>
    </PageBanner>
  );
}
