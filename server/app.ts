import { INBOX_PATH } from "../contracts/inbox-paths.ts";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { hstsPolicy, type ServerConfig } from "./config.ts";
import { startLeadOutbox } from "./leads/delivery/lead-outbox.ts";
import { startRetentionPurge } from "./leads/store/lead-retention.ts";
import { startFirstContactSweep } from "./leads/first-contact/first-contact-sweep.ts";
import { openInboxAudit } from "./db/audit-trail.ts";
import { registerInbox } from "./inbox/inbox-plugin.ts";
import { publishedBusinessCalendar } from "./leads/intake/business-calendar.ts";
import { openClosedDates } from "./site/content/closed-dates.ts";
import { registerLeadApi } from "./leads/intake/lead-routes.ts";
import type { AppDatabase } from "./db/database.ts";
import { registerHealthCheck } from "./health-check.ts";
import type { LeadStore } from "./leads/store/lead-store.ts";
import { frameworkErrorAnswer, guardRequests } from "./request-guards.ts";
import { addSecurityHeaders } from "./site/security-hook.ts";
import { clientErrorAnswer } from "./site/client-error-answer.ts";
import { commonSecurityHeaders } from "./site/security-headers.ts";
import { mediaDirOf, openContentImageStore } from "./site/content/images/content-image-store.ts";
import { renditionOnDemand, renditionsFor } from "./site/content/images/uploaded-images.ts";
import { startUnusedUploadPurge } from "./site/content/images/unused-uploads.ts";
import { registerStaticSite } from "./site/static-site.ts";
import { openContentStore } from "./site/content/content-store.ts";
import { startPublishedSite } from "./site/publishing/published-site.ts";

/**
 * Builds the server without starting it, so tests can drive it with
 * `inject` and main.ts can listen on a port. The caller owns the database
 * and the lead store on it (they outlive the server on shutdown); the server
 * owns the outbox worker, which it stops when it closes, after the requests
 * in flight are answered.
 */
