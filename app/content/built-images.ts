/**
 * The build's own illustrations that studio content names (`{ kind: "built",
 * name }`, contracts/site-content.ts), as the pictures a page shows: the file,
 * its canvas size and, for the two that are a page's first picture (the
 * first story on /settlements, the first home slide), the copy written into
 * the HTML so it paints with the page (ImageAsset.inlineSrc). Only render-time
 * code reads this module; islands get the resolved pictures in their props
 * (decision 016). contracts/built-images.ts lists the same names for the studio.
 */
import { LANDSCAPE, SQUARE, WIDE, type ImageAsset } from "#app/lib/image-asset.ts";
import type { BuiltImageName } from "../../contracts/built-images.ts";
import { firstPaintRenditionUrl, type ImageSlotName, uploadedPicture } from "../../contracts/content-images.ts";
import type { ContentImage } from "../../contracts/site-content.ts";
import { firstPaintCopyOf } from "./published-content.ts";
import weddingHalls from "./images/settlement-wedding-halls.svg";
import weddingHallsInline from "./images/settlement-wedding-halls.svg?inline";
import equipmentBusiness from "./images/settlement-equipment-business.svg";
import childcare from "./images/settlement-childcare.svg";
import restaurants from "./images/settlement-restaurants.svg";
import lawFirm from "./images/settlement-law-firm.svg";
import telecommunication from "./images/settlement-telecommunication.svg";
import constructionEquipment from "./images/settlement-construction-equipment.svg";
import accommodationResort from "./images/settlement-accommodation-resort.svg";
import medicalClinic from "./images/settlement-medical-clinic.svg";
import pharmacy from "./images/settlement-pharmacy.svg";
import cafe from "./images/settlement-cafe.svg";
import fitnessStudio from "./images/settlement-fitness-studio.svg";
import logistics from "./images/settlement-logistics.svg";
import winery from "./images/settlement-winery.svg";
import retailStore from "./images/settlement-retail-store.svg";
import accountingPractice from "./images/settlement-accounting-practice.svg";
import manufacturing from "./images/settlement-manufacturing.svg";
import bakery from "./images/settlement-bakery.svg";
import principalBroker from "./images/team-principal-broker.svg";
import commercialLending from "./images/team-commercial-lending.svg";
import clientServices from "./images/team-client-services.svg";
import heroBusinessPurchase from "./images/hero-business-purchase.svg";
import heroBusinessPurchaseInline from "./images/hero-business-purchase.svg?inline";
import heroBusinessLoans from "./images/hero-business-loans.svg";
import heroResidentialLoans from "./images/hero-residential-loans.svg";
import heroAssetFinance from "./images/hero-asset-finance.svg";

type Picture = Omit<ImageAsset, "alt">;

const card = (src: string, inlineSrc?: string): Picture => ({ src, inlineSrc, ...LANDSCAPE });
const portrait = (src: string): Picture => ({ src, ...SQUARE });
const hero = (src: string, inlineSrc?: string): Picture => ({ src, inlineSrc, ...WIDE });

/** Each illustration by name. */
export const builtImages: Readonly<Record<BuiltImageName, Picture>> = {
  "settlement-wedding-halls": card(weddingHalls, weddingHallsInline),
  "settlement-equipment-business": card(equipmentBusiness),
  "settlement-childcare": card(childcare),
  "settlement-restaurants": card(restaurants),
  "settlement-law-firm": card(lawFirm),
  "settlement-telecommunication": card(telecommunication),
  "settlement-construction-equipment": card(constructionEquipment),
  "settlement-accommodation-resort": card(accommodationResort),
  "settlement-medical-clinic": card(medicalClinic),
  "settlement-pharmacy": card(pharmacy),
  "settlement-cafe": card(cafe),
  "settlement-fitness-studio": card(fitnessStudio),
  "settlement-logistics": card(logistics),
  "settlement-winery": card(winery),
  "settlement-retail-store": card(retailStore),
  "settlement-accounting-practice": card(accountingPractice),
  "settlement-manufacturing": card(manufacturing),
  "settlement-bakery": card(bakery),
  "team-principal-broker": portrait(principalBroker),
  "team-commercial-lending": portrait(commercialLending),
  "team-client-services": portrait(clientServices),
  "hero-business-purchase": hero(heroBusinessPurchase, heroBusinessPurchaseInline),
  "hero-business-loans": hero(heroBusinessLoans),
  "hero-residential-loans": hero(heroResidentialLoans),
  "hero-asset-finance": hero(heroAssetFinance),
};

/** The canvas of each slot an upload may fill: an uploaded picture is shown at its slot's size. */
export type ImageSlot = "card" | "portrait" | "hero" | "logo";

/** The studio's upload slot (contracts/content-images.ts) of each slot an upload may fill; a hero has none. */
const UPLOAD_SLOTS: Partial<Record<ImageSlot, ImageSlotName>> = {
  card: "settlement",
  portrait: "team-member",
  logo: "lending-partner",
};

/**
 * The picture a content image names. `first`: it is its page's first picture,
 * so it keeps the inline copy it has (only the first may: each inline copy
 * weighs in the page's HTML). An uploaded image is its renditions: AVIF and
 * WebP sources with a JPEG fallback, at the slot's widths, under /media; as a
 * page's first, its inline copy is the largest AVIF rendition the server
 * handed the renderer (published-content.ts's firstPaintCopyOf).
 */
export function pictureOf(image: ContentImage, slot: ImageSlot, first = false): ImageAsset {
  if (image.kind === "uploaded") {
    const uploadSlot = UPLOAD_SLOTS[slot];
    if (!uploadSlot) throw new Error(`An uploaded image cannot fill the ${slot} slot: the studio offers none there.`);
    const inlineSrc = first ? firstPaintCopyOf(firstPaintRenditionUrl(image.hash, uploadSlot)) : undefined;
    return { ...uploadedPicture(image.hash, uploadSlot), alt: image.alt, ...(inlineSrc ? { inlineSrc } : {}) };
  }
  const picture = (builtImages as Readonly<Record<string, Picture>>)[image.name];
  if (!picture) throw new Error(`There is no built image named "${image.name}" (app/content/built-images.ts).`);
  // In this key order, as the pages' island props have always been written (an absent inlineSrc is left out).
  return {
    src: picture.src,
    inlineSrc: first ? picture.inlineSrc : undefined,
    width: picture.width,
    height: picture.height,
    alt: image.alt,
  };
}

/**
 * A key for an entry from its picture's name ("settlement-cafe" → "cafe"),
 * as the stories and slides were keyed before the studio: the island's props
 * stay as they were. Two entries with one picture, or an upload, are keyed by place.
 */
export function pictureKey(
  image: ContentImage,
  prefix: string,
  index: number,
  entries: readonly { image: ContentImage }[],
): string {
  const name = image.kind === "built" ? image.name : undefined;
  const shared = entries.filter((entry) => entry.image.kind === "built" && entry.image.name === name).length > 1;
  return name !== undefined && !shared ? name.replace(prefix, "") : `${index + 1}`;
}
