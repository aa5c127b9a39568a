import { referralPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { PhoneLink } from "#app/features/shell/phone-link.tsx";

export const meta = () => pageMeta(referralPage, paths.referral);

export default function Referral() {
  return (
    <PageBanner heading={referralPage.heading}>
      <p>{referralPage.description}</p>
      <p className="mt-4">
        To refer someone today, call us on{" "}
        <PhoneLink />
        .
      </p>
    </PageBanner>
  );
}
