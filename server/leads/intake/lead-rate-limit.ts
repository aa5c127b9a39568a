/**
 * The per-address lead rate limit's counts, in the shared database, so that
 * several servers behind one load balancer count one address together: five
 * posts split across two servers use up a limit of five. A store for
 * @fastify/rate-limit, with its own semantics: a window starts at an
 * address's first post and lasts `timeWindow`.
 *
 * No address is stored (decision 007): the key is an HMAC of the address and
 * form, keyed by a random secret the first server made and keeps in the
 * database; and a row is deleted once its window has ended, so what the
 * database holds at any time is the last minute's counts, as the memory of
 * one server held before.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.ts";

type Db = Kysely<Tables>;

/** How often (at most) one server deletes the rows whose window has ended. */
const SWEEP_EVERY_MS = 10_000;

export interface SharedRateLimitOptions {
  db: Db;
  /** Epoch milliseconds; tests pin it. */
  now?: () => number;
}

/** The counts of one window: how many posts so far, and how long until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

export interface SharedRateLimit {
  /** Counts one post under `key` and returns the count of its window so far. */
  count(key: string, timeWindow: number): Promise<RateLimitCount>;
}

/** The counter the store class below hands to @fastify/rate-limit. */
export function sharedRateLimit({ db, now = Date.now }: SharedRateLimitOptions): SharedRateLimit {
  let secret: Promise<string> | undefined;
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function readSecret(): Promise<string> {
    // The first server to need it makes it; every other reads the same one.
    await db
      .insertInto("lead_rate_limit_secret")
      .values({ id: 1, secret: randomBytes(32).toString("base64") })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    const row = await db.selectFrom("lead_rate_limit_secret").select("secret").where("id", "=", 1).executeTakeFirst();
    if (!row) throw new Error("The rate limit's secret was not stored");
    return row.secret;
  }

  async function sweep(at: number, timeWindow: number): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db
      .deleteFrom("lead_rate_limits")
      .where("window_started_at", "<=", at - timeWindow)
      .execute();
  }

  return {
    async count(key, timeWindow) {
      secret ??= readSecret().catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      const keyHash = createHmac("sha256", await secret)
        .update(key)
        .digest("base64url");
      const at = now();
      await sweep(at, timeWindow);
      // One statement, atomic on both engines: a new window, or one more in the current one.
      const ended = sql<boolean>`lead_rate_limits.window_started_at <= ${at - timeWindow}`;
      const row = await db
        .insertInto("lead_rate_limits")
        .values({ key_hash: keyHash, window_started_at: at, count: 1 })
        .onConflict((conflict) =>
          conflict.column("key_hash").doUpdateSet({
            count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE lead_rate_limits.count + 1 END`,
            window_started_at: sql<number>`CASE WHEN ${ended} THEN ${at} ELSE lead_rate_limits.window_started_at END`,
          }),
        )
        .returning(["count", "window_started_at"])
        .executeTakeFirstOrThrow();
      return { current: Number(row.count), ttl: Math.max(0, Number(row.window_started_at) + timeWindow - at) };
    },
  };
}

/** A store class as @fastify/rate-limit takes it (`store`), counting in the shared database. */
export function sharedRateLimitStore(
  limit: SharedRateLimit,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limit.count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
