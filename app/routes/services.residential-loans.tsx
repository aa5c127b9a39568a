import { servicePages } from "#app/content/pages.ts";
import { residentialLoansContent } from "#app/content/service-pages/residential-loans.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["residential-loans"]);

export default function Route() {
  return <ServicePage id="residential-loans" content={residentialLoansContent} />;
}
