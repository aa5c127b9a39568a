import { FREQUENCY_CHOICES, LOAN_TYPE_CHOICES } from "./repayment-choices.ts";
import { PROPERTY_CHOICES, STATE_CHOICES, USE_CHOICES, YES_NO_CHOICES } from "./stamp-duty-choices.ts";

/**
 * The codes each choice parameter takes, by its name. A parameter means the
 * same on every calculator (`frequency` on /lrc and /lmi alike: issue 5's
 * public contract), so one list serves them all, and the form shows the very
 * options listed here.
 */
const CHOICES_BY_PARAMETER: ReadonlyMap<string, readonly { readonly value: string }[]> = new Map<
  string,
  readonly { readonly value: string }[]
>([
  ["frequency", FREQUENCY_CHOICES],
  ["type", LOAN_TYPE_CHOICES],
  ["state", STATE_CHOICES],
  ["use", USE_CHOICES],
  ["first", YES_NO_CHOICES],
  ["property", PROPERTY_CHOICES],
  ["foreign", YES_NO_CHOICES],
]);

/**
 * A choice parameter's value from a link, written as its option writes it:
 * links get typed by hand, so `state=nsw` and `frequency=Fortnightly` mean NSW
 * and fortnightly (issue 15, "Shared links"). Anything that is none of the
 * options, and any parameter that is not a choice, is left as it came: the
 * form then shows no choice and the maths refuses it with a message, so a
 * result never sits beside a form showing something else.
 */
export function canonicalChoice(parameter: string, text: string): string {
  const wanted = text.trim().toLowerCase();
  return CHOICES_BY_PARAMETER.get(parameter)?.find((option) => option.value.toLowerCase() === wanted)?.value ?? text;
}
