import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeEach, vi } from "vitest";

/**
 * What the kit asks of tests/support's recording server. The test file starts
 * the server and hands it in: only *.test files may import tests/.
 */
interface RecordingServer {
  origin: string;
  requests: unknown[];
  replyWith(reply: { status: number; text: string }): void;
  close(): Promise<void>;
}

/**
 * One server for the whole file, closed after its last test; each test starts
 * with nothing recorded and the server answering 200 "OK", as the e-mail
 * service answers a send it accepts.
 */
export function recordAfreshForEachTest(server: RecordingServer): void {
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.replyWith({ status: 200, text: "OK" });
  });
}

/** As recordAfreshForEachTest, with the lead forms' e-mail client built to send to the server (VITE_EMAIL_ORIGIN). */
export function sendLeadFormsTo(server: RecordingServer): void {
  recordAfreshForEachTest(server);
  beforeEach(() => {
    vi.stubEnv("VITE_EMAIL_ORIGIN", server.origin);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

/** A lead form on a page at `url` (its query may carry a plain HTML post's outcome), ready for a visitor. */
export function renderLeadForm(form: ReactNode, url: string) {
  window.history.replaceState(null, "", url);
  render(form);
  return userEvent.setup();
}

/** The lead form at `url` as prerendered: the HTML a visitor gets before hydration or without JavaScript. */
export function prerenderedLeadForm(form: ReactNode, url: string): string {
  // The build renders with no address to read: the form must not depend on it.
  window.history.replaceState(null, "", url);
  return renderToString(form);
}

/**
 * The lead form at `url` as the browser meets it: the prerendered HTML (built
 * for the path alone: a fragment never reaches the build), which the visitor
 * may use first (`beforeHydration`), then hydrated in place once its code
 * arrives. A hydration mismatch is a console.error, which fails the test.
 */
export function hydrateLeadForm(form: ReactNode, url: string, beforeHydration: (page: HTMLElement) => void = () => {}) {
  const container = document.createElement("div");
  container.innerHTML = prerenderedLeadForm(form, url.split("#")[0] ?? url);
  document.body.append(container);
  beforeHydration(container);
  window.history.replaceState(null, "", url);
  render(form, { container, hydrate: true });
  return userEvent.setup();
}

/** A text field found as assistive technology finds it: by its role and its visible label. */
export const textbox = (name: string) => () => screen.getByRole("textbox", { name });

/** A drop-down found by its role and its visible label. */
export const combobox = (name: string) => () => screen.getByRole("combobox", { name });

/** What each field holds now, by field name. */
export function valuesShown(fields: Record<string, () => HTMLElement>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, get]) => [name, (get() as HTMLInputElement).value]));
}
