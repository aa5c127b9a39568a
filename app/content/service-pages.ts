/**
 * The seven single-service pages (the business purchase page has a journey
 * of its own, see business-purchase.ts): what each says, and the words they
 * share. Each page's own words are in service-pages/{service}.ts, which only
 * its route imports, so a visitor downloads one service's words, not seven
 * (service-page-content.ts lists them all). Headings and meta live in pages.ts.
 */
import type { ImageAsset } from "#app/lib/image-asset.ts";

export interface Benefit {
  title: string;
  text: string;
}

export interface ServicePageContent {
  /** One or two sentences under the page's heading. */
  intro: string;
  benefits: readonly [Benefit, Benefit, Benefit];
  /** The service card's illustration; here it stands beside the list, so it carries alt text. */
  image: ImageAsset;
  listHeading: string;
  bullets: readonly string[];
  /** The spec names exactly these three labels for the button to the inquiry form. */
  callToAction: "Inquire Now" | "Get Started Now" | "Apply Now";
}

/** What every single-service page says around its own content. */
export const servicePageCopy = {
  eyebrow: "Our services",
  /** Heard, not seen: the benefit cards speak for themselves on screen. */
  benefitsHeading: "Why use us",
} as const;
