import { brand } from "#app/content/brand.ts";
import { paths } from "#app/content/site-paths.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";

/** Why each form's details are collected (Australian Privacy Principle 5). */
const purposes: Record<LeadFormName, string> = {
  inquiry:
    "to respond to your inquiry and, if you go ahead, to arrange your finance, which means sharing them with lenders.",
  referral:
    "to respond to your referral and, if the person you refer goes ahead, to arrange their finance. If you tell us about someone else, please let them know.",
  callback: "to call you back at the time you ask for and to talk about your finance.",
};

/** The short collection notice beside each form: who collects, why, what if not given, and the privacy policy. */
export function CollectionNotice({ form }: { form: LeadFormName }) {
  return (
    <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
      <strong className="font-semibold text-slate-800 dark:text-slate-200">Your privacy. </strong>
      {brand.name} collects your details {purposes[form]} Without them we cannot respond. Our{" "}
      <a href={paths.privacy} className="font-medium text-brand-700 underline dark:text-brand-300">
        privacy policy
      </a>{" "}
      explains how we handle personal information, how to see or correct yours, and how to complain.
    </p>
  );
}
