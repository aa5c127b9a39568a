import { describe, expect, it } from "vitest";
import { BUILT_IMAGE_NAMES } from "../../contracts/built-images.ts";
import { SITE_PAGE_PATHS } from "../../contracts/site-page-paths.ts";
import { builtImages, pictureOf } from "./built-images.ts";
import { firstVersion } from "./first-version/first-version.ts";
import { lendingPartners } from "./lending-partners.ts";
import { renderPagesWith } from "./published-content.ts";
import { sitePages } from "./pages.ts";
import { settlementsShown } from "./settlements.ts";
import { slidesShown } from "./slides.ts";

// What the studio, which may not import the app, knows of it (contracts/),
// held to the app's own lists.
describe("the studio's lists of the site", () => {
  it("offer a slide's button exactly the site's pages", () => {
    expect([...SITE_PAGE_PATHS]).toEqual(sitePages.map((page) => page.path));
  });

  it("name exactly the illustrations the app can show", () => {
    expect(Object.keys(builtImages).sort()).toEqual([...BUILT_IMAGE_NAMES].sort());
  });

  it("name only illustrations the first version can show", () => {
    const names = [
      ...firstVersion.settlements.map((entry) => entry.image),
      ...firstVersion.team.map((entry) => entry.photo),
      ...firstVersion.homeSlides.map((entry) => entry.image),
    ].map((image) => (image.kind === "built" ? image.name : image.hash));
    for (const name of names) expect(BUILT_IMAGE_NAMES).toContain(name);
  });
});

describe("the lists as the pages show them", () => {
  it("leave a hidden story off the page, and keep the inline picture for whichever story comes first", () => {
    const [first, second, third] = firstVersion.settlements;
    if (!first || !second || !third) throw new Error("the first version has three stories");
    const shown = settlementsShown([{ ...first, hidden: true }, second, third]);
    expect(shown.map((story) => story.heading)).toEqual([second.heading, third.heading]);
    // The first story shown paints with the page only if its picture has an inline copy; none other carries one.
    expect(shown.every((story) => story.image.inlineSrc === undefined)).toBe(true);
    expect(settlementsShown([second, first])[1]?.image.inlineSrc).toBeUndefined();
    expect(settlementsShown([first, second])[0]?.image.inlineSrc).toMatch(/^data:image\/svg\+xml/);
  });

  it("paint an uploaded first story with the page, from the copy the server handed the renderer", () => {
    const [first, second] = firstVersion.settlements;
    if (!first || !second) throw new Error("the first version has two stories");
    const hash = "c".repeat(64);
    const uploaded = { ...first, image: { kind: "uploaded" as const, hash, alt: "A bakery's new ovens" } };
    const copy = "data:image/avif;base64,AAAA";
    try {
      renderPagesWith(undefined, new Map(), new Map([[`/media/${hash}-800.avif`, copy]]));
      expect(settlementsShown([uploaded, second])[0]?.image.inlineSrc).toBe(copy);
      // Not first, no copy in the HTML: each weighs in the page.
      expect(settlementsShown([second, uploaded])[1]?.image.inlineSrc).toBeUndefined();
    } finally {
      renderPagesWith(undefined);
    }
    // No copy handed over (the build, or a rendition over its budget): it loads first instead.
    expect(settlementsShown([uploaded, second])[0]?.image.inlineSrc).toBeUndefined();
  });

  it("send a slide's button where the office chose", () => {
    const [slide] = firstVersion.homeSlides;
    if (!slide) throw new Error("the first version has a slide");
    expect(slidesShown([{ ...slide, buttonTarget: "/settlements" }])[0]?.button).toEqual({
      text: slide.buttonText,
      link: "/settlements",
    });
  });

  it("show an upload as its renditions at its slot's widths, AVIF and WebP before the JPEG, with its alt text", () => {
    const hash = "0123456789abcdef".repeat(4);
    expect(pictureOf({ kind: "uploaded", hash, alt: "Our office" }, "portrait")).toEqual({
      src: `/media/${hash}-600.jpg`,
      srcSet: `/media/${hash}-300.jpg 300w, /media/${hash}-600.jpg 600w`,
      width: 600,
      height: 600,
      sources: [
        { type: "image/avif", srcSet: `/media/${hash}-300.avif 300w, /media/${hash}-600.avif 600w` },
        { type: "image/webp", srcSet: `/media/${hash}-300.webp 300w, /media/${hash}-600.webp 600w` },
      ],
      alt: "Our office",
    });
  });

  it("refuse an upload where the studio offers none: a home slide's picture", () => {
    expect(() => pictureOf({ kind: "uploaded", hash: "a".repeat(64), alt: "A slide" }, "hero")).toThrow(
      "An uploaded image cannot fill the hero slot",
    );
  });

  it("keep the first version's lenders for the credit guide, most-used first", () => {
    expect(lendingPartners.slice(0, 2)).toEqual(["Bluegum Mutual Bank", "Harbourstone Lending"]);
  });
});
