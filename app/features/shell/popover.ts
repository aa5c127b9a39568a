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
 * Keeps `button`'s aria-expanded equal to whether `popover` is open: the
 * popover's own state is the one source of truth (decision 011), and the
 * browser may close it by itself (light dismiss), so it is read from its
 * `toggle` events, never kept beside it.
 */
export function mirrorExpanded(button: HTMLElement, popover: HTMLElement, signal?: AbortSignal): void {
  const mirror = () => button.setAttribute("aria-expanded", String(isPopoverOpen(popover)));
  mirror();
  popover.addEventListener("toggle", mirror, { signal });
}
