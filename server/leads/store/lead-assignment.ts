/**
 * Every lead has an owner at once (decision 018). A lead that is
 * not spam is given to a staff member in the same transaction that stores it
 * (lead-store.ts), whatever its form:
 *
 * 1. a routing rule for its enquiry type names staff to try first: the one
 *    of them who is available and was given a lead least recently gets it;
 * 2. else the round robin: among everyone "Available for new leads"
 *    (brokers are, unless they switch it off; an admin may switch it on),
 *    the one given a lead least recently, never-given first, then by id;
 * 3. else, when nobody is available, the admins take it by the same round
 *    robin among themselves, available or not.
 *
 * Only enrolled, enabled admins and brokers take leads; an editor never does.
 * "Least recently" is the seq of the last lead the round robin gave them
 * (lead_assignment_turns): an admin's reassignment by hand does not move
 * anyone's turn. On PostgreSQL the store's transaction holds the lead
 * numbering lock, and on SQLite the file's write lock, so two servers never
 * read the same turns at once: each lead is assigned once, in order.
 *
 * This module is the one writer of lead_routing_rules and
 * lead_assignment_turns, and of leads.assigned_to at arrival and when its
 * owner is disabled (the inbox's lead-inbox.ts writes it when someone
 * reassigns).
 */
import { enquiryTypes } from "../../../contracts/lead-forms.ts";
import type { AppDatabase, Db } from "../../db/database.ts";
import { writeTransaction } from "../../db/write-transaction.ts";
import { type AuditLine, recordAuditLines } from "../../db/audit-trail.ts";
import { enqueueNotices } from "../delivery/delivery-queue.ts";

/** Why a lead went to whom it went to, as the audit trail says it. */
export type AssignmentReason = "routing rule" | "round robin" | "nobody available: to the admins";

/** Someone who can be given a lead, with when the round robin last gave them one. */
export interface AssignmentCandidate {
  id: number;
  name: string;
  role: "admin" | "broker";
  available: boolean;
  /** Seq of the last lead the round robin gave them; 0 for never. */
  lastSeq: number;
}

/** A new lead, as assignment sees it: its arrival order and enquiry type, nothing the visitor wrote. */
export interface Arrival {
  id: string;
  seq: number;
  enquiryType: string | null;
}

export interface Assignment {
  leadId: string;
  seq: number;
  staffId: number;
  staffName: string;
  reason: AssignmentReason;
}

/** One rule: an enquiry type's leads go first to these staff. */
export interface RoutingRule {
  enquiryType: string;
  staffIds: number[];
}

/**
 * Who gets each lead, in arrival order; pure, so the rules above are tested
 * on their own. A lead no one can take (no admin enrolled) is left out.
 */
export function chooseAssignees(
  arrivals: readonly Arrival[],
  candidates: readonly AssignmentCandidate[],
  rules: ReadonlyMap<string, readonly number[]>,
): Assignment[] {
  const lastSeq = new Map(candidates.map((candidate) => [candidate.id, candidate.lastSeq]));
  const leastRecent = (pool: readonly AssignmentCandidate[]) =>
    pool.reduce<AssignmentCandidate | undefined>((best, each) => {
      if (!best) return each;
      const [a, b] = [lastSeq.get(each.id) ?? 0, lastSeq.get(best.id) ?? 0];
      return a < b || (a === b && each.id < best.id) ? each : best;
    }, undefined);
  const available = candidates.filter((candidate) => candidate.available);
  const admins = candidates.filter((candidate) => candidate.role === "admin");
  const assignments: Assignment[] = [];
  for (const arrival of [...arrivals].sort((a, b) => a.seq - b.seq)) {
    const named = arrival.enquiryType === null ? [] : (rules.get(arrival.enquiryType) ?? []);
    const routed = available.filter((candidate) => named.includes(candidate.id));
    const [pool, reason]: [readonly AssignmentCandidate[], AssignmentReason] =
      routed.length > 0
        ? [routed, "routing rule"]
        : available.length > 0
          ? [available, "round robin"]
          : [admins, "nobody available: to the admins"];
    const chosen = leastRecent(pool);
    if (!chosen) continue;
    lastSeq.set(chosen.id, arrival.seq);
    assignments.push({ leadId: arrival.id, seq: arrival.seq, staffId: chosen.id, staffName: chosen.name, reason });
  }
  return assignments;
}

