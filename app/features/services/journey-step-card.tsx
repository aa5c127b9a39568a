import { Check } from "lucide-react";
import type { BusinessPurchaseStep } from "#app/content/business-purchase.ts";
import { ContentImage } from "#app/ui/content-image.tsx";
import { Reveal } from "#app/ui/reveal.tsx";

/**
 * One step of the business purchase journey, numbered by its place in the ordered list.
 * `priority` for the first step, whose picture is on a phone's first screen.
 */
export function JourneyStepCard({
  step,
  number,
  priority = false,
}: {
  step: BusinessPurchaseStep;
  number: number;
  priority?: boolean;
}) {
  return (
    <Reveal
      as="li"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row dark:border-slate-700 dark:bg-slate-900"
    >
      <ContentImage
        image={step.image}
        priority={priority}
        className="h-auto w-full object-cover sm:w-2/5"
        sizes="(min-width: 768px) 20vw, 100vw"
      />
      <div className="flex-1 p-6">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Step {number}</p>
        <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
        <ul className="mt-3 space-y-2 text-slate-600 dark:text-slate-300">
          {step.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
