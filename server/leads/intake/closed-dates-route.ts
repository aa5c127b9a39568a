/**
 * `GET /api/closed-dates`: the dates the firm is shut from its today on, for
 * the callback form, which then offers no window on them. The lead API checks
 * the time sent again, so this is a courtesy to the visitor, never the rule.
 *
 * Dates only: a closed date's name is the office's note, and the form needs
 * none. Read from the calendar the lead API reads (business-calendar.ts), so
 * a request costs no query within its few seconds, and browsers keep the
 * answer a minute: a date added now reaches a visitor's form within that,
 * and the server refuses that day with its own message meanwhile.
 */
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { firmDate } from "../../../contracts/business-clock.ts";
import { CLOSED_DATES_PATH } from "../../../contracts/callback-time.ts";
import type { ServerConfig } from "../../config.ts";
import type { BusinessCalendar } from "./business-calendar.ts";
import { allowedOrigins } from "./site-origins.ts";

/** How long a browser may keep the answer. */
export const CLOSED_DATES_MAX_AGE_SECONDS = 60;

export interface ClosedDatesApiOptions {
  calendar: () => Promise<BusinessCalendar | undefined>;
  config: Pick<ServerConfig, "SITE_ORIGINS">;
  /** The time now, in epoch milliseconds (a test's clock). */
  now: () => number;
}

export async function registerClosedDatesApi(app: FastifyInstance, options: ClosedDatesApiOptions): Promise<void> {
  // Under its own prefix, so its CORS covers this path and no other page of the site.
  await app.register(closedDatesApi, { ...options, prefix: CLOSED_DATES_PATH });
}

async function closedDatesApi(api: FastifyInstance, { calendar, config, now }: ClosedDatesApiOptions): Promise<void> {
  // A site built to post to this server from another origin reads the dates from it too (a
  // plain GET: no preflight).
  await api.register(cors, { origin: allowedOrigins(config.SITE_ORIGINS), methods: ["GET"], maxAge: 600 });

  api.get("", async (request, reply) => {
    let published: BusinessCalendar | undefined;
    try {
      published = await calendar();
    } catch (error) {
      // The form then offers every window in the opening hours, as before it asked.
      request.log.error({ err: error }, "closed dates not read");
      return reply.code(503).header("Cache-Control", "no-store").send({ closedDates: [] });
    }
    const today = firmDate(now());
    reply.header("Cache-Control", `public, max-age=${CLOSED_DATES_MAX_AGE_SECONDS}`);
    return { closedDates: (published?.closedDates ?? []).filter((date) => date >= today) };
  });
}
