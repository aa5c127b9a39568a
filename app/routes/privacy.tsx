import { brand } from "#app/content/brand.ts";
import { privacyPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { paths } from "#app/route-paths.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(privacyPage, paths.privacy);

export default function Privacy() {
  return (
    <>
      <PageBanner heading={privacyPage.heading}>
        <p>{privacyPage.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p>
          Questions about your personal information go to our privacy officer at{" "}
          <a className="font-semibold text-brand-700 underline dark:text-brand-300" href={`mailto:${brand.email}`}>
            {brand.email}
          </a>{" "}
          or {brand.phone.display}.
        </p>
      </div>
    </>
  );
}
