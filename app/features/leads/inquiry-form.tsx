import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { enquiryTypes, FIELD_LIMITS, inquirySchema, references, type Inquiry, type InquiryInput } from "../../../contracts/lead-forms.ts";
import { SelectField, TextAreaField, TextField } from "./form-field.tsx";
import { SendFailedAlert, SentBanner, SubmitButton } from "./send-status.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadSend } from "./use-lead-send.ts";
import { NOT_SENT_NOTICE_IDS, SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";

const emptyInquiry: DefaultValues<InquiryInput> = {
  firstName: "",
  lastName: "",
  email: "",
  mobile: "",
  enquiryType: "",
  // Not a reference yet: the select's placeholder option (""), which the rules refuse.
  reference: undefined,
  postCode: "",
  message: "",
};

const referenceOptions = references.map((reference) => ({ value: reference, label: reference }));

/**
 * The inquiry form (spec §2 Inquiry, §3, §5): eight required fields, checked
 * with the shared rules, sent as multipart through the e-mail client. It
 * also posts as plain HTML before hydration or without JavaScript.
 */
export function InquiryForm({ className = "" }: { className?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, sent, failed, clear, send } = useLeadSend("inquiry");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InquiryInput, unknown, Inquiry>({
    resolver: zodResolver(inquirySchema),
    mode: "onSubmit",
    reValidateMode: "onBlur",
    shouldFocusError: true,
    defaultValues: emptyInquiry,
  });

  const onValid = async () => {
    if (!(await send(formRef.current))) return;
    formRef.current?.reset();
    reset(emptyInquiry);
  };

  return (
    <LeadFormFrame
      form="inquiry"
      formRef={formRef}
      onSubmit={(event) => {
        clear();
        void handleSubmit(onValid)(event);
      }}
      fieldsClassName="sm:grid-cols-2"
      className={className}
    >
      <TextField
        label="First name"
        {...register("firstName")}
        error={errors.firstName?.message}
        type="text"
        autoComplete="given-name"
        maxLength={FIELD_LIMITS.name}
        required
      />
      <TextField
        label="Last name"
        {...register("lastName")}
        error={errors.lastName?.message}
        type="text"
        autoComplete="family-name"
        maxLength={FIELD_LIMITS.name}
        required
      />
      <TextField
        label="Email"
        {...register("email")}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        required
      />
      <TextField
        label="Mobile"
        {...register("mobile")}
        error={errors.mobile?.message}
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_LIMITS.phone}
        required
      />
      <SelectField
        label="Enquiry type"
        {...register("enquiryType")}
        error={errors.enquiryType?.message}
        placeholder="Select Enquiry Type"
        options={enquiryTypes}
        required
      />
      <SelectField
        label="How did you hear about us?"
        {...register("reference")}
        error={errors.reference?.message}
        placeholder="Select Reference"
        options={referenceOptions}
        required
      />
      <TextField
        label="Postcode"
        {...register("postCode")}
        error={errors.postCode?.message}
        type="text"
        inputMode="numeric"
        pattern="[0-9]{4}"
        autoComplete="postal-code"
        maxLength={4}
        required
      />
      <TextAreaField
        label="Message"
        {...register("message")}
        error={errors.message?.message}
        className="sm:col-span-2"
        rows={4}
        maxLength={FIELD_LIMITS.message}
        required
      />
      <div className="grid gap-4 sm:col-span-2">
        <div>
          <SubmitButton sending={sending}>Submit Inquiry</SubmitButton>
        </div>
        <SentBanner shown={sent} noScriptId={SENT_NOTICE_IDS.inquiry}>
          Thank you! Your inquiry has been sent successfully.
        </SentBanner>
        <SendFailedAlert shown={failed} noScriptId={NOT_SENT_NOTICE_IDS.inquiry} />
      </div>
    </LeadFormFrame>
  );
}
