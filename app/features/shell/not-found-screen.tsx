import { notFoundScreen } from "#app/content/error-pages.ts";
import { notFoundPage } from "#app/content/pages.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

export function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
        {notFoundScreen.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{notFoundPage.heading}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {notFoundScreen.explanation.beforePhone} <PhoneLink phone={brand.phone} />
        {notFoundScreen.explanation.afterPhone}
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {notFoundScreen.destinations.map((destination) => (
          <li key={destination.to}>
            <a
              href={destination.to}
              className="block h-full rounded-xl border border-slate-200 p-5 text-left hover:border-brand-500 hover:shadow-md dark:border-slate-700"
            >
              <span className="block font-semibold text-brand-800 dark:text-brand-200">{destination.label}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{destination.hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
