import { settlementsPage } from "#app/content/pages.ts";
import { settlements, settlementsLink } from "#app/content/settlements.ts";
import { CelebratedSettlementStories } from "#app/features/settlements/celebrated-settlement-stories.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { Island } from "#app/ui/island.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(settlementsPage);

export default function Settlements() {
  return (
    <>
      <PageBanner heading={settlementsPage.heading}>
        <p>{settlementsPage.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <Island name="settlement-stories" component={CelebratedSettlementStories} props={{ settlements }} wake="load" />
        <div className="mt-14 text-center">
          <ButtonLink to={settlementsLink.to} variant="outline">
            {settlementsLink.label}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
