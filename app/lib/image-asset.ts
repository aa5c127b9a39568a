/**
 * An image slot's content: the file, its intrinsic size (so the browser
 * reserves the space and nothing shifts), and its alt text ("" when the
 * image is decorative and the text beside it says it all).
 */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Modern-format alternatives of a raster photo, best first (see fromPicture). */
  sources?: readonly { type: string; srcSet: string }[];
  /** The srcset of `src` itself, when the photo was resized to several widths. */
  srcSet?: string;
  /**
   * The same picture as a `data:` URL (`import art from "./art.svg?inline"`), for a
   * small illustration that is a page's first, priority image: written into the
   * HTML, it paints with the page's first paint instead of one round trip later.
   * Only there: it weighs in the page's HTML and JavaScript (docs/PERFORMANCE.md).
   */
  inlineSrc?: string;
}

/** What vite-imagetools gives for `import photo from "./photo.jpg?as=picture&..."`. */
export interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Turns a raster photo imported through vite-imagetools into an image slot:
 * `fromPicture(photo, "Our Ballarat office")`. The fallback format (the
 * one `img.src` is in) becomes srcSet; the others become <source>s.
 */
export function fromPicture(picture: ImagetoolsPicture, alt: string): ImageAsset {
  const fallbackFormat = picture.img.src.split("?")[0]?.split(".").pop() ?? "";
  const formats = Object.keys(picture.sources);
  const modern = formats.filter((format) => format !== fallbackFormat && format !== "jpeg");
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    alt,
    srcSet: picture.sources[fallbackFormat] ?? picture.sources.jpeg,
    sources: modern.map((format) => ({ type: `image/${format}`, srcSet: picture.sources[format] ?? "" })),
  };
}

/** Illustration canvas sizes, shared so every slot of a kind has the same shape. */
export const WIDE = { width: 1200, height: 675 } as const; // 16:9, hero slides
export const LANDSCAPE = { width: 800, height: 600 } as const; // 4:3, cards and feature images
export const SQUARE = { width: 600, height: 600 } as const; // team portraits
