import { describe, expect, it } from "vitest";
import { fromPicture } from "./image-asset.ts";

describe("fromPicture", () => {
  const picture = {
    sources: {
      avif: "/assets/team-480.avif 480w, /assets/team-960.avif 960w",
      webp: "/assets/team-480.webp 480w, /assets/team-960.webp 960w",
      jpg: "/assets/team-480.jpg 480w, /assets/team-960.jpg 960w",
    },
    img: { src: "/assets/team-960.jpg", w: 960, h: 640 },
  };

  it("offers the modern formats first, as <source> elements, and keeps the original format as the fallback", () => {
    const asset = fromPicture(picture, "Our Ballarat office");
    expect(asset.sources).toEqual([
      { type: "image/avif", srcSet: picture.sources.avif },
      { type: "image/webp", srcSet: picture.sources.webp },
    ]);
    expect(asset.srcSet).toBe(picture.sources.jpg);
    expect(asset.src).toBe("/assets/team-960.jpg");
  });

  it("keeps the photo's size so the page reserves its space", () => {
    expect(fromPicture(picture, "")).toMatchObject({ width: 960, height: 640, alt: "" });
  });
});
