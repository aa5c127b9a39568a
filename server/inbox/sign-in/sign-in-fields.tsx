/**
 * The parts the signed-out forms (sign-in, enrolment) share: a labelled
 * field that shows its own problem, and the summary of problems at the top.
 * A problem is tied to its input (aria-describedby, aria-invalid), and the
 * summary is an alert whose links move focus to the field.
 */
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";

export interface FieldProblem {
  /** The input's id. */
  field: string;
  message: string;
}

export interface FieldProps {
  id: string;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  hint?: string;
  problem?: string;
  defaultValue?: string;
  inputMode?: "numeric" | "email" | "text";
  readOnly?: boolean;
  maxLength?: number;
}

export function Field({
  id,
  label,
  type,
  autoComplete,
  hint,
  problem,
  defaultValue,
  inputMode,
  readOnly,
  maxLength,
}: FieldProps) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
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
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        readOnly={readOnly}
        required={!readOnly}
        maxLength={maxLength}
        spellCheck={false}
        autoCapitalize="none"
        aria-describedby={described || undefined}
        aria-invalid={problem ? true : undefined}
      />
    </div>
  );
}

/** "There is a problem", listing each, linked to its field; nothing when there is none. */
export function ProblemSummary({ problems }: { problems: readonly FieldProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="alert" role="alert" aria-labelledby="problem-summary-title" tabIndex={-1}>
      <h2 id="problem-summary-title">There is a problem</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a href={`#${problem.field}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The problem of one field, if any. */
export function problemOf(problems: readonly FieldProblem[], field: string): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/** A page's title, marked when its form came back with problems (screen readers announce the title first). */
export function titled(title: string, problems: readonly FieldProblem[]): string {
  return problems.length > 0 ? `Error: ${title}` : title;
}
