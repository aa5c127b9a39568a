// Removing the uploads no content shows, on the suite's engine (SQLite, and PostgreSQL in the postgres suite).
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, vi } from "vitest";
import type { SiteContent } from "../../../../contracts/site-content.ts";
import { smallPicture } from "../../../../tests/support/content-test-images.ts";
import { contentEditorRow } from "../../../../tests/support/staff-accounts.ts";
import { sampleSiteContent } from "../../../../tests/support/sample-site-content.ts";
import { databaseEngine, databaseTest } from "../../../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "../../../db/database.ts";
import { type ContentStore, lockContentIn, openContentStore } from "../content-store.ts";
import { mediaDirOf, openContentImageStore } from "./content-image-store.ts";
import { inspectUpload } from "./image-intake.ts";
import {
  removeUnusedUploads,
  startUnusedUploadPurge,
  sweepUnusedUploadFiles,
  UNUSED_UPLOAD_GRACE_MS,
} from "./unused-uploads.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Thursday morning in Melbourne: a day's run and the next are on different days there. */
const START = Date.parse("2026-11-26T09:00:00+11:00");
/** Past the grace period of an upload made at START. */
const WEEK_LATER = START + UNUSED_UPLOAD_GRACE_MS + 60 * 60 * 1000;

/** One server: its own copies of the originals and its own media folder, on a database. */
interface Server {
  imagesDir: string;
  mediaDir: string;
  /** Uploads `bytes` as the editor, at the clock's time, and makes its team photo renditions here; answers its hash. */
  upload(bytes: Buffer): Promise<string>;
  /** This server's files of uploaded pictures, sorted. */
  files(): Promise<string[]>;
}

interface Studio {
  folder: string;
  clock: { now: number };
  eve: { id: number };
  content: ContentStore;
  one: Server;
}

