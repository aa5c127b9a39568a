import { settlementsPage } from "#app/content/pages.ts";
import { settlements, settlementsLink } from "#app/content/settlements.ts";
import { SettlementStories } from "#app/features/settlements/settlement-stories.tsx";
import { useCelebrationConfetti } from "#app/features/settlements/use-celebration-confetti.ts";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(settlementsPage);

export default function Settlements() {
  useCelebrationConfetti();
  return (
    <>
      <PageBanner heading={settlementsPage.heading}>
        <p>{settlementsPage.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SettlementStories settlements={settlements} />
        <div className="mt-14 text-center">
          <ButtonLink to={settlementsLink.to} variant="outline">
            {settlementsLink.label}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
