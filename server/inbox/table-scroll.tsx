/**
 * A table's box that scrolls sideways on a narrow screen. A keyboard can
 * scroll it only if it takes focus (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and a focusable box needs a role and a name:
 * its table's caption. Nothing runs in the page to tell whether it scrolls,
 * so it is always one Tab stop.
 */
import type { ReactNode } from "react";

export function TableScroll({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (above)
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}
