import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { FIELD_LIMITS, referralSchema, type Referral, type ReferralInput } from "../../../contracts/lead-forms.ts";
import { TextAreaField, TextField } from "./form-field.tsx";
import { SendFailedAlert, SentBanner, SubmitButton } from "./send-status.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadSend } from "./use-lead-send.ts";
import { NOT_SENT_NOTICE_IDS, SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";

/** The spec's time for the referral success banner. */
export const REFERRAL_BANNER_MS = 5000;

const emptyReferral: ReferralInput = { from_name: "", from_email: "", from_phone: "", message: "" };

/**
 * The referral form (spec §2 Referral, §3, §4): four required fields, sent as
 * multipart through the e-mail client; on success a banner with a check mark
 * shows for 5 seconds and the form resets. It also posts as plain HTML before
 * hydration or without JavaScript.
 */
export function ReferralForm({ className = "" }: { className?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { sending, sent, failed, clear, send } = useLeadSend("referral", { bannerMs: REFERRAL_BANNER_MS });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferralInput, unknown, Referral>({
    resolver: zodResolver(referralSchema),
    mode: "onSubmit",
    reValidateMode: "onBlur",
    shouldFocusError: true,
    defaultValues: emptyReferral,
  });

  const onValid = async () => {
    if (!(await send(formRef.current))) return;
    formRef.current?.reset();
    reset(emptyReferral);
  };

  return (
    <LeadFormFrame
      form="referral"
      formRef={formRef}
      onSubmit={(event) => {
        clear();
        void handleSubmit(onValid)(event);
      }}
      className={className}
    >
      <TextField
        label="Your name"
        {...register("from_name")}
        error={errors.from_name?.message}
        type="text"
        autoComplete="name"
        maxLength={FIELD_LIMITS.name}
        required
      />
      <TextField
        label="Your email"
        {...register("from_email")}
        error={errors.from_email?.message}
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        required
      />
      <TextField
        label="Your phone"
        {...register("from_phone")}
        error={errors.from_phone?.message}
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_LIMITS.phone}
        required
      />
      <TextAreaField
        label="Message"
        {...register("message")}
        error={errors.message?.message}
        rows={4}
        maxLength={FIELD_LIMITS.message}
        required
      />
      <div className="grid gap-4">
        <div>
          <SubmitButton sending={sending}>Send Referral</SubmitButton>
        </div>
        <SentBanner shown={sent} withCheckMark noScriptId={SENT_NOTICE_IDS.referral}>
          Thank you! Your message has been sent successfully.
        </SentBanner>
        <SendFailedAlert shown={failed} noScriptId={NOT_SENT_NOTICE_IDS.referral} />
      </div>
    </LeadFormFrame>
  );
}
