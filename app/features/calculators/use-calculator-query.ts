import { useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { canonicalChoice } from "./query-choices.ts";

/** What a calculator's form reads and writes: each field's text, keyed by its URL parameter. */
export interface CalculatorQuery<Field extends string> {
  readonly text: Readonly<Record<Field, string>>;
  readonly change: (field: Field, value: string) => void;
}

/**
 * The calculator's inputs, kept in the URL query string (issue 5: the
 * parameter names are a public contract, so a result can be shared).
 *
 * The prerendered HTML and the first render in the browser use the defaults,
 * so hydration matches; the URL's own values appear straight after. What the
 * visitor types is also held locally, because the router applies a URL change
 * in a transition: a text box fed only from the URL would lag behind the keys.
 */
export function useCalculatorQuery<Field extends string>(defaults: Readonly<Record<Field, string>>): CalculatorQuery<Field> {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});

  const fields = Object.keys(defaults) as Field[];
  // A choice from the link is read as its option writes it ("nsw" is NSW), so the form and the maths see the same value.
  const fromLink = (field: Field) => {
    const value = hydrated ? searchParams.get(field) : null;
    return value === null ? null : canonicalChoice(field, value);
  };
  const text = Object.fromEntries(fields.map((field) => [field, typed[field] ?? fromLink(field) ?? defaults[field]])) as Record<Field, string>;

  const change = (field: Field, value: string) => {
    setTyped((previous) => ({ ...previous, [field]: value }));
    // Every field goes into the URL, not only the one changed, so a shared link
    // keeps its figures even if our defaults change; other parameters are kept.
    const next = new URLSearchParams(searchParams);
    for (const name of fields) next.set(name, name === field ? value : text[name]);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return { text, change };
}
