/**
 * Leads are kept as long as they are needed and no longer: LEAD_RETENTION_DAYS
 * (spam SPAM_RETENTION_DAYS) after they arrived, then erased for good. The
 * purge runs when the server starts and then once a day; the privacy policy
 * states the same periods (contracts/lead-retention.ts). With several servers
 * on one database, the purge of a day runs on the first that claims the day
 * (job_runs, migration 9), not on each.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { ServerConfig } from "../../config.ts";
import type { Tables } from "../../db/tables.ts";
import type { RetentionCutoffs } from "./lead-erasure.ts";
import type { Erasure, LeadStore } from "./lead-store.ts";
import { melbourneDate } from "../melbourne-time.ts";

export type RetentionSettings = Pick<ServerConfig, "LEAD_RETENTION_DAYS" | "SPAM_RETENTION_DAYS">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What has outlived its retention at `now`: received more than the period ago, to the millisecond. */
export function retentionCutoffs(settings: RetentionSettings, now: number): RetentionCutoffs {
  return {
    leadsReceivedBefore: new Date(now - settings.LEAD_RETENTION_DAYS * DAY_MS).toISOString(),
    spamReceivedBefore: new Date(now - settings.SPAM_RETENTION_DAYS * DAY_MS).toISOString(),
  };
}

/** Erases every lead past its retention at `now`, and records the purge (with its periods, never whose leads) in the privacy audit. */
export function purgeExpiredLeads(
  store: Pick<LeadStore, "eraseExpired">,
  settings: RetentionSettings,
  now: number,
): Promise<Erasure> {
  const reason = `retention: leads after ${settings.LEAD_RETENTION_DAYS} days, spam after ${settings.SPAM_RETENTION_DAYS} days`;
  return store.eraseExpired(retentionCutoffs(settings, now), reason);
}

/** The name of the purge in job_runs. */
const PURGE_JOB = "retention purge";

/**
 * Claims a daily job's run for one Melbourne day: true for the one server
 * whose row went in, false for every other that tries the same day.
 */
export async function claimDailyRun(db: Kysely<Tables>, job: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto("job_runs")
    .values({ job, day: melbourneDate(now), started_at: new Date(now).toISOString() })
    .onConflict((conflict) => conflict.columns(["job", "day"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface RetentionPurge {
  stop(): void;
  /** Resolves once the purge in progress, if any, has finished. */
  idle(): Promise<void>;
}

/**
 * Purges now, then every day while the server runs, each day on whichever
 * server claims it first. A purge that fails (the database read-only, full
 * or away) is logged and tried again the next day: it must not stop the
 * server taking leads.
 */
export function startRetentionPurge(options: {
  store: Pick<LeadStore, "eraseExpired" | "database">;
  settings: RetentionSettings;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
}): RetentionPurge {
  const { store, settings, log } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  const purgeOnce = async () => {
    try {
      const at = now();
      if (!(await claimDailyRun(store.database.db, PURGE_JOB, at))) return;
      const erased = await purgeExpiredLeads(store, settings, at);
      if (erased.ids.length > 0) log.info({ erased: erased.ids.length }, "leads past their retention erased");
      if (!erased.filesCleared) {
        log.warn(
          store.database.engine === "sqlite"
            ? "the WAL could not be truncated after the retention purge: a reader held it"
            : "the tables could not be vacuumed after the retention purge: autovacuum will",
        );
      }
    } catch (error) {
      log.error({ err: error }, "retention purge failed; trying again tomorrow");
    }
  };
  const purge = () => {
    running = running.then(purgeOnce);
  };
  purge();
  // Unref'd: a pending purge never holds the process open at shutdown.
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), idle: () => running };
}
