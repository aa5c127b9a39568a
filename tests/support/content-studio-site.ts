/**
 * The staff inbox alone (registerInbox, with the security headers every
 * response gets) on a fresh SQLite database holding the sample content as
 * version 1, with the publisher's test double (test-site-publisher.ts) in
 * place of the site's real one: for the content studio's route tests. The
 * clock is pinned (and can be moved), so times on the pages are known.
 * People sign in as in inbox-test-site.ts: real sessions, real cookies.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import type { SiteContent } from "../../contracts/site-content.ts";
import { readConfig } from "../../server/config.ts";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import { openInboxAudit } from "../../server/db/audit-trail.ts";
import { registerInbox } from "../../server/inbox/inbox-plugin.ts";
import { openLeadStore } from "../../server/leads/store/lead-store.ts";
import { type ContentStore, openContentStore } from "../../server/site/content/content-store.ts";
import { commonSecurityHeaders } from "../../server/site/security-headers.ts";
import { addSecurityHeaders } from "../../server/site/security-hook.ts";
import type { StaffRole } from "../../server/staff/staff-directory.ts";
import { signedInStaff, type TestStaffMember } from "./inbox-session-for-tests.ts";
import { sampleSiteContent } from "./sample-site-content.ts";
import { type TestSitePublisher, testSitePublisher } from "./test-site-publisher.ts";

/** Thu 26 Nov 2026, 9:00 am in Melbourne: the pinned clock's start. */
export const STUDIO_START = Date.parse("2026-11-26T09:00:00+11:00");

export interface ContentStudioSite {
  app: FastifyInstance;
  database: AppDatabase;
  /** The studio's store on the same database, as a second server would see it. */
  content: ContentStore;
  publisher: TestSitePublisher;
  /** Sets the clock (epoch ms). */
  setNow(at: number): void;
  signIn(role: StaffRole, name?: string): Promise<TestStaffMember>;
  get(url: string, as: TestStaffMember | null): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, string>, as: TestStaffMember | null): Promise<LightMyRequestResponse>;
  /** The form sent as multipart/form-data, as a browser sends a form with a file control, with `files` by control name. */
  postWithFiles(
    url: string,
    form: Record<string, string>,
    files: Record<string, { name: string; bytes: Buffer }>,
    as: TestStaffMember | null,
  ): Promise<LightMyRequestResponse>;
  /** Where the studio writes uploaded pictures' renditions (PUBLISHED_SITE_DIR/media). */
  mediaDir: string;
  /** Every inbox audit line, oldest first, as stored. */
  auditRows(): Promise<{ staff_id: number | null; action: string; detail: string | null }[]>;
  close(): Promise<void>;
}

/** `firstVersion`: the content loaded as version 1 (the sample content unless given; null for none). */
export async function startContentStudio(
  options: { firstVersion?: SiteContent | null } = {},
): Promise<ContentStudioSite> {
  const folder = await mkdtemp(path.join(tmpdir(), "content-studio-"));
  const databasePath = path.join(folder, "leads.sqlite");
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  const leads = openLeadStore(database);
  let clock = STUDIO_START;
  const now = () => clock;
  const publisher = testSitePublisher();
  const app = Fastify({ logger: false });
  addSecurityHeaders(app, commonSecurityHeaders(undefined));
  await registerInbox(app, {
    database,
    store: leads,
    // The studio never delivers a lead.
    outbox: { wake: () => undefined, stop: async () => undefined, idle: async () => undefined },
    config: readConfig({
      CLIENT_DIR: folder,
      PUBLISHED_SITE_DIR: path.join(folder, "sites"),
      CONTENT_IMAGES_DIR: path.join(folder, "images"),
      LOG_LEVEL: "silent",
    }),
    audit: openInboxAudit(database, now),
    publisher,
    now,
  });
  await app.ready();
  const content = openContentStore(database, now);
  const first = options.firstVersion === undefined ? sampleSiteContent() : options.firstVersion;
  if (first) await content.ensureFirstVersion(first);
  const cookie = (as: TestStaffMember | null) => (as ? { cookie: as.cookie } : {});
  return {
    app,
    database,
    content,
    publisher,
    setNow: (at) => {
      clock = at;
    },
    signIn: (role, name) => signedInStaff(databasePath, { role, name, now }),
    get: (url, as) => app.inject({ method: "GET", url, headers: cookie(as) }),
    post: (url, form, as) =>
      app.inject({
        method: "POST",
        url,
        headers: {
          ...cookie(as),
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
        payload: new URLSearchParams(form).toString(),
      }),
    async postWithFiles(url, form, files, as) {
      const body = new FormData();
      for (const [name, value] of Object.entries(form)) body.append(name, value);
      for (const [name, file] of Object.entries(files))
        body.append(name, new Blob([new Uint8Array(file.bytes)]), file.name);
      // The bytes and boundary a browser would send, encoded by the platform's own FormData.
      const encoded = new Request("http://studio.test/", { method: "POST", body });
      return app.inject({
        method: "POST",
        url,
        headers: {
          ...cookie(as),
          "content-type": encoded.headers.get("content-type") ?? "",
          "sec-fetch-site": "same-origin",
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
    mediaDir: path.join(folder, "sites", "media"),
    auditRows: () =>
      database.db.selectFrom("inbox_audit").select(["staff_id", "action", "detail"]).orderBy("id").execute(),
    async close() {
      await app.close();
      leads.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
