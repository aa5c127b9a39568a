// @vitest-environment node
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imageSlots, renditionFileNames } from "../../../../contracts/content-images.ts";
import { CAMERA, phonePhoto, photoLikePicture, smallPicture } from "../../../../tests/support/content-test-images.ts";
import { makeRenditions, QUALITY_STEPS } from "./image-renditions.ts";

const HASH = "c0ffee".padEnd(64, "0");

/** The EXIF block holds a GPS directory: its pointer tag 0x8825, in the block's byte order. */
function hasGpsDirectory(exif: Buffer): boolean {
  const littleEndian = exif.includes(Buffer.from("II*\0", "latin1"));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** The colour at a point of a picture, as red, green, blue. */
async function colourAt(picture: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe("an uploaded image's renditions", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto();
  });

  it("makes every width of the slot in AVIF, WebP and JPEG, each in the slot's shape, named as its URL says", async () => {
    const renditions = await makeRenditions(photo, HASH, "settlement");
    expect(renditions.map((rendition) => rendition.fileName)).toEqual(renditionFileNames(HASH, imageSlots.settlement));
    for (const rendition of renditions) {
      const seen = await sharp(rendition.body).metadata();
      expect({ format: seen.format, width: seen.width, height: seen.height }).toEqual({
        format: { avif: "heif", webp: "webp", jpeg: "jpeg" }[rendition.format],
        width: rendition.width,
        height: (rendition.width * 3) / 4,
      });
    }
  });

  it("strips everything the camera wrote: no EXIF, GPS, camera, XMP or ICC profile in any rendition", async () => {
    const original = await sharp(photo).metadata();
    // The original carries all of it, so its absence below is the renditions' doing.
    expect(original.exif && hasGpsDirectory(original.exif)).toBe(true);
    expect(original.exif?.includes(CAMERA.make)).toBe(true);
    expect(original.xmp?.includes(CAMERA.xmpCreator)).toBe(true);
    expect(original.icc).toBeDefined();
    expect(original.orientation).toBe(6);

    const renditions = await makeRenditions(photo, HASH, "team-member");
    for (const rendition of renditions) {
      const seen = await sharp(rendition.body).metadata();
      expect({
        file: rendition.fileName,
        exif: seen.exif,
        xmp: seen.xmp,
        iptc: seen.iptc,
        icc: seen.icc,
        orientation: seen.orientation,
      }).toEqual({ file: rendition.fileName });
      for (const trace of [CAMERA.make, CAMERA.model, CAMERA.xmpCreator, "Exif\0", "xmpmeta"]) {
        expect(rendition.body.includes(trace)).toBe(false);
      }
    }
  });

  it("turns a phone photo upright by its EXIF orientation before cropping it", async () => {
    // Stored red above blue and on its side: seen blue on the left, red on the right.
    const [avif] = await makeRenditions(photo, HASH, "team-member");
    if (!avif) throw new Error("no rendition");
    const [leftRed, , leftBlue] = await colourAt(avif.body, 60, 150);
    const [rightRed, , rightBlue] = await colourAt(avif.body, 240, 150);
    expect(leftBlue).toBeGreaterThan(150);
    expect(leftRed).toBeLessThan(100);
    expect(rightRed).toBeGreaterThan(150);
    expect(rightBlue).toBeLessThan(100);
  });

  it("fits a logo whole on a transparent ground, white in the JPEG", async () => {
    const renditions = await makeRenditions(await smallPicture("png", 300, 300), HASH, "lending-partner");
    const [avif] = renditions;
    const jpeg = renditions.find((rendition) => rendition.format === "jpeg");
    if (!avif || !jpeg) throw new Error("no rendition");
    expect((await sharp(avif.body).metadata()).hasAlpha).toBe(true);
    expect(await colourAt(jpeg.body, 2, 60)).toEqual([255, 255, 255]);
  });

  it("makes the same bytes from the same original, on any number of threads", async () => {
    const original = await smallPicture("jpeg", 1600, 1200);
    const first = await makeRenditions(original, HASH, "team-member");
    // Another machine's cores: the renditions pin their own thread count.
    const threads = sharp.concurrency();
    sharp.concurrency(4);
    try {
      const again = await makeRenditions(original, HASH, "team-member");
      expect(again.map((rendition, index) => rendition.body.equals(first[index]?.body ?? Buffer.alloc(0)))).toEqual(
        first.map(() => true),
      );
    } finally {
      sharp.concurrency(threads);
    }
  });

  describe("for a photo-like picture at a camera's size (3000 × 2000)", () => {
    let picture: Buffer;
    beforeAll(async () => {
      picture = await photoLikePicture();
    });

    // Today's images are SVG illustrations of 2.5 to 5.3 KB (contracts/content-images.ts).
    // AVIF, which current Chrome, Edge, Firefox and Safari take from the <picture>, fits at both
    // widths; so does every format at the smaller width. The larger WebP and JPEG fallbacks do not
    // fit even at the floor quality: they are kept, and say so.
    it.each(["settlement", "team-member", "lending-partner"] as const)(
      "keeps the %s slot's AVIF renditions, and every rendition at the smaller width, within its byte budget",
      async (slotName) => {
        const slot = imageSlots[slotName];
        const renditions = await makeRenditions(picture, HASH, slotName);
        for (const rendition of renditions) {
          expect(rendition.withinBudget).toBe(rendition.body.length <= slot.budgetBytes);
          if (rendition.format === "avif" || rendition.width === slot.widths[0]) {
            expect(rendition.body.length, rendition.fileName).toBeLessThanOrEqual(slot.budgetBytes);
          } else if (!rendition.withinBudget) {
            // Over budget only after stepping down to the floor.
            expect(rendition.quality).toBe(QUALITY_STEPS[rendition.format].at(-1));
          }
        }
      },
    );
  });
});
