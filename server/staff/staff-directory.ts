/**
 * The staff accounts kept in the lead database (migration 6's staff table),
 * made and changed only by the command line (`npm run staff`, staff-cli.ts):
 * no one can sign up on the site. A person is disabled, never deleted, so the
 * audit trail keeps naming them.
 *
 * Disabling and resetting end the person's sessions in the same transaction,
 * so the next request they make is refused, whatever tab it comes from.
 * Disabling also gives their leads still waiting for a first contact to
 * others, by the round robin's rules, in that transaction.
 */
import { type Kysely, type Selectable, sql } from "kysely";
import { z } from "zod";
import type { AppDatabase } from "../db/database.ts";
import type { StaffTable, Tables } from "../db/tables.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import { reassignWaitingLeads } from "../leads/store/lead-assignment.ts";
import { printable } from "../command-line.ts";
import { ENROLMENT_LINK_TTL_MS, newEnrolmentToken } from "./enrolment-token.ts";
import { removeAllPasskeys } from "./staff-passkeys.ts";

/**
 * What a person may do in the inbox. An admin: everything, staff and audit
 * included. A broker: the leads (the list, a lead, triage, spam, the
 * overview, the live list) and the content studio's drafts. An editor: the
 * content studio only, drafts and publishing, and never a lead or anything
 * about the people who sent one. inbox-session.ts holds the rules.
 */
export const STAFF_ROLES = ["admin", "broker", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that see leads and the people who sent them, and so can be given one: not an editor. */
export const LEAD_ROLES: readonly StaffRole[] = ["admin", "broker"];

/** Whether `value` is one of the roles, as typed on the command line. */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** invited: enrolment not finished; active: may sign in; disabled: may not. */
  state: "invited" | "active" | "disabled";
  createdAt: string;
  enrolledAt: string | null;
  disabledAt: string | null;
  /** "Available for new leads" (migration 16): in the round robin. Always false for an editor. */
  availableForLeads: boolean;
}

/** Who can be given a lead: enrolled, not disabled, and allowed to see leads (an editor is not). */
export interface ActiveStaffMember {
  id: number;
  name: string;
}

/** A change the directory cannot make (a duplicate or unknown e-mail, a disabled account): its message is one line for a person. */
export class StaffAccountError extends Error {}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffDirectory {
  /** Everyone, disabled too, by name. */
  list(): Promise<StaffAccount[]>;
  /** Those who may sign in and work leads (admins and brokers), by name: the assignee choices. */
  activeStaff(): Promise<ActiveStaffMember[]>;
  byId(id: number): Promise<StaffAccount | undefined>;
  byEmail(email: string): Promise<StaffAccount | undefined>;
  /** Adds an invited account; the token goes in the enrolment link and is never stored. Throws StaffAccountError for a taken e-mail. */
  add(member: NewStaffMember): Promise<{ account: StaffAccount; enrolmentToken: string }>;
  /**
   * Disables the account and ends its sessions (`sessionsEnded` counts them);
   * in the same transaction their leads still waiting for a first contact go
   * back to the round robin (lead-assignment.ts, reassignWaitingLeads).
   */
  disable(
    email: string,
  ): Promise<{ account: StaffAccount; sessionsEnded: number; alreadyDisabled: boolean; leadsReassigned: number }>;
  /**
   * Sets "Available for new leads"; false when the account is not someone who
   * takes leads (an editor, a disabled or unknown account). Resolves to
   * whether it changed, or null when refused.
   */
  setAvailable(id: number, available: boolean): Promise<boolean | null>;
  /**
   * Voids the password, authenticator, recovery codes, passkeys and sessions,
   * and issues a new enrolment token (the old link stops working).
   */
  reset(
    email: string,
  ): Promise<{ account: StaffAccount; enrolmentToken: string; sessionsEnded: number; passkeysRemoved: number }>;
}

type Queries = Kysely<Tables>;

const emailSchema = z.email();
export const STAFF_NAME_MAX = 100;

/**
 * The address as stored and as looked up: trimmed and lower case. Every
 * account is written this way and found by it, so the same address matches
 * on both engines (SQLite's column also compares without case; PostgreSQL's
 * is unique on lower(email)).
 */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is wrong with an e-mail address for an account, or null. */
export function staffEmailProblem(email: string): string | null {
  const normalised = normaliseStaffEmail(email);
  if (normalised === "") return "the e-mail address is missing";
  if (normalised.length > 254 || !emailSchema.safeParse(normalised).success)
    return `"${printable(email)}" is not an e-mail address`;
  return null;
}

/** What is wrong with a person's name, or null: it is shown in the inbox and the audit trail. */
export function staffNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "the name is missing";
  if ([...trimmed].length > STAFF_NAME_MAX) return `the name is longer than ${STAFF_NAME_MAX} characters`;
  if (trimmed !== printable(trimmed)) return "the name has control characters in it";
  return null;
}

const ACCOUNT_COLUMNS = [
  "id",
  "email",
  "name",
  "role",
  "created_at",
  "enrolled_at",
  "disabled_at",
  "available_for_leads",
] as const;
type StaffRow = Pick<Selectable<StaffTable>, (typeof ACCOUNT_COLUMNS)[number]>;

