/**
 * The controls of the content studio's forms: each labelled, with its limit
 * or example as a hint, and its problem (if the form came back with one)
 * beside it, tied to it by aria-describedby and marked aria-invalid. The
 * summary at the top of a refused form (sign-in-fields.tsx's ProblemSummary)
 * links each problem to its control by id.
 */
import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { type FieldProblem, problemOf } from "../sign-in/sign-in-fields.tsx";

interface ControlProps {
  id: string;
  label: string;
  hint?: string;
  problems: readonly FieldProblem[];
}

/** The hint and problem of a control, and the attributes that tie them to it. */
function describedBy({ id, hint, problems }: ControlProps) {
  const problem = problemOf(problems, id);
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");
  return {
    problem,
    attributes: { "aria-describedby": described || undefined, "aria-invalid": problem ? true : undefined },
  };
}

function HintAndProblem({ id, hint, problem }: { id: string; hint?: string; problem: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  type = "text",
  value,
  maxLength,
  inputMode,
  autoComplete = "off",
  ...control
}: ControlProps & {
  type?: HTMLInputTypeAttribute;
  value: string;
  maxLength?: number;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url" | "text";
  autoComplete?: string;
}) {
  const { problem, attributes } = describedBy(control);
  return (
    <div className="field">
      <label htmlFor={control.id}>{control.label}</label>
      <HintAndProblem id={control.id} hint={control.hint} problem={problem} />
      <input
        id={control.id}
        name={control.id}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={type === "text" ? undefined : false}
        {...attributes}
      />
    </div>
  );
}

/** A file to upload: no value is ever shown back (a browser cannot be given one), only its problem. */
export function FileField({ accept, ...control }: ControlProps & { accept: string }) {
  const { problem, attributes } = describedBy(control);
  return (
    <div className="field">
      <label htmlFor={control.id}>{control.label}</label>
      <HintAndProblem id={control.id} hint={control.hint} problem={problem} />
      <input id={control.id} name={control.id} type="file" accept={accept} {...attributes} />
    </div>
  );
}

export function TextAreaField({
  value,
  maxLength,
  rows = 4,
  ...control
}: ControlProps & { value: string; maxLength?: number; rows?: number }) {
  const { problem, attributes } = describedBy(control);
  return (
    <div className="field">
      <label htmlFor={control.id}>{control.label}</label>
      <HintAndProblem id={control.id} hint={control.hint} problem={problem} />
      <textarea
        id={control.id}
        name={control.id}
        rows={rows}
        defaultValue={value}
        maxLength={maxLength}
        {...attributes}
      />
    </div>
  );
}

export function SelectField({
  value,
  choices,
  choiceLabel = (choice) => choice,
  none,
  ...control
}: ControlProps & {
  value: string;
  choices: readonly string[];
  /** What a choice reads as, when not its value. */
  choiceLabel?: (choice: string) => string;
  /** The words of an empty choice that is a choice in itself ("None"); without it, "Choose…" shows only while nothing is chosen. */
  none?: string;
}) {
  const { problem, attributes } = describedBy(control);
  // A value that is none of the choices (typed into a crafted post) is shown as a choice to correct.
  const shown = choices.includes(value) || value === "" ? choices : [value, ...choices];
  return (
    <div className="field">
      <label htmlFor={control.id}>{control.label}</label>
      <HintAndProblem id={control.id} hint={control.hint} problem={problem} />
      <select id={control.id} name={control.id} defaultValue={value} {...attributes}>
        {none !== undefined ? (
          <option value="">{none}</option>
        ) : value === "" ? (
          <option value="">Choose…</option>
        ) : null}
        {shown.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({ checked, ...control }: ControlProps & { checked: boolean }) {
  const { problem, attributes } = describedBy(control);
  return (
    <div className="field check">
      <input id={control.id} name={control.id} type="checkbox" value="yes" defaultChecked={checked} {...attributes} />
      <label htmlFor={control.id}>{control.label}</label>
      <HintAndProblem id={control.id} hint={control.hint} problem={problem} />
    </div>
  );
}

/** A group of controls under a legend: a testimonial, a day's hours, the postal address. */
export function Group({ legend, id, children }: { legend: ReactNode; id?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend id={id}>{legend}</legend>
      {children}
    </fieldset>
  );
}
