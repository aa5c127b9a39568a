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
import { sql } from "kysely";
import type { AppDatabase } from "../../db/database.ts";
import { unsyncedWrite } from "../../db/unsynced-write.ts";
import { batchedByTurn } from "./batched-by-turn.ts";

/** How often (at most) one server deletes the rows whose window has ended. */
const SWEEP_EVERY_MS = 10_000;

export interface SharedRateLimitOptions {
  database: AppDatabase;
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
export function sharedRateLimit({ database, now = Date.now }: SharedRateLimitOptions): SharedRateLimit {
  const { db } = database;
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
    await unsyncedWrite(database, (db) =>
      db
        .deleteFrom("lead_rate_limits")
        .where("window_started_at", "<=", at - timeWindow)
        .execute(),
    );
  }

  /**
   * Counts a turn's posts in one statement per window length (in practice
   * one): one row per address and form, in key order, so that two servers'
   * statements lock the rows they share in the same order and never wait on
   * each other in a cycle. Each post's count is its place among the posts
   * counted so far. Not synced: a count lost to a crash only gives an
   * address a fresh window.
   */
  async function countTogether(posts: readonly Post[]): Promise<RateLimitCount[]> {
    secret ??= readSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const key = await secret;
    const at = now();
    await sweep(at, Math.max(...posts.map((post) => post.timeWindow)));
    const counts: RateLimitCount[] = [];
    const placed = posts.map((post, index) => ({ ...post, index }));
    for (const [timeWindow, places] of groupBy(placed, (post) => post.timeWindow)) {
      const byKey = groupBy(places, (place) => createHmac("sha256", key).update(place.key).digest("base64url"));
      const keys = [...byKey.keys()].sort();
      // One statement, atomic on both engines: a new window, or more in the current one.
      const ended = sql<boolean>`lead_rate_limits.window_started_at <= ${at - timeWindow}`;
      const rows = await unsyncedWrite(database, (db) =>
        db
          .insertInto("lead_rate_limits")
          .values(
            keys.map((keyHash) => ({
              key_hash: keyHash,
              window_started_at: at,
              count: byKey.get(keyHash)?.length ?? 0,
            })),
          )
          .onConflict((conflict) =>
            conflict.column("key_hash").doUpdateSet({
              count: sql<number>`CASE WHEN ${ended} THEN excluded.count ELSE lead_rate_limits.count + excluded.count END`,
              window_started_at: sql<number>`CASE WHEN ${ended} THEN ${at} ELSE lead_rate_limits.window_started_at END`,
            }),
          )
          .returning(["key_hash", "count", "window_started_at"])
          .execute(),
      );
      for (const row of rows) {
        const inTurn = byKey.get(row.key_hash) ?? [];
        const before = Number(row.count) - inTurn.length;
        const ttl = Math.max(0, Number(row.window_started_at) + timeWindow - at);
        inTurn.forEach((place, order) => {
          counts[place.index] = { current: before + order + 1, ttl };
        });
      }
    }
    return counts;
  }

  const countInTurn = batchedByTurn((posts: readonly Post[]) => countTogether(posts));
  return {
    count(key, timeWindow) {
      return countInTurn({ key, timeWindow });
    },
  };
}

/** A post to count: the address and form it came from, and the length of their window. */
interface Post {
  key: string;
  timeWindow: number;
}

/** `items` by `keyOf`, each group in the items' order (Map.groupBy arrives with Node 21). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
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
