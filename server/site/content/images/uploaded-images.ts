/**
 * The uploaded pictures a version of the content shows, each with the slot
 * it fills (entry-lists.ts says which image fields take uploads, and into
 * which slot), and what a server makes of them before it renders that
 * version's pages or a preview: their renditions under PUBLISHED_SITE_DIR/media
 * (decision 017). A version is served only once every picture it shows is there.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type FirstPaintCopies,
  firstPaintRenditionUrl,
  IMAGE_SLOTS,
  type ImageSlotName,
  imageSlots,
} from "../../../../contracts/content-images.ts";
import { COLLECTION_NAMES, type SiteContent } from "../../../../contracts/site-content.ts";
import { entriesOf, entryListOf, isListCollection } from "../entry-lists.ts";
import type { ContentImageStore } from "./content-image-store.ts";

export interface UploadedImageUse {
  hash: string;
  slot: ImageSlotName;
}

/** Every uploaded picture `content` shows, once per slot, in the studio's order. */
export function uploadedImagesOf(content: SiteContent): UploadedImageUse[] {
  const uses = new Map<string, UploadedImageUse>();
  for (const collection of COLLECTION_NAMES) {
    if (!isListCollection(collection)) continue;
    const fields = entryListOf(collection).fields;
    for (const entry of entriesOf(content, collection) ?? []) {
      for (const field of fields) {
        if (field.kind !== "image" || !field.slot) continue;
        const image = entry[field.key] as { kind?: unknown; hash?: unknown } | null | undefined;
        if (image?.kind !== "uploaded" || typeof image.hash !== "string") continue;
        uses.set(`${image.hash} ${field.slot}`, { hash: image.hash, slot: field.slot });
      }
    }
  }
  return [...uses.values()];
}

/**
 * Makes the renditions of every uploaded picture a version shows that this
 * server does not have yet, and answers the copies its pages carry in their
 * HTML: of each picture in a slot a page may open with, its largest AVIF
 * rendition, when that is within the slot's byte budget (a larger one would
 * weigh more in the page than today's inline illustration; it loads first instead).
 */
export function renditionsFor(
  images: Pick<ContentImageStore, "ensureRenditions">,
  mediaDir: string,
): (content: SiteContent) => Promise<FirstPaintCopies> {
  return async (content) => {
    const copies = new Map<string, string>();
    for (const { hash, slot } of uploadedImagesOf(content)) {
      await images.ensureRenditions(hash, slot, mediaDir);
      if (!imageSlots[slot].opensAPage) continue;
      const address = firstPaintRenditionUrl(hash, slot);
      const avif = await readFile(path.join(mediaDir, path.posix.basename(address)));
      if (avif.length <= imageSlots[slot].budgetBytes) {
        copies.set(address, `data:image/avif;base64,${avif.toString("base64")}`);
      }
    }
    return copies;
  };
}

/**
 * A rendition asked for that this server has not made yet (a page another
 * server rendered, the studio's thumbnail of an upload taken elsewhere): made
 * now from the original in the database, when an upload has that hash and a
 * slot has that width. Answers whether the file is there now.
 */
export function renditionOnDemand(
  images: Pick<ContentImageStore, "has" | "ensureRenditions">,
  mediaDir: string,
): (hash: string, width: number) => Promise<boolean> {
  return async (hash, width) => {
    const slot = IMAGE_SLOTS.find((candidate) => candidate.widths.includes(width));
    if (!slot || !(await images.has(hash))) return false;
    await images.ensureRenditions(hash, slot.name, mediaDir);
    return true;
  };
}
