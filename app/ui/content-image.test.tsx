// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "#app/lib/image-asset.ts";
import { ContentImage } from "./content-image.tsx";

const INLINE = "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E";
const illustration: ImageAsset = {
  src: "/assets/inquiry-1a2b.svg",
  inlineSrc: INLINE,
  width: 800,
  height: 600,
  alt: "A desk with a laptop",
};

describe("ContentImage", () => {
  it("paints a page's priority image from inside the HTML, with its alt text and size, when it has an inline copy", () => {
    render(<ContentImage image={illustration} priority />);
    const image = screen.getByRole("img", { name: "A desk with a laptop" });
    expect(image).toHaveAttribute("src", INLINE);
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("decoding", "sync");
  });

  it("loads every other image from its address, lazily, even when an inline copy exists", () => {
    render(<ContentImage image={illustration} />);
    const image = screen.getByRole("img", { name: "A desk with a laptop" });
    expect(image).toHaveAttribute("src", "/assets/inquiry-1a2b.svg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("loads a priority image without an inline copy from its address, at once", () => {
    render(<ContentImage image={{ ...illustration, inlineSrc: undefined }} priority />);
    const image = screen.getByRole("img", { name: "A desk with a laptop" });
    expect(image).toHaveAttribute("src", "/assets/inquiry-1a2b.svg");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  describe("an uploaded photo", () => {
    const AVIF_COPY = "data:image/avif;base64,AAAAHGZ0eXBhdmlm";
    const photo: ImageAsset = {
      src: "/media/abc-800.jpg",
      srcSet: "/media/abc-400.jpg 400w, /media/abc-800.jpg 800w",
      sources: [
        { type: "image/avif", srcSet: "/media/abc-400.avif 400w, /media/abc-800.avif 800w" },
        { type: "image/webp", srcSet: "/media/abc-400.webp 400w, /media/abc-800.webp 800w" },
      ],
      inlineSrc: AVIF_COPY,
      width: 800,
      height: 600,
      alt: "A bakery's new ovens",
    };
    const sourcesOf = (container: HTMLElement) =>
      [...container.querySelectorAll("source")].map((source) => [source.type, source.getAttribute("srcset")]);

    it("paints from inside the HTML as its page's first picture: the copy is its AVIF source, and WebP and JPEG stay for other browsers", () => {
      const { container } = render(<ContentImage image={photo} priority sizes="100vw" />);
      expect(sourcesOf(container)).toEqual([
        ["image/avif", AVIF_COPY],
        ["image/webp", "/media/abc-400.webp 400w, /media/abc-800.webp 800w"],
      ]);
      expect(screen.getByRole("img", { name: "A bakery's new ovens" })).toHaveAttribute("src", "/media/abc-800.jpg");
    });

    it("loads its renditions by address anywhere but first", () => {
      const { container } = render(<ContentImage image={photo} />);
      expect(sourcesOf(container)[0]).toEqual(["image/avif", "/media/abc-400.avif 400w, /media/abc-800.avif 800w"]);
    });
  });
});
