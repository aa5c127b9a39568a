/**
 * The content studio's store (decision 017): the one module that reads and
 * writes content_drafts and content_versions (migration 14).
 *
 * - A version is the whole SiteContent as published, numbered from 1 (the
 *   repository's content, loaded on the first start) by the store inside one
 *   transaction; the number is the primary key, so of two publishes at once
 *   on two servers only one gets a number, and the other is refused.
 * - A draft is one collection's body, saved by compare-and-set on its
 *   revision (one UPDATE ... WHERE revision = the revision the form was
 *   opened at): a save made over someone else's is refused, naming them,
 *   whichever server each was made on. A revision only ever grows; it grows
 *   whenever what the form would show changes: a save, and a publish or roll
 *   back that changes a collection nobody had a draft of.
 * - Without a draft waiting, a collection's draft is the current version's
 *   value. Publishing clears the drafts it published.
 *
 * Everything is checked against contracts/site-content.ts's schemas before it
 * is saved; a version is read back as it was written.
 */
import { isDeepStrictEqual } from "node:util";
import { type Kysely, sql } from "kysely";
import {
  type CollectionName,
  COLLECTION_NAMES,
  collectionTitles,
  contentProblems,
  contentSchemas,
  type SiteContent,
} from "../../../contracts/site-content.ts";
import type { AppDatabase } from "../../db/database.ts";
import type { Tables } from "../../db/tables.ts";
import { writeTransaction } from "../../db/write-transaction.ts";
import { contentChanges } from "./content-changes.ts";

/** A published version, as the studio's pages show it. */
export interface PublishedVersion {
  number: number;
  content: SiteContent;
  /** Epoch milliseconds. */
  publishedAt: number;
  /** The publisher's name; null for the first version, loaded from the repository. */
  publishedBy: string | null;
}

/** A version in the history: who, when, what changed; without its content. */
export interface VersionSummary {
  number: number;
  publishedAt: number;
  publishedBy: string | null;
  /** Field by field, from the version before (content-changes.ts); empty for the first. */
  changes: string[];
  /** The version whose content a roll back brought back; null for a publish. */
  rolledBackTo: number | null;
}

/** One version whole. */
export interface VersionRecord extends PublishedVersion, VersionSummary {
  /** The day ("2026-11-26") each page last changed in a publish, by address: the sitemap's lastmod. */
  pagesChangedOn: ReadonlyMap<string, string>;
}

/** A collection as its form opens. */
export interface CollectionDraft<C extends CollectionName = CollectionName> {
  collection: C;
  /** The draft waiting, or the current version's value. */
  body: SiteContent[C];
  /** What the form sends back as `openedRevision`; 0 before anyone saved this collection. */
  revision: number;
  /** A draft differing from the current version waits to be published. */
  waiting: boolean;
  /** Who last changed what this draft is (a save, a publish, a roll back), and when; null before anyone did. */
  changedBy: string | null;
  changedAt: number | null;
}

export interface DraftSave {
  collection: CollectionName;
  /** As the form sent it: checked here against the collection's schema. */
  body: unknown;
  /** The draft's revision when the form was opened. */
  openedRevision: number;
  staff: { id: number };
}

export type DraftSaveResult =
  | { ok: true; revision: number }
  /** Each "Field: what to do", from the schema; nothing was saved. */
  | { problems: string[] }
  /** Someone changed the draft since the form was opened: who and when (epoch ms); nothing was saved. */
  | { conflict: { byName: string; at: number } };

/** What a publish now would publish. */
export interface PendingContent {
  /** The current version with every draft in it. */
  content: SiteContent;
  /** The current version's number: a publish of `content` is refused if another was published meanwhile. */
  basedOn: number;
  /** The collections whose draft differs from the current version, in the studio's order. */
  changed: CollectionName[];
}

export interface NewVersion {
  content: SiteContent;
  staff: { id: number };
  /** A roll back: the version whose content this is. */
  rolledBackTo?: number;
  /** The current version's number when `content` was made: refused (PublishRaced) when another was published since. */
  basedOn?: number;
  /** The day each page last changed, as the publisher dated them. */
  pagesChangedOn?: ReadonlyMap<string, string>;
}

/** Another version was published while this one was being prepared: nothing was recorded. */
export class PublishRaced extends Error {
  override readonly name = "PublishRaced";
  constructor(
    readonly number: number,
    readonly byName: string | null,
    readonly at: number | null,
  ) {
    super(`Version ${number} was published while this one was being prepared; nothing was recorded.`);
  }
}

