import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { usePageHash } from "#app/lib/page-address.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  type CalculatorScenario,
  SCENARIO_FIELD,
  scenarioCalculatorName,
  scenarioFieldValue,
  scenarioFromFragment,
  type ScenarioLine,
} from "../../../contracts/calculator-scenario.ts";

export interface AttachedScenario {
  /** The scenario the calculator sent in the address's fragment; null when there is none, it will not do, or it is gone. */
  scenario: CalculatorScenario | null;
  /** The visitor took it off: the form says so where it was. */
  removedByVisitor: boolean;
  /** The visitor's "Remove scenario". */
  remove: () => void;
  /** The inquiry has been sent with it: nothing is left to say. */
  clear: () => void;
}

/**
 * The scenario a calculator's "Talk to a broker about this" put in the
 * address (`/inquiry#scenario=…`). Read only once hydrated: the prerendered
 * page has no fragment, and hydration must render what it rendered. Once
 * removed or sent, the fragment leaves the address too, so a reload does not
 * bring it back.
 */
export function useAttachedScenario(): AttachedScenario {
  const hydrated = useHydrated();
  const hash = usePageHash();
  // replaceState passes the router by, so its location keeps the fragment: the one let go of is remembered here.
  const [letGo, setLetGo] = useState<{ hash: string; byVisitor: boolean } | null>(null);
  const current = hydrated && letGo?.hash !== hash ? hash : "";
  const scenario = useMemo(() => scenarioFromFragment(current), [current]);

  const letGoOf = useCallback(
    (byVisitor: boolean) => {
      if (!scenario) return;
      setLetGo({ hash, byVisitor });
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    },
    [scenario, hash],
  );

  return {
    scenario,
    removedByVisitor: letGo?.hash === hash && letGo.byVisitor,
    remove: useCallback(() => letGoOf(true), [letGoOf]),
    clear: useCallback(() => letGoOf(false), [letGoOf]),
  };
}

const boxStyle =
  "rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800 dark:border-brand-700 dark:bg-slate-800 dark:text-slate-200";

/**
 * The scenario shown attached to the inquiry, above its fields, and posted
 * with it as one hidden field; or, once the visitor has removed it, a note
 * saying so, which takes the focus the Remove button had.
 */
export function ScenarioAttachment({ attached, className = "" }: { attached: AttachedScenario; className?: string }) {
  const headingId = useId();
  const { scenario } = attached;
  if (!scenario) return attached.removedByVisitor ? <RemovedNote className={className} /> : null;
  const calculator = scenarioCalculatorName(scenario);
  return (
    <section aria-labelledby={headingId} className={`${boxStyle} ${className}`}>
      <input type="hidden" name={SCENARIO_FIELD} value={scenarioFieldValue(scenario)} />
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Your {calculator} scenario
      </h2>
      <p className="mt-1 text-sm">
        It is sent with your inquiry, so the broker who calls you back already knows your numbers.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <ScenarioLines heading="What you entered" lines={scenario.inputs} />
        <ScenarioLines heading="What it showed" lines={scenario.results} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <a href={scenario.link} className="font-medium text-brand-700 underline dark:text-brand-300">
          Open it in the {calculator}
        </a>
        <button
          type="button"
          onClick={attached.remove}
          className="min-h-11 rounded-full border border-slate-400 px-4 font-semibold hover:bg-white dark:border-slate-500 dark:hover:bg-slate-700"
        >
          Remove scenario
        </button>
      </div>
    </section>
  );
}

function ScenarioLines({ heading, lines }: { heading: string; lines: readonly ScenarioLine[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{heading}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lines.map((line, index) => (
          // By place: labels may repeat (two "Interest saved" results, under two headings on the calculator's page).
          <div key={index} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{line.label}</dt>
            <dd className="font-medium">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RemovedNote({ className }: { className: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} className={`text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      Scenario removed. Your inquiry will be sent without it.
    </p>
  );
}
