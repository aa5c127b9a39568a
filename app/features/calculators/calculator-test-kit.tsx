import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { expect } from "vitest";

/** Shows the router's query string, so a test can read what the calculator wrote to the URL. */
function QueryProbe() {
  return <p data-testid="query">{useLocation().search}</p>;
}

/** A calculator at a URL, as a visitor arriving from a shared link sees it. */
export function renderAt(url: string, calculator: ReactNode) {
  render(
    <MemoryRouter initialEntries={[url]}>
      {calculator}
      <QueryProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The current query string's parameters. */
export function currentQuery(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId("query").textContent);
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
