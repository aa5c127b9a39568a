/**
 * The lenders on the brokerage's panel, most-used first, as the office edits
 * them in the content studio (first-version/lending-partners.ts holds the
 * first ones). All are fictional; without a logo a lender is shown as a text
 * wordmark.
 */
import type { ImageAsset } from "#app/lib/image-asset.ts";
import { pictureOf } from "./built-images.ts";
import { firstLendingPartners } from "./first-version/lending-partners.ts";
import { publishedContent } from "./published-content.ts";

export interface LendingPartner {
  name: string;
  /** None: the name is the wordmark. */
  logo?: ImageAsset;
}

/** The lenders of the version being rendered. */
export function shownLendingPartners(): LendingPartner[] {
  return publishedContent().lendingPartners.map((entry) =>
    entry.logo ? { name: entry.name, logo: pictureOf(entry.logo, "logo") } : { name: entry.name },
  );
}

/** The lenders' names as first published (for tests that check the built pages and the credit guide). */
export const lendingPartners: readonly string[] = firstLendingPartners.map((entry) => entry.name);
