/**
 * The overview's "Time to first contact": how fast the firm makes a first
 * contact attempt, in business minutes, and the share of leads contacted
 * within the goal (LEAD_RESPONSE_MINUTES), overall, per week as a chart and
 * a table, per broker and per form (first-contact-figures.ts says which
 * leads count; decision 019).
 */
import { FORM_LABELS } from "../leads/field-labels.ts";
import { DataTable } from "../data-table.tsx";
import { melbourneDay } from "../inbox-time.tsx";
import { FirstContactChart, minutesFigure } from "./first-contact-chart.tsx";
import type { FirstContactFigures, SpeedFigures } from "./first-contact-figures.ts";

/** "80% (8 of 10)", or "No lead due yet" when no clock has stopped or run out. */
export function shareWords(figures: SpeedFigures): string {
  if (figures.shareWithin === null) return "No lead due yet";
  const counted = figures.contacted + figures.overdue;
  const percent = Math.round(figures.shareWithin * 100);
  return `${percent}% (${figures.within.toLocaleString("en-AU")} of ${counted.toLocaleString("en-AU")})`;
}

function medianWords(figures: SpeedFigures): string {
  return figures.medianMinutes === null ? "None contacted yet" : minutesFigure(figures.medianMinutes);
}

/** One row's cells after its heading: contacted, median, within the goal, waiting past due. */
function SpeedCells({ figures }: { figures: SpeedFigures }) {
  return (
    <>
      <td>{figures.contacted.toLocaleString("en-AU")}</td>
      <td>{medianWords(figures)}</td>
      <td>{shareWords(figures)}</td>
      <td>{figures.overdue.toLocaleString("en-AU")}</td>
    </>
  );
}

export function FirstContactSection({ speed }: { speed: FirstContactFigures }) {
  const goal = `${minutesFigure(speed.goalMinutes)} ${speed.goalMinutes === 1 ? "minute" : "minutes"}`;
  const columns = ["Contacted", "Median business minutes", `Within ${goal}`, "Waiting past due"];
  const { overall } = speed;
  return (
    <>
      <h2>Time to first contact</h2>
      <p>
        {overall.medianMinutes === null
          ? `No leads contacted yet in these ${speed.weeks.length} weeks.`
          : `At the median, a lead was first contacted ${minutesFigure(overall.medianMinutes)} business ${overall.medianMinutes === 1 ? "minute" : "minutes"} after it arrived (over ${overall.contacted.toLocaleString("en-AU")} contacted).`}{" "}
        {overall.shareWithin === null
          ? `No lead has reached its due time yet.`
          : `${shareWords(overall)} were contacted within the goal of ${goal}.`}
      </p>
      <p className="hint">
        Business minutes count opening hours only. The share is of leads contacted or still waiting past their due time;
        a lead waiting past its due time counts as not within the goal, and one not yet due is not counted. Spam and
        leads that arrived before the first-contact clock are left out.
      </p>
      <FirstContactChart weeks={speed.weeks} goalMinutes={speed.goalMinutes} describedBy="speed-by-week-caption" />

      <DataTable
        id="speed-by-week"
        caption={`Time to first contact per week, against the goal of ${goal}`}
        columns={["Week starting", ...columns]}
      >
        {speed.weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row">{melbourneDay(week.start)}</th>
            <SpeedCells figures={week} />
          </tr>
        ))}
      </DataTable>

      <DataTable
        id="speed-by-broker"
        caption={`Time to first contact per broker (the lead's owner), over the ${speed.weeks.length} weeks`}
        columns={["Broker", ...columns]}
      >
        {speed.brokers.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1}>No leads contacted yet.</td>
          </tr>
        ) : (
          speed.brokers.map((broker) => (
            <tr key={broker.staffId ?? "nobody"}>
              <th scope="row">
                {broker.staffId === null ? "Not assigned" : (broker.name ?? `Staff ${broker.staffId}`)}
              </th>
              <SpeedCells figures={broker} />
            </tr>
          ))
        )}
      </DataTable>

      <DataTable
        id="speed-by-form"
        caption={`Time to first contact per form, over the ${speed.weeks.length} weeks`}
        columns={["Form", ...columns]}
      >
        {speed.forms.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1}>No leads contacted yet.</td>
          </tr>
        ) : (
          speed.forms.map((form) => (
            <tr key={form.form}>
              <th scope="row">{FORM_LABELS[form.form] ?? form.form}</th>
              <SpeedCells figures={form} />
            </tr>
          ))
        )}
      </DataTable>
    </>
  );
}
