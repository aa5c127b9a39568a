import { useId } from "react";
import { HONEYPOT_FIELD, LIB_VERSION, type LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { EmailClientConfig } from "./email-client-config.ts";

/**
 * The protocol's fields, carried by the form itself so that a plain HTML post
 * (JavaScript off, or sent before the page has hydrated) reaches the endpoint
 * complete. With JavaScript, sendForm sets the same fields again, once each.
 */
export function ProtocolFields({ config, form }: { config: EmailClientConfig; form: LeadFormName }) {
  return (
    <>
      <input type="hidden" name="lib_version" value={LIB_VERSION} />
      <input type="hidden" name="service_id" value={config.serviceId} />
      <input type="hidden" name="template_id" value={config.templates[form]} />
      <input type="hidden" name="user_id" value={config.userId} />
    </>
  );
}

/**
 * A field no person sees or reaches: off-screen, hidden from assistive
 * technology, out of the tab order and never autofilled. A bot that fills it
 * is thanked by the server and its message kept aside as spam.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
