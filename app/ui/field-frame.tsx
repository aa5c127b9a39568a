import { useId, type ReactNode } from "react";

/** What the frame hands its control: the id its label names, and the ties to the message while there is one. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The message shown under the control; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** The end of the message's id, after the frame's own id and a hyphen ("error" gives `«r1»-error`). */
  errorIdSuffix?: string;
  /** Styling of the frame (label, control and message), e.g. its grid span. */
  className?: string | undefined;
  /** Draws the control, spreading `control` onto the element the label names. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: a visible label, the control, and the control's message
 * under it, tied to it by aria-describedby and aria-invalid, so assistive
 * technology reads the message with the field.
 */
export function FieldFrame({ label, error, errorIdSuffix = "error", className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-${errorIdSuffix}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** The border of a field's box: red while the field has a message. */
export function fieldBorder(invalid: boolean): string {
  return invalid ? "border-red-700 dark:border-red-400" : "border-slate-300 dark:border-slate-600";
}
