/**
 * The content studio's uploaded images (decision 017): the one module that
 * reads and writes content_images (migration 15), and keeps each server's
 * copies on disk; unused-uploads.ts deletes the uploads no content shows,
 * and each server's copies of them.
 *
 * API
 *   const images = openContentImageStore(database, { imagesDir: config.CONTENT_IMAGES_DIR });
 *   await images.saveUpload(accepted, staff.id);        // accepted: image-intake.ts's image; again is a no-op
 *   await images.original(hash);                        // the original and its details, or undefined
 *   await images.ensureRenditions(hash, "team-member", mediaDirOf(config.PUBLISHED_SITE_DIR));
 *   // → ["<hash>-300.avif", "<hash>-600.avif", "<hash>-300.webp", …], every file there
 *
 * Where things are:
 * - The original's bytes are in the database, so every server can make a
 *   page's renditions and the backups hold the images with the content
 *   (`pg_dump`; `npm run leads -- backup` on SQLite).
 * - Each server keeps a copy of each original it used at
 *   `<CONTENT_IMAGES_DIR>/<hash>.<jpg|png|webp|avif>`, outside every served
 *   folder, so making renditions does not read megabytes from the database
 *   each time. A copy whose bytes no longer hash to its name is replaced from
 *   the database. Its name matches ORIGINAL_COPY_NAME.
 * - Renditions are written to `<PUBLISHED_SITE_DIR>/media/<hash>-<w>.<fmt>`
 *   (served as /media/…, contracts/content-images.ts), each through a
 *   temporary file renamed into place: a request finds the whole file or
 *   none. Temporary names start with "." and never match
 *   RENDITION_FILE_NAME, which is all a /media route should serve. A file
 *   already there is kept: renditions are deterministic
 *   (image-renditions.ts), so it has the bytes this server would make.
 */
import { createHash, randomUUID } from "node:crypto";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type ImageSlotName,
  imageSlots,
  isImageHash,
  renditionFileNames,
  UPLOAD_EXTENSIONS,
  UPLOAD_FORMATS,
  UPLOAD_MEDIA_TYPES,
  type UploadFormat,
} from "../../../../contracts/content-images.ts";
import type { AppDatabase } from "../../../db/database.ts";
import type { AcceptedImage } from "./image-intake.ts";
import { makeRenditions } from "./image-renditions.ts";

export interface StoredImage {
  hash: string;
  format: UploadFormat;
  mediaType: string;
  width: number;
  height: number;
  /** The original, as uploaded. */
  bytes: Buffer;
  /** Who uploaded it first. */
  uploadedBy: number;
  /** Epoch milliseconds: when it was last uploaded. */
  uploadedAt: number;
}

export interface ContentImageStore {
  /**
   * Keeps an accepted upload. The same bytes again (by anyone) add nothing
   * (`added` is false) and keep who uploaded them first, but the upload's
   * time becomes now: the grace period before an unused upload is removed
   * (unused-uploads.ts) starts again for the form that carries it.
   */
  saveUpload(accepted: AcceptedImage, staffId: number): Promise<{ hash: string; added: boolean }>;
  /** An uploaded original, or undefined when no upload has that hash. */
  original(hash: string): Promise<StoredImage | undefined>;
  /** Whether an upload has that hash, without reading its bytes. */
  has(hash: string): Promise<boolean>;
  /**
   * Makes whichever of the image's renditions for the slot are not yet in
   * `mediaDir`, and returns every one's file name (formats best first, widths
   * smallest first). Throws ContentImageMissing when no upload has that hash.
   */
  ensureRenditions(hash: string, slot: ImageSlotName, mediaDir: string): Promise<string[]>;
}

export interface ContentImageStoreOptions {
  /** CONTENT_IMAGES_DIR: this server's copies of the originals. */
  imagesDir: string;
  now?: () => number;
}

/** A page asked for an image no upload has: nothing was written. */
export class ContentImageMissing extends Error {
  override readonly name = "ContentImageMissing";
  constructor(readonly hash: string) {
    super(`No uploaded image has the hash ${hash}.`);
  }
}

/** Where a server's renditions are: `<PUBLISHED_SITE_DIR>/media`, beside the published versions' folders. */
export function mediaDirOf(publishedSiteDir: string): string {
  return path.join(publishedSiteDir, "media");
}

