import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { usePageSearchParams } from "#app/lib/page-address.ts";
import { type LeadFormName, plainPostOutcome } from "../../../contracts/lead-protocol.ts";
import { EmailSendError, sendForm } from "./email-client.ts";
import { emailClientConfig } from "./email-client-config.ts";

/** A send that hears nothing back in this long fails (status 0) and the visitor can try again. */
export const SEND_TIMEOUT_MS = 30_000;

type SendState = "idle" | "sending" | "sent" | "failed";

export interface LeadSendOptions {
  /** How long the success banner stays; it stays until the next send when not given. */
  bannerMs?: number;
}

export interface LeadSend {
  sending: boolean;
  /** Show the success banner: after a send here, or on arriving with ?sent=1 (the server's answer to a plain HTML post). */
  sent: boolean;
  /** Show the "not sent" alert: after a failed send here, or on arriving with ?error= (a refused plain HTML post). */
  failed: boolean;
  /** Hides the banner and the alert of an earlier attempt, when the visitor submits again. */
  clear: () => void;
  /** Sends the form (multipart, its own fields); true when it was accepted. A send while one is in flight is ignored. */
  send: (form: HTMLFormElement | null) => Promise<boolean>;
}

/** What a form shows of its send: the button's "Sending...", the banner and the alert. */
export type SendStatus = Pick<LeadSend, "sending" | "sent" | "failed">;

/** Sending one lead form through the e-mail client, and the state the form shows for it. */
export function useLeadSend(form: LeadFormName, { bannerMs }: LeadSendOptions = {}): LeadSend {
  const [state, setState] = useState<SendState>("idle");
  // A ref, not state: it is set before any re-render, so a second click in the same frame is refused.
  const inFlight = useRef(false);
  const hydrated = useHydrated();
  const searchParams = usePageSearchParams();
  // The ?sent=1 banner is read only after hydration (the prerendered page has no query) and shows once.
  const [postedBannerDone, setPostedBannerDone] = useState(false);
  const plainPost = hydrated && !postedBannerDone && state === "idle" ? plainPostOutcome(searchParams, form) : null;
  const sentByPlainPost = plainPost === "sent";
  const sent = state === "sent" || sentByPlainPost;
  const failedByPlainPost = plainPost === "refused";
  const failed = state === "failed" || failedByPlainPost;

  useEffect(() => {
    if (!sent || bannerMs === undefined) return;
    const timer = setTimeout(() => {
      setState((current) => (current === "sent" ? "idle" : current));
      setPostedBannerDone(true);
    }, bannerMs);
    return () => clearTimeout(timer);
  }, [sent, bannerMs]);

  const send = useCallback(
    async (element: HTMLFormElement | null) => {
      if (inFlight.current || !element) return false;
      inFlight.current = true;
      setState("sending");
      setPostedBannerDone(true);
      try {
        const config = emailClientConfig();
        const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
        await sendForm(config.serviceId, config.templates[form], element, config.userId, {
          origin: config.origin,
          signal,
        });
        setState("sent");
        return true;
      } catch (error) {
        // The spec logs the response text to the console; the visitor gets the alert.
        if (error instanceof EmailSendError)
          console.log(`The ${form} was not sent (status ${error.status}):`, error.text);
        else console.log(`The ${form} was not sent:`, error);
        setState("failed");
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [form],
  );

  const clear = useCallback(() => {
    setState((current) => (current === "sending" ? current : "idle"));
    setPostedBannerDone(true);
  }, []);

  return { sending: state === "sending", sent, failed, clear, send };
}
