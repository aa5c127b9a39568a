/**
 * The lead API: the two endpoints of the e-mail service's protocol (spec §7),
 * answered by our own server. A lead is answered "OK" only once it is stored;
 * then the outbox is woken to deliver it.
 *
 * Everything here lives in one encapsulated context under the API's prefix:
 * its body parsers, multipart, CORS (whose preflight route is `OPTIONS *`,
 * so under the prefix it answers for the lead API only), the rate limit and
 * an error handler that answers in plain text (or, for a browser posting
 * the form without JavaScript, with a redirect to the form's page).
 */
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { callbackSentNoticeId, readCallbackTime } from "../../../contracts/callback-time.ts";
import { callbackSchemaAt, FIELD_LIMITS, leadFieldOrder, leadSchemas } from "../../../contracts/lead-forms.ts";
import {
  HONEYPOT_FIELD,
  type LeadFormName,
  plainPostRefusedLocation,
  plainPostSentLocation,
  SEND_FORM_PATH,
  SEND_JSON_PATH,
  SENT_NOTICE_IDS,
  TEMPLATE_IDS,
} from "../../../contracts/lead-protocol.ts";
import type { ServerConfig } from "../../config.ts";
import type { BusinessCalendar } from "./business-calendar.ts";
import { DEFAULT_FIRST_CONTACT_POLICY, firstContactClock } from "./first-contact-deadline.ts";
import { createLeadIntake } from "./lead-intake.ts";
import { sharedRateLimit, sharedRateLimitStore } from "./lead-rate-limit.ts";
import { allowedOrigins, isAllowedOrigin } from "./site-origins.ts";
import { registerClosedDatesApi } from "./closed-dates-route.ts";
import type { LeadStore } from "../store/lead-store.ts";
import {
  formPostSchema,
  jsonPostSchema,
  type LeadSubmission,
  LeadRefusal,
  mediaTypeOf,
  prefersHtml,
  readJsonBody,
  readMultipartBody,
  readUrlEncodedBody,
  refusalFromIssues,
  scenarioToKeep,
} from "./lead-request.ts";

export type LeadApiConfig = Pick<
  ServerConfig,
  "EMAIL_SERVICE_ID" | "EMAIL_USER_ID" | "SITE_ORIGINS" | "LEAD_BODY_LIMIT_BYTES" | "LEAD_RATE_LIMIT_PER_MINUTE"
> &
  // The first-contact clock's settings; absent, their defaults.
  Partial<Pick<ServerConfig, "LEAD_RESPONSE_MINUTES" | "LEAD_ESCALATE_MINUTES">>;

export interface LeadApiOptions {
  /** Its database keeps the rate limit's counts too, shared with every server on it. */
  store: Pick<LeadStore, "insertMany" | "database">;
  /** Woken after each real lead is stored, so delivery starts at once rather than at its next poll. */
  outbox: { wake(): void };
  config: LeadApiConfig;
  /**
   * The firm's opening hours and closed dates as published now, which a
   * callback's preferred time is checked against (business-calendar.ts);
   * undefined before any version is published.
   */
  calendar: () => Promise<BusinessCalendar | undefined>;
  /** The time now, in epoch milliseconds (a test's clock). */
  now?: () => number;
}

/** "/api/v1.0/email": the part both endpoints share. */
const LEAD_API_PREFIX = SEND_JSON_PATH.slice(0, SEND_JSON_PATH.lastIndexOf("/"));

/** How long a client should wait before trying again when a lead could not be stored. */
const STORE_RETRY_AFTER_SECONDS = 30;

/** Fields one form post may carry: a form's own, the honeypot, the scenario, the protocol's four, and room for a client's extras. */
const MAX_FORM_FIELDS = 32;
const FORM_POST_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];
const JSON_POST_TYPES = ["application/json"];

/**
 * Adds `POST /api/v1.0/email/send-form` and `POST /api/v1.0/email/send`
 * (and their CORS preflight) to the server, and `GET /api/closed-dates`
 * for the callback form (closed-dates-route.ts).
 */
