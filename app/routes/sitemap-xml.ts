/**
 * /sitemap.xml: a resource route whose loader React Router runs at build time
 * (the path is in the prerender list), writing build/client/sitemap.xml with
 * every page's absolute address (aliases, the not-found page and files left out).
 */
import { buildSitemapXml } from "#app/features/seo/sitemap.server.ts";

export function loader() {
  return new Response(buildSitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
