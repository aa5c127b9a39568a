/**
 * What the site says when it cannot show a page: the 404 screen (its heading,
 * title and description are in pages.ts with every other page's) and the
 * error screen.
 */
import type { NavLink } from "./navigation.ts";
import { paths } from "./site-paths.ts";

/** A sentence that offers the phone number, which is drawn as a link between the two parts. */
export interface PhonePrompt {
  beforePhone: string;
  afterPhone: string;
}

export interface Destination extends NavLink {
  /** A line under the label saying what is there. */
  hint: string;
}

export const notFoundScreen: {
  eyebrow: string;
  explanation: PhonePrompt;
  destinations: readonly Destination[];
} = {
  eyebrow: "Error 404",
  explanation: {
    beforePhone:
      "The page may have moved, or the address may have a typo. These will get you back on track, or call us on",
    afterPhone: ".",
  },
  destinations: [
    { to: paths.home, label: "Home", hint: "Start again from our home page" },
    { to: paths.services, label: "Services", hint: "Business, property and asset finance" },
    { to: paths.inquiry, label: "Inquiry", hint: "Tell us what you need and we'll call you" },
  ],
};

export const errorScreen: { heading: string; explanation: PhonePrompt } = {
  heading: "Something went wrong on our side",
  explanation: { beforePhone: "Please try again, or call us on", afterPhone: "." },
};
