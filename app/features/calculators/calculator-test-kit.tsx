import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { expect } from "vitest";

/** A calculator at a URL, as a visitor arriving from a shared link sees it. */
export function renderAt(url: string, calculator: ReactNode) {
  // The calculators write the address bar itself (decision 012), so it starts at the link too.
  window.history.replaceState(null, "", url);
  render(calculator);
  return userEvent.setup();
}

/** The address bar's query string, as the calculator last wrote it. */
export function currentQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Waits for the calculator to write these values into the link (it does once typing pauses). */
export async function expectLinkToHold(values: Readonly<Record<string, string>>): Promise<void> {
  await waitFor(() =>
    expect(Object.fromEntries(Object.keys(values).map((name) => [name, currentQuery().get(name)]))).toEqual(values),
  );
}

/** A headline result, found as assistive technology finds it: an <output> (role status) by its caption. */
export function outputNamed(name: string): HTMLElement {
  return screen.getByRole("status", { name });
}

/** Nothing the page says may be a broken number. */
export function expectNoBrokenNumbers() {
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

/** The field's message, read through aria-describedby as a screen reader reads it. */
export function expectFieldProblem(field: HTMLElement, message: RegExp | string) {
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveAccessibleDescription(message);
}
