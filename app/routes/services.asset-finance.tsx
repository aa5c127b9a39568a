import { servicePages } from "#app/content/pages.ts";
import { ServicePage } from "#app/features/services/service-page.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";

export const meta = () => pageMeta(servicePages["asset-finance"], paths.service("asset-finance"));

export default function Route() {
  return <ServicePage id="asset-finance" />;
}
