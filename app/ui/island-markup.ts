// What an island's HTML says and the page's script reads: no React here, so the
// page's script stays small on pages with nothing to hydrate (decision 016).

/**
 * When an island's code is fetched and it hydrates (decision 016):
 * - "load": once the page has loaded and painted, for a part that is the
 *   page's reason to exist (a calculator);
 * - "visible": when it comes near the viewport, for a part further down
 *   (a carousel further down the page);
 * - "interaction": when the visitor reaches for it (a pointer over it or
 *   pressing it, or focus moving into it), for a part that works as native
 *   HTML until then: the lead forms, which post without JavaScript. It wakes at load instead when the
 *   page's address has a query or a fragment, which the static HTML cannot
 *   have taken into account (a form's "sent" banner, a calculator's scenario).
 */
export type IslandWake = "load" | "visible" | "interaction";

/** The attributes the page's script reads (app/page-start.ts). */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_FALLBACK_ATTRIBUTE = "data-island-fallback";

/**
 * Each island is its own React root, in the HTML and in the browser, so the
 * ids useId gives its labels and descriptions are the same in both; the
 * prefix keeps two islands' ids apart on one page.
 */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
