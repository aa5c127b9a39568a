import { useSyncExternalStore } from "react";
import { buildDay, today } from "./today.ts";

const neverChanges = () => () => {};

/**
 * Today (today.ts) for a component. The prerendered HTML carries the day of
 * the build; once hydrated, the page moves to the visitor's today without a
 * hydration mismatch, even when the build is months old.
 */
export function useToday(): string {
  return useSyncExternalStore(neverChanges, today, buildDay);
}
