/**
 * The social card's design, as an SVG string: the brand's logo, name and
 * tagline on its colours (taken from the logo), with the site's address and
 * phone number. Every piece of text is a path drawn from a CardFont, so the
 * renderer needs no fonts. Pure: the same inputs give the same SVG.
 */
import { type Brand } from "#app/content/brand.ts";
import { wrapText } from "#app/lib/wrap-text.ts";
import type { CardFont } from "./card-font.server.ts";
import { socialCard } from "./social-card.ts";

export interface CardFonts {
  bold: CardFont;
  regular: CardFont;
}

export interface CardColours {
  /** The logo's first colour (its tile), darkened for the background. */
  primary: string;
  /** The logo's second colour, for the accent bar and the phone number. */
  accent: string;
}

const { width: WIDTH, height: HEIGHT } = socialCard;
const MARGIN = 80;
const LOGO_SIZE = 96;
const TAGLINE_SIZES = [72, 66, 60, 54, 48, 42];
const TAGLINE_MAX_LINES = 3;
const NAME_SIZES = [46, 42, 38, 34, 30];

/** The first two different colours the logo uses, in the order it uses them. */
export function logoColours(logoSvg: string): CardColours {
  const colours = [
    ...new Set([...logoSvg.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map((match) => normaliseHex(match[0]))),
  ];
  const [primary, accent] = colours;
  if (!primary || !accent)
    throw new Error("The social card takes its colours from the logo, which needs at least two #hex colours");
  return { primary, accent };
}

/** The text's lines at this size, or null when a word is too wide or it takes more than `maxLines`. */
export function linesThatFit(
  text: string,
  font: CardFont,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] | null {
  const measure = (line: string) => font.measure(line, size);
  const lines = wrapText(text, maxWidth, measure);
  const fits = lines.length <= maxLines && lines.every((line) => measure(line) <= maxWidth);
  return fits ? lines : null;
}

/** The largest of `sizes` at which the text fits, with its lines. */
function fitText(
  text: string,
  font: CardFont,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
  what: string,
) {
  for (const size of sizes) {
    const lines = linesThatFit(text, font, size, maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  throw new Error(`The ${what} "${text}" does not fit on the social card in ${maxLines} line(s)`);
}

export function composeSocialCardSvg(brandFacts: Brand, logoSvg: string, fonts: CardFonts): string {
  const colours = logoColours(logoSvg);
  const background = [mix(colours.primary, "#000000", 0.55), mix(colours.primary, "#000000", 0.2)];
  const logoTop = 72;

  const nameX = MARGIN + LOGO_SIZE + 28;
  const name = fitText(brandFacts.name, fonts.bold, NAME_SIZES, WIDTH - MARGIN - nameX, 1, "brand name");
  const nameBaseline = logoTop + LOGO_SIZE / 2 + (fonts.bold.capHeight * name.size) / 2;

  const tagline = fitText(
    brandFacts.tagline,
    fonts.bold,
    TAGLINE_SIZES,
    WIDTH - 2 * MARGIN,
    TAGLINE_MAX_LINES,
    "tagline",
  );
  const taglineTop = 276;
  const lineHeight = Math.round(tagline.size * 1.18);
  const taglinePaths = tagline.lines.map((line, index) =>
    fonts.bold.outline(
      line,
      MARGIN,
      taglineTop + fonts.bold.capHeight * tagline.size + index * lineHeight,
      tagline.size,
    ),
  );

  const footerBaseline = HEIGHT - 64;
  const footerSize = 30;
  const host = new URL(brandFacts.siteUrl).host;
  const phone = brandFacts.phone.display;
  const phoneX = WIDTH - MARGIN - fonts.bold.measure(phone, footerSize);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    "<defs>",
    `<linearGradient id="background" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>`,
    "</linearGradient>",
    "</defs>",
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>`,
    // The logo again, large and faint, running off the right-hand edge.
    `<g opacity="0.12">${placeLogo(logoSvg, 790, 150, 560)}</g>`,
    placeLogo(logoSvg, MARGIN, logoTop, LOGO_SIZE),
    `<path fill="#ffffff" d="${fonts.bold.outline(brandFacts.name, nameX, nameBaseline, name.size)}"/>`,
    `<rect x="${MARGIN}" y="${taglineTop - 44}" width="88" height="8" rx="4" fill="${colours.accent}"/>`,
    `<path fill="#ffffff" d="${taglinePaths.join("")}"/>`,
    `<path fill="#ffffff" fill-opacity="0.85" d="${fonts.regular.outline(host, MARGIN, footerBaseline, footerSize)}"/>`,
    `<path fill="${colours.accent}" d="${fonts.bold.outline(phone, phoneX, footerBaseline, footerSize)}"/>`,
    "</svg>",
  ].join("\n");
}

/** The logo's own SVG, nested as a square of `size` pixels at (x, y). */
function placeLogo(logoSvg: string, x: number, y: number, size: number): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(logoSvg);
  if (!match) throw new Error("The logo is not an SVG document");
  const [, attributes = "", content = ""] = match;
  const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
  if (!viewBox) throw new Error("The logo needs a viewBox for the social card to scale it");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${content}</svg>`;
}

function normaliseHex(hex: string): string {
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}`;
}

/** `from` moved `amount` (0 to 1) of the way towards `to`, in sRGB. */
export function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const [a, b] = [channels(normaliseHex(from)), channels(normaliseHex(to))];
  return `#${a
    .map((value, index) =>
      Math.round(value + ((b[index] ?? value) - value) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
