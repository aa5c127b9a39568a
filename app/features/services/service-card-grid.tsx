import { Link } from "react-router";
import { services } from "#app/content/services.ts";
import { paths } from "#app/route-paths.ts";
import { Reveal } from "#app/ui/reveal.tsx";

/** The catalogue of eight services, each card leading to its own page. */
export function ServiceCardGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <Reveal as="li" key={service.id} className="flex">
          <article className="flex flex-1 flex-col rounded-2xl border border-slate-200 p-6 shadow-sm dark:border-slate-700">
            <h3 className="text-lg font-semibold">{service.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
            <Link
              to={paths.service(service.id)}
              className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Learn more<span className="sr-only"> about {service.title}</span>
            </Link>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