/** The studio was asked for a draft before any version exists (the first start loads one). */
export class NoContentYet extends Error {
  override readonly name = "NoContentYet";
  constructor() {
    super("No version of the content has been loaded yet.");
  }
}

export interface ContentStore {
  /**
   * Loads `content` as version 1 if there is no version at all, and adds to
   * the live version, as a new one, any collection it does not have yet;
   * safe when several servers start at once.
   */
  ensureFirstVersion(content: SiteContent): Promise<void>;
  /** The live version; undefined before the first start loaded one. */
  currentVersion(): Promise<PublishedVersion | undefined>;
  /** The live version's number; 0 before the first. */
  currentVersionNumber(): Promise<number>;
  /** A version's content and pages' dates, for a server catching up with it (published-site.ts). */
  publishedVersion(
    number: number,
  ): Promise<{ content: SiteContent; pagesChangedOn: ReadonlyMap<string, string> } | undefined>;
  /** A collection's draft, or its current value when none waits. Throws NoContentYet before the first version. */
  draft<C extends CollectionName>(collection: C): Promise<CollectionDraft<C>>;
  saveDraft(save: DraftSave): Promise<DraftSaveResult>;
  /** The content the drafts make. Throws NoContentYet before the first version. */
  pendingContent(): Promise<PendingContent>;
  /** Records the next version and clears the drafts it published. Throws PublishRaced when another was published meanwhile. */
  recordPublish(version: NewVersion): Promise<{ number: number; changes: string[] }>;
  /** Every version, newest first. */
  history(): Promise<VersionSummary[]>;
  version(number: number): Promise<VersionRecord | undefined>;
}

type Queries = Kysely<Tables>;

/** The advisory lock key of the content's drafts and versions on PostgreSQL ("KRCS"). */
const CONTENT_LOCK = 0x4b52_4353;

/**
 * Saves and publishes take turns, and so does anything else that must judge
 * the drafts and versions unchanged until it commits (the purge of unused
 * uploads): inside a writeTransaction, on SQLite the transaction's write lock
 * does it; on PostgreSQL this advisory lock, held to the end of the
 * transaction, so a save judges "the same as live" against the version no
 * publish can change under it, and a publish settles drafts no save is
 * writing.
 */
export async function lockContentIn(database: AppDatabase, tx: Queries): Promise<void> {
  if (database.engine === "postgres") await sql`SELECT pg_advisory_xact_lock(${CONTENT_LOCK})`.execute(tx);
}

/**
 * Everything the content shows or may show once published: every version
 * (the history and a roll back need them all) and every draft waiting, a
 * draft as content holding its one collection. Read in `queries`, under
 * lockContentIn for an answer no save or publish changes before it commits.
 */
export async function contentOfVersionsAndDrafts(queries: Queries): Promise<Partial<SiteContent>[]> {
  // One after the other: in a transaction both go through its one connection.
  const versions = await queries.selectFrom("content_versions").select("body").execute();
  const drafts = await queries
    .selectFrom("content_drafts")
    .select(["collection", "body"])
    .where("body", "is not", null)
    .execute();
  return [
    ...versions.map((row) => JSON.parse(row.body) as SiteContent),
    ...drafts.map((row) => ({ [row.collection]: JSON.parse(row.body ?? "null") as unknown }) as Partial<SiteContent>),
  ];
}

interface DraftRow {
  collection: string;
  body: string | null;
  revision: number;
  updated_at: number;
  name: string | null;
}

