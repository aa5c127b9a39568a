/**
 * An SVG file as a `data:` URL small enough to write into a page's HTML: a
 * page's first illustration and the logo (ImageAsset.inlineSrc), which then
 * paint with the page instead of a round trip later. vite.config.ts uses it
 * for `import art from "./art.svg?inline"`.
 *
 * Comments and the white space between tags go; the characters a URL or an
 * HTML attribute cannot carry as they are (quotes, which React would write as
 * `&#x27;`, and %, #, <, >, &, spaces, anything outside ASCII) are
 * percent-encoded. Not base64: percent-encoded markup stays readable to brotli,
 * which the page is sent with. Vite's own encoding keeps the comments and
 * single quotes, about a third more in the page.
 */
const PREFIX = "data:image/svg+xml,";

export function svgDataUrl(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
  // encodeURIComponent leaves ' as it is; here it becomes %27 like every other quote.
  return (
    PREFIX +
    compact.replace(/[^\w\-.!~*()/:;=,?@+$]/g, (character) => encodeURIComponent(character).replace("'", "%27"))
  );
}