/**
 * Assigns these just-stored leads (spam and leads already assigned are
 * skipped), inside the caller's transaction: the turns, the notices and the
 * audit lines are written with the assignment, or none of them is.
 */
export async function assignArrivals(trx: Db, leadIds: readonly string[], at: number): Promise<Assignment[]> {
  if (leadIds.length === 0) return [];
  // No one to give a lead to (no staff yet): nothing more to read.
  const candidates = await candidatesIn(trx);
  if (candidates.length === 0) return [];
  const arrivals: Arrival[] = [];
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await trx
      .selectFrom("leads")
      .select(["id", "seq", "enquiry_type"])
      .where("id", "in", leadIds.slice(start, start + 500))
      .where("assigned_to", "is", null)
      .where("delivery_state", "!=", "spam")
      .execute();
    arrivals.push(...rows.map((row) => ({ id: row.id, seq: Number(row.seq), enquiryType: row.enquiry_type })));
  }
  if (arrivals.length === 0) return [];
  const assignments = chooseAssignees(arrivals, candidates, await rulesIn(trx));
  const made: Assignment[] = [];
  for (const assignment of assignments) {
    // Conditional: a lead someone has already given an owner keeps that owner.
    const result = await trx
      .updateTable("leads")
      .set({ assigned_to: assignment.staffId })
      .where("id", "=", assignment.leadId)
      .where("assigned_to", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) made.push(assignment);
  }
  await recordTurns(trx, made);
  await enqueueNotices(
    trx,
    made.map(({ leadId, staffId }) => ({ leadId, staffId })),
    at,
  );
  await recordAuditLines(trx, made.map(assignmentAuditLine), at);
  return made;
}

/**
 * When a staff member is disabled (staff-directory.ts, in the same
 * transaction): each of their leads still waiting for a first contact
 * (status new, never contacted, not spam) goes back to the round robin, by
 * the same rules as a lead arriving now (chooseAssignees): routing rules
 * first, then the available staff, then the admins. The leads are taken in
 * arrival order as if they arrived after every turn so far, so they are
 * spread round rather than all given to whoever had a turn longest ago, and
 * they count as turns. Each new owner is told, and each lead's line says who
 * it came from. A lead already contacted keeps its owner, the person who
 * worked it; an admin may reassign it by hand.
 */
export async function reassignWaitingLeads(
  trx: Db,
  from: { id: number; name: string },
  at: number,
): Promise<Assignment[]> {
  const waiting = await trx
    .selectFrom("leads")
    .select(["id", "seq", "enquiry_type"])
    .where("assigned_to", "=", from.id)
    .where("status", "=", "new")
    .where("first_contact_at", "is", null)
    .where("delivery_state", "!=", "spam")
    .orderBy("seq")
    .execute();
  if (waiting.length === 0) return [];
  const candidates = (await candidatesIn(trx)).filter((candidate) => candidate.id !== from.id);
  if (candidates.length === 0) return [];
  const { lastTurn } = await trx
    .selectFrom("lead_assignment_turns")
    .select(({ fn }) => fn.max("last_seq").as("lastTurn"))
    .executeTakeFirstOrThrow();
  const { lastSeq } = await trx
    .selectFrom("leads")
    .select(({ fn }) => fn.max("seq").as("lastSeq"))
    .executeTakeFirstOrThrow();
  const after = Math.max(Number(lastTurn ?? 0), Number(lastSeq ?? 0));
  const chosen = chooseAssignees(
    waiting.map((row, index) => ({ id: row.id, seq: after + index + 1, enquiryType: row.enquiry_type })),
    candidates,
    await rulesIn(trx),
  );
  const made: Assignment[] = [];
  for (const assignment of chosen) {
    // Conditional: a lead an admin reassigned meanwhile keeps the owner they chose.
    const result = await trx
      .updateTable("leads")
      .set({ assigned_to: assignment.staffId })
      .where("id", "=", assignment.leadId)
      .where("assigned_to", "=", from.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) made.push(assignment);
  }
  await recordTurns(trx, made);
  await enqueueNotices(
    trx,
    made.map(({ leadId, staffId }) => ({ leadId, staffId })),
    at,
  );
  await recordAuditLines(
    trx,
    made.map((assignment) => ({
      ...assignmentAuditLine(assignment),
      detail: `from ${from.name} (disabled) to ${assignment.staffName} (${assignment.reason})`,
    })),
    at,
  );
  return made;
}

