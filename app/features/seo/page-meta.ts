import type { MetaDescriptor } from "react-router";
import { brand } from "#app/content/brand.ts";
import type { SitePage } from "#app/content/pages.ts";
import { socialCard, socialCardAlt } from "#app/features/seo/social-card.ts";

/** JSON-LD as React Router's meta takes it. */
type JsonLd = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];

export interface PageMetaOptions {
  /**
   * JSON-LD to add: the home page's businessStructuredData(). Passed in rather
   * than imported here, so it is in the home page's code and no other page's.
   */
  structuredData?: JsonLd;
}

/**
 * The <title>, description, canonical link and social tags of one page. The
 * canonical link is the page's own address, so the /Inquiry and /contact
 * aliases, which render the inquiry page, point search engines at /inquiry. Every page shares the
 * social card drawn at build time (app/features/seo/social-card-png.ts).
 */
export function pageMeta(page: SitePage, options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = `${page.title} | ${brand.name}`;
  const url = new URL(page.path, brand.siteUrl).href;
  const image = new URL(socialCard.path, brand.siteUrl).href;
  const imageAlt = socialCardAlt();
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_AU" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: socialCard.type },
    { property: "og:image:width", content: String(socialCard.width) },
    { property: "og:image:height", content: String(socialCard.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (options.structuredData) meta.push({ "script:ld+json": options.structuredData });
  return meta;
}
