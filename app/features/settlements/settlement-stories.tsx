import { useEffect, useId, useRef, useState } from "react";
import { moreStories, type Settlement } from "#app/content/settlements.ts";
import { SettlementCard } from "./settlement-card.tsx";

/** The spec's numbers: 3 stories at first, the rest after a 0.5 s loading message. */
export const INITIALLY_SHOWN = 3;
export const LOADING_MS = 500;

type Stage = "collapsed" | "loading" | "expanded";

/**
 * The settlements grid. "View More Stories" shows a loading message for half
 * a second, then every story; the button goes and focus moves to the first
 * story that appeared, so keyboard and screen reader users land on it.
 */
export function SettlementStories({ settlements }: { settlements: readonly Settlement[] }) {
  const [stage, setStage] = useState<Stage>("collapsed");
  const listId = useId();
  const firstNewHeading = useRef<HTMLHeadingElement>(null);
  const shown = stage === "expanded" ? settlements : settlements.slice(0, INITIALLY_SHOWN);

  useEffect(() => {
    if (stage === "loading") {
      const timer = window.setTimeout(() => setStage("expanded"), LOADING_MS);
      return () => window.clearTimeout(timer);
    }
    if (stage === "expanded") firstNewHeading.current?.focus();
  }, [stage]);

  return (
    <>
      <ul id={listId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((settlement, index) => (
          <li key={settlement.id}>
            <SettlementCard
              settlement={settlement}
              priority={index === 0}
              ref={index === INITIALLY_SHOWN ? firstNewHeading : undefined}
            />
          </li>
        ))}
      </ul>
      {stage !== "expanded" && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <button
            type="button"
            aria-controls={listId}
            // aria-disabled, not disabled: the button keeps keyboard focus while the stories load.
            aria-disabled={stage === "loading"}
            onClick={() => setStage((current) => (current === "collapsed" ? "loading" : current))}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-brand-400 dark:text-slate-950"
          >
            {moreStories.button}
          </button>
          <p role="status" className="text-slate-600 dark:text-slate-300">
            {stage === "loading" ? moreStories.loading : ""}
          </p>
        </div>
      )}
    </>
  );
}
