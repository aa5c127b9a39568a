import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useRef, type FormEvent, type RefObject } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
} from "react-hook-form";
import type { z } from "zod";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import { useLeadSend, type LeadSendOptions, type SendStatus } from "./use-lead-send.ts";

export interface LeadForm<Input extends FieldValues> {
  formRef: RefObject<HTMLFormElement | null>;
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: SendStatus;
  /** Chooses a value for a field the visitor has left empty; one they have chosen, even before hydration, stays theirs. */
  preselect: <Name extends Path<Input>>(name: Name, value: PathValue<Input, Name>) => void;
  /** Sets a field's value, whatever it held (the callback form's time, once the page knows today's date). */
  replace: <Name extends Path<Input>>(name: Name, value: PathValue<Input, Name>) => void;
}

export interface LeadFormOptions extends LeadSendOptions {
  /** Called once a send is accepted and the form emptied, for what the form holds beside its fields. */
  onSent?: () => void;
}

/**
 * A lead form's state: its fields checked with the shared rules (contracts/lead-forms.ts)
 * on submit and again as each is left, focus on the first field still wrong; a valid
 * form sent through the e-mail client, then emptied. The values sent are the form's
 * own fields as the browser holds them, so what is posted without JavaScript is the same.
 */
export function useLeadForm<Input extends FieldValues, Output>(
  form: LeadFormName,
  schema: z.ZodType<Output, Input>,
  empty: DefaultValues<Input>,
  { onSent, ...sendOptions }: LeadFormOptions = {},
): LeadForm<Input> {
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, sent, failed, clear, send } = useLeadSend(form, sendOptions);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onBlur",
    shouldFocusError: true,
    defaultValues: empty,
  });

  const onValid = async () => {
    if (!(await send(formRef.current))) return;
    formRef.current?.reset();
    reset(empty);
    onSent?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    void handleSubmit(onValid)(event);
  };

  const preselect = useCallback<LeadForm<Input>["preselect"]>(
    (name, value) => {
      if (!getValues(name)) setValue(name, value);
    },
    [getValues, setValue],
  );

  const replace = useCallback<LeadForm<Input>["replace"]>((name, value) => setValue(name, value), [setValue]);

  return { formRef, register, errors, onSubmit, status: { sending, sent, failed }, preselect, replace };
}
