/**
 * The site's editable image slots, and the addresses of an uploaded image's
 * renditions: shared by the studio's forms, the page renderer and the server
 * (decision 017). No Node modules here: browser code imports it too.
 *
 * API
 * - `IMAGE_SLOTS` / `imageSlots[name]`: each slot's shape (aspect), rendition
 *   widths, how the picture is fitted, the `sizes` its component passes, and
 *   its byte budget.
 * - `renditionUrl(hash, width, format)` → `/media/<hash>-<width>.<avif|webp|jpg>`;
 *   `renditionFileName(...)` is the same without `/media/`, and
 *   `RENDITION_FILE_NAME` matches exactly those names (a /media route serves
 *   nothing else).
 * - `uploadedPicture(hash, slot)` → `{ src, srcSet, width, height, sources }`,
 *   the `<picture>`'s AVIF and WebP sources and its JPEG fallback: spread it
 *   with the alt text into an ImageAsset (`{ ...uploadedPicture(hash, "team-member"), alt }`).
 * - What an upload may be: `UPLOAD_FORMATS`, `UPLOAD_ACCEPT` (an `<input accept>`),
 *   `MAX_UPLOAD_BYTES`, `MAX_UPLOAD_PIXELS`.
 *
 * The server's side is server/site/content/images/ (image-intake.ts,
 * image-renditions.ts, content-image-store.ts).
 */

/** The formats an upload may be in, by their bytes (image-intake.ts sniffs them). */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const UPLOAD_MEDIA_TYPES: Readonly<Record<UploadFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** The file cache's extension of an original (`<CONTENT_IMAGES_DIR>/<hash>.<ext>`). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadFormat, string>> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
};

/** For the file input's `accept`: a hint to the browser's picker; the server sniffs the bytes whatever it says. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";

/** Largest upload accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest picture accepted, read from the file's header before any pixel is decoded: 40 megapixels. */
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The formats each rendition is made in, best first: a `<picture>` offers AVIF, then WebP, then the JPEG fallback. */
export const RENDITION_FORMATS = ["avif", "webp", "jpeg"] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

const RENDITION_EXTENSIONS: Readonly<Record<RenditionFormat, string>> = { avif: "avif", webp: "webp", jpeg: "jpg" };

export const RENDITION_MEDIA_TYPES: Readonly<Record<RenditionFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export const IMAGE_SLOT_NAMES = ["settlement", "team-member", "lending-partner"] as const;
export type ImageSlotName = (typeof IMAGE_SLOT_NAMES)[number];

export interface ImageSlot {
  name: ImageSlotName;
  /** What the studio calls the picture. */
  label: string;
  /** The shape every rendition has: width by height, in the proportion the component shows. */
  aspect: { width: number; height: number };
  /**
   * The renditions' widths, smallest first; the largest is the intrinsic size the
   * page gives the `<img>`. No two slots share a width: a rendition's name
   * (`<hash>-<width>`) then says which shape it is, even when one image is used
   * in two slots.
   */
  widths: readonly number[];
  /**
   * "cover" fills the shape, cropping the sides or top and bottom from the
   * centre (photos); "contain" fits the whole picture in, on a transparent
   * ground (white in the JPEG), so a logo is never cut.
   */
  fit: "cover" | "contain";
  /** The `sizes` its component passes to the `<picture>`'s sources. */
  sizes: string;
  /**
   * Most bytes a rendition of this slot may have: no more than today's images for
   * the same slot. image-renditions.ts steps the quality down, a bounded number
   * of times, until a rendition fits, and says when one still does not.
   */
  budgetBytes: number;
  /**
   * A page may open with this slot's picture (/settlements opens with its first
   * story). Its largest AVIF rendition is then also written into that page's
   * HTML as a `data:` URL, so it paints with the page as the build's inline
   * illustrations do (ImageAsset.inlineSrc), when it is within the byte budget:
   * it weighs in the HTML no more than today's inline copy.
   */
  opensAPage: boolean;
}

/*
 * Byte budgets, measured 2026-11-26 on the repository's images (a settlement and
 * a team member show an SVG illustration today). The built files under build/client/assets are
 * byte for byte the sources in app/content/images/ (Vite copies SVGs as they
 * are), served with brotli copies:
 *
 *   slot                 files today                         largest file (as built)       brotli copy
 *   settlement card      settlement-*.svg (18 files)         5,274 B  settlement-pharmacy  1,031 B (706-1,051 B)
 *   team member photo    team-*.svg (3 files)                2,503 B  team-principal-broker  867 B (822-867 B)
 *   lending partner logo none: the panel is text wordmarks   0 B
 *
 * The budget is the largest file as built: a rendition is sent as it is (AVIF,
 * WebP and JPEG are not compressed again), so the file is what travels. A
 * lending partner has no image today; its logo gets the budget of the other
 * picture on the About page, the team photo, so a logo costs no more than a
 * portrait does there.
 *
 * Measured with `ls -l app/content/images/{settlement,team}-*.svg` and
 * `stat -c %s build/client/assets/{settlement,team}-*.svg{,.br}` after
 * `npm run build`.
 */
const SETTLEMENT_BUDGET_BYTES = 5_274;
const TEAM_MEMBER_BUDGET_BYTES = 2_503;
const LENDING_PARTNER_BUDGET_BYTES = TEAM_MEMBER_BUDGET_BYTES;

