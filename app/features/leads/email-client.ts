/**
 * The e-mail service's wire protocol (spec §7 and §8), spoken to whichever
 * origin the site is built for: our own lead server by default, or the hosted
 * service. `sendForm` posts a form as multipart, `send` posts JSON.
 */
import { LIB_VERSION, SEND_FORM_PATH, SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";

/** What the service answered: its status and the text of its body. */
export interface EmailResponse {
  status: number;
  text: string;
}

/** A send that did not succeed: the service's status and text, or status 0 when it could not be reached. */
export class EmailSendError extends Error implements EmailResponse {
  readonly status: number;
  readonly text: string;

  constructor({ status, text }: EmailResponse) {
    super(`The e-mail was not sent (${status}): ${text}`);
    this.name = "EmailSendError";
    this.status = status;
    this.text = text;
  }
}

export interface EmailClientOptions {
  /** Where the service lives, e.g. "https://api.example.com"; "" (the default) posts to this site's own origin. */
  origin?: string;
  /** Abandons the request (it then fails with status 0), e.g. `AbortSignal.timeout(30_000)`. */
  signal?: AbortSignal;
}

export const FORM_ARGUMENT_ERROR =
  "The 3rd parameter is expected to be the HTML form element or the style selector of form";
export const NETWORK_ERROR_TEXT = "Network Error";

function requireIds(userId: string, serviceId: string, templateId: string): void {
  if (!userId) throw new Error("The user ID is required");
  if (!serviceId) throw new Error("The service ID is required");
  if (!templateId) throw new Error("The template ID is required");
}

function findForm(form: HTMLFormElement | string): HTMLFormElement {
  const element: unknown =
    typeof form === "string" ? (typeof document === "undefined" ? null : document.querySelector(form)) : form;
  // By node name rather than instanceof, so a form from another window or realm still counts.
  if (typeof element !== "object" || element === null || (element as Node).nodeName !== "FORM")
    throw new Error(FORM_ARGUMENT_ERROR);
  return element as HTMLFormElement;
}

async function post(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  succeeded: (answer: EmailResponse) => boolean,
): Promise<EmailResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: "POST", signal });
  } catch {
    throw new EmailSendError({ status: 0, text: NETWORK_ERROR_TEXT });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    text = "";
  }
  const answer = { status: response.status, text };
  if (!succeeded(answer)) throw new EmailSendError(answer);
  return answer;
}

/**
 * Posts a form's own fields, plus the protocol's lib_version, service_id,
 * template_id and user_id, as multipart/form-data. Resolves on any 2xx answer
 * and rejects with an EmailSendError otherwise. A missing ID or form throws at once.
 */
export function sendForm(
  serviceId: string,
  templateId: string,
  form: HTMLFormElement | string,
  userId: string,
  { origin = "", signal }: EmailClientOptions = {},
): Promise<EmailResponse> {
  requireIds(userId, serviceId, templateId);
  const body = new FormData(findForm(form));
  // set, not append: a form that already carries these (for posting without JavaScript) sends each once.
  body.set("lib_version", LIB_VERSION);
  body.set("service_id", serviceId);
  body.set("template_id", templateId);
  body.set("user_id", userId);
  return post(`${origin}${SEND_FORM_PATH}`, { body }, signal, ({ status }) => status >= 200 && status <= 299);
}

/**
 * Posts template parameters as JSON. Resolves when the status is 200 or the
 * text is "OK" (the service's own rule) and rejects with an EmailSendError
 * otherwise. A missing ID throws at once.
 */
export function send(
  serviceId: string,
  templateId: string,
  params: Record<string, unknown>,
  userId: string,
  { origin = "", signal }: EmailClientOptions = {},
): Promise<EmailResponse> {
  requireIds(userId, serviceId, templateId);
  const body = JSON.stringify({
    lib_version: LIB_VERSION,
    user_id: userId,
    service_id: serviceId,
    template_id: templateId,
    template_params: params,
  });
  const headers = { "Content-type": "application/json" };
  return post(
    `${origin}${SEND_JSON_PATH}`,
    { body, headers },
    signal,
    ({ status, text }) => status === 200 || text === "OK",
  );
}
