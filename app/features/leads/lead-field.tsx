import type { ComponentProps } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "./form-field.tsx";

/** What the form wires in itself: the registration, the message, and `required`, since a lead form has no optional field. */
type Wired = "name" | "onChange" | "onBlur" | "ref" | "error" | "required";

/**
 * One field of a lead form as the form lists it: its name in the form's
 * values, and its control (the key: input, select or textarea) with the
 * label and the control's own attributes (type, autocomplete token, native
 * limits) in the order they are rendered.
 */
export type LeadFieldSpec<Values extends FieldValues> = { name: Path<Values> } & (
  | { input: Omit<ComponentProps<typeof TextField>, Wired> }
  | { select: Omit<ComponentProps<typeof SelectField>, Wired> }
  | { textarea: Omit<ComponentProps<typeof TextAreaField>, Wired> }
);

interface LeadFieldProps<Values extends FieldValues> {
  field: LeadFieldSpec<Values>;
  register: UseFormRegister<Values>;
  /** The form's messages by field name (react-hook-form's `formState.errors`). */
  errors: Partial<Record<Path<Values>, { message?: string }>>;
}

/** A required field registered with its react-hook-form form, showing the form's message for it. */
export function LeadField<Values extends FieldValues>({ field, register, errors }: LeadFieldProps<Values>) {
  const wiring = { ...register(field.name), error: errors[field.name]?.message };
  if ("select" in field) return <SelectField {...wiring} {...field.select} required />;
  if ("textarea" in field) return <TextAreaField {...wiring} {...field.textarea} required />;
  return <TextField {...wiring} {...field.input} required />;
}
