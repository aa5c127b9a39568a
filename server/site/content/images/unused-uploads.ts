/**
 * Uploaded pictures are kept while the content shows them, and no longer
 * (issue 25, privacy by design). An upload that no published version and no
 * draft shows, uploaded more than UNUSED_UPLOAD_GRACE_MS ago, is removed: its
 * row in content_images, this server's copy of the original and its
 * renditions. A picture any version shows stays as long as the history does,
 * so a roll back can show it again.
 *
 * - The removal runs when the server starts and then daily, each day on the
 *   server that claims it first (job_runs, like the lead purge).
 * - Every server, on the same ticks and without claiming, sweeps its own
 *   files: a copy of an original (ORIGINAL_COPY_NAME) or a rendition
 *   (RENDITION_FILE_NAME) whose hash no upload has any more is deleted,
 *   whichever server removed the upload. Nothing else in those folders is
 *   touched.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { RENDITION_FILE_NAME } from "../../../../contracts/content-images.ts";
import type { SiteContent } from "../../../../contracts/site-content.ts";
import type { AppDatabase } from "../../../db/database.ts";
import { writeTransaction } from "../../../db/write-transaction.ts";
import { claimDailyRun } from "../../../leads/store/lead-retention.ts";
import { contentOfVersionsAndDrafts, lockContentIn } from "../content-store.ts";
import { ORIGINAL_COPY_NAME } from "./content-image-store.ts";
import { uploadedImagesOf } from "./uploaded-images.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an upload no content shows is kept: 7 days. An upload is taken
 * with the form that shows it, before that form is saved; a form refused (a
 * field to fix) or left open carries the picture by its hash, and its save
 * must still find it. A week covers an editor who comes back to it after a
 * weekend; an upload of the same picture again starts the week again.
 */
export const UNUSED_UPLOAD_GRACE_MS = 7 * DAY_MS;

/** The removal's name in job_runs. */
const PURGE_JOB = "unused uploads purge";

/**
 * Removes every upload no version and no draft shows that was uploaded
 * before `now` − UNUSED_UPLOAD_GRACE_MS, and answers how many. The check and
 * the delete are one transaction under the content's lock (lockContentIn):
 * a save or publish that shows a picture and committed first keeps it, and
 * one that starts meanwhile waits until the delete committed. A picture an
 * open form carries is kept by the grace period: the form's save checks its
 * pictures are there (content-uploads.ts) before it takes the lock. Files are
 * left to sweepUnusedUploadFiles.
 */
export async function removeUnusedUploads(database: AppDatabase, now: number): Promise<number> {
  const uploadedBefore = now - UNUSED_UPLOAD_GRACE_MS;
  return writeTransaction(database, async (tx) => {
    await lockContentIn(database, tx);
    const old = await tx
      .selectFrom("content_images")
      .select("hash")
      .where("uploaded_at", "<", uploadedBefore)
      .execute();
    if (old.length === 0) return 0;
    const shown = new Set<string>();
    for (const content of await contentOfVersionsAndDrafts(tx)) {
      // A draft holds one collection: uploadedImagesOf reads only the collections there are.
      for (const { hash } of uploadedImagesOf(content as SiteContent)) shown.add(hash);
    }
    const unused = old.map((row) => row.hash).filter((hash) => !shown.has(hash));
    if (unused.length === 0) return 0;
    const result = await tx
      .deleteFrom("content_images")
      .where("hash", "in", unused)
      // Again: the same picture uploaded again meanwhile (saveUpload takes no lock) starts its week again.
      .where("uploaded_at", "<", uploadedBefore)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/**
 * Deletes this server's files of uploads that are gone: in `imagesDir`, a
 * copy of an original; in `mediaDir`, a rendition; each only when its name is
 * exactly such a file's and no upload has its hash. Answers how many files.
 */
export async function sweepUnusedUploadFiles(
  database: AppDatabase,
  folders: { imagesDir: string; mediaDir: string },
): Promise<number> {
  // The files first, the rows after: a file is written only once its row is
  // in, so a picture being uploaded now is either not listed or has its row.
  const files = [
    ...(await namesIn(folders.imagesDir, ORIGINAL_COPY_NAME)),
    ...(await namesIn(folders.mediaDir, RENDITION_FILE_NAME)),
  ];
  if (files.length === 0) return 0;
  const rows = await database.db.selectFrom("content_images").select("hash").execute();
  const kept = new Set(rows.map((row) => row.hash));
  let removed = 0;
  for (const file of files) {
    if (kept.has(path.basename(file).slice(0, 64))) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** The paths of the files in `folder` whose names match `pattern`; none when the folder is not there. */
async function namesIn(folder: string, pattern: RegExp): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => path.join(folder, entry.name));
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return [];
    throw error;
  }
}

export interface UnusedUploadPurge {
  stop(): void;
  /** Resolves once the run in progress, if any, has finished. */
  idle(): Promise<void>;
}

/**
 * Removes unused uploads now and then every day while the server runs (on
 * the server that claims the day), and sweeps this server's files each time.
 * A run that fails is logged and tried again the next day.
 */
export function startUnusedUploadPurge(options: {
  database: AppDatabase;
  /** CONTENT_IMAGES_DIR. */
  imagesDir: string;
  /** mediaDirOf(PUBLISHED_SITE_DIR). */
  mediaDir: string;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** After a run that removed uploads, with how many: the audit trail's line. */
  onRemoved?: (count: number) => Promise<void>;
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
}): UnusedUploadPurge {
  const { database, imagesDir, mediaDir, log, onRemoved } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    try {
      const at = now();
      if (await claimDailyRun(database.db, PURGE_JOB, at)) {
        const removed = await removeUnusedUploads(database, at);
        if (removed > 0) {
          log.info({ removed }, "uploaded pictures no content shows removed");
          await onRemoved?.(removed);
        }
      }
    } catch (error) {
      log.error({ err: error }, "removing unused uploads failed; trying again tomorrow");
    }
    try {
      const files = await sweepUnusedUploadFiles(database, { imagesDir, mediaDir });
      if (files > 0) log.info({ files }, "this server's files of removed uploads deleted");
    } catch (error) {
      log.error({ err: error }, "sweeping the files of removed uploads failed; trying again tomorrow");
    }
  };
  const run = () => {
    running = running.then(runOnce);
  };
  run();
  // Unref'd: a pending run never holds the process open at shutdown.
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), idle: () => running };
}
