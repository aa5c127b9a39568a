import { Link } from "react-router";
import { notFoundPage } from "#app/content/pages.ts";
import { paths } from "#app/content/site-paths.ts";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

const destinations = [
  { to: paths.home, label: "Home", hint: "Start again from our home page" },
  { to: paths.services, label: "Services", hint: "Business, property and asset finance" },
  { to: paths.inquiry, label: "Inquiry", hint: "Tell us what you need and we'll call you" },
];

export function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
        Error 404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{notFoundPage.heading}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page may have moved, or the address may have a typo. These will get you back on track, or
        call us on{" "}
        <PhoneLink phone={brand.phone} />
        .
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {destinations.map((destination) => (
          <li key={destination.to}>
            <Link
              to={destination.to}
              className="block h-full rounded-xl border border-slate-200 p-5 text-left hover:border-brand-500 hover:shadow-md dark:border-slate-700"
            >
              <span className="block font-semibold text-brand-800 dark:text-brand-200">{destination.label}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{destination.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
