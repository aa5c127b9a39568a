import { forwardRef } from "react";
import type { Settlement } from "#app/content/settlements.ts";
import { ContentImage } from "#app/ui/content-image.tsx";

/**
 * One client success story. Its heading can take focus when "View More Stories" reveals it.
 * `priority` for the first card, whose image is the largest thing on a phone's first screen.
 */
export const SettlementCard = forwardRef<HTMLHeadingElement, { settlement: Settlement; priority?: boolean }>(
  function SettlementCard({ settlement, priority = false }, headingRef) {
    return (
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <ContentImage
          image={settlement.image}
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
        <div className="flex-1 p-6">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none focus-visible:underline"
          >
            {settlement.heading}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{settlement.description}</p>
        </div>
      </article>
    );
  },
);
