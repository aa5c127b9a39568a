/**
 * The lending assumptions a calculator page carries (decision 017): its
 * default rate, and for borrowing power the assessment buffer, as the office
 * published them with their source and the day each took effect. They come in
 * the island's props, written into the page by the render that drew it, so a
 * publish changes them without rebuilding the calculators' code.
 */
import type {
  AssumedFigure,
  LendingAssumptionKey,
  LendingAssumptions,
} from "../../../contracts/lending-assumptions.ts";
import { formatAustralianDate } from "#app/lib/australian-date.ts";
import type { CalculatorSource } from "./calculator-form-kit.tsx";

/** A calculator island's props: the assumptions it uses, and only those, to keep its page small. */
export interface CalculatorAssumptions<Key extends LendingAssumptionKey> {
  readonly assumptions: Pick<LendingAssumptions, Key>;
}

/** The figure as a form's text box holds it: 6, 5.99. */
export const figureText = (figure: AssumedFigure): string => String(figure.value);

/** "Source: APRA …; in effect since 1 November 2021." */
function sourceAndSince(figure: AssumedFigure): string {
  return `Source: ${figure.source}; in effect since ${formatAustralianDate(figure.since)}.`;
}

/** The assumptions note for a default rate: "The interest rate starts at 6 % a year. Source: …; in effect since …". */
export function defaultRateNote(subject: string, rate: AssumedFigure): string {
  return `${subject} starts at ${figureText(rate)} % a year, for you to change. ${sourceAndSince(rate)}`;
}

/** The assessment buffer's part of a note: "3 percentage points (source: …; in effect since …)". */
export function bufferText(buffer: AssumedFigure): string {
  return `${figureText(buffer)} percentage points (${sourceAndSince(buffer)
    .replace(/^Source/, "source")
    .replace(/\.$/, "")})`;
}

/** The figures' sources that have a link, once each, for the note's "Sources" line and the report. */
export function figureSources(...figures: readonly AssumedFigure[]): CalculatorSource[] {
  const sources = new Map<string, CalculatorSource>();
  for (const figure of figures) {
    if (figure.sourceUrl && !sources.has(figure.sourceUrl))
      sources.set(figure.sourceUrl, { label: figure.source, url: figure.sourceUrl });
  }
  return [...sources.values()];
}
