/**
 * Every table in the inbox: a caption, one header row of column names, and
 * the rows the page gives it.
 *
 * It sits in a box that scrolls sideways on a narrow screen. A keyboard can
 * scroll it only if it takes focus (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and a focusable box needs a role and a name:
 * its table's caption. Nothing runs in the page to tell whether it scrolls,
 * so it is always one Tab stop.
 */
import type { ReactNode } from "react";

interface DataTableProps {
  /** Names the caption `${id}-caption`, which the box is labelled by. */
  id: string;
  caption: ReactNode;
  /** The header row's names, left to right. */
  columns: readonly string[];
  /** The list's live script (inbox-live.ts) adds new leads' rows to the body marked so. */
  liveRows?: boolean;
  /** The rows. */
  children: ReactNode;
}

export function DataTable({ id, caption, columns, liveRows = false, children }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (above)
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, place) => (
              // Columns never move; their place keeps two alike labels apart.
              <th scope="col" key={`${place}:${column}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-live-rows={liveRows ? "" : undefined}>{children}</tbody>
      </table>
    </div>
  );
}
