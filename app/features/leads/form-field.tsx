import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldFrame, fieldBorder } from "#app/ui/field-frame.tsx";

/** A lead form's box: full width, its border red while the field has a message. */
function controlStyle(error: string | undefined): string {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100 ${fieldBorder(Boolean(error))}`;
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
      {(control) => <input ref={ref} {...input} {...control} className={controlStyle(error)} />}
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
        <select ref={ref} {...select} {...control} className={controlStyle(error)}>
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

type GroupedSelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "id" | "children"> & {
    ref?: Ref<HTMLSelectElement>;
    /** The options before the groups (the callback form's "As soon as possible"). */
    options: readonly { value: string; label: string }[];
    groups: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  };

/** A select whose choices come in labelled groups (<optgroup>), with no placeholder. */
export function GroupedSelectField({
  label,
  error,
  className,
  ref,
  options,
  groups,
  ...select
}: GroupedSelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select ref={ref} {...select} {...control} className={controlStyle(error)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
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
      {(control) => <textarea ref={ref} {...textarea} {...control} className={controlStyle(error)} />}
    </FieldFrame>
  );
}
