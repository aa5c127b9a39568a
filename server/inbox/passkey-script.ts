/**
 * The inbox's passkey script, served as /inbox/assets/inbox-passkeys.js beside
 * SimpleWebAuthn's browser library (/inbox/assets/simplewebauthn-browser.js,
 * from node_modules: docs/decisions/020-passkeys-for-staff.md). It runs the
 * ceremonies the pages' buttons name:
 *
 *   data-passkey-ceremony="create" | "get"   what the browser is asked to do
 *   data-passkey-options="URL"               where the options are asked for (POST, JSON)
 *   data-passkey-verify="URL"                where the browser's answer goes (POST, JSON)
 *   data-passkey-name="ID"                   the input naming a new passkey ("create")
 *   data-passkey-password="ID"               the password input confirming it (sent as `password`)
 *   data-passkey-confirm="URL"               a passkey confirms it first: that ceremony's options,
 *                                            whose answer goes with the options request
 *   data-passkey-next="PATH"                 where a sign-in goes on to
 *   data-passkey-problem="ID"                the alert that says what went wrong
 *
 * The server answers { options } or { redirect } or { error, field? }. Every
 * passkey control is rendered `hidden` (and each `[data-passkey-fallback]`
 * shown): only when this script runs in a browser with passkeys does it show
 * them, so a page without it keeps its password and code.
 *
 * Written as TypeScript, type-checked with the server, and sent as the
 * function's own source (like inbox-live.ts): the few DOM types it uses are
 * declared here, for this file only.
 */

interface PasskeyElement {
  dataset: Record<string, string | undefined>;
  hidden: boolean;
  textContent: string | null;
  tabIndex: number;
  disabled?: boolean;
  value?: string;
  focus(): void;
  addEventListener(type: "click", listener: () => void): void;
}

interface PasskeyBrowser {
  startRegistration(options: { optionsJSON: unknown }): Promise<unknown>;
  startAuthentication(options: { optionsJSON: unknown }): Promise<unknown>;
}

declare const document: {
  querySelectorAll(selectors: string): Iterable<PasskeyElement>;
  getElementById(id: string): PasskeyElement | null;
};
declare const window: { PublicKeyCredential?: unknown; SimpleWebAuthnBrowser?: PasskeyBrowser };
declare const location: { assign(url: string): void };
declare function fetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; credentials: "same-origin" },
): Promise<{ status: number; json(): Promise<unknown> }>;

/** Runs in the browser; everything it needs is inside it. */
export function startPasskeys(): void {
  const library = window.SimpleWebAuthnBrowser;
  if (!window.PublicKeyCredential || !library) return;
  for (const element of document.querySelectorAll("[data-passkey-fallback]")) element.hidden = true;
  for (const element of document.querySelectorAll("[data-passkey-only]")) element.hidden = false;

  const say = (button: PasskeyElement, message: string) => {
    const problem = document.getElementById(button.dataset.passkeyProblem ?? "");
    if (!problem) return;
    problem.textContent = message;
    problem.hidden = false;
    problem.focus();
  };
  const ask = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = await answer.json().catch(() => ({}));
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  };

  for (const button of document.querySelectorAll("[data-passkey-ceremony]")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      void (async () => {
        const { passkeyCeremony, passkeyOptions = "", passkeyVerify = "", passkeyName, passkeyNext } = button.dataset;
        const { passkeyPassword, passkeyConfirm } = button.dataset;
        const nameInput = passkeyName ? document.getElementById(passkeyName) : null;
        const extra: Record<string, unknown> = {};
        if (nameInput) extra.name = nameInput.value ?? "";
        if (passkeyNext) extra.next = passkeyNext;
        const problem = document.getElementById(button.dataset.passkeyProblem ?? "");
        if (problem) problem.hidden = true;
        button.disabled = true;
        try {
          const optionsBody: Record<string, unknown> = { ...extra };
          const passwordInput = passkeyPassword ? document.getElementById(passkeyPassword) : null;
          if (passwordInput) optionsBody.password = passwordInput.value ?? "";
          if (passkeyConfirm) {
            const confirming = await ask(passkeyConfirm, {});
            if (typeof confirming.error === "string") return say(button, confirming.error);
            try {
              optionsBody.confirmation = await library.startAuthentication({ optionsJSON: confirming.options });
            } catch {
              return say(button, "The confirming passkey request was cancelled or timed out. Try again.");
            }
          }
          const asked = await ask(passkeyOptions, optionsBody);
          if (typeof asked.error === "string") return say(button, asked.error);
          let response: unknown;
          try {
            response =
              passkeyCeremony === "create"
                ? await library.startRegistration({ optionsJSON: asked.options })
                : await library.startAuthentication({ optionsJSON: asked.options });
          } catch {
            return say(
              button,
              "The passkey request was cancelled, timed out, or this device has no passkey for this inbox. Try again.",
            );
          }
          const result = await ask(passkeyVerify, { ...extra, response });
          if (typeof result.redirect === "string") return location.assign(result.redirect);
          return say(button, typeof result.error === "string" ? result.error : "That did not work. Try again.");
        } catch {
          return say(button, "The inbox could not be reached. Check the connection and try again.");
        } finally {
          button.disabled = false;
        }
      })();
    });
  }
}

export function inboxPasskeyScript(): string {
  return `(${startPasskeys.toString()})();\n`;
}
