import { services } from "#app/content/services.ts";
import { paths } from "#app/content/site-paths.ts";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Reveal } from "#app/ui/reveal.tsx";
import { ServiceIcon } from "./service-icon.tsx";

/**
 * The catalogue of eight services, each card leading to its own page. On a page
 * that opens with it, `firstImagePriority` loads the first card's image at once:
 * on a phone it is the largest thing on the first screen.
 */
export function ServiceCardGrid({
  headingLevel: Heading = "h3",
  firstImagePriority = false,
}: {
  headingLevel?: "h2" | "h3";
  firstImagePriority?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service, index) => (
        <Reveal as="li" key={service.id} className="flex">
          <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
            <ContentImage
              image={service.image}
              priority={firstImagePriority && index === 0}
              className="aspect-[4/3] w-full object-cover"
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            />
            <div className="flex flex-1 flex-col p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
                <ServiceIcon name={service.icon} className="size-5" />
              </span>
              <Heading className="mt-3 text-lg font-semibold">{service.title}</Heading>
              <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
              <a
                href={paths.service(service.id)}
                className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
              >
                {service.cta}
              </a>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
