import { useEffect, useId, useRef, useState } from "react";
import { moreStories } from "#app/content/settlements-more.ts";
import type { Settlement } from "#app/content/settlements.ts";
import { SettlementCard } from "./settlement-card.tsx";

/** The spec's numbers: 3 stories at first, the rest after a 0.5 s loading message. */
export const INITIALLY_SHOWN = 3;
export const LOADING_MS = 500;

/** "waiting" for a click, "loading" for half a second, then "shown" (the stories are open). */
type Stage = "waiting" | "loading" | "shown";

/**
 * The settlements grid. Every story is in the HTML, in one list, but those
 * after the third show only once the "View More Stories" <details> is open:
 * the browser opens it without JavaScript. Once hydrated, a click instead
 * shows a loading message for half a second, then opens it and moves focus
 * to the first story that appeared, so keyboard and screen reader users land
 * on it. Either way the control then goes.
 */
export function SettlementStories({ settlements }: { settlements: readonly Settlement[] }) {
  const [stage, setStage] = useState<Stage>("waiting");
  const listId = useId();
  const more = useRef<HTMLDetailsElement>(null);
  const firstNewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage !== "loading") return;
    const timer = window.setTimeout(() => {
      if (more.current) more.current.open = true;
      firstNewHeading.current?.focus();
      setStage("shown");
    }, LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [stage]);

  return (
    // One list, so the further stories carry on the same grid. A browser without
    // :has() shows every story from the start, which is fine.
    <div className="group/stories">
      <ul id={listId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {settlements.map((settlement, index) => (
          <li
            key={settlement.id}
            className={index < INITIALLY_SHOWN ? undefined : "group-has-[details:not([open])]/stories:hidden"}
          >
            <SettlementCard
              settlement={settlement}
              priority={index === 0}
              ref={index === INITIALLY_SHOWN ? firstNewHeading : undefined}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 group-has-[details[open]]/stories:hidden">
        {/* Opened by the browser before hydration, React leaves it open: it never sets `open` itself. */}
        <details ref={more} suppressHydrationWarning>
          <summary
            aria-controls={listId}
            // Keeps keyboard focus while the stories load; a second click does nothing.
            aria-disabled={stage === "loading"}
            onClick={(event) => {
              event.preventDefault();
              setStage((current) => (current === "waiting" ? "loading" : current));
            }}
            className="inline-flex min-h-11 cursor-pointer list-none items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-brand-400 dark:text-slate-950 [&::-webkit-details-marker]:hidden"
          >
            {moreStories.button}
          </summary>
        </details>
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {stage === "loading" ? moreStories.loading : ""}
        </p>
      </div>
    </div>
  );
}
