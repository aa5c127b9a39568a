/**
 * The whole server (test-site.ts) with two people signed in to its inbox, a
 * broker (`staff`) and an admin (inbox-session-for-tests.ts; an editor, or
 * anyone else, through `signIn`), and what the tests
 * of the inbox's lead pages ask of it: a page as either (or as nobody), a
 * form posted as a browser posts it (same-origin), a lead stored through the
 * real store, and the audit trail as stored (read through server/db).
 */
import type { LightMyRequestResponse } from "fastify";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import type { NewLead } from "../../server/leads/store/lead-store.ts";
import { signedInStaff, type TestStaffMember } from "./inbox-session-for-tests.ts";
import { startTestSite, type TestSite } from "./test-site.ts";

export interface InboxTestSite extends TestSite {
  databasePath: string;
  /** A broker: every lead page, none of the admins'. */
  staff: TestStaffMember;
  admin: TestStaffMember;
  /** Another signed-in member, of `role`. */
  signIn(role: TestStaffMember["role"], name?: string): Promise<TestStaffMember>;
  get(url: string, as: TestStaffMember | null): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, string>, as: TestStaffMember | null): Promise<LightMyRequestResponse>;
  /** Stores an inquiry (Mia Tran's, with `fields` changed) and returns its id. */
  addInquiry(fields?: Record<string, string>, options?: { spam?: boolean }): Promise<string>;
  addLead(lead: NewLead): Promise<string>;
  /** Every inbox audit line, oldest first, as stored. */
  auditRows(): Promise<{ staff_id: number | null; action: string; lead_id: string | null; detail: string | null }[]>;
  /** The seq of a lead (its arrival order). */
  seqOf(id: string): Promise<number>;
}

/** Mia's inquiry as the store keeps it. */
export const MIA = {
  firstName: "Mia",
  lastName: "Tran",
  email: "mia.tran@example.com",
  mobile: "+61412345678",
  enquiryType: "First Home",
  reference: "Google",
  postCode: "3350",
  message: "We would like to buy our first home in Ballarat.",
} as const;

export async function startInboxTestSite(settings: NodeJS.ProcessEnv = {}): Promise<InboxTestSite> {
  const site = await startTestSite(settings);
  const databasePath = site.store.databasePath;
  const signIn = (role: TestStaffMember["role"], name?: string) => signedInStaff(databasePath, { role, name });
  const staff = await signIn("broker", "Sam Staff");
  const admin = await signIn("admin", "Ada Admin");
  const cookie = (as: TestStaffMember | null) => (as ? { cookie: as.cookie } : {});
  // The tests' own connection, opened when first asked and closed with the site.
  let reading: Promise<AppDatabase> | undefined;
  const read = async <T>(query: (database: AppDatabase) => Promise<T>): Promise<T> => {
    reading ??= openDatabase({ engine: "sqlite", path: databasePath });
    return query(await reading);
  };
  const addLead = async (lead: NewLead) => (await site.store.insert(lead)).id;
  return {
    ...site,
    async close() {
      if (reading) await (await reading).close();
      await site.close();
    },
    databasePath,
    staff,
    admin,
    signIn,
    get: (url, as) => site.app.inject({ method: "GET", url, headers: cookie(as) }),
    post: (url, form, as) =>
      site.app.inject({
        method: "POST",
        url,
        headers: {
          ...cookie(as),
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
        payload: new URLSearchParams(form).toString(),
      }),
    addInquiry: (fields = {}, options = {}) =>
      addLead({ form: "inquiry", fields: { ...MIA, ...fields }, spam: options.spam ?? false }),
    addLead,
    auditRows: () =>
      read(({ db }) =>
        db.selectFrom("inbox_audit").select(["staff_id", "action", "lead_id", "detail"]).orderBy("id").execute(),
      ),
    seqOf: (id) =>
      read(async ({ db }) =>
        Number((await db.selectFrom("leads").select("seq").where("id", "=", id).executeTakeFirstOrThrow()).seq),
      ),
  };
}
