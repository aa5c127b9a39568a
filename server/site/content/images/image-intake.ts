/**
 * What the content studio accepts as an image upload (decision 017): a JPEG,
 * PNG, WebP or AVIF, known by its bytes (never by its name or the type the
 * browser declared), up to 10 MB and 40 megapixels.
 *
 * API
 *   const inspection = await inspectUpload(bytes, fileName, { field: "Photo" });
 *   if (inspection.ok) inspection.image  // { hash, format, mediaType, width, height, bytes }
 *   else inspection.message              // one line: "Photo: …", naming the reason
 *
 * Refused, each with a line of its own (`reason` for code):
 * - "too-large": over MAX_UPLOAD_BYTES, before anything else is read;
 * - "svg": an SVG drawing (it can carry script, and it is not a photo);
 * - "not-an-image": any other type, named when it is a common one (GIF, HEIC, PDF…);
 * - "misnamed": the name's extension says another format than the bytes;
 * - "too-many-pixels": over MAX_UPLOAD_PIXELS by the file's header, before a
 *   pixel is decoded, so a decompression bomb costs a header read;
 * - "unreadable": sharp cannot read it (damaged, truncated).
 *
 * `width` and `height` are as the picture is seen, after its EXIF orientation.
 * `hash` is the SHA-256 (lowercase hex) of the bytes as uploaded: the image's
 * name everywhere (contracts/content-images.ts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_MEDIA_TYPES,
  type UploadFormat,
} from "../../../../contracts/content-images.ts";

export interface AcceptedImage {
  /** SHA-256 of `bytes`, lowercase hex. */
  hash: string;
  format: UploadFormat;
  mediaType: string;
  width: number;
  height: number;
  /** The original, as uploaded. */
  bytes: Buffer;
}

export type RefusalReason = "too-large" | "svg" | "not-an-image" | "misnamed" | "too-many-pixels" | "unreadable";

export type UploadInspection =
  { ok: true; image: AcceptedImage } | { ok: false; reason: RefusalReason; message: string };

export interface InspectOptions {
  /** The form field's label, which starts every message (default "Image"). */
  field?: string;
}

/** Every sharp pipeline that decodes pixels takes this: a picture over the limit is refused before it is decoded. */
export const DECODE_LIMITS = { limitInputPixels: MAX_UPLOAD_PIXELS } as const;

const FORMAT_NAMES: Readonly<Record<UploadFormat, string>> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
};

const ACCEPTED_LIST = "a JPEG, PNG, WebP or AVIF image";

/** What a file name's extension claims. */
const EXTENSION_FORMATS: Readonly<Record<string, UploadFormat>> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  jpe: "jpeg",
  jfif: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
};

export async function inspectUpload(
  bytes: Buffer,
  fileName: string,
  options: InspectOptions = {},
): Promise<UploadInspection> {
  const field = options.field ?? "Image";
  const refuse = (reason: RefusalReason, what: string): UploadInspection => ({
    ok: false,
    reason,
    message: `${field}: ${what}`,
  });

  if (bytes.length > MAX_UPLOAD_BYTES) {
    return refuse("too-large", `the file is ${megabytes(bytes.length)}; upload one of 10 MB or less`);
  }
  const sniffed = sniffFormat(bytes);
  if (sniffed.kind === "svg") {
    return refuse("svg", `an SVG drawing cannot be uploaded; upload ${ACCEPTED_LIST}`);
  }
  if (sniffed.kind === "other") {
    const what =
      bytes.length === 0
        ? "the file is empty"
        : sniffed.name
          ? `the file is a ${sniffed.name}`
          : "the file is not an image";
    return refuse("not-an-image", `${what}; upload ${ACCEPTED_LIST}`);
  }
  const format = sniffed.format;
  const claimed = extensionOf(fileName);
  if (claimed !== undefined && EXTENSION_FORMATS[claimed] !== format) {
    return refuse(
      "misnamed",
      `the file's name ends in .${claimed} but it is a ${FORMAT_NAMES[format]} image: it is not what its name says; rename it or export it again`,
    );
  }

  // The header only: no pixel is decoded here, so the pixel limit is ours to
  // check (sharp's would throw without saying how large the picture is).
  let header: sharp.Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse("unreadable", unreadable(format));
  }
  if (format === "avif" && header.compression !== "av1") return refuse("unreadable", unreadable(format));
  const width = header.width;
  const height = header.height;
  if (!width || !height) return refuse("unreadable", unreadable(format));
  if (width * height > MAX_UPLOAD_PIXELS) {
    const megapixels = Math.round((width * height) / 100_000) / 10;
    return refuse(
      "too-many-pixels",
      `the picture is ${width} × ${height} pixels (${megapixels} megapixels); upload one of 40 megapixels or less`,
    );
  }

  // Decoded whole once, small (JPEG shrinks as it loads): a damaged or
  // truncated file is refused now rather than failing when a page needs it.
  try {
    await sharp(bytes, DECODE_LIMITS).rotate().resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch {
    return refuse("unreadable", unreadable(format));
  }

  const oriented = header.autoOrient ?? { width, height };
  return {
    ok: true,
    image: {
      hash: createHash("sha256").update(bytes).digest("hex"),
      format,
      mediaType: UPLOAD_MEDIA_TYPES[format],
      width: oriented.width,
      height: oriented.height,
      bytes,
    },
  };
}

type Sniffed = { kind: "accepted"; format: UploadFormat } | { kind: "svg" } | { kind: "other"; name?: string };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The format by the file's first bytes (its "magic"), whatever its name says. */
export function sniffFormat(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: "accepted", format: "jpeg" };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { kind: "accepted", format: "png" };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "accepted", format: "webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brands = isoBrands(bytes);
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return { kind: "accepted", format: "avif" };
    if (brands.some((brand) => /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand))) {
      return { kind: "other", name: "HEIC photo (export it as JPEG first)" };
    }
    return { kind: "other", name: "video or other media file" };
  }
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { kind: "other", name: "GIF" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { kind: "other", name: "PDF" };
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return { kind: "other", name: "TIFF" };
  if (ascii(bytes, 0, 2) === "BM") return { kind: "other", name: "BMP" };
  if (looksLikeSvg(bytes)) return { kind: "svg" };
  return { kind: "other" };
}

/** The major and compatible brands of an ISO media file's leading `ftyp` box. */
function isoBrands(bytes: Buffer): string[] {
  if (bytes.length < 16) return [];
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Text whose first tag (after an XML declaration, comments or a doctype) is `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(start);
}

/** A name's extension, lowercase, when it names a type (letters first: "Photo 26.11.2026" has none). */
function extensionOf(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const match = /\.([a-z][a-z0-9]{0,4})$/i.exec(base);
  return match?.[1]?.toLowerCase();
}

function unreadable(format: UploadFormat): string {
  return `the file could not be read as a ${FORMAT_NAMES[format]} image (it may be damaged); export it again and upload that`;
}

function megabytes(size: number): string {
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
