import { brand } from "#app/content/brand.ts";
import { aboutPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(aboutPage, paths.about);

export default function About() {
  return (
    <>
      <PageBanner heading={aboutPage.heading}>
        <p>
          {brand.name} is an independent broker for business owners, property investors and home buyers. We
          compare lenders, do the paperwork and stay with you until settlement.
        </p>
      </PageBanner>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-14 sm:px-6">
        <ButtonLink to={paths.contact}>Get in Touch</ButtonLink>
        <ButtonLink to={paths.servicesSection} variant="outline">
          Explore our services
        </ButtonLink>
        <ButtonLink to={paths.referral} variant="outline">
          Refer a client
        </ButtonLink>
      </div>
    </>
  );
}
