import { brand } from "#app/content/brand.ts";

/**
 * The brand's mark, drawn inline from its SVG (brand.logo.markup): it paints
 * with the page and costs no request. An image request before the first paint,
 * even a data: URL, lengthened Lighthouse's largest contentful paint on every
 * page (docs/PERFORMANCE.md). Decorative: the brand's name is always beside it.
 */
export function BrandMark({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block shrink-0 [&>svg]:size-full ${className}`}
      // The site's own file, read at build time: not visitor input.
      dangerouslySetInnerHTML={{ __html: brand.logo.markup }}
    />
  );
}
