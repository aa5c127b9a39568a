/**
 * sitemap.xml and robots.txt, written at build time by the resource routes
 * app/routes/sitemap-xml.ts and robots-txt.ts from the list of pages and the
 * brand's site address, so they list exactly the pages the build prerenders.
 */
import { INBOX_API_PATH, INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { brand } from "#app/content/brand.ts";
import { sitePages } from "#app/content/pages.ts";
import { pageChangedOn } from "#app/content/published-content.ts";
import { paths } from "#app/content/site-paths.ts";

/** The absolute address of a path on the site, e.g. "https://www.example.com/about". */
export function absoluteUrl(path: string, siteUrl: string = brand.siteUrl): string {
  return new URL(path, siteUrl).href;
}

/**
 * Every page, and none of the aliases (their canonical address is another
 * page), the not-found page or the files that are not pages.
 */
export function buildSitemapXml(
  pagePaths: readonly string[] = sitePages.map((page) => page.path),
  siteUrl: string = brand.siteUrl,
  changedOn: (path: string) => string | undefined = pageChangedOn,
): string {
  const urls = pagePaths.map((path) => {
    // A page published since the build says when (decision 017); one as first built has no date to claim.
    const day = changedOn(path);
    const lastmod = day ? `    <lastmod>${escapeXml(day)}</lastmod>\n` : "";
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc>\n${lastmod}  </url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join("") +
    "</urlset>\n"
  );
}

/**
 * Every crawler may fetch every public page; the staff inbox and its API are
 * kept out (they also answer noindex, and nothing there shows without a
 * signed-in session). The sitemap says where the pages are.
 */
export function buildRobotsTxt(siteUrl: string = brand.siteUrl): string {
  return `User-agent: *\nAllow: /\nDisallow: ${INBOX_PATH}\nDisallow: ${INBOX_API_PATH}\n\nSitemap: ${absoluteUrl(paths.sitemap, siteUrl)}\n`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
