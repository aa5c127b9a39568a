import { type RefObject, useEffect } from "react";

/**
 * Calls `onDismiss` on Escape and on a pointer press outside every element in
 * `insideRefs`, while `active` is true. The Contact panel's popover is also
 * closed by the browser on both (light dismiss); this adds what the browser
 * does not know, such as where focus goes on Escape.
 */
export function useDismiss(
  active: boolean,
  insideRefs: readonly RefObject<HTMLElement | null>[],
  onDismiss: (reason: "escape" | "outside") => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss("escape");
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = insideRefs.some((ref) => ref.current?.contains(target));
      if (!inside) onDismiss("outside");
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [active, insideRefs, onDismiss]);
}
