/**
 * The only writer of delivery rows (lead_deliveries, and leads.delivery_state
 * that sums them up). This is the part the inbox needs: Spam, Not spam and
 * Retry delivery now. The outbox's claims and outcomes belong here too.
 *
 * Each function is one transaction whose first statement writes, so that on
 * SQLite it takes the write lock before it reads anything (no read to be
 * upgraded and refused while another connection writes).
 */
import type { AppDatabase } from "../db/database.ts";
import type { DeliveryChannel } from "./lead-store.ts";

const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook"];

/**
 * Into spam: its deliveries still waiting are skipped, as the outbox skips
 * one (done, with the reason); what was delivered stays so. The leads that
 * moved (not those gone or already spam).
 */
export async function markSpam(
  database: AppDatabase,
  leadIds: readonly string[],
  now: () => number,
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  return database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("leads")
      .set({ delivery_state: "spam" })
      .where("id", "in", leadIds)
      .where("delivery_state", "!=", "spam")
      .returning("id")
      .execute();
    const ids = moved.map((row) => row.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable("lead_deliveries")
      .set({
        state: "skipped",
        last_error: "marked as spam",
        delivered_at: new Date(now()).toISOString(),
        leased_until: null,
        leased_by: null,
      })
      .where("lead_id", "in", ids)
      .where("state", "=", "pending")
      .execute();
    return ids;
  });
}

/**
 * Out of spam: delivered like any lead, its deliveries due now. Attempts are
 * kept, so the backoff and the delivery's history go on from where they
 * were; what was delivered before the lead went to spam is not sent twice.
 * A honeypot catch was stored with no deliveries at all: it gets them. The
 * leads that moved (not those gone or not spam).
 */
export async function markNotSpam(
  database: AppDatabase,
  leadIds: readonly string[],
  now: () => number,
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  return database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("leads")
      .set({ delivery_state: "pending" })
      .where("id", "in", leadIds)
      .where("delivery_state", "=", "spam")
      .returning("id")
      .execute();
    const ids = moved.map((row) => row.id);
    if (ids.length === 0) return [];
    const at = now();
    await trx
      .insertInto("lead_deliveries")
      .values(
        ids.flatMap((id) =>
          DELIVERY_CHANNELS.map((channel) => ({
            lead_id: id,
            channel,
            state: "pending" as const,
            next_attempt_at: at,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(["lead_id", "channel"]).doNothing())
      .execute();
    await trx
      .updateTable("lead_deliveries")
      .set({
        state: "pending",
        next_attempt_at: at,
        leased_until: null,
        leased_by: null,
        last_error: null,
        delivered_at: null,
      })
      .where("lead_id", "in", ids)
      .where("state", "!=", "delivered")
      .execute();
    // Every delivery already delivered: the lead is too.
    await trx
      .updateTable("leads")
      .set({ delivery_state: "delivered" })
      .where("id", "in", ids)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("lead_deliveries")
              .select("lead_deliveries.lead_id")
              .whereRef("lead_deliveries.lead_id", "=", "leads.id")
              .where("lead_deliveries.state", "=", "pending"),
          ),
        ),
      )
      .execute();
    return ids;
  });
}

/** Its deliveries still waiting (of `channel`, or all) are due now; how many. */
export async function retryNow(
  database: AppDatabase,
  leadId: string,
  now: () => number,
  channel?: DeliveryChannel,
): Promise<number> {
  const result = await database.db
    .updateTable("lead_deliveries")
    .set({ next_attempt_at: now() })
    .where("lead_id", "=", leadId)
    .where("state", "=", "pending")
    .$if(channel !== undefined, (query) => query.where("channel", "=", channel as DeliveryChannel))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
