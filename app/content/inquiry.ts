import type { PhonePrompt } from "./error-pages.ts";

/** The inquiry page's words beside the form, for visitors who would rather call. */
export const inquiryCallPrompt: PhonePrompt = { beforePhone: "Prefer to talk now? Call", afterPhone: "." };

/** The heading of the short callback form beside the inquiry form, at /inquiry#callback. */
export const inquiryCallbackHeading = "Request a callback";
