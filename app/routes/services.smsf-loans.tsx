import { servicePages } from "#app/content/pages.ts";
import { smsfLoansContent } from "#app/content/service-pages/smsf-loans.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["smsf-loans"]);

export default function Route() {
  return <ServicePage id="smsf-loans" content={smsfLoansContent} />;
}
