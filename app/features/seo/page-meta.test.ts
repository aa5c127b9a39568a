import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { brand } from "#app/content/brand.ts";
import { notFoundPage, type SitePage, sitePages } from "#app/content/pages.ts";
import { businessStructuredData } from "./business-structured-data.ts";
import { pageMeta } from "./page-meta.ts";

const page: SitePage = {
  path: "/inquiry",
  module: "inquiry",
  heading: "Inquiry Form",
  title: "Inquiry Form",
  description: "Ask us anything.",
};

/** The content of the <meta> with this property or name. */
function metaContent(meta: MetaDescriptor[], key: string): string | undefined {
  const found = meta.find(
    (entry) => ("property" in entry && entry.property === key) || ("name" in entry && entry.name === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}

describe("pageMeta", () => {
  it("appends the brand name to the title", () => {
    expect(pageMeta(page)).toContainEqual({ title: `Inquiry Form | ${brand.name}` });
  });

  it("points the canonical link at the brand's site address and the page's own path", () => {
    expect(pageMeta(page)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${brand.siteUrl}/inquiry`,
    });
  });

  it("gives the description to search engines and social cards alike", () => {
    const meta = pageMeta(page);
    expect(meta).toContainEqual({ name: "description", content: "Ask us anything." });
    expect(meta).toContainEqual({ property: "og:description", content: "Ask us anything." });
    expect(meta).toContainEqual({ name: "twitter:description", content: "Ask us anything." });
  });

  it("has the Open Graph tags of an Australian website with the page's own title and address", () => {
    const meta = pageMeta(page);
    expect(metaContent(meta, "og:type")).toBe("website");
    expect(metaContent(meta, "og:site_name")).toBe(brand.name);
    expect(metaContent(meta, "og:locale")).toBe("en_AU");
    expect(metaContent(meta, "og:title")).toBe(`Inquiry Form | ${brand.name}`);
    expect(metaContent(meta, "og:url")).toBe(`${brand.siteUrl}/inquiry`);
  });

  it("names the 1200 by 630 social card by its absolute address, with its text alternative", () => {
    const meta = pageMeta(page);
    expect(metaContent(meta, "og:image")).toBe(`${brand.siteUrl}/social-card.png`);
    expect(metaContent(meta, "og:image:type")).toBe("image/png");
    expect(metaContent(meta, "og:image:width")).toBe("1200");
    expect(metaContent(meta, "og:image:height")).toBe("630");
    expect(metaContent(meta, "og:image:alt")).toBe(`${brand.name}: ${brand.tagline}`);
  });

  it("has a large-image Twitter card with the same title, image and alternative text", () => {
    const meta = pageMeta(page);
    expect(metaContent(meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "twitter:title")).toBe(metaContent(meta, "og:title"));
    expect(metaContent(meta, "twitter:image")).toBe(metaContent(meta, "og:image"));
    expect(metaContent(meta, "twitter:image:alt")).toBe(metaContent(meta, "og:image:alt"));
  });

  it("adds JSON-LD only when given some", () => {
    const isJsonLd = (entry: MetaDescriptor) => "script:ld+json" in entry;
    expect(pageMeta(page).some(isJsonLd)).toBe(false);
    const jsonLd = pageMeta(page, { structuredData: businessStructuredData() }).filter(isJsonLd);
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({ "script:ld+json": { "@type": "FinancialService", name: brand.name } });
  });
});

describe("every page's copy", () => {
  const copies = [...sitePages, notFoundPage];

  it("covers the spec's 21 pages, the refinance calculator and the not-found page", () => {
    expect(copies).toHaveLength(23);
  });

  it("gives each page a title and a description of its own", () => {
    const titles = copies.map((page) => page.title);
    const descriptions = copies.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("keeps descriptions long enough to say something and short enough for search results to show whole", () => {
    for (const { title, description } of copies) {
      expect(description.length, title).toBeGreaterThanOrEqual(50);
      expect(description.length, title).toBeLessThanOrEqual(160);
    }
  });
});