export async function registerLeadApi(app: FastifyInstance, options: LeadApiOptions): Promise<void> {
  await app.register(leadApi, { ...options, prefix: LEAD_API_PREFIX });
  await registerClosedDatesApi(app, {
    calendar: options.calendar,
    config: options.config,
    now: options.now ?? Date.now,
  });
}

async function leadApi(
  api: FastifyInstance,
  { store, outbox, config, calendar, now = Date.now }: LeadApiOptions,
): Promise<void> {
  const bodyLimit = config.LEAD_BODY_LIMIT_BYTES;
  const intake = createLeadIntake(store);
  const firstContactPolicy = {
    responseMinutes: config.LEAD_RESPONSE_MINUTES ?? DEFAULT_FIRST_CONTACT_POLICY.responseMinutes,
    escalateMinutes: config.LEAD_ESCALATE_MINUTES ?? DEFAULT_FIRST_CONTACT_POLICY.escalateMinutes,
  };

  api.setErrorHandler(answerRefusal);
  // Routes declare their body as a zod schema (lead-request.ts); a refusal names the field.
  api.setValidatorCompiler(({ schema }) => {
    const bodySchema = schema as ZodType;
    return (data: unknown) => {
      const result = bodySchema.safeParse(data);
      return result.success ? { value: result.data } : { error: refusalFromIssues(result.error.issues) };
    };
  });

  // Only the three bodies a lead comes in; any other type is refused before it is read (415).
  api.removeAllContentTypeParsers();
  api.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (_request, body, done) => {
    parseWith(readJsonBody, body, done);
  });
  api.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => {
      parseWith(readUrlEncodedBody, body, done);
    },
  );
  await api.register(multipart);

  await api.register(cors, {
    origin: allowedOrigins(config.SITE_ORIGINS),
    methods: ["POST"],
    allowedHeaders: ["Content-Type"],
    maxAge: 600,
  });

  api.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Content-Type-Options", "nosniff");
    // CORS only hides the answer from other sites; a plain form post from one
    // needs no preflight. So a post that says where it comes from must come
    // from this site or a configured one, or it is refused and not stored.
    if (
      request.method === "POST" &&
      !isAllowedOrigin(request.headers.origin, request.headers.host, config.SITE_ORIGINS)
    ) {
      throw new LeadRefusal(403, "refused", "origin: Leads are accepted only from this site's pages");
    }
  });

  // Counted in the database, so that every server on it counts one address
  // together (lead-rate-limit.ts). A count that fails lets the post through:
  // its storing fails too if the database is away, and that answers 503.
  await api.register(rateLimit, {
    global: false,
    skipOnError: true,
    store: sharedRateLimitStore(sharedRateLimit({ database: store.database })),
  });
  // One count per address and form, whichever endpoint the lead came through.
  const limitPerForm = api.rateLimit({
    max: config.LEAD_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `${normalizeIP(request.ip)} ${formOfBody(request.body) ?? "other"}`,
    errorResponseBuilder: (_request, context) =>
      new LeadRefusal(429, "too-many", `Too many messages from your connection. Please try again in ${context.after}.`),
  });

  const takeLead = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const submission = request.body as LeadSubmission;
    if (submission.user_id !== config.EMAIL_USER_ID) {
      throw new LeadRefusal(403, "refused", "user_id: This user ID is not accepted here");
    }
    if (submission.service_id !== config.EMAIL_SERVICE_ID) {
      throw new LeadRefusal(403, "refused", "service_id: This service ID is not accepted here");
    }
    const form = formOfTemplate(submission.template_id);
    if (!form) throw new LeadRefusal(403, "refused", "template_id: This template ID is not accepted here");

    // A filled honeypot is a bot: thanked like anyone, kept aside, never delivered.
    // It gets no hint either, so its fields are kept as sent when they are not valid.
    const spam = (submission.params[HONEYPOT_FIELD] ?? "").trim() !== "";
    // A callback's preferred time is checked against the published opening hours, now.
    const callbackCalendar = form === "callback" ? await calendarNow() : undefined;
    const schema = callbackCalendar ? callbackSchemaAt(callbackCalendar) : leadSchemas[form];
    const parsed = schema.safeParse(submission.params);
    if (!parsed.success && !spam) throw refusalFromIssues(parsed.error.issues);
    const fields: Record<string, string> = parsed.success ? { ...parsed.data } : fieldsAsSent(form, submission.params);
    // Kept with spam too: it is checked like any, and goes out with the lead if a broker finds it was no bot.
    const { scenario, dropped } = scenarioToKeep(form, submission.scenario);
    // Why, never what: the scenario is the visitor's figures.
    if (dropped) request.log.warn({ reason: dropped, form }, "calculator scenario dropped");

    // The first-contact clock starts now (decision 019). Only a callback needed the hours to be
    // taken; for any other lead, hours that cannot be read leave it with no clock, never unstored.
    const clockCalendar = spam ? undefined : (callbackCalendar ?? (await calendarOrNone(request, form)));
    const firstContact = clockCalendar
      ? firstContactClock({ form, callbackTime: submission.params.callbackTime }, clockCalendar, firstContactPolicy)
      : undefined;

    let stored: { id: string };
    try {
      stored = await intake.store({
        form,
        fields,
        spam,
        scenario,
        firstContact,
      });
    } catch (error) {
      request.log.error({ err: error, form }, "lead not stored");
      throw new LeadRefusal(503, "unavailable", "We could not take your message just now. Please try again shortly.");
    }
    request.log.info({ leadId: stored.id, form, spam }, spam ? "lead kept as spam" : "lead stored");

    if (!spam) {
      try {
        outbox.wake();
      } catch (error) {
        // The lead is stored: the outbox finds it on its next round.
        request.log.error({ err: error, leadId: stored.id }, "outbox not woken");
      }
    }

    if (prefersHtml(request.headers.accept)) {
      reply.redirect(plainPostSentLocation(form, sentNoticeId(form, submission.params, callbackCalendar)), 303);
    } else {
      reply.code(200).type("text/plain; charset=utf-8").send("OK");
    }
  };

  const calendarNow = async () => {
    let published: BusinessCalendar | undefined;
    try {
      published = await calendar();
    } catch (error) {
      throw storeUnavailable(error);
    }
    if (!published) {
      // Publishing never started on this database (no page renderer beside the build): the
      // request is kept as typed rather than lost, and a broker reads the time in its words.
      api.log.warn("no published opening hours to check a callback's time against: kept as typed");
      return undefined;
    }
    return { ...published, now: () => new Date(now()) };
  };
  const calendarOrNone = async (request: FastifyRequest, form: LeadFormName) => {
    if (form === "callback") return undefined;
    try {
      return await calendarNow();
    } catch {
      request.log.warn({ form }, "opening hours not read: lead stored with no first-contact clock");
      return undefined;
    }
  };
  const storeUnavailable = (error: unknown) => {
    api.log.error({ err: error }, "opening hours not read");
    return new LeadRefusal(503, "unavailable", "We could not take your message just now. Please try again shortly.");
  };

  api.post(
    SEND_FORM_PATH.slice(LEAD_API_PREFIX.length),
    {
      bodyLimit,
      schema: { body: formPostSchema },
      onRequest: refuseBodiesOtherThan(FORM_POST_TYPES, bodyLimit),
      preValidation: async (request) => {
        if (request.isMultipart()) {
          request.body = await readMultipartBody(request, { bodyBytes: bodyLimit, fields: MAX_FORM_FIELDS });
        }
      },
      preHandler: limitPerForm,
    },
    takeLead,
  );

  api.post(
    SEND_JSON_PATH.slice(LEAD_API_PREFIX.length),
    {
      bodyLimit,
      schema: { body: jsonPostSchema },
      onRequest: refuseBodiesOtherThan(JSON_POST_TYPES, bodyLimit),
      preHandler: limitPerForm,
    },
    takeLead,
  );
}

