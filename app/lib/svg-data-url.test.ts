import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url.ts";

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Kestrel's mark">
  <!-- the tile -->
  <rect width="64" height="64" rx="14" fill="#0f6b70"/>
  <text x="4" y="40">A &amp; B – 100%</text>
</svg>
`;

describe("svgDataUrl", () => {
  it("is an SVG data: URL that decodes to the same drawing, without its comments and the white space between tags", () => {
    const url = svgDataUrl(LOGO);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Kestrel's mark"><rect width="64" height="64" rx="14" fill="#0f6b70"/><text x="4" y="40">A &amp; B – 100%</text></svg>`,
    );
  });

  it("holds nothing an HTML attribute would escape, or a URL would cut short: no quotes, &, <, >, #, % or spaces", () => {
    expect(svgDataUrl(LOGO).slice("data:".length)).not.toMatch(/["'&<>#\s]|%(?![0-9A-F]{2})/);
  });
});