export function openContentStore(database: AppDatabase, now: () => number = Date.now): ContentStore {
  const { db } = database;

  const versionRows = (queries: Queries) =>
    queries
      .selectFrom("content_versions as v")
      .leftJoin("staff as s", "s.id", "v.published_by")
      .select([
        "v.number",
        "v.body",
        "v.published_at",
        "v.changes",
        "v.pages_changed_on",
        "v.rolled_back_to",
        "s.name",
      ]);

  const lockContent = (tx: Queries) => lockContentIn(database, tx);

  const latestRow = (queries: Queries) => versionRows(queries).orderBy("v.number", "desc").limit(1).executeTakeFirst();

  const draftRows = async (queries: Queries): Promise<Map<string, DraftRow>> => {
    const rows = await queries
      .selectFrom("content_drafts as d")
      .leftJoin("staff as s", "s.id", "d.updated_by")
      .select(["d.collection", "d.body", "d.revision", "d.updated_at", "s.name"])
      .execute();
    return new Map(rows.map((row) => [row.collection, { ...row, revision: Number(row.revision) }]));
  };

  const currentContent = async (queries: Queries) => {
    const row = await latestRow(queries);
    if (!row) throw new NoContentYet();
    return { number: Number(row.number), content: JSON.parse(row.body) as SiteContent };
  };

  async function version(number: number): Promise<VersionRecord | undefined> {
    if (!Number.isSafeInteger(number) || number < 1) return undefined;
    const row = await versionRows(db).where("v.number", "=", number).executeTakeFirst();
    if (!row) return undefined;
    return {
      ...toSummary(row),
      content: JSON.parse(row.body) as SiteContent,
      pagesChangedOn: new Map(Object.entries(JSON.parse(row.pages_changed_on) as Record<string, string>)),
    };
  }

  /** What a collection's form shows: the draft waiting, else the current version's value. */
  const draftBody = <C extends CollectionName>(row: DraftRow | undefined, current: SiteContent, collection: C) =>
    row?.body != null ? (JSON.parse(row.body) as SiteContent[C]) : current[collection];

  return {
    async ensureFirstVersion(content) {
      await db
        .insertInto("content_versions")
        .values({ number: 1, body: JSON.stringify(content), published_by: null, published_at: now(), changes: "[]" })
        .onConflict((conflict) => conflict.column("number").doNothing())
        .execute();
      await addNewCollections(content);
    },

    async currentVersion() {
      const row = await latestRow(db);
      return row && toPublished(row);
    },

    async currentVersionNumber() {
      // The number alone, never the body: the lead server asks this to know whether its copy of the hours is current.
      const row = await db
        .selectFrom("content_versions")
        .select("number")
        .orderBy("number", "desc")
        .limit(1)
        .executeTakeFirst();
      return Number(row?.number ?? 0);
    },

    async publishedVersion(number) {
      const found = await version(number);
      return found && { content: found.content, pagesChangedOn: found.pagesChangedOn };
    },

    async draft(collection) {
      const [{ content }, drafts] = await Promise.all([currentContent(db), draftRows(db)]);
      const row = drafts.get(collection);
      const body = draftBody(row, content, collection);
      return {
        collection,
        body,
        revision: row?.revision ?? 0,
        waiting: !isDeepStrictEqual(body, content[collection]),
        changedBy: row?.name ?? null,
        changedAt: row ? Number(row.updated_at) : null,
      };
    },

    async saveDraft({ collection, body, openedRevision, staff }) {
      const parsed = contentSchemas[collection].safeParse(body);
      if (!parsed.success) return { problems: contentProblems(parsed.error) };
      const at = now();
      const saved = await writeTransaction(database, async (tx) => {
        // Under the content lock, so "the same as the live version" is judged
        // against the version a publish at this moment cannot change.
        await lockContent(tx);
        const { content } = await currentContent(tx);
        // The same as the live version: nothing waits to be published.
        const stored = isDeepStrictEqual(parsed.data, content[collection]) ? null : JSON.stringify(parsed.data);
        if (openedRevision === 0) {
          // Nobody had saved this collection when the form was opened: the row must still not exist.
          const result = await tx
            .insertInto("content_drafts")
            .values({ collection, body: stored, revision: 1, updated_by: staff.id, updated_at: at })
            .onConflict((conflict) => conflict.column("collection").doNothing())
            .executeTakeFirst();
          return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
        }
        const result = await tx
          .updateTable("content_drafts")
          .set((eb) => ({ body: stored, revision: eb("revision", "+", 1), updated_by: staff.id, updated_at: at }))
          .where("collection", "=", collection)
          .where("revision", "=", openedRevision)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
      if (saved) return { ok: true, revision: openedRevision + 1 };
      const row = (await draftRows(db)).get(collection);
      return { conflict: { byName: row?.name ?? "someone", at: Number(row?.updated_at ?? at) } };
    },

    async pendingContent() {
      const [{ number, content }, drafts] = await Promise.all([currentContent(db), draftRows(db)]);
      const pending = { ...content };
      const changed: CollectionName[] = [];
      for (const collection of COLLECTION_NAMES) {
        const body = draftBody(drafts.get(collection), content, collection);
        if (isDeepStrictEqual(body, content[collection])) continue;
        changed.push(collection);
        Object.assign(pending, { [collection]: body });
      }
      return { content: pending, basedOn: number, changed };
    },

    async recordPublish({ content, staff, rolledBackTo, basedOn, pagesChangedOn }) {
      try {
        return await writeTransaction(database, async (tx) => {
          await lockContent(tx);
          const latest = await latestRow(tx);
          const latestNumber = Number(latest?.number ?? 0);
          if (latest && basedOn !== undefined && latestNumber !== basedOn) {
            throw new PublishRaced(latestNumber, latest.name, Number(latest.published_at));
          }
          const before = latest ? (JSON.parse(latest.body) as SiteContent) : undefined;
          const changes = before ? contentChanges(before, content) : [];
          const number = latestNumber + 1;
          const at = now();
          await tx
            .insertInto("content_versions")
            .values({
              number,
              body: JSON.stringify(content),
              published_by: staff.id,
              published_at: at,
              changes: JSON.stringify(changes),
              pages_changed_on: JSON.stringify(Object.fromEntries(pagesChangedOn ?? [])),
              rolled_back_to: rolledBackTo ?? null,
            })
            .execute();
          if (before) await settleDrafts(tx, before, content, staff.id, at);
          return { number, changes };
        });
      } catch (error) {
        if (error instanceof PublishRaced || !isDuplicateKey(error)) throw error;
        // PostgreSQL: another server's transaction took the number first and committed.
        const latest = await latestRow(db);
        throw new PublishRaced(
          Number(latest?.number ?? 0),
          latest?.name ?? null,
          latest ? Number(latest.published_at) : null,
        );
      }
    },

    async history() {
      const rows = await versionRows(db).orderBy("v.number", "desc").execute();
      return rows.map(toSummary);
    },

    version,
  };

  /**
   * A collection the studio gained since the live version was published (a
   * deploy that adds one): the repository's value of it joins the content as
   * a version of its own, loaded from the repository, so every page, form and
   * publish has it. Several servers starting at once make it once: the
   * version's number is the primary key.
   */
  async function addNewCollections(content: SiteContent) {
    const latest = await latestRow(db);
    if (!latest) return;
    const live = JSON.parse(latest.body) as Partial<SiteContent>;
    const added = COLLECTION_NAMES.filter(
      (collection) => live[collection] === undefined && content[collection] !== undefined,
    );
    if (added.length === 0) return;
    const body = { ...live, ...Object.fromEntries(added.map((collection) => [collection, content[collection]])) };
    await db
      .insertInto("content_versions")
      .values({
        number: Number(latest.number) + 1,
        body: JSON.stringify(body),
        published_by: null,
        published_at: now(),
        changes: JSON.stringify(
          added.map((collection) => `${collectionTitles[collection]}: added, as the repository has it`),
        ),
        pages_changed_on: latest.pages_changed_on,
      })
      .onConflict((conflict) => conflict.column("number").doNothing())
      .execute();
  }

  /**
   * After a version is recorded: each draft it published is cleared (kept as
   * a row, so its revision goes on growing); a collection nobody had a draft of
   * whose value the version changed (a roll back) gets a new revision, so a
   * form opened on the old value is refused rather than saved over it. A draft
   * the version did not publish is left waiting.
   */
  async function settleDrafts(tx: Queries, before: SiteContent, after: SiteContent, staffId: number, at: number) {
    const drafts = await draftRows(tx);
    for (const collection of COLLECTION_NAMES) {
      const row = drafts.get(collection);
      if (row?.body != null) {
        if (isDeepStrictEqual(JSON.parse(row.body), after[collection])) {
          await tx
            .updateTable("content_drafts")
            .set({ body: null })
            .where("collection", "=", collection)
            .where("revision", "=", row.revision)
            .execute();
        }
      } else if (!isDeepStrictEqual(before[collection], after[collection])) {
        if (row) {
          await tx
            .updateTable("content_drafts")
            .set((eb) => ({ revision: eb("revision", "+", 1), updated_by: staffId, updated_at: at }))
            .where("collection", "=", collection)
            .where("revision", "=", row.revision)
            .execute();
        } else {
          // A first save made meanwhile is a draft waiting: it stays.
          await tx
            .insertInto("content_drafts")
            .values({ collection, body: null, revision: 1, updated_by: staffId, updated_at: at })
            .onConflict((conflict) => conflict.column("collection").doNothing())
            .execute();
        }
      }
    }
  }
}

interface VersionRow {
  number: number;
  body: string;
  published_at: number;
  changes: string;
  rolled_back_to: number | null;
  name: string | null;
}

function toPublished(row: VersionRow): PublishedVersion {
  return {
    number: Number(row.number),
    content: JSON.parse(row.body) as SiteContent,
    publishedAt: Number(row.published_at),
    publishedBy: row.name,
  };
}

function toSummary(row: VersionRow): VersionSummary {
  return {
    number: Number(row.number),
    publishedAt: Number(row.published_at),
    publishedBy: row.name,
    changes: JSON.parse(row.changes) as string[],
    rolledBackTo: row.rolled_back_to === null ? null : Number(row.rolled_back_to),
  };
}

/** A unique or primary key already taken: PostgreSQL's 23505, SQLite's constraint codes. */
function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
