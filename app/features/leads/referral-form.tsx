import { FIELD_LIMITS, referralSchema, type ReferralInput } from "../../../contracts/lead-forms.ts";
import { LeadField, type LeadFieldSpec } from "./lead-field.tsx";
import { SendControls } from "./send-status.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";

/** The spec's time for the referral success banner. */
export const REFERRAL_BANNER_MS = 5000;

const emptyReferral: ReferralInput = { from_name: "", from_email: "", from_phone: "", message: "" };

const referralFields: readonly LeadFieldSpec<ReferralInput>[] = [
  {
    name: "from_name",
    input: { label: "Your name", type: "text", autoComplete: "name", maxLength: FIELD_LIMITS.name },
  },
  {
    name: "from_email",
    input: { label: "Your email", type: "email", autoComplete: "email", maxLength: FIELD_LIMITS.email },
  },
  {
    name: "from_phone",
    input: { label: "Your phone", type: "tel", autoComplete: "tel", maxLength: FIELD_LIMITS.phone },
  },
  { name: "message", textarea: { label: "Message", rows: 4, maxLength: FIELD_LIMITS.message } },
];

/**
 * The referral form (spec §2 Referral, §3, §4): four required fields, sent as
 * multipart through the e-mail client; on success a banner with a check mark
 * shows for 5 seconds and the form resets. It also posts as plain HTML before
 * hydration or without JavaScript.
 */
export function ReferralForm({ className = "" }: { className?: string }) {
  const { formRef, onSubmit, register, errors, status } = useLeadForm("referral", referralSchema, emptyReferral, {
    bannerMs: REFERRAL_BANNER_MS,
  });

  return (
    <LeadFormFrame form="referral" formRef={formRef} onSubmit={onSubmit} className={className}>
      {/* One list of siblings, fields then send controls: useId derives each field's id from its place in it, and a list of
          the fields nested in this one would change every id in the prerendered pages. */}
      {[
        ...referralFields.map((field) => (
          <LeadField key={field.name} field={field} register={register} errors={errors} />
        )),
        <SendControls key="send" form="referral" status={status} submitLabel="Send Referral" withCheckMark>
          Thank you! Your message has been sent successfully.
        </SendControls>,
      ]}
    </LeadFormFrame>
  );
}