export function openStaffDirectory(database: AppDatabase, now: () => number = Date.now): StaffDirectory {
  const { db } = database;
  const selectAccount = (queries: Queries) => queries.selectFrom("staff").select(ACCOUNT_COLUMNS);
  const byIdIn = async (queries: Queries, id: number) => {
    const row = await selectAccount(queries).where("id", "=", id).executeTakeFirst();
    return row && toAccount(row);
  };
  const byEmailIn = async (queries: Queries, email: string) => {
    const row = await selectAccount(queries).where("email", "=", normaliseStaffEmail(email)).executeTakeFirst();
    return row && toAccount(row);
  };
  const existing = async (queries: Queries, email: string): Promise<StaffAccount> => {
    const account = await byEmailIn(queries, email);
    if (!account) throw new StaffAccountError(`there is no staff account for ${normaliseStaffEmail(email)}`);
    return account;
  };
  const endSessions = async (queries: Queries, staffId: number) =>
    Number(
      (await queries.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst()).numDeletedRows,
    );
  const byName = (queries: Queries) =>
    queries
      .selectFrom("staff")
      .orderBy(sql`lower(name)`)
      .orderBy("id");

  return {
    list: async () => (await byName(db).select(ACCOUNT_COLUMNS).execute()).map(toAccount),
    activeStaff: () =>
      byName(db)
        .select(["id", "name"])
        .where("enrolled_at", "is not", null)
        .where("disabled_at", "is", null)
        .where("role", "in", LEAD_ROLES)
        .execute(),
    byId: (id) => byIdIn(db, id),
    byEmail: (email) => byEmailIn(db, email),
    add: (member) =>
      writeTransaction(database, async (tx) => {
        const email = normaliseStaffEmail(member.email);
        const problem = staffEmailProblem(email) ?? staffNameProblem(member.name);
        if (problem) throw new StaffAccountError(problem);
        if (await byEmailIn(tx, email))
          throw new StaffAccountError(
            `${email} already has a staff account (to send a new enrolment link: npm run staff -- reset ${email})`,
          );
        const { token, hash } = newEnrolmentToken();
        const at = now();
        const { id } = await tx
          .insertInto("staff")
          .values({
            email,
            name: member.name.trim(),
            role: member.role,
            // Brokers take new leads from the start; an admin opts in; an editor never does.
            available_for_leads: member.role === "broker" ? 1 : 0,
            enrolment_token_hash: hash,
            enrolment_expires_at: at + ENROLMENT_LINK_TTL_MS,
            created_at: new Date(at).toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { account: (await byIdIn(tx, id)) as StaffAccount, enrolmentToken: token };
      }),
    disable: (email) =>
      writeTransaction(database, async (tx) => {
        const account = await existing(tx, email);
        const sessionsEnded = await endSessions(tx, account.id);
        if (account.state === "disabled") return { account, sessionsEnded, alreadyDisabled: true, leadsReassigned: 0 };
        const at = now();
        await tx
          .updateTable("staff")
          .set({ disabled_at: new Date(at).toISOString(), enrolment_token_hash: null, enrolment_expires_at: null })
          .where("id", "=", account.id)
          .execute();
        // Their leads still waiting for a first contact go back to the round robin with the disabling, or neither happens.
        const reassigned = await reassignWaitingLeads(tx, account, at);
        return {
          account: (await byIdIn(tx, account.id)) as StaffAccount,
          sessionsEnded,
          alreadyDisabled: false,
          leadsReassigned: reassigned.length,
        };
      }),
    setAvailable: (id, available) =>
      writeTransaction(database, async (tx) => {
        const account = await byIdIn(tx, id);
        if (!account || account.state === "disabled" || !LEAD_ROLES.includes(account.role)) return null;
        if (account.availableForLeads === available) return false;
        await tx
          .updateTable("staff")
          .set({ available_for_leads: available ? 1 : 0 })
          .where("id", "=", id)
          .execute();
        return true;
      }),
    reset: (email) =>
      writeTransaction(database, async (tx) => {
        const account = await existing(tx, email);
        // A disabled person must not be able to enrol their way back in with a
        // link sent by mistake; there is deliberately no command to re-enable.
        if (account.state === "disabled")
          throw new StaffAccountError(`${account.email} is disabled; a disabled account cannot be reset`);
        const { token, hash } = newEnrolmentToken();
        await tx
          .updateTable("staff")
          .set({
            password_hash: null,
            totp_secret: null,
            totp_last_step: null,
            enrolled_at: null,
            enrolment_token_hash: hash,
            enrolment_expires_at: now() + ENROLMENT_LINK_TTL_MS,
          })
          .where("id", "=", account.id)
          .execute();
        await tx.deleteFrom("staff_recovery_codes").where("staff_id", "=", account.id).execute();
        // A lost or stolen device is a usual reason for a reset: its passkeys go with the rest.
        const passkeysRemoved = await removeAllPasskeys(tx, account.id);
        const sessionsEnded = await endSessions(tx, account.id);
        return {
          account: (await byIdIn(tx, account.id)) as StaffAccount,
          enrolmentToken: token,
          sessionsEnded,
          passkeysRemoved,
        };
      }),
  };
}

function toAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: row.disabled_at ? "disabled" : row.enrolled_at ? "active" : "invited",
    createdAt: row.created_at,
    enrolledAt: row.enrolled_at,
    disabledAt: row.disabled_at,
    availableForLeads: row.role !== "editor" && Number(row.available_for_leads) === 1,
  };
}
