// The content studio's store, on the suite's engine (SQLite, and PostgreSQL in the postgres suite).
import { describe, expect } from "vitest";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import { databaseEngine, databaseTest } from "../../../tests/support/test-database.ts";
import { type AppDatabase, openDatabase } from "../../db/database.ts";
import { type ContentStore, NoContentYet, openContentStore, PublishRaced } from "./content-store.ts";

const START = Date.parse("2026-11-26T09:00:00+11:00");
let clock = START;
const now = () => clock;

interface Studio {
  store: ContentStore;
  ada: { id: number };
  eve: { id: number };
}

async function addStaff(database: AppDatabase, name: string, role: "admin" | "broker" | "editor") {
  const at = new Date(START).toISOString();
  return database.db
    .insertInto("staff")
    .values({
      email: `${name.split(" ")[0]?.toLowerCase()}@kestrel.example`,
      name,
      role,
      enrolled_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** Each test's database with two people and the sample content as version 1. */
const test = databaseTest.extend<Studio>({
  ada: async ({ database }, use) => use(await addStaff(database, "Ada Admin", "admin")),
  eve: async ({ database }, use) => use(await addStaff(database, "Eve Editor", "editor")),
  store: async ({ database }, use) => {
    clock = START;
    const store = openContentStore(database, now);
    await store.ensureFirstVersion(sampleSiteContent());
    await use(store);
  },
});

const newPhone = () => ({ ...sampleSiteContent().business, phone: "(03) 5550 0199" });

describe(`the content store, on ${databaseEngine}`, () => {
  databaseTest("has no version, and no draft, before the first is loaded", async ({ database }) => {
    const store = openContentStore(database, now);
    expect(await store.currentVersion()).toBeUndefined();
    expect(await store.currentVersionNumber()).toBe(0);
    await expect(store.draft("business")).rejects.toBeInstanceOf(NoContentYet);
    await expect(store.pendingContent()).rejects.toBeInstanceOf(NoContentYet);
  });

  databaseTest(
    "adds a collection the live version does not have yet, as the repository has it, once, as a version of its own",
    async ({ database, location }) => {
      const store = openContentStore(database, now);
      const older = sampleSiteContent() as Partial<SiteContent>;
      delete older.settlements;
      delete older.homeSlides;
      await store.ensureFirstVersion(older as SiteContent);
      clock = START + 60_000;
      const other = await openDatabase(location);
      try {
        await Promise.all([
          store.ensureFirstVersion(sampleSiteContent()),
          openContentStore(other, now).ensureFirstVersion(sampleSiteContent()),
        ]);
      } finally {
        await other.close();
      }
      expect(await store.currentVersion()).toEqual({
        number: 2,
        content: sampleSiteContent(),
        publishedAt: START + 60_000,
        publishedBy: null,
      });
      expect((await store.history())[0]?.changes).toEqual([
        "Settlements: added, as the repository has it",
        "Home slides: added, as the repository has it",
      ]);
      expect((await store.draft("settlements")).waiting).toBe(false);
    },
  );

  test("loads the repository's content as version 1 once, by nobody, however often and from however many servers at once", async ({
    store,
    location,
  }) => {
    const other = await openDatabase(location);
    try {
      const changed = { ...sampleSiteContent(), testimonials: [{ name: "Someone Else", quote: "Not this." }] };
      await Promise.all([
        store.ensureFirstVersion(changed),
        openContentStore(other, now).ensureFirstVersion(changed),
        store.ensureFirstVersion(changed),
      ]);
    } finally {
      await other.close();
    }
    expect(await store.currentVersion()).toEqual({
      number: 1,
      content: sampleSiteContent(),
      publishedAt: START,
      publishedBy: null,
    });
    expect(await store.history()).toEqual([
      { number: 1, publishedAt: START, publishedBy: null, changes: [], rolledBackTo: null },
    ]);
  });

  test("opens a collection nobody saved at the live version's value, revision 0", async ({ store }) => {
    expect(await store.draft("business")).toEqual({
      collection: "business",
      body: sampleSiteContent().business,
      revision: 0,
      waiting: false,
      changedBy: null,
      changedAt: null,
    });
    expect(await store.pendingContent()).toEqual({ content: sampleSiteContent(), basedOn: 1, changed: [] });
  });

  test("saves a draft, which waits to be published while the live version stays as it was", async ({ store, eve }) => {
    clock += 60_000;
    const saved = await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    expect(saved).toEqual({ ok: true, revision: 1 });
    expect(await store.draft("business")).toEqual({
      collection: "business",
      body: newPhone(),
      revision: 1,
      waiting: true,
      changedBy: "Eve Editor",
      changedAt: START + 60_000,
    });
    expect((await store.currentVersion())?.content).toEqual(sampleSiteContent());
    expect(await store.pendingContent()).toEqual({
      content: { ...sampleSiteContent(), business: newPhone() },
      basedOn: 1,
      changed: ["business"],
    });
  });

  test("keeps a draft as the schema returns it: trimmed", async ({ store, eve }) => {
    const body = { ...newPhone(), abn: "  49 962 793 283  " };
    expect(await store.saveDraft({ collection: "business", body, openedRevision: 0, staff: eve })).toMatchObject({
      ok: true,
    });
    expect((await store.draft("business")).body.abn).toBe("49 962 793 283");
  });

  test("refuses a draft the schema refuses, naming each field, and saves nothing", async ({ store, eve }) => {
    const body = { ...newPhone(), phone: "123", abn: "12 345 678 901" };
    expect(await store.saveDraft({ collection: "business", body, openedRevision: 0, staff: eve })).toEqual({
      problems: [
        "Phone: enter an Australian number, e.g. (03) 5550 0148",
        "ABN: enter the 11-digit ABN as the Australian Business Register lists it",
      ],
    });
    const tooLong = [{ name: "Jo", quote: "x".repeat(601) }];
    expect(await store.saveDraft({ collection: "testimonials", body: tooLong, openedRevision: 0, staff: eve })).toEqual(
      { problems: ["Quote: at most 600 characters"] },
    );
    expect((await store.draft("business")).revision).toBe(0);
    expect((await store.draft("testimonials")).revision).toBe(0);
  });

  test("refuses a save over someone else's, saying who and when, and keeps theirs", async ({ store, ada, eve }) => {
    clock += 60_000;
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: ada });
    clock += 60_000;
    const mine = { ...sampleSiteContent().business, email: "office@kestrelridge.example" };
    expect(await store.saveDraft({ collection: "business", body: mine, openedRevision: 0, staff: eve })).toEqual({
      conflict: { byName: "Ada Admin", at: START + 60_000 },
    });
    // Opened again, at the new revision: saved.
    expect(await store.saveDraft({ collection: "business", body: mine, openedRevision: 1, staff: eve })).toEqual({
      ok: true,
      revision: 2,
    });
    expect(await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 1, staff: ada })).toEqual({
      conflict: { byName: "Eve Editor", at: START + 120_000 },
    });
    expect((await store.draft("business")).body.email).toBe("office@kestrelridge.example");
  });

  test("lets one of two saves at once from two servers through, at the same revision", async ({
    store,
    ada,
    eve,
    location,
  }) => {
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: ada });
    // As for two publishes: a SQLite file's second server is this process, one connection.
    const other = databaseEngine === "postgres" ? await openDatabase(location) : undefined;
    try {
      const elsewhere = other ? openContentStore(other, now) : store;
      const first = { ...newPhone(), postalAddress: { ...newPhone().postalAddress, postcode: "3351" } };
      const second = { ...newPhone(), postalAddress: { ...newPhone().postalAddress, postcode: "3352" } };
      const results = await Promise.all([
        store.saveDraft({ collection: "business", body: first, openedRevision: 1, staff: ada }),
        elsewhere.saveDraft({ collection: "business", body: second, openedRevision: 1, staff: eve }),
      ]);
      expect(results.filter((result) => "ok" in result)).toHaveLength(1);
      expect(results.filter((result) => "conflict" in result)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    expect((await store.draft("business")).revision).toBe(2);
  });

  test("a draft saved back to the live value waits for nothing", async ({ store, eve }) => {
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    await store.saveDraft({
      collection: "business",
      body: sampleSiteContent().business,
      openedRevision: 1,
      staff: eve,
    });
    expect(await store.draft("business")).toMatchObject({ revision: 2, waiting: false });
    expect((await store.pendingContent()).changed).toEqual([]);
  });

  test("records a publish as the next version, field by field, and clears the drafts it published", async ({
    store,
    ada,
    eve,
  }) => {
    const testimonials = sampleSiteContent().testimonials;
    testimonials[1] = { name: "Tom Hughes", quote: "Clear advice, every time." };
    testimonials.push({ name: "Jo Citizen", quote: "Five stars." });
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    await store.saveDraft({ collection: "testimonials", body: testimonials, openedRevision: 0, staff: eve });
    const pending = await store.pendingContent();
    expect(pending.changed).toEqual(["testimonials", "business"]);

    clock += 3_600_000;
    const pagesChangedOn = new Map([["/", "2026-11-26"]]);
    const recorded = await store.recordPublish({
      content: pending.content,
      staff: ada,
      basedOn: pending.basedOn,
      pagesChangedOn,
    });
    const changes = [
      "Testimonials › 2 › Quote: changed",
      "Testimonials › 4: added (Jo Citizen)",
      "Business details › Phone: (03) 5550 0148 → (03) 5550 0199",
    ];
    expect(recorded).toEqual({ number: 2, changes });
    expect(await store.currentVersion()).toEqual({
      number: 2,
      content: pending.content,
      publishedAt: START + 3_600_000,
      publishedBy: "Ada Admin",
    });
    expect(await store.currentVersionNumber()).toBe(2);
    expect(await store.publishedVersion(2)).toEqual({ content: pending.content, pagesChangedOn });
    expect(await store.publishedVersion(3)).toBeUndefined();
    // Cleared, at the same revision: a form opened on the draft still saves.
    expect(await store.draft("business")).toMatchObject({ body: newPhone(), revision: 1, waiting: false });
    expect((await store.pendingContent()).changed).toEqual([]);
    expect(await store.history()).toEqual([
      { number: 2, publishedAt: START + 3_600_000, publishedBy: "Ada Admin", changes, rolledBackTo: null },
      { number: 1, publishedAt: START, publishedBy: null, changes: [], rolledBackTo: null },
    ]);
    expect(await store.version(1)).toMatchObject({
      number: 1,
      content: sampleSiteContent(),
      pagesChangedOn: new Map(),
    });
    expect(await store.version(0)).toBeUndefined();
  });

  test("leaves a draft saved while the publish was prepared waiting", async ({ store, eve }) => {
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    const pending = await store.pendingContent();
    const later = { ...newPhone(), email: "office@kestrelridge.example" };
    await store.saveDraft({ collection: "business", body: later, openedRevision: 1, staff: eve });
    await store.recordPublish({ content: pending.content, staff: eve, basedOn: pending.basedOn });
    expect(await store.draft("business")).toMatchObject({ body: later, revision: 2, waiting: true });
  });

  test("refuses a publish prepared on a version another publish has since replaced", async ({ store, ada, eve }) => {
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    const pending = await store.pendingContent();
    clock += 1_000;
    await store.recordPublish({ content: pending.content, staff: ada, basedOn: pending.basedOn });
    const refused = store.recordPublish({ content: pending.content, staff: eve, basedOn: pending.basedOn });
    await expect(refused).rejects.toBeInstanceOf(PublishRaced);
    await expect(refused).rejects.toMatchObject({ number: 2, byName: "Ada Admin", at: START + 1_000 });
    expect(await store.currentVersionNumber()).toBe(2);
  });

  test("gives two publishes at once from two servers different numbers, or refuses one", async ({
    store,
    ada,
    eve,
    location,
  }) => {
    // On PostgreSQL a second server's connection. A SQLite file has one server, and a second
    // connection's BEGIN IMMEDIATE would wait on this process's own thread: two publishes at once on one.
    const other = databaseEngine === "postgres" ? await openDatabase(location) : undefined;
    try {
      const elsewhere = other ? openContentStore(other, now) : store;
      const one = { ...sampleSiteContent(), business: newPhone() };
      const two = {
        ...sampleSiteContent(),
        business: { ...newPhone(), postalAddress: { ...newPhone().postalAddress, postcode: "3351" } },
      };
      const results = await Promise.allSettled([
        store.recordPublish({ content: one, staff: ada }),
        elsewhere.recordPublish({ content: two, staff: eve }),
      ]);
      for (const result of results) {
        if (result.status === "rejected") expect(result.reason).toBeInstanceOf(PublishRaced);
      }
      const numbers = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.number] : []));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.length).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    const history = await store.history();
    expect(history.map((version) => version.number)).toEqual(
      Array.from({ length: history.length }, (_, index) => history.length - index),
    );
  });

  test("records a roll back as a new version with the old content, and a form opened on the value it replaced is refused", async ({
    store,
    ada,
    eve,
  }) => {
    await store.saveDraft({ collection: "business", body: newPhone(), openedRevision: 0, staff: eve });
    const pending = await store.pendingContent();
    await store.recordPublish({ content: pending.content, staff: eve, basedOn: 1 });
    const opened = await store.draft("business");

    clock += 5_000;
    const first = await store.version(1);
    const recorded = await store.recordPublish({
      content: first?.content ?? sampleSiteContent(),
      staff: ada,
      rolledBackTo: 1,
      basedOn: 2,
    });
    expect(recorded).toEqual({
      number: 3,
      changes: ["Business details › Phone: (03) 5550 0199 → (03) 5550 0148"],
    });
    expect((await store.currentVersion())?.content).toEqual(sampleSiteContent());
    expect((await store.history())[0]).toMatchObject({ number: 3, publishedBy: "Ada Admin", rolledBackTo: 1 });
    expect(await store.draft("business")).toMatchObject({
      body: sampleSiteContent().business,
      revision: opened.revision + 1,
      waiting: false,
      changedBy: "Ada Admin",
    });
    const stale = { ...newPhone(), email: "office@kestrelridge.example" };
    expect(
      await store.saveDraft({ collection: "business", body: stale, openedRevision: opened.revision, staff: eve }),
    ).toEqual({ conflict: { byName: "Ada Admin", at: START + 5_000 } });
    // Testimonials, which nobody had saved and the roll back did not change, open as before.
    expect(await store.draft("testimonials")).toMatchObject({ revision: 0 });
  });
});