async function listed(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

function serverOn(database: AppDatabase, folder: string, clock: { now: number }, staffId: number): Server {
  const imagesDir = path.join(folder, "images");
  const mediaDir = mediaDirOf(path.join(folder, "site"));
  const images = openContentImageStore(database, { imagesDir, now: () => clock.now });
  return {
    imagesDir,
    mediaDir,
    async upload(bytes) {
      const inspection = await inspectUpload(bytes, "photo.jpg");
      if (!inspection.ok) throw new Error(inspection.message);
      const { hash } = await images.saveUpload(inspection.image, staffId);
      await images.ensureRenditions(hash, "team-member", mediaDir);
      return hash;
    },
    async files() {
      return [...(await listed(imagesDir)), ...(await listed(mediaDir))].sort();
    },
  };
}

/** The sample content with the first team member's photo an upload. */
function withTeamPhoto(hash: string): SiteContent {
  const content = sampleSiteContent();
  const [first, ...others] = content.team;
  if (!first) throw new Error("the sample has a team member");
  return { ...content, team: [{ ...first, photo: { kind: "uploaded", hash, alt: "Alex at the office" } }, ...others] };
}

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

async function uploadRows(database: AppDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom("content_images").select("hash").orderBy("hash").execute();
  return rows.map((row) => row.hash);
}

const test = databaseTest.extend<Studio>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a test asks for from this pattern.
  folder: async ({}, use) => {
    const folder = await mkdtemp(path.join(tmpdir(), "unused-uploads-"));
    try {
      await use(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  clock: async ({}, use) => use({ now: START }),
  eve: async ({ database }, use) => use(await contentEditorRow(database, new Date(START).toISOString())),
  // Every test starts with the sample content as version 1, which shows no upload.
  content: [
    async ({ database, clock }, use) => {
      const content = openContentStore(database, () => clock.now);
      await content.ensureFirstVersion(sampleSiteContent());
      await use(content);
    },
    { auto: true },
  ],
  one: async ({ database, folder, clock, eve }, use) =>
    use(serverOn(database, path.join(folder, "one"), clock, eve.id)),
});

afterEach(() => {
  vi.useRealTimers();
});

describe(`removing uploads no content shows, on ${databaseEngine}`, () => {
  test("removes a picture no version or draft shows once its week is up, with this server's copy and renditions", async ({
    database,
    one,
    clock,
  }) => {
    const hash = await one.upload(await smallPicture("jpeg"));
    expect(await one.files()).toHaveLength(1 + 6);
    // What is not an upload's file stays, whatever its name says.
    await writeFile(path.join(one.mediaDir, "notes.txt"), "kept");
    await writeFile(path.join(one.mediaDir, `${hash}-300.avif.br`), "kept");
    await writeFile(path.join(one.mediaDir, `.${hash}-300.avif.0d1f.partial`), "kept");
    await writeFile(path.join(one.imagesDir, `${hash}.gif`), "kept");
    await mkdir(path.join(one.mediaDir, `${hash}-999.jpg`, "inside"), { recursive: true });

    clock.now = WEEK_LATER;
    const log = quietLog();
    const removed: number[] = [];
    const purge = startUnusedUploadPurge({
      database,
      imagesDir: one.imagesDir,
      mediaDir: one.mediaDir,
      log,
      onRemoved: async (count) => {
        removed.push(count);
      },
      now: () => clock.now,
    });
    purge.stop();
    await purge.idle();

    expect(await uploadRows(database)).toEqual([]);
    expect(await one.files()).toEqual(
      [`${hash}.gif`, `${hash}-300.avif.br`, `.${hash}-300.avif.0d1f.partial`, `${hash}-999.jpg`, "notes.txt"].sort(),
    );
    expect(removed).toEqual([1]);
    expect(log.info).toHaveBeenCalledWith({ removed: 1 }, expect.any(String));
    expect(JSON.stringify(log.info.mock.calls)).not.toContain(hash);
    expect(log.error).not.toHaveBeenCalled();
  });

  test("keeps a picture uploaded within the week: a refused or open form still carries it", async ({
    database,
    one,
  }) => {
    const hash = await one.upload(await smallPicture("jpeg"));
    expect(await removeUnusedUploads(database, START + UNUSED_UPLOAD_GRACE_MS)).toBe(0);
    expect(await uploadRows(database)).toEqual([hash]);
  });

  test("counts the week from the last upload of the same picture", async ({ database, one, clock }) => {
    const photo = await smallPicture("jpeg");
    const hash = await one.upload(photo);
    clock.now = START + 6 * DAY_MS;
    await one.upload(photo);
    expect(await removeUnusedUploads(database, WEEK_LATER)).toBe(0);
    expect(await removeUnusedUploads(database, clock.now + UNUSED_UPLOAD_GRACE_MS + 1)).toBe(1);
    expect(await uploadRows(database)).not.toContain(hash);
  });

  test("keeps a picture a draft shows, however old", async ({ database, content, one, eve }) => {
    const hash = await one.upload(await smallPicture("jpeg"));
    const team = withTeamPhoto(hash).team;
    expect(await content.saveDraft({ collection: "team", body: team, openedRevision: 0, staff: eve })).toEqual({
      ok: true,
      revision: 1,
    });
    expect(await removeUnusedUploads(database, START + 365 * DAY_MS)).toBe(0);
    expect(await uploadRows(database)).toEqual([hash]);
  });

  test("keeps a picture an old version shows, for roll back, and removes one only a discarded draft showed", async ({
    database,
    content,
    one,
    eve,
  }) => {
    const shown = await one.upload(await smallPicture("jpeg"));
    const discarded = await one.upload(await smallPicture("jpeg", 321, 240));
    await content.recordPublish({ content: withTeamPhoto(shown), staff: eve });
    // A draft of the discarded photo, then the draft put back as the live version has it.
    await content.saveDraft({ collection: "team", body: withTeamPhoto(discarded).team, openedRevision: 2, staff: eve });
    await content.saveDraft({ collection: "team", body: withTeamPhoto(shown).team, openedRevision: 3, staff: eve });
    // Version 3 no longer shows the photo: version 2, in the history, still does.
    await content.recordPublish({ content: sampleSiteContent(), staff: eve });
    expect((await content.currentVersion())?.number).toBe(3);

    expect(await removeUnusedUploads(database, START + 365 * DAY_MS)).toBe(1);
    expect(await uploadRows(database)).toEqual([shown]);
  });
});

/** SQLite's write lock is taken by a connection that waits without yielding: two in one process cannot be interleaved. */
const postgresOnlyTest = test.skipIf(databaseEngine !== "postgres");

describe(`removing unused uploads on several servers, on ${databaseEngine}`, () => {
  postgresOnlyTest(
    "waits for a save under way on another server that starts to show an old picture, and keeps the picture",
    async ({ database, location, one, eve }) => {
      const hash = await one.upload(await smallPicture("jpeg"));
      const other = await openDatabase(location);
      try {
        let removal: Promise<number> | undefined;
        // The other server's save, holding the content's lock as saveDraft does.
        await other.db.transaction().execute(async (tx) => {
          await lockContentIn(other, tx);
          removal = removeUnusedUploads(database, WEEK_LATER);
          await vi.waitFor(async () => {
            const { rows } = await sql<{ waiting: string }>`
              SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
            `.execute(tx);
            expect(Number(rows[0]?.waiting)).toBe(1);
          });
          await tx
            .insertInto("content_drafts")
            .values({
              collection: "team",
              body: JSON.stringify(withTeamPhoto(hash).team),
              revision: 1,
              updated_by: eve.id,
              updated_at: WEEK_LATER,
            })
            .execute();
        });
        expect(await removal).toBe(0);
        expect(await uploadRows(database)).toEqual([hash]);
      } finally {
        await other.close();
      }
    },
  );

  test("a second server deletes its own files of a picture the first removed", async ({
    database,
    location,
    folder,
    one,
    clock,
    eve,
  }) => {
    const hash = await one.upload(await smallPicture("jpeg"));
    const other = await openDatabase(location);
    try {
      const two = serverOn(other, path.join(folder, "two"), clock, eve.id);
      // The second server made the same renditions from the database (a page it served) and kept its own copy.
      await openContentImageStore(other, { imagesDir: two.imagesDir }).ensureRenditions(
        hash,
        "team-member",
        two.mediaDir,
      );
      expect(await two.files()).toEqual(await one.files());

      clock.now = WEEK_LATER;
      for (const [server, on] of [
        [one, database],
        [two, other],
      ] as const) {
        const purge = startUnusedUploadPurge({
          database: on,
          imagesDir: server.imagesDir,
          mediaDir: server.mediaDir,
          log: quietLog(),
          now: () => clock.now,
        });
        purge.stop();
        await purge.idle();
      }
      expect(await uploadRows(database)).toEqual([]);
      expect(await one.files()).toEqual([]);
      expect(await two.files()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test("removes unused uploads once a day however many servers start, on the first to claim the day", async ({
    database,
    folder,
    one,
    clock,
    eve,
  }) => {
    const first = await one.upload(await smallPicture("jpeg"));
    clock.now = START + DAY_MS;
    const second = await one.upload(await smallPicture("jpeg", 321, 240));
    const two = serverOn(database, path.join(folder, "two"), clock, eve.id);
    const removals: string[] = [];
    const log = quietLog();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });

    clock.now = WEEK_LATER;
    const purges = (
      [
        ["one", one],
        ["two", two],
      ] as const
    ).map(([name, server]) =>
      startUnusedUploadPurge({
        database,
        imagesDir: server.imagesDir,
        mediaDir: server.mediaDir,
        log,
        onRemoved: async (count) => {
          removals.push(`${name}: ${count}`);
        },
        now: () => clock.now,
      }),
    );
    await Promise.all(purges.map((purge) => purge.idle()));
    expect(removals).toHaveLength(1);
    expect(await uploadRows(database)).toEqual([second]);
    expect(await uploadRows(database)).not.toContain(first);

    clock.now += DAY_MS;
    vi.advanceTimersByTime(DAY_MS);
    await Promise.all(purges.map((purge) => purge.idle()));
    expect(removals).toHaveLength(2);
    expect(await uploadRows(database)).toEqual([]);
    // Whichever server did not claim the day may have swept its files before the
    // removal was committed; its next sweep takes them.
    await sweepUnusedUploadFiles(database, { imagesDir: one.imagesDir, mediaDir: one.mediaDir });
    expect(await one.files()).toEqual([]);

    // A server started again the same day claims nothing: an unused upload waits for the next day.
    const day = clock.now;
    clock.now = START - 30 * DAY_MS;
    const third = await one.upload(await smallPicture("jpeg", 322, 240));
    clock.now = day;
    const restarted = startUnusedUploadPurge({
      database,
      imagesDir: one.imagesDir,
      mediaDir: one.mediaDir,
      log,
      onRemoved: async (count) => {
        removals.push(`restarted: ${count}`);
      },
      now: () => clock.now,
    });
    for (const purge of [...purges, restarted]) purge.stop();
    await restarted.idle();
    expect(removals).toHaveLength(2);
    expect(await uploadRows(database)).toEqual([third]);
    expect(log.error).not.toHaveBeenCalled();
  });
});
