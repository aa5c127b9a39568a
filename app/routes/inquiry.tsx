import { inquiryPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { PhoneLink } from "#app/features/shell/phone-link.tsx";

// Also serves /Inquiry and /contact; search engines are told the one true address.
export const meta = () => pageMeta(inquiryPage, paths.inquiry);

export default function Inquiry() {
  return (
    <PageBanner heading={inquiryPage.heading}>
      <p>{inquiryPage.description}</p>
      <p className="mt-4">
        Prefer to talk now? Call{" "}
        <PhoneLink />
        .
      </p>
    </PageBanner>
  );
}
