import { servicePages } from "#app/content/pages.ts";
import { propertyDevelopmentLoansContent } from "#app/content/service-pages/property-development-loans.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["property-development-loans"]);

export default function Route() {
  return <ServicePage id="property-development-loans" content={propertyDevelopmentLoansContent} />;
}