export const imageSlots: Readonly<Record<ImageSlotName, ImageSlot>> = {
  // app/lib/image-asset.ts's LANDSCAPE (800 × 600), in a card a third of the
  // 1280 px page wide (about 400 CSS px): 400 for one device pixel a CSS pixel, 800 for two.
  settlement: {
    name: "settlement",
    label: "Settlement picture",
    aspect: { width: 4, height: 3 },
    widths: [400, 800],
    fit: "cover",
    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    budgetBytes: SETTLEMENT_BUDGET_BYTES,
    opensAPage: true,
  },
  // SQUARE (600 × 600), at most 320 CSS px on a phone (max-w-xs) and 40vw beside
  // the words on a wider screen: README's "Adding photos" makes 300 and 600.
  "team-member": {
    name: "team-member",
    label: "Photo",
    aspect: { width: 1, height: 1 },
    widths: [300, 600],
    fit: "cover",
    sizes: "(min-width: 768px) 40vw, 320px",
    budgetBytes: TEAM_MEMBER_BUDGET_BYTES,
    opensAPage: false,
  },
  // A cell of the lender panel (six across on a wide screen, about 170 CSS px;
  // two across on a phone); a wordmark-shaped 2:1 box.
  "lending-partner": {
    name: "lending-partner",
    label: "Logo",
    aspect: { width: 2, height: 1 },
    widths: [240, 480],
    fit: "contain",
    sizes: "(min-width: 1024px) 170px, (min-width: 640px) 33vw, 50vw",
    budgetBytes: LENDING_PARTNER_BUDGET_BYTES,
    opensAPage: false,
  },
};

export const IMAGE_SLOTS: readonly ImageSlot[] = IMAGE_SLOT_NAMES.map((name) => imageSlots[name]);

const IMAGE_HASH = /^[0-9a-f]{64}$/;

/** A lowercase hex SHA-256, as an uploaded image is named. */
export function isImageHash(value: string): boolean {
  return IMAGE_HASH.test(value);
}

/** A rendition's height: its width in the slot's proportion, rounded. */
export function renditionHeight(slot: ImageSlot, width: number): number {
  return Math.round((width * slot.aspect.height) / slot.aspect.width);
}

/** `<hash>-<width>.<avif|webp|jpg>`. Throws on a hash that is not one (nothing else may become a file name). */
export function renditionFileName(hash: string, width: number, format: RenditionFormat): string {
  if (!isImageHash(hash)) throw new Error(`not an image hash: ${JSON.stringify(hash)}`);
  if (!Number.isSafeInteger(width) || width < 1) throw new Error(`not a rendition width: ${width}`);
  return `${hash}-${width}.${RENDITION_EXTENSIONS[format]}`;
}

/** Exactly the names renditionFileName makes. */
export const RENDITION_FILE_NAME = /^[0-9a-f]{64}-[1-9]\d{0,4}\.(?:avif|webp|jpg)$/;

/** Where a rendition is served: `/media/<hash>-<width>.<avif|webp|jpg>`. */
export function renditionUrl(hash: string, width: number, format: RenditionFormat): string {
  return `/media/${renditionFileName(hash, width, format)}`;
}

/** Every rendition file of an image in a slot, formats best first, widths smallest first. */
export function renditionFileNames(hash: string, slot: ImageSlot): string[] {
  return RENDITION_FORMATS.flatMap((format) => slot.widths.map((width) => renditionFileName(hash, width, format)));
}

function srcSet(hash: string, slot: ImageSlot, format: RenditionFormat): string {
  return slot.widths.map((width) => `${renditionUrl(hash, width, format)} ${width}w`).join(", ");
}

/** An uploaded image as a `<picture>` shows it; the fields of app/lib/image-asset.ts's ImageAsset but the alt text. */
export interface UploadedPicture {
  /** The largest JPEG: what a browser without srcset shows. */
  src: string;
  /** The JPEG fallback at every width. */
  srcSet: string;
  /** The largest rendition's size, so the browser reserves the space. */
  width: number;
  height: number;
  /** AVIF, then WebP, each at every width. */
  sources: readonly { type: string; srcSet: string }[];
}

/**
 * The copies written into the HTML of the pages that open with an uploaded
 * picture: `data:image/avif;base64,…` URLs, by the address of the rendition
 * each copies (firstPaintRenditionUrl). The server reads them from the
 * renditions before it renders a version; the page renderer puts one in the
 * `<picture>`'s AVIF source (app/ui/content-image.tsx).
 */
export type FirstPaintCopies = ReadonlyMap<string, string>;

/** The rendition a page that opens with this picture carries in its HTML: the slot's largest width, in AVIF. */
export function firstPaintRenditionUrl(hash: string, slotName: ImageSlotName): string {
  const slot = imageSlots[slotName];
  return renditionUrl(hash, slot.widths[slot.widths.length - 1] ?? 0, "avif");
}

/** The `<picture>` of an uploaded image in a slot. */
export function uploadedPicture(hash: string, slotName: ImageSlotName): UploadedPicture {
  const slot = imageSlots[slotName];
  const largest = slot.widths[slot.widths.length - 1] ?? 0;
  return {
    src: renditionUrl(hash, largest, "jpeg"),
    srcSet: srcSet(hash, slot, "jpeg"),
    width: largest,
    height: renditionHeight(slot, largest),
    sources: RENDITION_FORMATS.filter((format) => format !== "jpeg").map((format) => ({
      type: RENDITION_MEDIA_TYPES[format],
      srcSet: srcSet(hash, slot, format),
    })),
  };
}
