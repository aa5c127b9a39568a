import { servicePages } from "#app/content/pages.ts";
import { assetFinanceContent } from "#app/content/service-pages/asset-finance.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";

export const meta = () => pageMeta(servicePages["asset-finance"]);

export default function Route() {
  return <ServicePage id="asset-finance" content={assetFinanceContent} />;
}
