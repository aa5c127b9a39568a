import { settlementsPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(settlementsPage, paths.settlements);

export default function Settlements() {
  return (
    <>
      <PageBanner heading={settlementsPage.heading}>
        <p>{settlementsPage.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ButtonLink to={paths.inquiry}>Start your own story</ButtonLink>
      </div>
    </>
  );
}
