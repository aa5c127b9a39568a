import type { FormEvent, ReactNode, RefObject } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import { CollectionNotice } from "./collection-notice.tsx";
import { emailClientConfig, sendFormUrl } from "./email-client-config.ts";
import { HoneypotField, ProtocolFields } from "./hidden-fields.tsx";

interface LeadFormFrameProps {
  form: LeadFormName;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Layout of the fields inside the form (one column unless given). */
  fieldsClassName?: string;
  className?: string;
  /** What the visitor sends beside the fields (the inquiry's calculator scenario), shown before them. */
  attachment?: ReactNode;
  children: ReactNode;
}

/**
 * What both lead forms share: a <form> that posts the e-mail service's
 * protocol as plain HTML (so it works before hydration and without
 * JavaScript), the protocol and honeypot fields, and the collection notice.
 */
export function LeadFormFrame({
  form,
  formRef,
  onSubmit,
  fieldsClassName = "",
  className = "",
  attachment,
  children,
}: LeadFormFrameProps) {
  const hydrated = useHydrated();
  const config = emailClientConfig();
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <form
        ref={formRef}
        method="post"
        action={sendFormUrl(config)}
        encType="multipart/form-data"
        // Our messages replace the browser's once React runs; without JavaScript the native checks still apply.
        noValidate={hydrated}
        onSubmit={onSubmit}
        className={`relative grid gap-5 ${fieldsClassName}`}
      >
        <ProtocolFields config={config} form={form} />
        <HoneypotField />
        {attachment}
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">All fields are required.</p>
        {children}
      </form>
      <CollectionNotice form={form} />
    </div>
  );
}
