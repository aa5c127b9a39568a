/**
 * A signed-in staff member for tests of the inbox's pages over the whole
 * server (test-site.ts), without going through sign-in (which has its own
 * tests): a staff row, enrolled, and a 'signed-in' session made by the real
 * session code (staff-sessions.ts), so the cookie is hashed and checked
 * exactly as a browser's is. Returns the Cookie header to send.
 */
import { randomUUID } from "node:crypto";
import { openDatabase } from "../../server/db/database.ts";
import { sessionCookie } from "../../server/inbox/sign-in/sign-in-cookie.ts";
import { openStaffSessions } from "../../server/staff/staff-sessions.ts";
import type { StaffRole } from "../../server/staff/staff-directory.ts";

export interface TestStaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The Cookie header of their session. */
  cookie: string;
}

const DEFAULT_NAMES: Record<StaffRole, string> = { admin: "Ada Admin", broker: "Sam Staff", editor: "Eve Editor" };

/** Adds an enrolled staff member (a broker unless `role` says otherwise) to the lead database at `databasePath` and signs them in. */
export async function signedInStaff(
  databasePath: string,
  options: { role?: StaffRole; name?: string; now?: () => number } = {},
): Promise<TestStaffMember> {
  const role = options.role ?? "broker";
  const name = options.name ?? DEFAULT_NAMES[role];
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${randomUUID().slice(0, 8)}@brokerage.example`;
  const at = new Date((options.now ?? Date.now)()).toISOString();
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  try {
    const { id } = await database.db
      .insertInto("staff")
      // As the directory adds them: a broker takes new leads from the start (migration 16).
      .values({ email, name, role, enrolled_at: at, created_at: at, available_for_leads: role === "broker" ? 1 : 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { cookieValue } = await openStaffSessions(database, options.now).start(id, "signed-in");
    return { id, name, email, role, cookie: `${sessionCookie({ NODE_ENV: "test" }).name}=${cookieValue}` };
  } finally {
    await database.close();
  }
}
