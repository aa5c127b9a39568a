// What an island's HTML says and the page's script reads: no React here, so the
// page's script stays small on pages with nothing to hydrate (decision 016).

/**
 * When an island's code is fetched and it hydrates (decision 016):
 * - "load": once the page has loaded and painted, for a part that is the
 *   page's reason to exist (a calculator, the inquiry form);
 * - "visible": when it comes near the viewport, for a part further down
 *   (a carousel, the referral form at the foot of the home page).
 */
export type IslandWake = "load" | "visible";

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
