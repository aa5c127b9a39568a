import { useMemo, useSyncExternalStore } from "react";

/**
 * The query and fragment of the page's address, as islands read them
 * (decision 016: a page is a document, with no router in the browser).
 *
 * Empty in the prerendered HTML and during hydration, so an island hydrates
 * what was prerendered; the address's own values apply straight after.
 * Like a router's location, what is read is the address the visitor arrived
 * at or moved to (a link to another #fragment, the back button), not the
 * rewrites of `history.replaceState` that the page makes itself: a calculator
 * writes its figures there (decision 012), and the form drops a scenario's
 * fragment once sent, without either reading back its own writing.
 */
export function usePageSearchParams(): URLSearchParams {
  const address = useSyncExternalStore(subscribe, readAddress, noAddress);
  return useMemo(() => new URLSearchParams(address?.search ?? ""), [address?.search]);
}

/** The fragment (with its "#"), "" before hydration; see usePageSearchParams. */
export function usePageHash(): string {
  return useSyncExternalStore(subscribe, readAddress, noAddress)?.hash ?? "";
}

interface Address {
  readonly search: string;
  readonly hash: string;
}

let known: Address | undefined;
const listeners = new Set<() => void>();

function readAddress(): Address {
  known ??= { search: window.location.search, hash: window.location.hash };
  return known;
}

function noAddress(): Address | undefined {
  return undefined;
}

function moved(): void {
  known = { search: window.location.search, hash: window.location.hash };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener("hashchange", moved);
    window.addEventListener("popstate", moved);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("hashchange", moved);
    window.removeEventListener("popstate", moved);
  };
}

/** For tests that change the address between renders as a new page load would. */
export function forgetPageAddress(): void {
  known = undefined;
}
