import { useSyncExternalStore } from "react";
import { isoDate } from "./iso-date.ts";

declare const __BUILD_DATE__: string;

const neverChanges = () => () => {};

/**
 * Today, as an ISO date. The prerendered HTML carries the day of the build
 * (vite.config.ts defines it); once hydrated, the page moves to the visitor's
 * today without a hydration mismatch, even when the build is months old.
 */
export function useToday(): string {
  return useSyncExternalStore(
    neverChanges,
    () => isoDate(new Date()),
    () => __BUILD_DATE__,
  );
}