function parseWith(
  read: (text: string) => unknown,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
): void {
  try {
    done(null, read(body.toString()));
  } catch (error) {
    done(error as Error);
  }
}

/**
 * Refuses, before reading a byte of it, a body of another type (415) or one
 * that says it is over the limit (413).
 */
function refuseBodiesOtherThan(mediaTypes: readonly string[], bodyLimit: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!mediaTypes.includes(mediaTypeOf(request.headers["content-type"]))) {
      throw new LeadRefusal(415, "unsupported", `Send the lead as ${mediaTypes.join(" or ")}.`);
    }
    if (Number(request.headers["content-length"]) > bodyLimit) throw LeadRefusal.tooLarge();
  };
}

function formOfTemplate(templateId: string): LeadFormName | undefined {
  return (Object.keys(TEMPLATE_IDS) as LeadFormName[]).find((form) => TEMPLATE_IDS[form] === templateId);
}

/** The form a body is for, once it has been read far enough to say (before or after validation). */
function formOfBody(body: unknown): LeadFormName | undefined {
  const templateId = (body as { template_id?: unknown } | null | undefined)?.template_id;
  return typeof templateId === "string" ? formOfTemplate(templateId.trim()) : undefined;
}

/**
 * The thank-you a plain HTML post is sent back to: the form's own, or for a
 * callback the one that says the time chosen ("on Tuesday between 10 am and 12 pm").
 */
