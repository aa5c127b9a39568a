import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, type FormEvent, type RefObject } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import { useLeadSend, type LeadSendOptions, type SendStatus } from "./use-lead-send.ts";

export interface LeadForm<Input extends FieldValues> {
  formRef: RefObject<HTMLFormElement | null>;
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: SendStatus;
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
  sendOptions?: LeadSendOptions,
): LeadForm<Input> {
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, sent, failed, clear, send } = useLeadSend(form, sendOptions);
  const {
    register,
    handleSubmit,
    reset,
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
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clear();
    void handleSubmit(onValid)(event);
  };

  return { formRef, register, errors, onSubmit, status: { sending, sent, failed } };
}
