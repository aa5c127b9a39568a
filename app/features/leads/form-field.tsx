import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const controlStyle =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100";
const validBorder = "border-slate-300 dark:border-slate-600";
const invalidBorder = "border-red-700 dark:border-red-400";

/** What a field frame hands its control: its id, its error state and its style. */
interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface FieldFrameProps {
  label: string;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, the control, and the control's message linked to it by aria-describedby. */
function FieldFrame({ label, error, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: `${controlStyle} ${error ? invalidBorder : validBorder}`,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  /** Styling of the field's frame (label, control and message), e.g. its grid span. */
  className?: string;
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id"> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input ref={ref} {...input} {...control} />}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "id" | "children"> & {
    ref?: Ref<HTMLSelectElement>;
    /** The empty first option, which counts as not chosen. */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ label, error, className, ref, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select ref={ref} {...select} {...control}>
          <option value="">{placeholder}</option>
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

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "id"> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <textarea ref={ref} {...textarea} {...control} />}
    </FieldFrame>
  );
}
