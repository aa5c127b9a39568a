/**
 * Draws the 1200×630 social card that every page's Open Graph and Twitter
 * tags name, as a PNG. The resource route app/routes/social-card-png.ts runs
 * this at build time and the build writes build/client/social-card.png, so
 * the card follows the brand module and logo on every build.
 *
 * Build-time only: sharp renders the SVG (text already turned into paths).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { brand, type Brand } from "#app/content/brand.ts";
import { loadInter } from "./card-font.server.ts";
import { composeSocialCardSvg } from "./social-card-svg.server.ts";

/** The logo file named in the brand module, from public/ (the build runs in the project root). */
export async function readBrandLogo(brandFacts: Brand = brand, publicDir = path.resolve("public")): Promise<string> {
  return readFile(path.join(publicDir, brandFacts.logo.src), "utf8");
}

export async function buildSocialCardSvg(brandFacts: Brand = brand): Promise<string> {
  const [logoSvg, bold, regular] = await Promise.all([readBrandLogo(brandFacts), loadInter(700), loadInter(400)]);
  return composeSocialCardSvg(brandFacts, logoSvg, { bold, regular });
}

export async function buildSocialCardPng(brandFacts: Brand = brand): Promise<Uint8Array> {
  const svg = await buildSocialCardSvg(brandFacts);
  // The card is opaque: no alpha channel, a quarter fewer bytes.
  const png = await sharp(Buffer.from(svg))
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  return new Uint8Array(png);
}
