/**
 * An uploaded image's renditions for a slot (decision 017): each of the slot's
 * widths (contracts/content-images.ts) in AVIF, WebP and JPEG, made with sharp.
 *
 * API
 *   const renditions = await makeRenditions(original, hash, "team-member");
 *   // [{ fileName: "<hash>-300.avif", format, width, height, quality, body, withinBudget }, …]
 *
 * Pure: it reads and writes no file (content-image-store.ts writes them).
 *
 * - Turned upright first (`.rotate()` applies the EXIF orientation), then
 *   resized to the slot's shape: "cover" crops from the centre, "contain" fits
 *   the whole picture on a transparent ground (white in the JPEG, which has no
 *   transparency). A photo's transparency is laid on white too: the three
 *   formats show the same picture.
 * - Nothing of the original but its pixels reaches a rendition. The resized
 *   picture is taken out as raw sRGB pixels, and each format is encoded from
 *   those, so no EXIF (camera, GPS, time taken), XMP, IPTC or ICC profile
 *   can follow (sharp would strip them anyway, unless told to keep them with
 *   withMetadata/keepMetadata, which nothing here does). Untagged pixels are
 *   sRGB to every browser.
 * - Each rendition must fit the slot's byte budget (no more bytes than today's
 *   images in that slot). The qualities start where a photo looks right on
 *   the web and step down, at most QUALITY_STEPS' length times, until the
 *   file fits; the last step is the floor below which a photo breaks up. A
 *   rendition still over its budget at the floor is kept (the page needs it)
 *   and says so: `withinBudget: false`, for the studio to tell the editor.
 * - The same original gives the same bytes, so every server behind a load
 *   balancer makes the same files under the same names. The AVIF encoder
 *   (libaom) splits its work by the thread count, and its bytes follow the
 *   split: sharp runs on RENDITION_THREADS threads here, whatever the
 *   machine's cores. WebP and JPEG (mozjpeg) are deterministic at any count.
 */
import sharp from "sharp";
import {
  type ImageSlot,
  type ImageSlotName,
  imageSlots,
  RENDITION_FORMATS,
  type RenditionFormat,
  renditionFileName,
  renditionHeight,
} from "../../../../contracts/content-images.ts";
import { DECODE_LIMITS } from "./image-intake.ts";

export interface Rendition {
  /** `<hash>-<width>.<avif|webp|jpg>` (contracts/content-images.ts). */
  fileName: string;
  format: RenditionFormat;
  width: number;
  height: number;
  /** The quality it was encoded at: the first of QUALITY_STEPS that fitted the budget, or the floor. */
  quality: number;
  body: Buffer;
  /** Whether `body` is within the slot's byte budget. */
  withinBudget: boolean;
}

/**
 * The qualities tried, best first; the last is the floor. AVIF at 50 is
 * sharp's default and looks like WebP or JPEG at about 75.
 */
export const QUALITY_STEPS: Readonly<Record<RenditionFormat, readonly number[]>> = {
  avif: [50, 40, 30, 22],
  webp: [72, 60, 48, 36],
  jpeg: [72, 60, 48, 36],
};

/** sharp's threads while making renditions: a fixed count keeps AVIF's bytes the same on every machine. */
export const RENDITION_THREADS = 1;

const WHITE = { r: 255, g: 255, b: 255 };
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export async function makeRenditions(
  original: Buffer,
  hash: string,
  slotName: ImageSlotName | ImageSlot,
): Promise<Rendition[]> {
  const slot = typeof slotName === "string" ? imageSlots[slotName] : slotName;
  sharp.concurrency(RENDITION_THREADS);
  // Nothing kept in memory between uploads: each original is used once.
  sharp.cache(false);
  const renditions: Rendition[] = [];
  for (const width of slot.widths) {
    const pixels = await resized(original, slot, width);
    for (const format of RENDITION_FORMATS) {
      renditions.push(await withinBudget(pixels, format, slot.budgetBytes, renditionFileName(hash, width, format)));
    }
  }
  // Formats best first, then widths smallest first (renditionFileNames' order).
  return RENDITION_FORMATS.flatMap((format) => renditions.filter((rendition) => rendition.format === format));
}

/** The original upright, in the slot's shape at `width`, as raw sRGB pixels with no metadata at all. */
async function resized(original: Buffer, slot: ImageSlot, width: number): Promise<Pixels> {
  const height = renditionHeight(slot, width);
  let pipeline = sharp(original, DECODE_LIMITS)
    .rotate()
    .resize(width, height, { fit: slot.fit, position: "centre", background: TRANSPARENT });
  if (slot.fit === "cover") pipeline = pipeline.flatten({ background: WHITE });
  const { data, info } = await pipeline.toColourspace("srgb").raw({ depth: "uchar" }).toBuffer({
    resolveWithObject: true,
  });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Encodes at each quality step in turn, best first, until the file fits the budget (at most QUALITY_STEPS' length tries). */
async function withinBudget(
  pixels: Pixels,
  format: RenditionFormat,
  budgetBytes: number,
  fileName: string,
): Promise<Rendition> {
  const steps = QUALITY_STEPS[format];
  let quality = steps[0] ?? 50;
  let body = await encode(pixels, format, quality);
  for (const next of steps.slice(1)) {
    if (body.length <= budgetBytes) break;
    quality = next;
    body = await encode(pixels, format, quality);
  }
  return {
    fileName,
    format,
    width: pixels.width,
    height: pixels.height,
    quality,
    body,
    withinBudget: body.length <= budgetBytes,
  };
}

function encode(pixels: Pixels, format: RenditionFormat, quality: number): Promise<Buffer> {
  const image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
    ...DECODE_LIMITS,
  });
  switch (format) {
    case "avif":
      // Effort 2: no more bytes than effort 4 for a photo (36.0 against 36.9 KB at 800 × 600), in a sixth of the time.
      return image.avif({ quality, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
    case "webp":
      return image.webp({ quality, effort: 4 }).toBuffer();
    case "jpeg":
      return image.flatten({ background: WHITE }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}
