/**
 * The lead API as the fuzz tests drive it: the real routes and the real store
 * on a fresh SQLite file, a second read-only connection to that file so what
 * is stored is counted without trusting the store's own code, and every log
 * line at warning level or above kept for the tests to check.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { readConfig } from "../../server/config.ts";
import { type LeadApiConfig, registerLeadApi } from "../../server/leads/intake/lead-routes.ts";
import { openDatabase } from "../../server/db/database.ts";
import { type LeadStore, openLeadStore } from "../../server/leads/store/lead-store.ts";
import { openLedger } from "./lead-server/ledger.ts";
import { sampleCalendar } from "./lead-server/sample-leads.ts";

export interface StoredRow {
  form: string;
  fields: Record<string, string>;
  deliveryState: string;
  /** The calculator scenario as stored (its JSON read), or null. */
  scenario: unknown;
}

export interface FuzzLeadServer {
  app: FastifyInstance;
  store: LeadStore;
  databasePath: string;
  /** Leads and delivery rows in the SQLite file. */
  countRows(): { leads: number; deliveries: number };
  /** The lead stored last, read from the file. */
  newestLead(): StoredRow | undefined;
  /**
   * Log lines at warning level or above: a fault the server noticed in
   * itself. A calculator scenario dropped is not one (it is what the client
   * sent, and the lead is taken): those are in `scenariosDropped`.
   */
  problems: string[];
  /** The reasons logged for each scenario dropped, in order. */
  scenariosDropped: string[];
  /** How often the API woke the outbox. */
  wakes(): number;
  close(): Promise<void>;
}

export async function startFuzzLeadServer(settings: Partial<LeadApiConfig> = {}): Promise<FuzzLeadServer> {
  const folder = await mkdtemp(path.join(tmpdir(), "lead-fuzz-"));
  const databasePath = path.join(folder, "leads.sqlite");
  const database = await openDatabase({ engine: "sqlite", path: databasePath });
  const store = openLeadStore(database);
  const ledger = openLedger(databasePath);

  let wakes = 0;
  const problems: string[] = [];
  const scenariosDropped: string[] = [];
  const logged = (line: string) => {
    const entry = JSON.parse(line) as { msg?: unknown; reason?: unknown };
    if (entry.msg === "calculator scenario dropped") scenariosDropped.push(String(entry.reason));
    else problems.push(line);
  };
  const app = Fastify({ logger: { level: "warn", stream: { write: logged } } });
  // A rate limit no fuzz run reaches: every case must be judged on its own content.
  const config = { ...readConfig({}), LEAD_RATE_LIMIT_PER_MINUTE: 1_000_000_000, ...settings };
  await registerLeadApi(app, { store, outbox: { wake: () => (wakes += 1) }, config, calendar: sampleCalendar });
  await app.ready();

  return {
    app,
    store,
    databasePath,
    countRows: () => ledger.counts(),
    newestLead() {
      const row = ledger.newestLead();
      return (
        row && {
          form: row.form,
          fields: row.fields,
          deliveryState: row.delivery_state,
          scenario: row.scenario === null ? null : (JSON.parse(row.scenario) as unknown),
        }
      );
    },
    problems,
    scenariosDropped,
    wakes: () => wakes,
    async close() {
      await app.close();
      ledger.close();
      store.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
