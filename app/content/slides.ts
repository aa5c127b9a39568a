/**
 * The home page hero: one slide for each flagship service, in the spec's
 * order, as first published (first-version/home-slides.ts); the office edits
 * them in the content studio. A slide's button goes to one of the site's own
 * pages (contracts/site-page-paths.ts).
 */
import type { ImageAsset } from "#app/lib/image-asset.ts";
import type { HomeSlideEntry } from "../../contracts/site-content.ts";
import { pictureKey, pictureOf } from "./built-images.ts";
import { firstHomeSlides } from "./first-version/home-slides.ts";
import { publishedContent } from "./published-content.ts";

/** A slide as the hero slider's island props carry it. */
export interface Slide {
  id: string;
  image: ImageAsset;
  title: string;
  description: string;
  button: { text: string; link: string };
}

/** The slides, in order. The first slide's picture is also inside the HTML, so it paints with the home page. */
export function slidesShown(entries: readonly HomeSlideEntry[]): Slide[] {
  return entries.map((entry, index) => ({
    id: pictureKey(entry.image, "hero-", index, entries),
    image: pictureOf(entry.image, "hero", index === 0),
    title: entry.title,
    description: entry.description,
    button: { text: entry.buttonText, link: entry.buttonTarget },
  }));
}

/** The slides of the version being rendered. */
export function shownSlides(): Slide[] {
  return slidesShown(publishedContent().homeSlides);
}

/** The slides as first published (for tests that check the built pages). */
export const slides: readonly Slide[] = slidesShown(firstHomeSlides);
