import { servicePages } from "#app/content/pages.ts";
import { commercialPropertyLoansContent } from "#app/content/service-pages/commercial-property-loans.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["commercial-property-loans"]);

export default function Route() {
  return <ServicePage id="commercial-property-loans" content={commercialPropertyLoansContent} />;
}
