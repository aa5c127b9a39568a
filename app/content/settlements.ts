/**
 * Recent settlements: the client success cards on /settlements. The office
 * edits the stories in the content studio (first-version/settlements.ts holds
 * the first ones); a hidden story stays in the studio and off the page.
 */
import type { ImageAsset } from "#app/lib/image-asset.ts";
import type { SettlementEntry } from "../../contracts/site-content.ts";
import { pictureKey, pictureOf } from "./built-images.ts";
import { firstSettlements } from "./first-version/settlements.ts";
import type { NavLink } from "./navigation.ts";
import { publishedContent } from "./published-content.ts";
import { paths } from "./site-paths.ts";

export { moreStories } from "./settlements-more.ts";

/** The way on from the stories, under the grid. */
export const settlementsLink: NavLink = { label: "Start your own story", to: paths.inquiry };

/** A story as the page (and its View More island's props) shows it. */
export interface Settlement {
  /** Unique on the page: React's key. */
  id: string;
  image: ImageAsset;
  heading: string;
  description: string;
}

/**
 * The stories the page shows, in order, hidden ones left out. The first
 * story's picture is also inside the HTML: the largest thing on the page's
 * first screen (ImageAsset.inlineSrc).
 */
export function settlementsShown(entries: readonly SettlementEntry[]): Settlement[] {
  const shown = entries.filter((entry) => !entry.hidden);
  return shown.map((entry, index) => ({
    id: pictureKey(entry.image, "settlement-", index, shown),
    image: pictureOf(entry.image, "card", index === 0),
    heading: entry.heading,
    description: entry.description,
  }));
}

/** The stories of the version being rendered. */
export function shownSettlements(): Settlement[] {
  return settlementsShown(publishedContent().settlements);
}

/** The stories as first published (for tests that check the built pages). */
export const settlements: readonly Settlement[] = settlementsShown(firstSettlements);
