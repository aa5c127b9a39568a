// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../../contracts/content-images.ts";
import { phonePhoto, pngClaiming, smallPicture } from "../../../../tests/support/content-test-images.ts";
import { inspectUpload, type UploadInspection } from "./image-intake.ts";

/** The refusal's reason and its one line; fails the test when the file was accepted. */
function refusal(inspection: UploadInspection) {
  if (inspection.ok) throw new Error("the upload was accepted");
  expect(inspection.message.split("\n")).toHaveLength(1);
  return { reason: inspection.reason, message: inspection.message };
}

describe("an image upload", () => {
  it.each([
    ["jpeg", "office.jpg", "image/jpeg"],
    ["png", "office.PNG", "image/png"],
    ["webp", "office.webp", "image/webp"],
    ["avif", "office.avif", "image/avif"],
  ] as const)("accepts a %s, knowing it by its bytes", async (format, name, mediaType) => {
    const bytes = await smallPicture(format);
    const inspection = await inspectUpload(bytes, name);
    expect(inspection).toEqual({
      ok: true,
      image: {
        hash: createHash("sha256").update(bytes).digest("hex"),
        format,
        mediaType,
        width: 320,
        height: 240,
        bytes,
      },
    });
  });

  it("gives the same bytes the same hash, whatever the file is called, and other bytes another", async () => {
    const bytes = await smallPicture("png");
    const other = await smallPicture("png", 321, 240);
    const first = await inspectUpload(bytes, "a.png");
    const again = await inspectUpload(Buffer.from(bytes), "copy of a");
    const different = await inspectUpload(other, "a.png");
    if (!first.ok || !again.ok || !different.ok) throw new Error("refused");
    expect(first.image.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(again.image.hash).toBe(first.image.hash);
    expect(different.image.hash).not.toBe(first.image.hash);
  });

  it("reports a phone photo's size as it is seen, after its EXIF orientation", async () => {
    const inspection = await inspectUpload(await phonePhoto(), "IMG_0042.JPG");
    expect(inspection).toMatchObject({ ok: true, image: { format: "jpeg", width: 900, height: 1200 } });
  });

  it("accepts a name without an extension, or with a date's dots, by the bytes", async () => {
    const bytes = await smallPicture("jpeg");
    expect((await inspectUpload(bytes, "office")).ok).toBe(true);
    expect((await inspectUpload(bytes, "Photo 26.11.2026")).ok).toBe(true);
  });

  it("refuses an SVG, naming the reason", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(refusal(await inspectUpload(svg, "logo.svg"))).toEqual({
      reason: "svg",
      message: "Image: an SVG drawing cannot be uploaded; upload a JPEG, PNG, WebP or AVIF image",
    });
    // Named as a photo, it is still a drawing.
    expect(refusal(await inspectUpload(svg, "logo.png")).reason).toBe("svg");
  });

  it("refuses a GIF, naming what it is", async () => {
    // A 1 × 1 GIF.
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect(refusal(await inspectUpload(gif, "spinner.gif"))).toEqual({
      reason: "not-an-image",
      message: "Image: the file is a GIF; upload a JPEG, PNG, WebP or AVIF image",
    });
  });

  it("refuses any other type, and an empty file, each naming the reason in the field's words", async () => {
    expect(refusal(await inspectUpload(Buffer.from("%PDF-1.7\n"), "brochure.pdf", { field: "Photo" }))).toEqual({
      reason: "not-an-image",
      message: "Photo: the file is a PDF; upload a JPEG, PNG, WebP or AVIF image",
    });
    expect(refusal(await inspectUpload(Buffer.from("just some words"), "notes.txt")).message).toBe(
      "Image: the file is not an image; upload a JPEG, PNG, WebP or AVIF image",
    );
    expect(refusal(await inspectUpload(Buffer.alloc(0), "empty.jpg")).message).toBe(
      "Image: the file is empty; upload a JPEG, PNG, WebP or AVIF image",
    );
  });

  it("refuses a PNG renamed .jpg: it is not what its name says", async () => {
    expect(refusal(await inspectUpload(await smallPicture("png"), "office.jpg"))).toEqual({
      reason: "misnamed",
      message:
        "Image: the file's name ends in .jpg but it is a PNG image: it is not what its name says; rename it or export it again",
    });
  });

  it("refuses a file of 10 MB and one byte, before reading what it is", async () => {
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    (await smallPicture("jpeg")).copy(bytes);
    expect(refusal(await inspectUpload(bytes, "huge.jpg"))).toEqual({
      reason: "too-large",
      message: "Image: the file is 10.0 MB; upload one of 10 MB or less",
    });
    // Exactly 10 MB is taken: a JPEG, and padding after its end that no reader looks at.
    expect((await inspectUpload(bytes.subarray(0, MAX_UPLOAD_BYTES), "huge.jpg")).ok).toBe(true);
  });

  it("refuses a picture over 40 megapixels from its header, without decoding it", async () => {
    // The header says 8000 × 6000; the pixels are 4 × 3. A decode would fail:
    // the refusal comes from the header alone.
    const bomb = await pngClaiming(8000, 6000);
    expect(bomb.length).toBeLessThan(200);
    expect(refusal(await inspectUpload(bomb, "bomb.png"))).toEqual({
      reason: "too-many-pixels",
      message: "Image: the picture is 8000 × 6000 pixels (48 megapixels); upload one of 40 megapixels or less",
    });
  });

  it("refuses a file sharp cannot read, naming it damaged", async () => {
    const whole = await smallPicture("jpeg");
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(refusal(await inspectUpload(truncated, "office.jpg"))).toEqual({
      reason: "unreadable",
      message: "Image: the file could not be read as a JPEG image (it may be damaged); export it again and upload that",
    });
    // A header that reads, but pixels that are not there.
    expect(refusal(await inspectUpload(await pngClaiming(40, 30), "office.png")).reason).toBe("unreadable");
  });
});