export async function buildServer(
  config: ServerConfig,
  leads: { database: AppDatabase; store: LeadStore },
): Promise<FastifyInstance> {
  const { database } = leads;
  const securityHeaders = commonSecurityHeaders(hstsPolicy(config));
  const app = Fastify({
    // Behind a proxy, the visitor's address comes from X-Forwarded-For
    // (TRUST_PROXY): only the hops the given number of proxies, or the given
    // proxy addresses, appended. Never every hop (config.ts refuses "true"):
    // the first ones are whatever the visitor wrote. A count is a function
    // here because Fastify 5 trusts nothing when given a bare number.
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustedHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // Our own 503 while closing (request-guards.ts) carries Retry-After and the security headers.
    return503OnClosing: false,
    // An address that cannot be decoded: answered with the security headers, without echoing it.
    frameworkErrors: frameworkErrorAnswer(securityHeaders),
    logger: {
      level: config.LOG_LEVEL,
      // The visitor's IP address is personal information: keep it out of request logs.
      serializers: {
        // No address is logged with its query: a calculator's holds a visitor's income and
        // figures, the inbox's a search for a name or an e-mail.
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: loggedAddress(request.url),
        }),
      },
    },
    // Request ids in logs, never taken from the client.
    genReqId: () => crypto.randomUUID(),
    // Without these a client could send a lead's body a byte a minute, or stop
    // half-way, and hold its socket and body parser for ever (Fastify's
    // default is no limit). Node answers such a request 408 and closes the
    // connection. It looks for them every connectionsCheckingInterval (30 s by
    // default), so checking each second keeps the overshoot short; and it
    // ignores requestTimeout while headersTimeout (60 s by default) is longer,
    // so that is capped too. Only the request's arrival is timed: a slow
    // download of a page is not affected.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    clientErrorHandler: clientErrorAnswer(securityHeaders),
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
  });

  // Never leak internals: a refused file path looks like any missing page,
  // and a fault answers with a plain message while the details go to the log.
  // The handler sends and returns nothing: returning the reply here while the
  // not-found handler also returns one makes Fastify chain them (listener leak).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if ((status === 403 || status === 404) && (request.method === "GET" || request.method === "HEAD")) {
      reply.callNotFound();
    } else if (status >= 500) {
      request.log.error(error);
      reply.code(500).send({ error: "Something went wrong on our side. Please try again." });
    } else {
      reply.code(status).send({ error: error.message });
    }
  });

  // Before any route is added, so every response has them: pages, files,
  // redirects, the not-found page, API answers and errors alike.
  addSecurityHeaders(app, securityHeaders);
  // First of the onRequest hooks: refusals (shutdown, overlong address, a
  // body where none is read) come before any other work on the request.
  guardRequests(app);

  const outbox = startLeadOutbox({ store: leads.store, config, log: app.log.child({ component: "lead-outbox" }) });
  app.addHook("onClose", () => outbox.stop());

  // Erases leads past their retention now and daily (a timer that never holds the process open).
  const retention = startRetentionPurge({
    store: leads.store,
    settings: config,
    log: app.log.child({ component: "lead-retention" }),
  });
  app.addHook("onClose", () => retention.stop());

  // Overdue leads to the admins and callback reminders to their owners, at
  // start and every 15 s on every server, each claimed once (decision 019);
  // the outbox is woken to send what a sweep queued.
  const firstContact = startFirstContactSweep({
    database,
    log: app.log.child({ component: "first-contact" }),
    onQueued: () => outbox.wake(),
  });
  app.addHook("onClose", () => {
    firstContact.stop();
    return firstContact.idle();
  });

  registerHealthCheck(app, database);
  const content = openContentStore(database, Date.now);
  await registerLeadApi(app, {
    store: leads.store,
    outbox,
    config,
    // A callback's preferred time, and every lead's first-contact clock, go by the opening hours as
    // published and the closed dates the admins added; read again within seconds of a change on any server.
    calendar: publishedBusinessCalendar({ versions: content, closedDates: openClosedDates(database, Date.now) }),
  });

  // The office's published content (decision 017): the pages this server serves
  // are the current version's, rendered here by the build's own renderer.
  const contentImages = openContentImageStore(database, { imagesDir: config.CONTENT_IMAGES_DIR });
  const mediaDir = mediaDirOf(config.PUBLISHED_SITE_DIR);
  const publishedSite = await startPublishedSite({
    clientDir: config.CLIENT_DIR,
    sitesDir: config.PUBLISHED_SITE_DIR,
    versions: content,
    log: app.log.child({ component: "published-site" }),
    now: Date.now,
    prepare: renditionsFor(contentImages, mediaDir),
  });
  app.addHook("onClose", () => publishedSite.stop());
  const audit = openInboxAudit(database);

  // Removes uploads no content shows now and daily (one server a day), and
  // this server's files of removed ones (every server); a timer that never
  // holds the process open.
  const unusedUploads = startUnusedUploadPurge({
    database,
    imagesDir: config.CONTENT_IMAGES_DIR,
    mediaDir,
    log: app.log.child({ component: "unused-uploads" }),
    onRemoved: (count) =>
      audit.record({ staffId: null, action: "removed unused content images", detail: String(count) }),
  });
  app.addHook("onClose", () => {
    unusedUploads.stop();
    // The run under way finishes first: the database is closed after the server.
    return unusedUploads.idle();
  });

  // The staff inbox works on the same database.
  await registerInbox(app, {
    publisher: publishedSite.publisher,
    database,
    store: leads.store,
    outbox,
    config,
    audit,
    now: Date.now,
  });
  await registerStaticSite(app, config.CLIENT_DIR, publishedSite.pages, {
    dir: mediaDir,
    makeMissing: renditionOnDemand(contentImages, mediaDir),
  });
  return app;
}

/** Trusts the socket's peer and the hops before it, `count` in all: the proxies in front, each appending the address it was sent from. */
function trustedHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

/**
 * The address as logged: the path without its query, and an enrolment link
 * without its token (/inbox/enrol/…). A calculator's query is a visitor's
 * income and loan (issue 15 links them to inquiries), an inbox search is a
 * person's name or e-mail, the token is a one-time key to an account, and
 * logs are read by more people, for longer. The router decodes %-escapes
 * before matching ("/%69nbox/enrol/..." reaches the inbox), so the token test
 * is on the decoded path.
 */
export function loggedAddress(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: the router answers it 400 without routing it anywhere.
    return path;
  }
  const isInbox = decoded === INBOX_PATH || decoded.startsWith(`${INBOX_PATH}/`);
  return isInbox && ENROLMENT_TOKEN_IN_PATH.test(decoded) ? decoded.replace(ENROLMENT_TOKEN_IN_PATH, "$1…") : path;
}

/** "/inbox/enrol/" and whatever follows up to the next slash, however the path spells it (any case, a doubled slash). */
const ENROLMENT_TOKEN_IN_PATH = new RegExp(`^(${INBOX_PATH}/+enrol/+)[^/]+`, "i");
