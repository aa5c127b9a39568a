import { type ReactNode, type RefObject, useId } from "react";
import type { CalculatorResult, CalculatorField } from "#app/features/calculators/maths/calculator-result.ts";
import { FieldFrame, fieldBorder } from "#app/ui/field-frame.tsx";
import type { CalculatorQuery } from "./use-calculator-query.ts";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300";
const messageStyle = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** The message the maths gave for one field, if any: it is shown at that field. */
export function problemAt<Figures>(result: CalculatorResult<Figures>, field: CalculatorField): string | undefined {
  return result.ok ? undefined : result.problems.find((problem) => problem.field === field)?.message;
}

/**
 * Wires a field to the calculator's query and result: `field("rate")` gives
 * the field its URL parameter as its name, the text to show, the change that
 * writes it back, and the maths' message for it.
 */
export function wireFields<Field extends CalculatorField, Figures>(
  { text, change }: Pick<CalculatorQuery<Field>, "text" | "change">,
  result: CalculatorResult<Figures>,
) {
  return (name: Field) => ({
    name,
    value: text[name],
    onChange: (value: string) => change(name, value),
    problem: problemAt(result, name),
  });
}

interface AmountFieldProps {
  /** The URL parameter, which is also the input's name. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "$" before the box, or "%" / "years" after it. */
  prefix?: string;
  suffix?: string;
  problem?: string | undefined;
}

/** A labelled box for a number, its unit beside it, and the maths' message under it when the entry will not do. */
export function AmountField({ name, label, value, onChange, prefix, suffix, problem }: AmountFieldProps) {
  return (
    <FieldFrame label={label} error={problem} errorIdSuffix="problem">
      {({ id, ...ties }) => (
        <div
          className={`mt-1 flex items-center rounded-lg border bg-white shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 dark:bg-slate-950 dark:focus-within:outline-brand-300 ${fieldBorder(Boolean(problem))}`}
        >
          {prefix && (
            <span aria-hidden="true" className="pl-3 text-slate-600 dark:text-slate-400">
              {prefix}
            </span>
          )}
          <input
            id={id}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...ties}
            className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2 text-base text-slate-900 outline-none dark:text-slate-100"
          />
          {suffix && (
            <span aria-hidden="true" className="pr-3 text-slate-600 dark:text-slate-400">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  problem?: string | undefined;
}

/**
 * A drop-down for a long list of choices. A value from the URL that is none
 * of them gets an empty first option, so the box never pretends to hold a
 * choice the visitor did not make, and the maths' message says what to pick.
 */
export function SelectField({ name, label, value, options, onChange, problem }: SelectFieldProps) {
  const known = options.some((option) => option.value === value);
  return (
    <FieldFrame label={label} error={problem} errorIdSuffix="problem">
      {({ id, ...ties }) => (
        <select
          id={id}
          name={name}
          value={known ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          {...ties}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100 ${focusRing} ${fieldBorder(Boolean(problem))}`}
        >
          {!known && <option value="">Choose one</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface ChoiceFieldProps {
  name: string;
  legend: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  problem?: string | undefined;
}

/** A radio group: arrow keys move between choices, and a value from the URL that is none of them gets the message. */
export function ChoiceField({ name, legend, value, options, onChange, problem }: ChoiceFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    // ARIA lets neither a group nor a radio be "invalid", so the message itself,
    // tied to the group and to each radio, is what tells a screen reader.
    <fieldset aria-describedby={problem ? problemId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-900/40"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // On each radio too, so a screen reader landing on one reads the message.
              aria-describedby={problem ? problemId : undefined}
              className={focusRing}
            />
            {option.label}
          </label>
        ))}
      </div>
      {problem && (
        <p id={problemId} className={messageStyle}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A headline result: an <output> named by its visible caption and described
 * by its note. An <output> is a polite live region, so a screen reader hears
 * the new figure as the visitor types.
 */
export function ResultFigure({ caption, value, note }: { caption: string; value: string; note?: ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="rounded-xl bg-brand-50 p-4 dark:bg-brand-900/40">
      <p id={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {caption}
      </p>
      <output
        aria-labelledby={id}
        aria-describedby={note ? noteId : undefined}
        className="mt-1 block text-2xl font-bold text-slate-900 dark:text-white"
      >
        {value}
      </output>
      {note && (
        <p id={noteId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * One line of an itemised result: its caption, and an <output> named by it.
 * Not live: with every line announcing each keystroke a screen reader would
 * queue half a dozen figures; the headline figures speak, the lines are read on demand.
 */
export function ResultLine({
  caption,
  value,
  note,
  emphasis = false,
}: {
  caption: string;
  value: string;
  note?: ReactNode;
  emphasis?: boolean;
}) {
  const id = useId();
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-4 py-2 ${emphasis ? "border-t-2 border-slate-900 font-semibold dark:border-slate-100" : "border-t border-slate-200 dark:border-slate-700"}`}
    >
      <span id={id} className="text-sm text-slate-800 dark:text-slate-200">
        {caption}
      </span>
      <output
        aria-labelledby={id}
        aria-live="off"
        aria-describedby={note ? `${id}-note` : undefined}
        className="text-base text-slate-900 tabular-nums dark:text-white"
      >
        {value}
      </output>
      {note && (
        <span id={`${id}-note`} className="w-full text-sm text-slate-600 dark:text-slate-400">
          {note}
        </span>
      )}
    </div>
  );
}

/**
 * The figures that rest on a rule we could not confirm at an official source,
 * each said in a sentence (issue 5: shown as estimates, never silently guessed).
 */
export function EstimateNotes({ estimates }: { estimates: readonly string[] }) {
  if (estimates.length === 0) return null;
  return (
    <section
      aria-labelledby="estimates-heading"
      className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="estimates-heading" className="font-semibold text-slate-900 dark:text-white">
        Estimates
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        {estimates.map((estimate) => (
          <li key={estimate}>{estimate}</li>
        ))}
      </ul>
    </section>
  );
}

/** The closing assumption of the loan calculators (/lrc, /lmi, /oc, /refinance). */
export const LOAN_ESTIMATE_NOTE =
  "Figures are estimates: rates are used as you enter them, and fees and charges are left out.";

/** Where a calculator's figures come from: a named official page. */
export interface CalculatorSource {
  readonly label: string;
  readonly url: string;
}

/**
 * The assumptions behind a calculator, in plain words, and the sources of its
 * figures. Plain strings, not markup: the report (PDF) prints the same list.
 */
export function AssumptionList({
  items,
  sources = [],
}: {
  items: readonly string[];
  sources?: readonly CalculatorSource[];
}) {
  return (
    <section aria-labelledby="assumptions-heading" className="mt-10">
      <h2 id="assumptions-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        How we work it out
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {sources.length > 0 && (
          <li>
            Sources:{" "}
            {sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 && "; "}
                <a
                  href={source.url}
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {source.label}
                </a>
              </span>
            ))}
            .
          </li>
        )}
      </ul>
    </section>
  );
}

interface CalculatorLayoutProps {
  label: string;
  /** The query's form ref (useCalculatorQuery), which reads what was typed before hydration. */
  form: RefObject<HTMLFormElement | null>;
  inputs: ReactNode;
  results: ReactNode;
}

/** The form beside its results: stacked on a phone, side by side from a tablet up. */
export function CalculatorLayout({ label, form, inputs, results }: CalculatorLayoutProps) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form ref={form} aria-label={label} className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        {inputs}
      </form>
      <div className="space-y-4">{results}</div>
    </div>
  );
}
