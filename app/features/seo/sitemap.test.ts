import { describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { sitePages } from "#app/content/pages.ts";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap.server.ts";

const pagePaths = sitePages.map((page) => page.path);

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("buildSitemapXml", () => {
  const xml = buildSitemapXml();

  it("is a sitemaps.org urlset with one absolute URL on the brand's site address per page", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(locs(xml)).toEqual(pagePaths.map((path) => new URL(path, brand.siteUrl).href));
    expect(locs(xml)).toContain(`${brand.siteUrl}/`);
    expect(locs(xml)).toContain(`${brand.siteUrl}/services/smsf-loans`);
    expect(new Set(locs(xml)).size).toBe(pagePaths.length);
  });

  it("never lists an alias, the not-found page or a file", () => {
    expect(xml).not.toMatch(/\/(Inquiry|contact|404)</);
    expect(xml).not.toMatch(/\.(pdf|xml|txt|png)</);
  });

  it("escapes what XML needs escaped and follows another site address", () => {
    expect(locs(buildSitemapXml(["/a?b=1&c=2"], "https://example.org"))).toEqual(["https://example.org/a?b=1&amp;c=2"]);
  });
});

describe("buildRobotsTxt", () => {
  it("lets every crawler fetch the public site, keeps them out of the staff inbox and names the sitemap's absolute address", () => {
    expect(buildRobotsTxt()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /inbox\nDisallow: /api/inbox\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`,
    );
  });

  it("follows the site address", () => {
    expect(buildRobotsTxt("https://example.org")).toContain("Sitemap: https://example.org/sitemap.xml\n");
  });
});
