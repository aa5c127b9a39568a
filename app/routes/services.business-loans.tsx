import { servicePages } from "#app/content/pages.ts";
import { businessLoansContent } from "#app/content/service-pages/business-loans.ts";
import { BusinessLoanSegments } from "#app/features/services/business-loan-segments.tsx";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["business-loans"]);

export default function Route() {
  return (
    <ServicePage id="business-loans" content={businessLoansContent}>
      <BusinessLoanSegments />
    </ServicePage>
  );
}
