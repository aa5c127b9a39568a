/**
 * GET /healthz, for a load balancer: 200 while this server can write and
 * read its database, 503 otherwise, so the balancer takes the server out
 * while its database is away and puts it back once it returns, with no
 * restart. The answer says nothing more: no error, no stack trace.
 */
import type { FastifyInstance } from "fastify";
import type { AppDatabase } from "./db/database.ts";

export const HEALTH_CHECK_PATH = "/healthz";

/** A database that has not answered within this long counts as away. */
const CHECK_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

/** Writes the one health_checks row and reads it back; throws when the database cannot do both. */
export async function checkDatabase(database: AppDatabase, now: number): Promise<void> {
  const { db } = database;
  await db
    .insertInto("health_checks")
    .values({ id: 1, checked_at: now })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: now }))
    .execute();
  await db.selectFrom("health_checks").select("checked_at").where("id", "=", 1).executeTakeFirstOrThrow();
}

export function registerHealthCheck(app: FastifyInstance, database: AppDatabase, now: () => number = Date.now): void {
  app.get(HEALTH_CHECK_PATH, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await withTimeout(checkDatabase(database, now()), CHECK_TIMEOUT_MS);
      return reply.code(200).send({ ok: true });
    } catch (error) {
      request.log.warn({ errorCode: (error as { code?: unknown } | null)?.code }, "health check: database unavailable");
      return reply.code(503).header("Retry-After", String(RETRY_AFTER_SECONDS)).send({ ok: false });
    }
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("the database did not answer in time")), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
