/**
 * How many wrong sign-ins are let through: 5 failures (a wrong password or a
 * wrong code) within 15 minutes, counted per account and per address, lock
 * that account or that address for 15 minutes. The account is counted by the
 * e-mail typed, whether or not it has an account, so a lock says nothing
 * about which addresses exist.
 *
 * Kept in the database, so that every server behind a load balancer counts
 * the same attempts and a lockout earned on one holds on the others
 * (docs/decisions/013-shared-state-in-the-database.md). Decision 007 still
 * holds: no address and no typed e-mail is written, only an HMAC-SHA-256 of
 * it under a random key made once per installation, and every row is
 * deleted once its 15 minutes are over, so the database holds at most the
 * last quarter hour's attempts, never joined to a lead.
 *
 * Counting is per key and atomic: a failure is inserted and the window
 * counted in one transaction, which on PostgreSQL first takes the key's
 * advisory lock (on SQLite the transaction holds the file's write lock), so
 * attempts split across servers cannot each see four and let a sixth through.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { AppDatabase, DatabaseEngine } from "../db/database.ts";
import type { Tables } from "../db/tables.ts";
import { writeTransaction } from "../db/write-transaction.ts";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/**
 * A password check takes well under a second; one still "in flight" after a
 * minute belongs to a server that died during it, and stops counting.
 */
export const CHECK_EXPIRES_MS = 60_000;
/** Rows past their time are deleted at most this often, on the next attempt after it. */
const SWEEP_EVERY_MS = 60_000;

export interface SignInKeys {
  /** The e-mail as typed, in any case. */
  email: string;
  /** The request's address (request.ip). */
  address: string;
}

/** A password check that counts towards the limit until it is released. */
export type HeldCheck = string;

export interface SignInLimits {
  /** Milliseconds until the account or the address may try again; 0 when neither is locked. */
  lockedFor(keys: SignInKeys): Promise<number>;
  /** Counts a failure against both; returns lockedFor afterwards, so the failure that locks can say so. */
  fail(keys: SignInKeys): Promise<number>;
  /** A full sign-in: the account's failures are forgiven (the address's stay, as they may be someone else's). */
  succeed(email: string): Promise<void>;
  /**
   * Starts checking a password: it counts towards the limit until released,
   * so guesses sent all at once cannot all be checked before the first
   * failure is counted. Null (nothing held) when the failures and the checks
   * in flight together already reach the limit, for the account or the address.
   */
  hold(keys: SignInKeys): Promise<HeldCheck | null>;
  /** The check `hold` started has finished (then `fail` counts it if it failed). */
  release(check: HeldCheck): Promise<void>;
}

