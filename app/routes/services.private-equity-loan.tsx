import { servicePages } from "#app/content/pages.ts";
import { privateEquityLoanContent } from "#app/content/service-pages/private-equity-loan.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["private-equity-loan"]);

export default function Route() {
  return <ServicePage id="private-equity-loan" content={privateEquityLoanContent} />;
}
