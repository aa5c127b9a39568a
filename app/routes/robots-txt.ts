/**
 * /robots.txt: a resource route prerendered at build time to
 * build/client/robots.txt. Every crawler may fetch everything; it names the sitemap.
 */
import { buildRobotsTxt } from "#app/features/seo/sitemap.server.ts";

export function loader() {
  return new Response(buildRobotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
