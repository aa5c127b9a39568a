/**
 * What every page's Open Graph and Twitter tags say about the social card.
 * The image itself is drawn at build time (social-card-png.ts); this module
 * stays free of build-time imports because every route's meta reads it.
 */
import { brand, type Brand } from "#app/content/brand.ts";
import { paths } from "#app/content/site-paths.ts";

export const socialCard = {
  path: paths.socialCard,
  width: 1200,
  height: 630,
  type: "image/png",
} as const;

/** The card's text alternative: what the image says, for people who cannot see it. */
export function socialCardAlt(brandFacts: Brand = brand): string {
  return `${brandFacts.name}: ${brandFacts.tagline}`;
}