function sentNoticeId(
  form: LeadFormName,
  params: Record<string, string>,
  calendar: Parameters<typeof readCallbackTime>[1] | undefined,
): string {
  if (form !== "callback" || !calendar) return SENT_NOTICE_IDS[form];
  const reading = readCallbackTime(params.callbackTime ?? "", calendar);
  return reading.ok ? callbackSentNoticeId(SENT_NOTICE_IDS.callback, reading.choice) : SENT_NOTICE_IDS.callback;
}

/** A spam lead's own fields as sent, trimmed and capped, for whoever reviews the spam. */
function fieldsAsSent(form: LeadFormName, params: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of leadFieldOrder[form]) {
    const value = params[name];
    if (value !== undefined) fields[name] = value.trim().slice(0, FIELD_LIMITS.message);
  }
  return fields;
}

/** A refusal for any error on these routes: our own as they are, the framework's and plugins' in our words. */
function asRefusal(error: FastifyError | LeadRefusal): LeadRefusal {
  if (error instanceof LeadRefusal) return error;
  const status = error.statusCode ?? 500;
  if (status === 413) return LeadRefusal.tooLarge();
  if (status === 415)
    return new LeadRefusal(415, "unsupported", "Send the lead as multipart/form-data or application/json.");
  if (error.code === "FST_PROTO_VIOLATION") return new LeadRefusal(400, "invalid", "A field name is not accepted.");
  if (status >= 400 && status < 500) return LeadRefusal.unreadable("request");
  return new LeadRefusal(500, "unavailable", "Something went wrong on our side. Please try again.");
}

/**
 * Answers a refused lead in plain text naming the field, never with
 * internals; a browser posting the form itself is sent back to the form's
 * page with `?error=<field>` instead. Sends and returns nothing (see app.ts).
 */
function answerRefusal(error: FastifyError | LeadRefusal, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = asRefusal(error);
  if (refusal.statusCode >= 500 && !(error instanceof LeadRefusal)) {
    request.log.error({ err: error }, "lead request failed");
  } else {
    // The reason is a field name or a word, never what was typed.
    request.log.info({ status: refusal.statusCode, reason: refusal.reason }, "lead refused");
  }

  // A refusal before the whole body arrived: close rather than read the rest.
  if (!request.raw.complete) reply.header("Connection", "close");
  if (refusal.statusCode === 503) reply.header("Retry-After", String(STORE_RETRY_AFTER_SECONDS));

  const form = formOfBody(request.body);
  if (form && prefersHtml(request.headers.accept)) {
    reply.redirect(plainPostRefusedLocation(form, refusal.reason), 303);
    return;
  }
  reply.code(refusal.statusCode).type("text/plain; charset=utf-8").send(refusal.message);
}
