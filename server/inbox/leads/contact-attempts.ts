/**
 * Contact attempts a broker logs on a lead (decision 019): the one writer of
 * contact_attempts, and of the clock's stop on the lead (first_contact_at,
 * first_contact_minutes, first_contact_on_time). The first attempt stops the
 * clock, whatever its outcome: the goal is that someone tried within
 * minutes, and a message left is a try.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { ContactAttemptsTable } from "../../db/tables.ts";
import { type FirstContactCalendar, openingMinutesBetween } from "./first-contact-words.ts";

export type ContactChannel = ContactAttemptsTable["channel"];
export type ContactOutcome = ContactAttemptsTable["outcome"];

export const CONTACT_CHANNELS: readonly ContactChannel[] = ["call", "email", "sms"];
export const CONTACT_OUTCOMES: readonly ContactOutcome[] = ["reached", "left a message", "no answer"];

export const CHANNEL_LABELS: Readonly<Record<ContactChannel, string>> = { call: "Call", email: "E-mail", sms: "SMS" };
export const OUTCOME_LABELS: Readonly<Record<ContactOutcome, string>> = {
  reached: "Reached",
  "left a message": "Left a message",
  "no answer": "No answer",
};

/** The longest note on an attempt, in characters. */
export const ATTEMPT_NOTE_MAX = 2000;

export interface ContactAttempt {
  id: number;
  at: string;
  /** null once the staff member is gone from the table (never today: staff are disabled, not deleted). */
  staff: { id: number; name: string } | null;
  channel: ContactChannel;
  outcome: ContactOutcome;
  note: string | null;
}

export interface NewContactAttempt {
  leadId: string;
  staffId: number;
  channel: ContactChannel;
  outcome: ContactOutcome;
  note: string | null;
  /** ISO instant. */
  at: string;
}

/** What logging an attempt did: whether it stopped the clock, and after how many opening minutes. */
export interface LoggedAttempt {
  first: boolean;
  minutes: number | null;
}

/**
 * Writes the attempt, and on the first one stops the lead's clock, in the
 * caller's transaction; undefined when the lead is gone. The lead's row is
 * locked first (PostgreSQL: FOR UPDATE; SQLite: the write comes first), so
 * two attempts logged at once stop the clock once.
 */
export async function recordContactAttempt(
  trx: Db,
  attempt: NewContactAttempt,
  calendar: FirstContactCalendar | undefined,
  engine: "sqlite" | "postgres",
): Promise<LoggedAttempt | undefined> {
  const inserted = await trx
    .insertInto("contact_attempts")
    .columns(["lead_id", "staff_id", "at", "channel", "outcome", "note"])
    .expression((eb) =>
      eb
        .selectFrom("leads")
        .select([
          "leads.id",
          sql<number>`CAST(${attempt.staffId} AS INTEGER)`.as("staff_id"),
          sql<string>`CAST(${attempt.at} AS TEXT)`.as("at"),
          sql<string>`CAST(${attempt.channel} AS TEXT)`.as("channel"),
          sql<string>`CAST(${attempt.outcome} AS TEXT)`.as("outcome"),
          sql<string | null>`CAST(${attempt.note} AS TEXT)`.as("note"),
        ])
        .where("leads.id", "=", attempt.leadId),
    )
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
  const lead = await trx
    .selectFrom("leads")
    .select(["received_at", "first_contact_due_at", "first_contact_at"])
    .where("id", "=", attempt.leadId)
    .$if(engine === "postgres", (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  if (lead.first_contact_at !== null) return { first: false, minutes: null };
  const minutes = openingMinutesBetween(new Date(lead.received_at), new Date(attempt.at), calendar);
  const onTime =
    lead.first_contact_due_at === null ? null : Date.parse(attempt.at) <= Date.parse(lead.first_contact_due_at) ? 1 : 0;
  await trx
    .updateTable("leads")
    .set({ first_contact_at: attempt.at, first_contact_minutes: minutes, first_contact_on_time: onTime })
    .where("id", "=", attempt.leadId)
    .where("first_contact_at", "is", null)
    .execute();
  return { first: true, minutes };
}

/** A lead's attempts, oldest first. */
export async function contactAttemptsOf(db: Db, leadId: string): Promise<ContactAttempt[]> {
  const rows = await db
    .selectFrom("contact_attempts")
    .leftJoin("staff", "staff.id", "contact_attempts.staff_id")
    .select([
      "contact_attempts.id",
      "contact_attempts.at",
      "contact_attempts.staff_id",
      "staff.name as staff_name",
      "contact_attempts.channel",
      "contact_attempts.outcome",
      "contact_attempts.note",
    ])
    .where("contact_attempts.lead_id", "=", leadId)
    .orderBy("contact_attempts.at")
    .orderBy("contact_attempts.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    staff: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? "" },
    channel: row.channel,
    outcome: row.outcome,
    note: row.note,
  }));
}
