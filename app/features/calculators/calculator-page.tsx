import type { ReactNode } from "react";
import type { PageCopy } from "#app/content/pages.ts";
import { paths } from "#app/route-paths.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";

/** The frame every calculator sits in: title banner, the calculator, and the way to a broker. */
export function CalculatorPage({ copy, children }: { copy: PageCopy; children?: ReactNode }) {
  return (
    <>
      <PageBanner heading={copy.heading} eyebrow="Calculators">
        <p>{copy.description}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {children}
        <p className={`text-sm text-slate-600 dark:text-slate-400 ${children ? "mt-10" : ""}`}>
          Results are general information only, not credit advice. A broker can tell you what applies to you.
        </p>
        <div className="mt-6">
          <ButtonLink to={paths.inquiry}>Talk to a broker</ButtonLink>
        </div>
      </div>
    </>
  );
}
