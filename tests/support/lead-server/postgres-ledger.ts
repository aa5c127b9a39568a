/**
 * The ledger on PostgreSQL: the leads and their deliveries as the database
 * holds them, read on a connection of its own (not through the store), for
 * the benchmarks that run several servers on one PostgreSQL (bench:ha,
 * bench:leads --store=postgres).
 */
import pg from "pg";
import type { DeliveryRow, LeadRow } from "./ledger.ts";

export interface PostgresLedger {
  leads(): Promise<LeadRow[]>;
  deliveries(): Promise<DeliveryRow[]>;
  /** E-mail deliveries not yet recorded as delivered. */
  emailDeliveriesWaiting(): Promise<number>;
  close(): Promise<void>;
}

export async function openPostgresLedger(url: string): Promise<PostgresLedger> {
  // A pool, not one client: while the database is away (bench:ha stops it),
  // a query fails and the next one connects again.
  const client = new pg.Pool({ connectionString: url, max: 1 });
  client.on("error", () => {});
  await client.query("SELECT 1");
  return {
    async leads() {
      const { rows } = await client.query<Omit<LeadRow, "fields"> & { fields: string }>(
        "SELECT id, form, fields, received_at, delivery_state, delivered_at, scenario FROM leads ORDER BY seq",
      );
      return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
    },
    async deliveries() {
      const { rows } = await client.query<DeliveryRow>(
        "SELECT lead_id, channel, state, attempts::int AS attempts, next_attempt_at::float8 AS next_attempt_at, leased_until::float8 AS leased_until, leased_by, last_error, delivered_at FROM lead_deliveries ORDER BY lead_id, channel",
      );
      return rows;
    },
    async emailDeliveriesWaiting() {
      const { rows } = await client.query<{ n: string }>(
        "SELECT COUNT(*) AS n FROM lead_deliveries WHERE channel = 'email' AND state <> 'delivered'",
      );
      return Number(rows[0]?.n ?? 0);
    },
    close: () => client.end(),
  };
}
