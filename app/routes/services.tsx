import { servicesPage } from "#app/content/pages.ts";
import { ServiceCardGrid } from "#app/features/services/service-card-grid.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(servicesPage);

export default function Services() {
  return (
    <>
      <PageBanner heading={servicesPage.heading}>
        <p>{servicesPage.description}</p>
      </PageBanner>
      <div id="services" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ServiceCardGrid headingLevel="h2" firstImagePriority />
      </div>
    </>
  );
}
