// npm run bench:renditions [-- --json]
//
// What an uploaded picture weighs once the studio has made it into renditions
// (decision 017), against each slot's byte budget: "no more bytes than today's
// images for the same slot", today's being SVG illustrations of 2.5 to 5.3 KB.
// Three pictures, made here so every run weighs the same bytes:
//   - flat: two flat colours, as the phone photo of the studio's tests;
//   - smooth: broad gradients and soft shapes (a blurred photo-like picture);
//   - photo: the same with a photo's fine grain, at a camera's size (the grain
//     averages out when it is made smaller);
//   - detailed: a busy scene (shelves, signage, foliage): a thousand small
//     shapes with hard edges, and texture that survives resizing.
// Each is made into every slot's widths in AVIF, WebP and JPEG by the studio's
// own code (image-renditions.ts), which steps quality down to its floor to meet
// the budget. Printed: bytes and the quality reached, and whether it fits.
import sharp from "sharp";
import { IMAGE_SLOTS } from "../contracts/content-images.ts";
import { makeRenditions } from "../server/site/content/images/image-renditions.ts";
import { phonePhoto, photoLikePicture } from "../tests/support/content-test-images.ts";

const asJson = process.argv.includes("--json");
const HASH = "0".repeat(64);

interface Row {
  picture: string;
  slot: string;
  budgetBytes: number;
  format: string;
  width: number;
  bytes: number;
  quality: number;
  withinBudget: boolean;
}

/** Seeded: the same bytes every run. */
async function detailedPicture(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  let seed = 11;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const shapes: string[] = [];
  for (let index = 0; index < 1000; index++) {
    const colour = `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const size = 8 + Math.floor(random() * 60);
    shapes.push(
      random() < 0.5
        ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.floor(size * (0.3 + random()))}" fill="${colour}"/>`
        : `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8a9a7a"/>${shapes.join("")}</svg>`;
  const pixels = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Texture at four pixels a grain: it survives a halving.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = (((Math.floor(x / 4) * 7919) ^ (Math.floor(y / 4) * 104729)) % 41) - 20;
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * width + x) * pixels.info.channels + channel;
        pixels.data[at] = Math.max(0, Math.min(255, (pixels.data[at] ?? 0) + grain));
      }
    }
  }
  return sharp(pixels.data, { raw: { width, height, channels: pixels.info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function pictures(): Promise<[string, Buffer][]> {
  const photo = await photoLikePicture();
  const smooth = await sharp(photo).blur(12).jpeg({ quality: 90 }).toBuffer();
  return [
    ["flat", await phonePhoto()],
    ["smooth", smooth],
    ["photo", photo],
    ["detailed", await detailedPicture()],
  ];
}

const rows: Row[] = [];
for (const [picture, original] of await pictures()) {
  for (const slot of IMAGE_SLOTS) {
    for (const rendition of await makeRenditions(original, HASH, slot.name)) {
      rows.push({
        picture,
        slot: slot.name,
        budgetBytes: slot.budgetBytes,
        format: rendition.format,
        width: rendition.width,
        bytes: rendition.body.length,
        quality: rendition.quality,
        withinBudget: rendition.withinBudget,
      });
    }
  }
}

if (asJson) {
  console.log(JSON.stringify({ rows }, null, 2));
} else {
  console.log("picture  slot             budget   format  width     bytes  quality  fits");
  for (const row of rows) {
    console.log(
      [
        row.picture.padEnd(8),
        row.slot.padEnd(16),
        String(row.budgetBytes).padStart(6),
        row.format.padStart(8),
        String(row.width).padStart(6),
        String(row.bytes).padStart(9),
        String(row.quality).padStart(8),
        row.withinBudget ? "  yes" : "  NO",
      ].join(" "),
    );
  }
  const fit = rows.filter((row) => row.withinBudget).length;
  console.log(`\n${fit} of ${rows.length} renditions within their slot's budget.`);
  for (const picture of ["flat", "smooth", "photo", "detailed"]) {
    const avif = rows.filter((row) => row.picture === picture && row.format === "avif");
    console.log(
      `${picture}: AVIF ${avif.filter((row) => row.withinBudget).length} of ${avif.length} fit; all formats ${rows.filter((row) => row.picture === picture && row.withinBudget).length} of ${rows.filter((row) => row.picture === picture).length}.`,
    );
  }
}
