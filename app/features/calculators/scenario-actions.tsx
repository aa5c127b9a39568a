import { useState } from "react";
import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";
import { scenarioFragment } from "../../../contracts/calculator-scenario-handoff.ts";
import { brand } from "#app/content/brand.ts";
import { paths } from "#app/content/site-paths.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useToday } from "#app/lib/use-today.ts";
import { buttonClassName } from "#app/ui/button-link.tsx";
import type { CalculatorSource } from "./calculator-form-kit.tsx";
import { downloadFile } from "./file-download.ts";
import { reportFileName } from "./report-file-name.ts";

interface ScenarioActionsProps {
  /** The result as a scenario; undefined while the inputs give no result. */
  scenario: CalculatorScenario | undefined;
  /** The calculator's assumptions and sources, as its page lists them: the report prints them too. */
  assumptions: readonly string[];
  sources?: readonly CalculatorSource[] | undefined;
}

type ReportState = "building" | "ready" | "failed";

const reportMessages: Readonly<Record<ReportState, string>> = {
  building: "Preparing your report…",
  ready: "Your report is ready: look for it in your downloads.",
  // Read when shown: the number is the one the page carries (published-content.ts).
  get failed() {
    return `We could not make your report just now. Please try again, or call us on ${brand.phone.display}.`;
  },
};

/**
 * What a visitor can do with a result: talk to a broker about it (the inquiry
 * form, with the scenario in the address's fragment), or keep a report of it
 * (a PDF made in the browser; its code is fetched only on the first click).
 */
export function ScenarioActions({ scenario, assumptions, sources }: ScenarioActionsProps) {
  const today = useToday();
  // The report is made by script: before hydration the button would look usable and do nothing.
  const hydrated = useHydrated();
  // The message belongs to the scenario it was made for: new figures clear it.
  const [report, setReport] = useState<{ state: ReportState; link: string } | null>(null);
  if (!scenario) return null;
  const reportState = report?.link === scenario.link ? report.state : undefined;

  const downloadReport = async () => {
    if (reportState === "building") return;
    setReport({ state: "building", link: scenario.link });
    try {
      const { buildCalculatorReport } = await import("./calculator-report.lazy.ts");
      const pdf = await buildCalculatorReport({ scenario, assumptions, sources, today });
      downloadFile(
        reportFileName(scenario, brand.name, today),
        new Blob([new Uint8Array(pdf)], { type: "application/pdf" }),
      );
      setReport({ state: "ready", link: scenario.link });
    } catch {
      setReport({ state: "failed", link: scenario.link });
    }
  };

  return (
    <div className="pt-2">
      <div className="flex flex-wrap gap-3">
        {/* A plain link, not the router's: the visitor may open it in a new tab, and the inquiry page reads the fragment on load. */}
        <a href={`${paths.inquiry}${scenarioFragment(scenario)}`} className={buttonClassName("primary")}>
          Talk to a broker about this
        </a>
        {hydrated && (
          <button
            type="button"
            onClick={() => void downloadReport()}
            // Not `disabled`, which would take the focus away from a keyboard user mid-click.
            aria-disabled={reportState === "building" ? true : undefined}
            className={`${buttonClassName("outline")} cursor-pointer aria-disabled:cursor-wait aria-disabled:opacity-70`}
          >
            Download report (PDF)
          </button>
        )}
      </div>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${reportState === "failed" ? "font-medium text-red-700 dark:text-red-300" : "text-slate-700 dark:text-slate-300"}`}
      >
        {reportState && reportMessages[reportState]}
      </p>
    </div>
  );
}
