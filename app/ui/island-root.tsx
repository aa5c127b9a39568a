import { type ReactNode, useEffect } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The root of every island, in the HTML and in the browser alike (a different
 * root component would give useId different ids). Tells `onAwake` once the
 * island is interactive: not at the hydration commit itself, but after the
 * render that follows it, in which every part that waits for hydration
 * (useHydrated: a form's own checks, the address's values) has drawn itself.
 * Nothing at build time, where effects do not run.
 */
export function IslandRoot({ children, onAwake }: { children: ReactNode; onAwake?: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onAwake?.();
  }, [hydrated, onAwake]);
  return children;
}
