/**
 * The content the studio edits, as the page being rendered should show it
 * (decision 017):
 * - at build time, the repository's first version;
 * - when the lead server publishes or previews, the version it renders with
 *   (`renderPagesWith`, which the renderer's entry exports to the server);
 * - in a visitor's browser, what the page itself was rendered with: an island
 *   that shows the phone number reads the business details the page carries
 *   (`businessDetailsScript`), never the copy bundled into its code, which a
 *   publish does not rebuild. A calculator gets the lending assumptions it
 *   uses in its island's props, from its route (features/calculators/assumed-figures.ts).
 */
import type { FirstPaintCopies } from "../../contracts/content-images.ts";
import type { BusinessDetails, SiteContent } from "../../contracts/site-content.ts";
import { firstBusinessDetails } from "./first-version/business-details.ts";
import { firstVersion } from "./first-version/first-version.ts";

/** The id of the page's `<script type="application/json">` holding its business details. */
export const BUSINESS_DETAILS_ELEMENT_ID = "business-details";

let rendering: SiteContent | undefined;
let changedOn: ReadonlyMap<string, string> = new Map();
let pictureCopies: FirstPaintCopies = new Map();
let fromPage: BusinessDetails | undefined;

/**
 * Renders every page from `content` until called again (undefined: the first
 * version). `pagesChangedOn` is the day ("2026-11-26") each page last changed
 * in a publish, by its path: the sitemap's lastmod. `firstPaintCopies` are the
 * uploaded pictures a page that opens with one writes into its HTML.
 */
export function renderPagesWith(
  content: SiteContent | undefined,
  pagesChangedOn: ReadonlyMap<string, string> = new Map(),
  firstPaintCopies: FirstPaintCopies = new Map(),
): void {
  rendering = content;
  changedOn = pagesChangedOn;
  pictureCopies = firstPaintCopies;
}

/**
 * The `data:` URL of an uploaded picture's rendition at `address`, for a page
 * that opens with it; undefined when the server made none (in the build,
 * or the rendition is over its budget).
 */
export function firstPaintCopyOf(address: string): string | undefined {
  return pictureCopies.get(address);
}

/** The day the page at `path` last changed in a publish; undefined while it is as first built. */
export function pageChangedOn(path: string): string | undefined {
  return changedOn.get(path);
}

/**
 * Everything the version being rendered holds: for render-time code (a page,
 * its island's props). Island code reads what its props or its page carry
 * instead; in a browser this is the bundled first version but for the
 * business details, so no island code calls it (which also keeps the first
 * version's lists out of every page's JavaScript).
 */
export function publishedContent(): SiteContent {
  if (rendering) return rendering;
  if (typeof document === "undefined") return firstVersion;
  return { ...firstVersion, business: publishedBusinessDetails() };
}

/** The business details of the version being rendered, or, in a browser, those the page carries. */
export function publishedBusinessDetails(): BusinessDetails {
  if (rendering) return rendering.business;
  if (typeof document === "undefined") return firstBusinessDetails;
  fromPage ??= businessDetailsOfPage() ?? firstBusinessDetails;
  return fromPage;
}

function businessDetailsOfPage(): BusinessDetails | undefined {
  const text = document.getElementById(BUSINESS_DETAILS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as BusinessDetails;
  } catch {
    return undefined;
  }
}

/** The business details as a page carries them: JSON safe inside a `<script>` element. */
export function businessDetailsScript(business: BusinessDetails): string {
  return JSON.stringify(business).replace(/</g, "\\u003c");
}
