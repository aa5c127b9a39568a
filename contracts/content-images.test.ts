import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  IMAGE_SLOTS,
  imageSlots,
  RENDITION_FILE_NAME,
  renditionFileNames,
  renditionUrl,
  uploadedPicture,
} from "./content-images.ts";

const HASH = "ab".repeat(32);
const IMAGES = path.join("app", "content", "images");

describe("an uploaded image's renditions", () => {
  it("are served at /media/<hash>-<width>.<avif|webp|jpg>", () => {
    expect(renditionUrl(HASH, 400, "avif")).toBe(`/media/${HASH}-400.avif`);
    expect(renditionUrl(HASH, 400, "webp")).toBe(`/media/${HASH}-400.webp`);
    expect(renditionUrl(HASH, 800, "jpeg")).toBe(`/media/${HASH}-800.jpg`);
  });

  it("refuses to name a file after anything but a lowercase SHA-256", () => {
    for (const hash of ["../../etc/passwd", HASH.toUpperCase(), HASH.slice(1), `${HASH}/x`]) {
      expect(() => renditionUrl(hash, 400, "jpeg")).toThrow(/not an image hash/);
    }
  });

  it("are each named so RENDITION_FILE_NAME matches them, and nothing with a path in it", () => {
    for (const slot of IMAGE_SLOTS) {
      for (const name of renditionFileNames(HASH, slot)) expect(name).toMatch(RENDITION_FILE_NAME);
    }
    expect(`.${HASH}-400.avif.partial`).not.toMatch(RENDITION_FILE_NAME);
    expect(`${HASH}-400.svg`).not.toMatch(RENDITION_FILE_NAME);
  });

  it("have widths no two slots share, so a name says which shape a rendition is", () => {
    const widths = IMAGE_SLOTS.flatMap((slot) => slot.widths);
    expect(new Set(widths).size).toBe(widths.length);
  });

  it("make a <picture>: AVIF, then WebP, then the JPEG fallback, at every width, sized as the largest", () => {
    expect(uploadedPicture(HASH, "settlement")).toEqual({
      src: `/media/${HASH}-800.jpg`,
      srcSet: `/media/${HASH}-400.jpg 400w, /media/${HASH}-800.jpg 800w`,
      width: 800,
      height: 600,
      sources: [
        { type: "image/avif", srcSet: `/media/${HASH}-400.avif 400w, /media/${HASH}-800.avif 800w` },
        { type: "image/webp", srcSet: `/media/${HASH}-400.webp 400w, /media/${HASH}-800.webp 800w` },
      ],
    });
    expect(uploadedPicture(HASH, "team-member")).toMatchObject({ width: 600, height: 600 });
    expect(uploadedPicture(HASH, "lending-partner")).toMatchObject({ width: 480, height: 240 });
  });

  it("are allowed as many bytes as the largest of today's images for the same slot", () => {
    const largest = (prefix: string) =>
      Math.max(
        ...readdirSync(IMAGES)
          .filter((name) => name.startsWith(prefix) && name.endsWith(".svg"))
          .map((name) => statSync(path.join(IMAGES, name)).size),
      );
    expect(imageSlots.settlement.budgetBytes).toBe(largest("settlement-"));
    expect(imageSlots["team-member"].budgetBytes).toBe(largest("team-"));
    // No logo today (the panel is text): the About page's other picture's budget.
    expect(imageSlots["lending-partner"].budgetBytes).toBe(imageSlots["team-member"].budgetBytes);
  });
});
