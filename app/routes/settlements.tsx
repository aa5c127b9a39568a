import { settlementsPage } from "#app/content/pages.ts";
import { settlementsLink, shownSettlements } from "#app/content/settlements.ts";
import { SettlementStories } from "#app/features/settlements/settlement-stories.tsx";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { behaviourMarker } from "#app/ui/behaviour-markup.ts";
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
      {/* The confetti as the page opens: plain DOM, no React (celebration-behaviour.ts). */}
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6" {...behaviourMarker("celebration")}>
        {/* Awake as it nears the viewport, not when reached for: a tap opening the native <details>
            first would hide its focused summary and skip the move to the first new story. */}
        <Island
          name="settlement-stories"
          component={SettlementStories}
          props={{ settlements: shownSettlements() }}
          wake="visible"
        />
        <div className="mt-14 text-center">
          <ButtonLink to={settlementsLink.to} variant="outline">
            {settlementsLink.label}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
