/**
 * Pictures for the content studio's image tests, made with sharp in the test
 * (no binary fixtures): a phone photo with everything a camera writes, the
 * other accepted formats, and a photo-like picture at a camera's size.
 */
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** What the camera wrote into the phone photo, to look for in every rendition. */
export const CAMERA = {
  make: "Kestrelcam",
  model: "KR-Office-9",
  latitudeRef: "S",
  /** Ballarat, where the office is: must never publish. */
  latitude: "37/1 33/1 443/100",
  xmpCreator: "Harriet Calloway",
} as const;

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${CAMERA.xmpCreator}</rdf:li></rdf:Seq></dc:creator></rdf:Description>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A 1200 × 900 JPEG stored on its side, as a phone writes it: red above,
 * blue below, with EXIF orientation 6 ("turn 90° clockwise to show"), so it
 * is seen 900 wide and 1200 tall, blue on the left and red on the right. It
 * carries the camera, GPS, XMP and a Display P3 ICC profile.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [red, blue] = await Promise.all(
    ["#d02020", "#2040d0"].map((colour) =>
      sharp({ create: { width: 1200, height: 450, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ffffff" } })
    .composite([
      { input: red, top: 0, left: 0 },
      { input: blue, top: 450, left: 0 },
    ])
    .withIccProfile("p3")
    .withExifMerge({
      IFD0: { Make: CAMERA.make, Model: CAMERA.model },
      IFD3: { GPSLatitudeRef: CAMERA.latitudeRef, GPSLatitude: CAMERA.latitude },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small picture in an accepted format. */
export function smallPicture(format: "jpeg" | "png" | "webp" | "avif", width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7d5c" } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A small PNG whose header (IHDR) claims `width` × `height`, its checksum
 * mended so the header reads as valid: the pixels to fill that are not there,
 * so only a reader that stops at the header is safe from it.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await smallPicture("png", 4, 3));
  // Signature (8), chunk length (4), "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A picture with a photo's make-up at a camera's size (3000 × 2000): broad
 * gradients of light, soft shapes and a fine grain, as a JPEG at quality 90
 * (about 2 MB). The grain is seeded: the same bytes every run.
 */
export async function photoLikePicture(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed / 2 ** 32 - 0.5) * 20;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const across = x / width;
      const down = y / height;
      const shape = Math.sin(x / 97) * Math.cos(y / 61) * 40;
      const noise = grain();
      pixels[at] = Math.max(0, Math.min(255, 60 + 150 * across + shape + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, 90 + 100 * down - shape + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, 160 - 80 * across + shape / 2 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
