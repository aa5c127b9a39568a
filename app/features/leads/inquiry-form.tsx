import { useEffect } from "react";
import type { DefaultValues } from "react-hook-form";
import { suggestedEnquiryType } from "../../../contracts/calculator-scenario.ts";
import {
  enquiryTypes,
  FIELD_LIMITS,
  inquirySchema,
  references,
  type InquiryInput,
} from "../../../contracts/lead-forms.ts";
import { LeadField, type LeadFieldSpec } from "./lead-field.tsx";
import { SendControls } from "./send-status.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";
import { ScenarioAttachment, useAttachedScenario } from "./scenario-attachment.tsx";

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

const inquiryFields: readonly LeadFieldSpec<InquiryInput>[] = [
  {
    name: "firstName",
    input: { label: "First name", type: "text", autoComplete: "given-name", maxLength: FIELD_LIMITS.name },
  },
  {
    name: "lastName",
    input: { label: "Last name", type: "text", autoComplete: "family-name", maxLength: FIELD_LIMITS.name },
  },
  { name: "email", input: { label: "Email", type: "email", autoComplete: "email", maxLength: FIELD_LIMITS.email } },
  { name: "mobile", input: { label: "Mobile", type: "tel", autoComplete: "tel", maxLength: FIELD_LIMITS.phone } },
  { name: "enquiryType", select: { label: "Enquiry type", placeholder: "Select Enquiry Type", options: enquiryTypes } },
  {
    name: "reference",
    select: { label: "How did you hear about us?", placeholder: "Select Reference", options: referenceOptions },
  },
  {
    name: "postCode",
    input: {
      label: "Postcode",
      type: "text",
      inputMode: "numeric",
      pattern: "[0-9]{4}",
      autoComplete: "postal-code",
      maxLength: 4,
    },
  },
  {
    name: "message",
    textarea: { label: "Message", className: "sm:col-span-2", rows: 4, maxLength: FIELD_LIMITS.message },
  },
];

/**
 * The inquiry form (spec §2 Inquiry, §3, §5): eight required fields, checked
 * with the shared rules, sent as multipart through the e-mail client. It
 * also posts as plain HTML before hydration or without JavaScript. A
 * calculator's scenario, when the address brings one, is shown above the
 * fields and sent with them (issue 15); the enquiry type it suggests is
 * chosen unless the visitor has chosen one.
 */
export function InquiryForm({ className = "" }: { className?: string }) {
  const attached = useAttachedScenario();
  const { formRef, onSubmit, register, errors, status, preselect } = useLeadForm(
    "inquiry",
    inquirySchema,
    emptyInquiry,
    { onSent: attached.clear },
  );
  const { scenario } = attached;

  useEffect(() => {
    const suggested = scenario && suggestedEnquiryType(scenario);
    if (suggested) preselect("enquiryType", suggested);
  }, [scenario, preselect]);

  return (
    <LeadFormFrame
      form="inquiry"
      formRef={formRef}
      onSubmit={onSubmit}
      fieldsClassName="sm:grid-cols-2"
      className={className}
      attachment={<ScenarioAttachment attached={attached} className="sm:col-span-2" />}
    >
      {/* One list of siblings, fields then send controls: useId derives each field's id from its place in it, and a list of
          the fields nested in this one would change every id in the prerendered pages. */}
      {[
        ...inquiryFields.map((field) => (
          <LeadField key={field.name} field={field} register={register} errors={errors} />
        )),
        <SendControls key="send" form="inquiry" status={status} submitLabel="Submit Inquiry" className="sm:col-span-2">
          Thank you! Your inquiry has been sent successfully.
        </SendControls>,
      ]}
    </LeadFormFrame>
  );
}
