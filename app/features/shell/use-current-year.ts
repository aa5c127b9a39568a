import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number;

const neverChanges = () => () => {};

/**
 * The current year for the copyright line. The prerendered HTML carries the
 * year of the build (vite.config.ts defines it); once hydrated, the page
 * shows the visitor's current year without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
