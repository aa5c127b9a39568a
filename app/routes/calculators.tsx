import { calculatorCardLink, calculatorCards } from "#app/content/calculators.ts";
import { calculatorsPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/features/seo/page-meta.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";

export const meta = () => pageMeta(calculatorsPage);

export default function Calculators() {
  return (
    <>
      <PageBanner heading={calculatorsPage.heading}>
        <p>{calculatorsPage.description}</p>
      </PageBanner>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {calculatorCards.map((card) => (
          <li key={card.to} className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <h2 className="text-lg font-semibold">{card.name}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{card.description}</p>
            <a
              href={card.to}
              // Six links with one visible text: the name tells them apart, and still starts with what is seen (WCAG 2.5.3).
              aria-label={`${calculatorCardLink}: ${card.name}`}
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950"
            >
              {calculatorCardLink}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
