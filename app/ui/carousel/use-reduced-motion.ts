import { useSyncExternalStore } from "react";
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "#app/lib/reduced-motion.ts";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  if (!query) return () => {};
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the visitor prefers reduced motion, kept up to date if they change
 * the setting. The prerendered HTML is built as if they did not (there is no
 * visitor at build time); hydration then switches to the real answer without
 * a mismatch, because React renders the server value first.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
