import { servicePages } from "#app/content/pages.ts";
import { BusinessLoanSegments } from "#app/features/services/business-loan-segments.tsx";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";

export const meta = () => pageMeta(servicePages["business-loans"], paths.service("business-loans"));

export default function Route() {
  return (
    <ServicePage id="business-loans">
      <BusinessLoanSegments />
    </ServicePage>
  );
}
