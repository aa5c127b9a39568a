/**
 * The pictures a list form uploads with its post (decision 017): each file
 * control of an image field with an upload slot (entry-lists.ts) is checked
 * by its bytes (image-intake.ts: type, size, megapixels before decoding, a
 * name that says another type), kept by its hash (content-image-store.ts),
 * made into its slot's renditions at once (so the studio's thumbnail and the
 * preview show it before anything is published), and becomes the entry's
 * picture in the form. A refused file is named at its control in one line;
 * whatever else was typed comes back as typed.
 *
 * The files reach the handler through @fastify/multipart (registered by
 * content-routes.tsx with `onFile: keepPostedFile`), each held as a
 * PostedFile; a request carries at most MOST_UPLOAD_BYTES of files in all.
 */
import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { type ImageSlotName, MAX_UPLOAD_BYTES } from "../../../contracts/content-images.ts";
import { PLACE_SEPARATOR } from "../../site/content/content-changes.ts";
import type { ContentImageStore } from "../../site/content/images/content-image-store.ts";
import { inspectUpload } from "../../site/content/images/image-intake.ts";
import { entryListOf, type ListCollection } from "../../site/content/entry-lists.ts";
import type { FieldProblem } from "../sign-in/sign-in-fields.tsx";
import { entryIds, type EntryValues, type ImageValue, uploadIdOf } from "./entry-list-form.ts";

/** A file as a studio form posted it. `refused`: not read, and why. */
export interface PostedFile {
  readonly fileName: string;
  readonly bytes: Buffer;
  /** Longer than MAX_UPLOAD_BYTES: only that much was read. */
  readonly truncated: boolean;
  readonly refused?: "too much at once";
}

/** The most file bytes one post may carry, all files together: two full-size photos. */
export const MOST_UPLOAD_BYTES = 2 * MAX_UPLOAD_BYTES;
/**
 * The most pictures one post may upload. Bytes are not the cost: a 40
 * megapixel picture of one colour is a few kilobytes of PNG and a second of
 * decoding, on the thread pool lead intake shares.
 */
export const MOST_PICTURES_A_POST = 4;

const readSoFar = new WeakMap<object, number>();

/** @fastify/multipart's onFile: reads each file into a PostedFile, up to MOST_UPLOAD_BYTES a request. */
export async function keepPostedFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const before = readSoFar.get(this) ?? 0;
  // Each file is read only as far as the post's allowance left: never past MOST_UPLOAD_BYTES in all.
  if (before >= MOST_UPLOAD_BYTES) {
    part.file.resume();
    (part as { value?: unknown }).value = {
      fileName: part.filename,
      bytes: Buffer.alloc(0),
      truncated: false,
      refused: "too much at once",
    } satisfies PostedFile;
    return;
  }
  const allowance = MOST_UPLOAD_BYTES - before;
  const chunks: Buffer[] = [];
  let read = 0;
  let overAllowance = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (overAllowance) continue;
    read += chunk.length;
    if (read > allowance) {
      overAllowance = true;
      continue;
    }
    chunks.push(chunk);
  }
  readSoFar.set(this, before + Math.min(read, allowance));
  (part as { value?: unknown }).value = (
    overAllowance && allowance < MAX_UPLOAD_BYTES
      ? { fileName: part.filename, bytes: Buffer.alloc(0), truncated: false, refused: "too much at once" }
      : { fileName: part.filename, bytes: Buffer.concat(chunks), truncated: part.file.truncated || overAllowance }
  ) satisfies PostedFile;
}

/** The file posted under `name`, or undefined when none was chosen (a browser sends an empty part for that). */
export function postedFile(request: FastifyRequest, name: string): PostedFile | undefined {
  const body = request.body;
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "object" || first === null || !Buffer.isBuffer((first as PostedFile).bytes)) return undefined;
  const file = first as PostedFile;
  return file.fileName === "" && file.bytes.length === 0 && !file.refused ? undefined : file;
}

export interface UploadContext {
  images: ContentImageStore;
  /** Where this server's renditions are served from (PUBLISHED_SITE_DIR/media). */
  mediaDir: string;
  staffId: number;
  log?: Pick<FastifyRequest["log"], "error">;
}

/**
 * Takes every picture the post uploaded into `values` (each image field's
 * picture becomes "uploaded:<hash>"), and names each refused file at its
 * control. Also refuses an upload chosen by hash that no upload has (a
 * crafted post). Answers the problems and how many pictures were taken.
 */
export async function takeUploads(
  request: FastifyRequest,
  collection: ListCollection,
  values: EntryValues[],
  context: UploadContext,
): Promise<{ problems: FieldProblem[]; uploaded: number }> {
  const list = entryListOf(collection);
  const ids = entryIds(collection);
  const problems: FieldProblem[] = [];
  let uploaded = 0;
  let taken = 0;
  for (const [index, entry] of values.entries()) {
    for (const field of list.fields) {
      if (field.kind !== "image" || !field.slot) continue;
      const control = ids.control(index, field.key);
      const where = `${list.entry} ${index + 1}${PLACE_SEPARATOR}${field.label}`;
      const image = entry[field.key] as ImageValue;
      const file = postedFile(request, uploadIdOf(control));
      if (file && taken >= MOST_PICTURES_A_POST) {
        problems.push({
          field: uploadIdOf(control),
          message: `${where}: upload at most ${MOST_PICTURES_A_POST} pictures at a time; save, then upload this one`,
        });
      } else if (file) {
        taken += 1;
        const refusal = await takeOne(file, where, field.slot, image, context);
        if (refusal) problems.push({ field: uploadIdOf(control), message: refusal });
        else uploaded += 1;
      } else if (image.picture.startsWith("uploaded:")) {
        if (!(await context.images.has(image.picture.slice("uploaded:".length)))) {
          problems.push({ field: control, message: `${where}: choose a picture, or upload one` });
        }
      }
    }
  }
  return { problems, uploaded };
}

/** Keeps one posted file as the image's picture; answers why not, in one line, when it is refused. */
async function takeOne(
  file: PostedFile,
  where: string,
  slot: ImageSlotName,
  image: ImageValue,
  context: UploadContext,
): Promise<string | undefined> {
  if (file.refused) {
    return `${where}: the files sent at once are over ${MOST_UPLOAD_BYTES / 1024 / 1024} MB; upload one or two at a time`;
  }
  if (file.truncated) return `${where}: the file is over 10 MB; upload one of 10 MB or less`;
  const inspection = await inspectUpload(file.bytes, file.fileName, { field: where });
  if (!inspection.ok) return inspection.message;
  try {
    await context.images.saveUpload(inspection.image, context.staffId);
    await context.images.ensureRenditions(inspection.image.hash, slot, context.mediaDir);
  } catch (error) {
    // A full disk, a database that went away: the form and everything typed in it come back.
    context.log?.error({ err: error }, "could not keep an uploaded picture");
    return `${where}: the picture could not be kept just now; nothing was saved, so try again`;
  }
  image.picture = `uploaded:${inspection.image.hash}`;
  return undefined;
}
