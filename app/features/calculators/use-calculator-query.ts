import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { usePageSearchParams } from "#app/lib/page-address.ts";
import { editedFormControls } from "#app/lib/edited-form-controls.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { canonicalChoice } from "./query-choices.ts";

/** What a calculator's form reads and writes: each field's text, keyed by its URL parameter. */
export interface CalculatorQuery<Field extends string> {
  readonly text: Readonly<Record<Field, string>>;
  readonly change: (field: Field, value: string) => void;
  /** For the calculator's <form>: what a visitor typed there before hydration is read from it. */
  readonly form: RefObject<HTMLFormElement | null>;
}

/** How long typing must pause before the link is written. */
export const LINK_AFTER_PAUSE_MS = 300;

type Entries<Field extends string> = Partial<Record<Field, string>>;

/**
 * The calculator's inputs, kept in the URL query string (issue 5: the
 * parameter names are a public contract, so a result can be shared).
 *
 * The prerendered HTML and the first render in the browser use the defaults,
 * so hydration matches; the URL's own values appear straight after. What the
 * visitor types is also held locally, because the router applies a URL change
 * in a transition: a text box fed only from the URL would lag behind the keys.
 *
 * The form works before hydration, so a visitor may type or choose before
 * the script arrives: hydration keeps it in the DOM, and it is adopted as if
 * typed now (it wins over the link's value, which wins over the default).
 */
export function useCalculatorQuery<Field extends string>(
  defaults: Readonly<Record<Field, string>>,
): CalculatorQuery<Field> {
  const searchParams = usePageSearchParams();
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<Entries<Field>>({});
  const fields = Object.keys(defaults) as Field[];
  const [form, typedBeforeHydration] = useTypedBeforeHydration(fields, hydrated);

  // A choice from the link is read as its option writes it ("nsw" is NSW), so the form and the maths see the same value.
  const fromLink = (field: Field) => {
    const value = searchParams.get(field);
    return value === null ? null : canonicalChoice(field, value);
  };
  const textWith = (entries: Entries<Field>, link: boolean) =>
    Object.fromEntries(
      fields.map((field) => [field, entries[field] ?? (link ? fromLink(field) : null) ?? defaults[field]]),
    ) as Record<Field, string>;
  const text = textWith({ ...typedBeforeHydration, ...typed }, hydrated);

  // Every field goes into the URL, not only the one changed, so a shared link
  // keeps its figures even if our defaults change; other parameters are kept.
  // The address bar is written directly, not through the router (decision
  // 012): a navigation re-renders the whole route, which on a phone made each
  // key's next paint late (bench:inp). The router's own entry (its state) is
  // kept, and the form reads what was typed from its own state, never back
  // from the link, so nothing depends on the router seeing this change.
  const writeLink = (values: Record<Field, string>) => {
    const next = new URLSearchParams(window.location.search);
    for (const name of fields) next.set(name, values[name]);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}?${next.toString()}${window.location.hash}`,
    );
  };

  // And only once the visitor pauses: browsers limit how often a page may
  // rewrite its address, and a link half-way through a number is no use.
  const pendingLink = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingLink.current), []);
  const change = (field: Field, value: string) => {
    setTyped((previous) => ({ ...previous, [field]: value }));
    const values = { ...text, [field]: value };
    window.clearTimeout(pendingLink.current);
    pendingLink.current = window.setTimeout(() => writeLink(values), LINK_AFTER_PAUSE_MS);
  };

  // Written from an effect: the router takes no navigation while rendering.
  useEffect(() => {
    if (Object.keys(typedBeforeHydration).length > 0) writeLink(textWith(typedBeforeHydration, true));
    // Once, when hydration's entries are adopted; later changes write their own link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedBeforeHydration]);

  return { text, change, form };
}

const nothingTyped = {};

/**
 * What the visitor typed into the prerendered form before hydration, read
 * right after the hydration commit (a layout effect), before the re-render
 * that would apply the link's values over it. Nothing for a form React drew
 * itself (a client-side visit: `hydrated` was true from the first render).
 */
function useTypedBeforeHydration<Field extends string>(
  fields: readonly Field[],
  hydrated: boolean,
): [RefObject<HTMLFormElement | null>, Entries<Field>] {
  const form = useRef<HTMLFormElement>(null);
  const [entries, setEntries] = useState<Entries<Field>>(nothingTyped);
  const wasHydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!wasHydrating.current || !form.current) return;
    wasHydrating.current = false;
    const edited = editedFormControls(form.current, fields);
    if (Object.keys(edited).length > 0) setEntries(edited);
    // Read once, at hydration: afterwards the form shows only what React renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [form, entries];
}
