import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSocialCardPng } from "./social-card-png.server.ts";
import { socialCard } from "./social-card.ts";

describe("buildSocialCardPng", () => {
  let png: Uint8Array;
  beforeAll(async () => {
    png = await buildSocialCardPng();
  });

  it("draws a 1200 by 630 PNG, the size the meta tags announce", async () => {
    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe("png");
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    expect([socialCard.width, socialCard.height]).toEqual([1200, 630]);
    expect(metadata.hasAlpha).toBe(false);
    expect(png.byteLength).toBeLessThan(300_000);
  });

  it("paints the brand: a dark background from the logo's colour, and light text on it", async () => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r = 0, g = 0, b = 0] = pixel(10, 10);
    // Teal, darkened: more green and blue than red, and dark.
    expect(g).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(r);
    expect(r + g + b).toBeLessThan(3 * 100);
    // The tagline's first line is white text: some pixels along it are near white.
    let light = 0;
    for (let x = 80; x < 1100; x += 2) if (pixel(x, 300).every((channel) => channel > 230)) light += 1;
    expect(light).toBeGreaterThan(20);
  });
});
