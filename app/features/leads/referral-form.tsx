import { FIELD_LIMITS, referralSchema, type ReferralInput } from "../../../contracts/lead-forms.ts";
import { LeadField, type LeadFieldSpec } from "./lead-field.tsx";
import { SendFailedAlert, SentBanner, SubmitButton } from "./send-status.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";
import { NOT_SENT_NOTICE_IDS, SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";

/** The spec's time for the referral success banner. */
export const REFERRAL_BANNER_MS = 5000;

const emptyReferral: ReferralInput = { from_name: "", from_email: "", from_phone: "", message: "" };

const referralFields: readonly LeadFieldSpec<ReferralInput>[] = [
  { name: "from_name", input: { label: "Your name", type: "text", autoComplete: "name", maxLength: FIELD_LIMITS.name } },
  { name: "from_email", input: { label: "Your email", type: "email", autoComplete: "email", maxLength: FIELD_LIMITS.email } },
  { name: "from_phone", input: { label: "Your phone", type: "tel", autoComplete: "tel", maxLength: FIELD_LIMITS.phone } },
  { name: "message", textarea: { label: "Message", rows: 4, maxLength: FIELD_LIMITS.message } },
];

/**
 * The referral form (spec §2 Referral, §3, §4): four required fields, sent as
 * multipart through the e-mail client; on success a banner with a check mark
 * shows for 5 seconds and the form resets. It also posts as plain HTML before
 * hydration or without JavaScript.
 */
export function ReferralForm({ className = "" }: { className?: string }) {
  const { formRef, onSubmit, register, errors, sending, sent, failed } = useLeadForm("referral", referralSchema, emptyReferral, {
    bannerMs: REFERRAL_BANNER_MS,
  });

  return (
    <LeadFormFrame form="referral" formRef={formRef} onSubmit={onSubmit} className={className}>
      {/* One list, the fields and the send controls side by side: useId names each field by its place among them. */}
      {[
        ...referralFields.map((field) => <LeadField key={field.name} field={field} register={register} errors={errors} />),
        <div key="send" className="grid gap-4">
          <div>
            <SubmitButton sending={sending}>Send Referral</SubmitButton>
          </div>
          <SentBanner shown={sent} withCheckMark noScriptId={SENT_NOTICE_IDS.referral}>
            Thank you! Your message has been sent successfully.
          </SentBanner>
          <SendFailedAlert shown={failed} noScriptId={NOT_SENT_NOTICE_IDS.referral} />
        </div>,
      ]}
    </LeadFormFrame>
  );
}
