/**
 * Leads are kept as long as they are needed and no longer: LEAD_RETENTION_DAYS
 * (spam SPAM_RETENTION_DAYS) after they arrived, then erased for good. The
 * purge runs when the server starts and then once a day; the privacy policy
 * states the same periods (contracts/lead-retention.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config.ts";
import type { RetentionCutoffs } from "./lead-erasure.ts";
import type { Erasure, LeadStore } from "./lead-store.ts";

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
): Erasure {
  const reason = `retention: leads after ${settings.LEAD_RETENTION_DAYS} days, spam after ${settings.SPAM_RETENTION_DAYS} days`;
  return store.eraseExpired(retentionCutoffs(settings, now), reason);
}

export interface RetentionPurge {
  stop(): void;
}

/**
 * Purges now, then every day while the server runs. A purge that fails (the
 * database read-only or full) is logged and tried again the next day: it must
 * not stop the server taking leads.
 */
export function startRetentionPurge(options: {
  store: Pick<LeadStore, "eraseExpired">;
  settings: RetentionSettings;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
}): RetentionPurge {
  const { store, settings, log } = options;
  const now = options.now ?? Date.now;
  const purge = () => {
    try {
      const erased = purgeExpiredLeads(store, settings, now());
      if (erased.ids.length > 0) log.info({ erased: erased.ids.length }, "leads past their retention erased");
      if (!erased.filesCleared) log.warn("the WAL could not be truncated after the retention purge: a reader held it");
    } catch (error) {
      log.error({ err: error }, "retention purge failed; trying again tomorrow");
    }
  };
  purge();
  // Unref'd: a pending purge never holds the process open at shutdown.
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
