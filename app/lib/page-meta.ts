import type { MetaDescriptor } from "react-router";
import { brand } from "#app/content/brand.ts";
import type { PageCopy } from "#app/content/pages.ts";

/**
 * The <title>, description, canonical link and social tags of one page.
 * `canonicalPath` is the one address search engines should index, so the
 * /Inquiry and /contact aliases point at /inquiry.
 */
export function pageMeta(copy: PageCopy, canonicalPath: string): MetaDescriptor[] {
  const title = `${copy.title} | ${brand.name}`;
  const url = new URL(canonicalPath, brand.siteUrl).href;
  return [
    { title },
    { name: "description", content: copy.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: title },
    { property: "og:description", content: copy.description },
    { property: "og:url", content: url },
  ];
}