/** Exactly the names of this server's copies of the originals: `<hash>.<jpg|png|webp|avif>` (UPLOAD_EXTENSIONS). */
export const ORIGINAL_COPY_NAME = /^[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;

const FORMAT_OF_MEDIA_TYPE = new Map(UPLOAD_FORMATS.map((format) => [UPLOAD_MEDIA_TYPES[format], format] as const));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export function openContentImageStore(database: AppDatabase, options: ContentImageStoreOptions): ContentImageStore {
  const { db } = database;
  const now = options.now ?? Date.now;
  const { imagesDir } = options;
  /** Renditions being made in this process, so two pages asking at once make them once. */
  const making = new Map<string, Promise<string[]>>();

  const cachedOriginal = (hash: string, format: UploadFormat) =>
    path.join(imagesDir, `${hash}.${UPLOAD_EXTENSIONS[format]}`);

  /** Keeps this server's copy; a copy that cannot be written (a full disk) is only a cache missed. */
  async function keepCopy(hash: string, format: UploadFormat, bytes: Buffer) {
    try {
      await mkdir(imagesDir, { recursive: true });
      await writeAtomically(cachedOriginal(hash, format), bytes);
    } catch {
      // The database holds the original: the next read makes the copy again.
    }
  }

  async function original(hash: string): Promise<StoredImage | undefined> {
    if (!isImageHash(hash)) return undefined;
    const row = await db
      .selectFrom("content_images")
      .select(["hash", "media_type", "width", "height", "uploaded_by", "uploaded_at"])
      .where("hash", "=", hash)
      .executeTakeFirst();
    const format = row && FORMAT_OF_MEDIA_TYPE.get(row.media_type);
    if (!row || !format) return undefined;
    let bytes = await readFile(cachedOriginal(hash, format)).catch(() => undefined);
    if (!bytes || sha256(bytes) !== hash) {
      const stored = await db
        .selectFrom("content_images")
        .select("original")
        .where("hash", "=", hash)
        .executeTakeFirstOrThrow();
      bytes = Buffer.from(stored.original);
      await keepCopy(hash, format, bytes);
    }
    return {
      hash,
      format,
      mediaType: row.media_type,
      width: Number(row.width),
      height: Number(row.height),
      bytes,
      uploadedBy: Number(row.uploaded_by),
      uploadedAt: Number(row.uploaded_at),
    };
  }

  async function makeMissing(hash: string, slotName: ImageSlotName, mediaDir: string): Promise<string[]> {
    const names = renditionFileNames(hash, imageSlots[slotName]);
    const missing = new Set<string>();
    for (const name of names) if (!(await exists(path.join(mediaDir, name)))) missing.add(name);
    if (missing.size === 0) return names;
    const stored = await original(hash);
    if (!stored) throw new ContentImageMissing(hash);
    const renditions = await makeRenditions(stored.bytes, hash, slotName);
    await mkdir(mediaDir, { recursive: true });
    for (const rendition of renditions) {
      if (missing.has(rendition.fileName))
        await writeAtomically(path.join(mediaDir, rendition.fileName), rendition.body);
    }
    return names;
  }

  return {
    async saveUpload(accepted, staffId) {
      // The name is the bytes' hash, whatever the caller says.
      const hash = sha256(accepted.bytes);
      if (hash !== accepted.hash) throw new Error("the upload's hash is not the SHA-256 of its bytes");
      const at = now();
      const result = await db
        .insertInto("content_images")
        .values({
          hash,
          media_type: UPLOAD_MEDIA_TYPES[accepted.format],
          width: accepted.width,
          height: accepted.height,
          byte_size: accepted.bytes.length,
          original: accepted.bytes,
          uploaded_by: staffId,
          uploaded_at: at,
        })
        .onConflict((conflict) => conflict.column("hash").doNothing())
        .executeTakeFirst();
      const added = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      if (!added) {
        await db
          .updateTable("content_images")
          .set({ uploaded_at: at })
          .where("hash", "=", hash)
          .where("uploaded_at", "<", at)
          .execute();
      }
      await keepCopy(hash, accepted.format, accepted.bytes);
      return { hash, added };
    },

    original,

    async has(hash) {
      if (!isImageHash(hash)) return false;
      const row = await db.selectFrom("content_images").select("hash").where("hash", "=", hash).executeTakeFirst();
      return row !== undefined;
    },

    ensureRenditions(hash, slotName, mediaDir) {
      const key = `${path.resolve(mediaDir)}\0${hash}\0${slotName}`;
      const pending = making.get(key);
      if (pending) return pending;
      const made = makeMissing(hash, slotName, mediaDir).finally(() => making.delete(key));
      making.set(key, made);
      return made;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes `body` to a temporary file beside `target` and renames it into place: a reader sees all of it or none. */
async function writeAtomically(target: string, body: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
  try {
    await writeFile(temporary, body, { flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
