import { CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { brand } from "#app/content/brand.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type LeadFormName, NOT_SENT_NOTICE_IDS, SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";
import type { SendStatus } from "./use-lead-send.ts";

const alertStyle =
  "rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100";

/** The success banner's look, shared with the callback form's own banner. */
export const bannerStyle =
  "items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100";

interface SentBannerProps {
  shown: boolean;
  children: ReactNode;
  withCheckMark?: boolean;
  /**
   * The id of a copy of the banner in the prerendered page, shown by CSS only
   * when the URL's fragment names it: a form posted without JavaScript and
   * redirected to `?sent=1#<id>` says thank you with no script at all.
   */
  noScriptId: string;
}

/** The success banner, in a status region that is always there so that screen readers announce it. */
export function SentBanner({ shown, children, withCheckMark = false, noScriptId }: SentBannerProps) {
  const hydrated = useHydrated();
  const content = (
    <>
      {withCheckMark && <CircleCheck aria-hidden="true" className="size-5 shrink-0" />}
      {children}
    </>
  );
  return (
    <div role="status">
      {shown && <p className={`flex ${bannerStyle}`}>{content}</p>}
      {!hydrated && (
        <p id={noScriptId} className={`hidden target:flex ${bannerStyle}`}>
          {content}
        </p>
      )}
    </div>
  );
}

/** Beyond the old site: a failed send says so, and gives the number to call instead. */
export function SendFailedAlert({ shown, noScriptId }: { shown: boolean; noScriptId: string }) {
  const hydrated = useHydrated();
  const content = (
    <>
      Sorry, your message was not sent. Please try again, or call us on{" "}
      <PhoneLink phone={brand.phone} className="font-semibold underline" />.
    </>
  );
  return (
    <div role="alert">
      {shown && <p className={`block ${alertStyle}`}>{content}</p>}
      {/* Shown by CSS after a refused plain HTML post, like the thank-you banner's copy. */}
      {!hydrated && (
        <p id={noScriptId} className={`hidden target:block ${alertStyle}`}>
          {content}
        </p>
      )}
    </div>
  );
}

/**
 * The submit button, saying "Sending..." while a send is in flight. It is
 * aria-disabled rather than disabled so that keyboard focus stays on it; the
 * send itself refuses a second submit (use-lead-send.ts).
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={sending}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
    >
      {sending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
      {sending ? "Sending..." : children}
    </button>
  );
}

interface SendControlsProps {
  form: LeadFormName;
  status: SendStatus;
  submitLabel: string;
  /** The banner's thank-you. */
  children: ReactNode;
  withCheckMark?: boolean;
  /** The controls' place in the form's grid, such as a column span. */
  className?: string;
}

/** What follows a lead form's fields: the submit button, then the banner and the alert that tell how the send went. */
export function SendControls({
  form,
  status,
  submitLabel,
  children,
  withCheckMark = false,
  className,
}: SendControlsProps) {
  return (
    <div className={className ? `grid gap-4 ${className}` : "grid gap-4"}>
      <div>
        <SubmitButton sending={status.sending}>{submitLabel}</SubmitButton>
      </div>
      <SentBanner shown={status.sent} withCheckMark={withCheckMark} noScriptId={SENT_NOTICE_IDS[form]}>
        {children}
      </SentBanner>
      <SendFailedAlert shown={status.failed} noScriptId={NOT_SENT_NOTICE_IDS[form]} />
    </div>
  );
}
