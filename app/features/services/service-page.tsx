import { serviceById, type ServiceId } from "#app/content/services.ts";
import { servicePages } from "#app/content/pages.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

interface ServicePageProps {
  id: ServiceId;
  callToAction: "Inquire Now" | "Get Started Now" | "Apply Now";
}

/** The template shared by the seven single-service pages. */
export function ServicePage({ id, callToAction }: ServicePageProps) {
  const service = serviceById(id);
  return (
    <>
      <PageBanner heading={servicePages[id].heading} eyebrow="Our services">
        <p>{service.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ButtonLink to={paths.inquiry}>{callToAction}</ButtonLink>
      </div>
    </>
  );
}
