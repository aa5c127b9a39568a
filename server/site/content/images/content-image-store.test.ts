// The uploaded images' store, on the suite's engine (SQLite, and PostgreSQL in the postgres suite).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect } from "vitest";
import { imageSlots, renditionFileNames } from "../../../../contracts/content-images.ts";
import { smallPicture } from "../../../../tests/support/content-test-images.ts";
import { contentEditorRow } from "../../../../tests/support/staff-accounts.ts";
import { databaseEngine, databaseTest } from "../../../../tests/support/test-database.ts";
import { openDatabase } from "../../../db/database.ts";
import {
  ContentImageMissing,
  type ContentImageStore,
  mediaDirOf,
  openContentImageStore,
} from "./content-image-store.ts";
import { type AcceptedImage, inspectUpload } from "./image-intake.ts";

const UPLOADED_AT = Date.parse("2026-11-26T09:00:00+11:00");

interface Studio {
  /** This test's own folder: the images and published-site folders of each server live in it. */
  folder: string;
  images: ContentImageStore;
  eve: { id: number };
  upload: AcceptedImage;
}

async function accepted(bytes: Buffer, name: string): Promise<AcceptedImage> {
  const inspection = await inspectUpload(bytes, name);
  if (!inspection.ok) throw new Error(inspection.message);
  return inspection.image;
}

const test = databaseTest.extend<Studio>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a test asks for from this pattern.
  folder: async ({}, use) => {
    const folder = await mkdtemp(path.join(tmpdir(), "content-images-"));
    try {
      await use(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
  eve: async ({ database }, use) => use(await contentEditorRow(database, "2026-11-01T00:00:00.000Z")),
  images: async ({ database, folder }, use) =>
    use(openContentImageStore(database, { imagesDir: path.join(folder, "one", "images"), now: () => UPLOADED_AT })),
  // eslint-disable-next-line no-empty-pattern -- as above.
  upload: async ({}, use) => use(await accepted(await smallPicture("jpeg", 1200, 900), "office.jpg")),
});

describe(`the uploaded images, on ${databaseEngine}`, () => {
  test("keeps an upload once, however often it is saved, with who uploaded it and when", async ({
    images,
    eve,
    upload,
    database,
  }) => {
    expect(await images.saveUpload(upload, eve.id)).toEqual({ hash: upload.hash, added: true });
    expect(await images.saveUpload({ ...upload, bytes: Buffer.from(upload.bytes) }, eve.id)).toEqual({
      hash: upload.hash,
      added: false,
    });
    const rows = await database.db
      .selectFrom("content_images")
      .select(["hash", "media_type", "width", "height", "byte_size", "uploaded_by", "uploaded_at"])
      .execute();
    expect(rows.map((row) => ({ ...row, uploaded_at: Number(row.uploaded_at) }))).toEqual([
      {
        hash: upload.hash,
        media_type: "image/jpeg",
        width: 1200,
        height: 900,
        byte_size: upload.bytes.length,
        uploaded_by: eve.id,
        uploaded_at: UPLOADED_AT,
      },
    ]);
    expect(await images.original(upload.hash)).toEqual({
      hash: upload.hash,
      format: "jpeg",
      mediaType: "image/jpeg",
      width: 1200,
      height: 900,
      bytes: upload.bytes,
      uploadedBy: eve.id,
      uploadedAt: UPLOADED_AT,
    });
  });

  test("keeps the original in the database and a copy named by its hash outside the served folders", async ({
    images,
    eve,
    upload,
    database,
    folder,
  }) => {
    await images.saveUpload(upload, eve.id);
    const stored = await database.db
      .selectFrom("content_images")
      .select("original")
      .where("hash", "=", upload.hash)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.original).equals(upload.bytes)).toBe(true);
    expect(await readdir(path.join(folder, "one", "images"))).toEqual([`${upload.hash}.jpg`]);
    expect((await readFile(path.join(folder, "one", "images", `${upload.hash}.jpg`))).equals(upload.bytes)).toBe(true);
  });

  test("knows no image by a hash nobody uploaded, or by something that is not a hash", async ({ images }) => {
    expect(await images.original("0".repeat(64))).toBeUndefined();
    expect(await images.original("../leads.sqlite")).toBeUndefined();
  });

  test("takes the original from the database again when this server's copy is missing or damaged", async ({
    images,
    eve,
    upload,
    folder,
  }) => {
    await images.saveUpload(upload, eve.id);
    const copy = path.join(folder, "one", "images", `${upload.hash}.jpg`);
    await writeFile(copy, "not the photo");
    expect((await images.original(upload.hash))?.bytes.equals(upload.bytes)).toBe(true);
    expect((await readFile(copy)).equals(upload.bytes)).toBe(true);
    await rm(copy);
    expect((await images.original(upload.hash))?.bytes.equals(upload.bytes)).toBe(true);
    expect((await readFile(copy)).equals(upload.bytes)).toBe(true);
  });

  test("writes a slot's renditions into the media folder whole, leaving no temporary file, and keeps them", async ({
    images,
    eve,
    upload,
    folder,
  }) => {
    await images.saveUpload(upload, eve.id);
    const mediaDir = mediaDirOf(path.join(folder, "one", "site"));
    const names = renditionFileNames(upload.hash, imageSlots["team-member"]);

    expect(await images.ensureRenditions(upload.hash, "team-member", mediaDir)).toEqual(names);
    expect((await readdir(mediaDir)).sort()).toEqual([...names].sort());
    const written = await stat(path.join(mediaDir, names[0] ?? ""));

    // Asked again (and twice at once), nothing is made again.
    await Promise.all([
      images.ensureRenditions(upload.hash, "team-member", mediaDir),
      images.ensureRenditions(upload.hash, "team-member", mediaDir),
    ]);
    expect((await stat(path.join(mediaDir, names[0] ?? ""))).mtimeMs).toBe(written.mtimeMs);
    expect((await readdir(mediaDir)).sort()).toEqual([...names].sort());
  });

  test("makes on a second server, from the database alone, the same renditions byte for byte", async ({
    images,
    eve,
    upload,
    folder,
    location,
  }) => {
    await images.saveUpload(upload, eve.id);
    const here = mediaDirOf(path.join(folder, "one", "site"));
    const names = await images.ensureRenditions(upload.hash, "settlement", here);

    const other = await openDatabase(location);
    try {
      const there = mediaDirOf(path.join(folder, "two", "site"));
      const secondServer = openContentImageStore(other, { imagesDir: path.join(folder, "two", "images") });
      expect(await secondServer.ensureRenditions(upload.hash, "settlement", there)).toEqual(names);
      for (const name of names) {
        const [mine, theirs] = await Promise.all([readFile(path.join(here, name)), readFile(path.join(there, name))]);
        expect(theirs.equals(mine), name).toBe(true);
      }
    } finally {
      await other.close();
    }
  });

  test("refuses renditions of an image nobody uploaded, writing nothing", async ({ images, folder }) => {
    const mediaDir = mediaDirOf(path.join(folder, "one", "site"));
    await expect(images.ensureRenditions("0".repeat(64), "settlement", mediaDir)).rejects.toBeInstanceOf(
      ContentImageMissing,
    );
    await expect(readdir(mediaDir)).rejects.toMatchObject({ code: "ENOENT" });
  });

  test("refuses an upload whose hash is not that of its bytes", async ({ images, eve, upload, database }) => {
    await expect(images.saveUpload({ ...upload, hash: "0".repeat(64) }, eve.id)).rejects.toThrow(/hash/);
    expect(await database.db.selectFrom("content_images").select("hash").execute()).toEqual([]);
  });
});
