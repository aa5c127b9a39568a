/**
 * How long browsers and CDNs may keep each kind of file. Hashed build
 * assets never change under the same name, so they are cached for a year;
 * HTML must be revalidated on every visit so a new release shows at once.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT_LIVED = "public, max-age=3600";

export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .replace(/\.(br|gz)$/, "")
    .split("\\")
    .join("/")
    .replace(/^\/+/, "");
  if (file.endsWith(".html")) return REVALIDATE;
  if (file.startsWith("assets/")) return IMMUTABLE;
  return SHORT_LIVED;
}
