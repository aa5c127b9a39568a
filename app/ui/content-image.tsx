import type { ImageAsset } from "#app/lib/image-asset.ts";

interface ContentImageProps {
  image: ImageAsset;
  className?: string;
  /**
   * The page's first image: it loads at once (inside the HTML when the image has
   * an `inlineSrc`) and paints with the page; every other image waits until it is
   * near the viewport.
   */
  priority?: boolean;
  /** The rendered width, so the browser picks the right file from a srcset. */
  sizes?: string;
}

/**
 * An image from a content module: explicit width and height (no layout
 * shift), lazy below the fold, and a <picture> with modern formats when the
 * content is a raster photo processed at build time.
 */
export function ContentImage({ image, className, priority = false, sizes = "100vw" }: ContentImageProps) {
  const img = (
    <img
      src={priority && image.inlineSrc && !image.sources?.length ? image.inlineSrc : image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      // Decoded before the frame that paints it, so the page's first paint shows it.
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
  if (!image.sources?.length) return img;
  // A photo's inline copy stands in for the source of its own format (an uploaded
  // picture's AVIF): every browser that takes that format paints it with the page.
  const inlineType = priority ? mediaTypeOf(image.inlineSrc) : undefined;
  return (
    <picture>
      {image.sources.map((source) =>
        source.type === inlineType ? (
          <source key={source.type} type={source.type} srcSet={image.inlineSrc} />
        ) : (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ),
      )}
      {img}
    </picture>
  );
}

/** "image/avif" of "data:image/avif;base64,…"; undefined for no copy. */
function mediaTypeOf(dataUrl: string | undefined): string | undefined {
  return dataUrl?.match(/^data:([\w/+.-]+)[;,]/)?.[1];
}