async function recordTurns(trx: Db, made: readonly Assignment[]): Promise<void> {
  const turns = new Map(made.map((assignment) => [assignment.staffId, assignment.seq]));
  for (const [staffId, lastSeq] of turns) {
    await trx
      .insertInto("lead_assignment_turns")
      .values({ staff_id: staffId, last_seq: lastSeq })
      .onConflict((conflict) => conflict.column("staff_id").doUpdateSet({ last_seq: lastSeq }))
      .execute();
  }
}

/** The trail's line: who was given the lead and why, with no word of the lead's own. */
export function assignmentAuditLine(assignment: Assignment): AuditLine {
  return {
    staffId: null,
    action: "assigned lead",
    leadId: assignment.leadId,
    detail: `to ${assignment.staffName} (${assignment.reason})`,
  };
}

async function candidatesIn(db: Db): Promise<AssignmentCandidate[]> {
  const rows = await db
    .selectFrom("staff")
    .leftJoin("lead_assignment_turns as turns", "turns.staff_id", "staff.id")
    .select(["staff.id", "staff.name", "staff.role", "staff.available_for_leads", "turns.last_seq"])
    .where("staff.role", "in", ["admin", "broker"])
    .where("staff.enrolled_at", "is not", null)
    .where("staff.disabled_at", "is", null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role as "admin" | "broker",
    available: Number(row.available_for_leads) === 1,
    lastSeq: Number(row.last_seq ?? 0),
  }));
}

async function rulesIn(db: Db): Promise<Map<string, number[]>> {
  const rows = await db.selectFrom("lead_routing_rules").select(["enquiry_type", "staff_id"]).execute();
  const rules = new Map<string, number[]>();
  for (const row of rows) rules.set(row.enquiry_type, [...(rules.get(row.enquiry_type) ?? []), row.staff_id]);
  return rules;
}

/** Whether `value` is one of the forms' enquiry types (contracts/lead-forms.ts). */
export function isEnquiryType(value: string): boolean {
  return enquiryTypes.some((type) => type.value === value);
}

export interface RoutingRules {
  /** Every enquiry type, in the forms' order, with the staff it goes to first (none: the round robin). */
  list(): Promise<RoutingRule[]>;
  /**
   * Replaces one enquiry type's staff in one transaction. Throws
   * RoutingRuleError for an unknown enquiry type or someone who cannot take
   * leads (an editor, a disabled or unknown account).
   */
  set(enquiryType: string, staffIds: readonly number[]): Promise<void>;
}

/** A rule the admins cannot set: its message is one line naming what is wrong. */
export class RoutingRuleError extends Error {}

export function openRoutingRules(database: AppDatabase): RoutingRules {
  return {
    async list() {
      const rules = await rulesIn(database.db);
      return enquiryTypes.map((type) => ({ enquiryType: type.value, staffIds: rules.get(type.value) ?? [] }));
    },
    async set(enquiryType, staffIds) {
      if (!isEnquiryType(enquiryType))
        throw new RoutingRuleError(`"${enquiryType.slice(0, 80)}" is not an enquiry type the forms offer.`);
      const ids = [...new Set(staffIds)];
      await writeTransaction(database, async (tx) => {
        if (ids.length > 0) {
          const takers = await tx
            .selectFrom("staff")
            .select("id")
            .where("id", "in", ids)
            .where("role", "in", ["admin", "broker"])
            .where("disabled_at", "is", null)
            .execute();
          if (takers.length !== ids.length)
            throw new RoutingRuleError("Send first to: choose admins and brokers from the list.");
        }
        await tx.deleteFrom("lead_routing_rules").where("enquiry_type", "=", enquiryType).execute();
        if (ids.length > 0)
          await tx
            .insertInto("lead_routing_rules")
            .values(ids.map((staffId) => ({ enquiry_type: enquiryType, staff_id: staffId })))
            .execute();
      });
    },
  };
}