export function openSignInLimits(database: AppDatabase, now: () => number = Date.now): SignInLimits {
  const { db, engine } = database;
  let secret: Promise<Buffer> | undefined;
  let lastSweep = Number.NEGATIVE_INFINITY;

  const keyHashes = async ({ email, address }: SignInKeys): Promise<[account: string, address: string]> => {
    secret ??= installationKey(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const key = await secret;
    const hash = (text: string) => createHmac("sha256", key).update(text, "utf8").digest("hex");
    return [hash(`account:${email.trim().toLowerCase()}`), hash(`address:${addressBlock(address)}`)];
  };

  async function sweepNow(at: number): Promise<void> {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db
      .deleteFrom("sign_in_failures")
      .where("at", "<=", at - FAILURE_WINDOW_MS)
      .execute();
    await db.deleteFrom("sign_in_locks").where("locked_until", "<=", at).execute();
    await db
      .deleteFrom("sign_in_checks")
      .where("started_at", "<=", at - CHECK_EXPIRES_MS)
      .execute();
  }

  return {
    async lockedFor(keys) {
      return lockedForAt(db, await keyHashes(keys), now());
    },
    async fail(keys) {
      const at = now();
      await sweepNow(at);
      const hashes = await keyHashes(keys);
      return writeTransaction(database, async (tx) => {
        await oneAtATime[engine](tx, hashes);
        for (const hash of hashes) {
          await tx.insertInto("sign_in_failures").values({ key_hash: hash, at }).execute();
          if ((await recentFailures(tx, hash, at)) < MAX_FAILURES) continue;
          await tx
            .insertInto("sign_in_locks")
            .values({ key_hash: hash, locked_until: at + LOCK_MS })
            .onConflict((conflict) => conflict.column("key_hash").doUpdateSet({ locked_until: at + LOCK_MS }))
            .execute();
          // The lock has them now: once it ends, the count starts clean.
          await tx
            .deleteFrom("sign_in_failures")
            .where("key_hash", "=", hash)
            .where("at", ">", at - FAILURE_WINDOW_MS)
            .execute();
        }
        return lockedForAt(tx, hashes, at);
      });
    },
    async succeed(email) {
      const at = now();
      const [account] = await keyHashes({ email, address: "" });
      await db
        .deleteFrom("sign_in_failures")
        .where("key_hash", "=", account)
        .where("at", ">", at - FAILURE_WINDOW_MS)
        .execute();
    },
    async hold(keys) {
      const at = now();
      await sweepNow(at);
      const hashes = await keyHashes(keys);
      return writeTransaction(database, async (tx) => {
        await oneAtATime[engine](tx, hashes);
        if ((await lockedForAt(tx, hashes, at)) > 0) return null;
        for (const hash of hashes) {
          const checks = await tx
            .selectFrom("sign_in_checks")
            .select((eb) => eb.fn.countAll().as("count"))
            .where("key_hash", "=", hash)
            .where("started_at", ">", at - CHECK_EXPIRES_MS)
            .executeTakeFirstOrThrow();
          if ((await recentFailures(tx, hash, at)) + Number(checks.count) >= MAX_FAILURES) return null;
        }
        const check = randomUUID();
        await tx
          .insertInto("sign_in_checks")
          .values(hashes.map((hash) => ({ check_id: check, key_hash: hash, started_at: at })))
          .execute();
        return check;
      });
    },
    async release(check) {
      await db.deleteFrom("sign_in_checks").where("check_id", "=", check).execute();
    },
  };
}

/**
 * Makes the transaction the only one counting these keys until it ends.
 * PostgreSQL: the keys' advisory locks, taken in one order so two attempts
 * never wait on each other in a circle. SQLite: nothing to do, as the
 * transaction began holding the write lock (write-transaction.ts).
 */
const oneAtATime: Record<DatabaseEngine, (tx: Kysely<Tables>, hashes: readonly string[]) => Promise<void>> = {
  async postgres(tx, hashes) {
    for (const hash of [...hashes].sort())
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${hash}, 0))`.execute(tx);
  },
  async sqlite() {},
};

async function recentFailures(db: Kysely<Tables>, hash: string, at: number): Promise<number> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("key_hash", "=", hash)
    .where("at", ">", at - FAILURE_WINDOW_MS)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function lockedForAt(db: Kysely<Tables>, hashes: readonly string[], at: number): Promise<number> {
  const row = await db
    .selectFrom("sign_in_locks")
    .select((eb) => eb.fn.max("locked_until").as("until"))
    .where("key_hash", "in", hashes)
    .where("locked_until", ">", at)
    .executeTakeFirst();
  return row?.until == null ? 0 : Number(row.until) - at;
}

/** The installation's HMAC key: made by whichever server needs it first, the same for all. */
async function installationKey(db: Kysely<Tables>): Promise<Buffer> {
  await db
    .insertInto("sign_in_limit_key")
    .values({ id: 1, secret: randomBytes(32).toString("base64") })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  const row = await db.selectFrom("sign_in_limit_key").select("secret").where("id", "=", 1).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, "base64");
}

/**
 * The address as counted: an IPv4 address as it is, an IPv6 address by its
 * /64 network, since one home or office line is given a whole /64 and
 * could otherwise try from a new address each time. An IPv4 address written
 * as IPv6 (::ffff:192.0.2.1) is counted as the IPv4 address.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(":")) return address;
  const [withoutZone = ""] = address.toLowerCase().split("%");
  const [head = "", tail] = withoutZone.split("::") as [string, string | undefined];
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
