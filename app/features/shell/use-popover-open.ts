import { type RefObject, useCallback, useSyncExternalStore } from "react";

/** Whether the browser shows `popover` open (false for no element). */
export function isPopoverOpen(popover: HTMLElement | null): boolean {
  return popover?.matches(":popover-open") ?? false;
}

export function showPopover(popover: HTMLElement | null): void {
  if (popover && !isPopoverOpen(popover)) popover.showPopover();
}

export function hidePopover(popover: HTMLElement | null): void {
  if (popover && isPopoverOpen(popover)) popover.hidePopover();
}

/**
 * The popover's own open state, read from the browser: the one source of
 * truth (decision 011). A visitor may open it natively (popovertarget) before
 * hydration, and the browser closes it by itself (light dismiss), so React
 * keeps no open state beside it that could disagree: it reads `:popover-open`
 * and re-renders on the popover's `toggle` events. Closed in the prerender and
 * during hydration; right after, it reads what the page already shows.
 */
export function usePopoverOpen(popoverRef: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = popoverRef.current;
      popover?.addEventListener("toggle", onChange);
      return () => popover?.removeEventListener("toggle", onChange);
    },
    [popoverRef],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(popoverRef.current),
    () => false,
  );
}
