/**
 * The staff inbox: /inbox (pages) and /api/inbox (what its live script
 * asks), in a Fastify context of their own, so the rules here apply to them
 * and to nothing public:
 *
 * - every answer is `Cache-Control: no-store` and `X-Robots-Tag: noindex`;
 * - its Permissions-Policy lets its own pages ask for a passkey, and nothing else the site denies;
 * - a state-changing request from another origin is refused (SameSite=Strict
 *   already keeps the session cookie off it; this is the second lock);
 * - the session hook (sign-in/sign-in-routes.tsx) puts the signed-in person, or null,
 *   on every request before any route runs;
 * - an unknown /api/inbox address is 401 without a session (so nothing is
 *   learnt about what exists), and an unknown /inbox page sends to sign-in.
 *
 * Its routes, each checking its own session and role through inbox-session.ts
 * (a route answers 403 to a role it is not for: the lead routes to an
 * editor, the admins' to everyone else), registered below in this order.
 * "leads" is an admin or a broker; an editor, who sees no lead and no
 * personal information, has only the content studio (CONTENT_STUDIO_PATH,
 * inbox/content/), and the bare /inbox sends them there. "content" is anyone
 * (requireContentEditor); "publish" an admin or an editor (requirePublisher):
 *
 *   GET  /inbox/assets/inbox.css, inbox-live.js, inbox-passkeys.js, simplewebauthn-browser.js  anyone  inbox-assets.ts
 *   GET|POST /inbox/sign-in, /inbox/sign-in/code   the password, then the code    anyone   sign-in/sign-in-routes.tsx
 *   POST /inbox/sign-in/passkey[/options], /inbox/sign-in/code/passkey[/options]
 *                                          a passkey, alone or for the code (JSON) anyone  sign-in/passkey-sign-in-routes.ts
 *   POST /inbox/sign-out                                                           anyone   sign-in/sign-in-routes.tsx
 *   GET  /inbox/enrol/:token, GET|POST …/password, POST …/authenticator          anyone   sign-in/enrolment-routes.tsx
 *   GET  /inbox                            list (view=spam: the spam folder)       leads    leads/lead-list-route.tsx
 *   GET  /inbox/leads/:id                  one lead (marks it read)                leads    leads/lead-view-route.tsx
 *   POST /inbox/leads/:id/status|assignee|notes|spam|not-spam|retry               leads    leads/lead-actions.ts
 *        (a GET of each goes to the lead)
 *   GET  /inbox/leads/:id/delete[-person]  confirmation                            admin    leads/lead-deletion.tsx
 *   POST /inbox/leads/:id/delete[-person]  erasure                                 admin    leads/lead-deletion.tsx
 *   GET  /inbox/deleted                    after an erasure                        admin    leads/lead-deletion.tsx
 *   GET  /inbox/export.csv                 the filtered view as CSV                admin    leads/lead-export-route.ts
 *   GET  /inbox/audit                      audit trail                             admin    admin/audit-page.tsx
 *   GET  /inbox/staff                      staff accounts, who takes new leads     admin    admin/staff-page.tsx
 *   POST /inbox/staff/:id/availability     "Available for new leads", for anyone   admin    admin/staff-page.tsx
 *   GET|POST /inbox/staff/routing          routing rules by enquiry type           admin    admin/routing-page.tsx
 *   GET|POST /inbox/staff/closed-dates     the days the firm is closed; POST …/remove admin admin/closed-dates-page.tsx
 *   GET  /inbox/account                    your account (and your availability)    staff    account/account-page.tsx
 *   POST /inbox/account/passkeys[/options], …/confirm-options, …/:id/remove
 *                                          add and remove your passkeys            staff    account/passkey-routes.tsx
 *   POST /inbox/staff/passkey-required     the firm's "Passkey required"           admin    admin/staff-page.tsx
 *   POST /inbox/account/availability       your own "Available for new leads"      leads    account/account-page.tsx
 *   GET  /inbox/overview                   the last 12 weeks                       leads    overview/overview-page.tsx
 *   GET  /api/inbox/leads                  new rows for the live script            leads    leads/inbox-api.ts
 *   GET  /inbox/content                    the content studio: drafts, Publish     content  content/content-routes.tsx
 *   GET|POST /inbox/content/testimonials|business  a collection's form, Save draft content  content/content-routes.tsx
 *   POST /inbox/content/publish            the drafts, as the next version         publish  content/content-routes.tsx
 *   GET  /inbox/content/history            every version, field by field           content  content/content-routes.tsx
 *   POST /inbox/content/history/:n/roll-back  an older version's content, again    publish  content/content-routes.tsx
 *   GET  /inbox/content/preview/*          a page of the site with the drafts      content  content/content-routes.tsx
 *   *    /api/inbox/*, /inbox/*            anything else: 401 or sign-in, else 404 staff    here
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INBOX_API_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import type { ServerConfig } from "../config.ts";
import { DENIED_FEATURES } from "../site/security-headers.ts";
import type { AppDatabase } from "../db/database.ts";
import type { LeadOutbox } from "../leads/delivery/lead-outbox.ts";
import type { LeadStore } from "../leads/store/lead-store.ts";
import { registerInboxAssets } from "./inbox-assets.ts";
import type { SitePublisher } from "../site/publishing/site-publisher.ts";
import { registerContentStudio } from "./content/content-routes.tsx";
import type { InboxAudit } from "../db/audit-trail.ts";
import { requireStaff } from "./inbox-session.ts";
import { registerSignIn } from "./sign-in/sign-in-routes.tsx";
import { registerAuditPage } from "./admin/audit-page.tsx";
import { registerStaffPage } from "./admin/staff-page.tsx";
import { registerRoutingPage } from "./admin/routing-page.tsx";
import { registerClosedDatesPage } from "./admin/closed-dates-page.tsx";
import { registerAccountPage } from "./account/account-page.tsx";
import { openInboxPasskeys } from "./passkey-context.ts";
import { registerInboxApi } from "./leads/inbox-api.ts";
import { registerLeadActions } from "./leads/lead-actions.ts";
import { registerLeadDeletion } from "./leads/lead-deletion.tsx";
import { registerLeadExport } from "./leads/lead-export-route.ts";
import { openLeadInbox } from "./leads/lead-inbox.ts";
import { registerLeadList } from "./leads/lead-list-route.tsx";
import type { LeadPagesContext } from "./leads/lead-pages-context.ts";
import { registerLeadView } from "./leads/lead-view-route.tsx";
import { registerOverviewPage } from "./overview/overview-page.tsx";
import { openStaffDirectory } from "../staff/staff-directory.ts";
import { publishedBusinessCalendar } from "../leads/intake/business-calendar.ts";
import { openClosedDates } from "../site/content/closed-dates.ts";
import { openContentStore } from "../site/content/content-store.ts";

export interface InboxDeps {
  /** The shared database, on either engine (server/db): the lead pages' queries, sign-in, sessions, staff and the audit trail. */
  database: AppDatabase;
  /** The lead store, for what the command-line tool does too: erasure, retries. */
  store: LeadStore;
  /** Woken when a lead has something to deliver again (retry, "Not spam"). */
  outbox: LeadOutbox;
  config: ServerConfig;
  audit: InboxAudit;
  /** Renders, stages, serves and previews the site's pages for the content studio (server/site/publishing/). */
  publisher: SitePublisher;
  /** Epoch milliseconds; tests pin it. */
  now: () => number;
}

/**
 * Largest form post the inbox takes. A note is at most 5,000 characters, but
 * form encoding writes a character outside ASCII as up to 12 bytes (%F0%9F...),
 * so a full note of emoji is about 60 KB: the limit leaves room for that.
 */
const INBOX_BODY_LIMIT_BYTES = 131_072;

export async function registerInbox(app: FastifyInstance, deps: InboxDeps): Promise<void> {
  await app.register(async (inbox) => {
    await inbox.register(formbody, { bodyLimit: INBOX_BODY_LIMIT_BYTES });
    inbox.decorateRequest("staff", null);

    // After the server's own onSend hook (a parent's hook runs first), so this one has the last word.
    inbox.addHook("onSend", async (_request, reply, payload) => {
      reply.header("permissions-policy", INBOX_PERMISSIONS_POLICY);
      return payload;
    });

    inbox.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
      if (!isSafeMethod(request.method) && !isSameOrigin(request)) {
        return reply
          .code(403)
          .type("text/plain; charset=utf-8")
          .send("Refused: this request did not come from the inbox's own pages.");
      }
    });

    registerInboxAssets(inbox);
    const passkeys = openInboxPasskeys(deps);
    registerSignIn(inbox, deps, passkeys);

    const context: LeadPagesContext = {
      ...deps,
      leads: openLeadInbox(deps.database, deps.now),
      staffDirectory: openStaffDirectory(deps.database, deps.now),
      calendar: publishedBusinessCalendar({
        versions: openContentStore(deps.database, deps.now),
        closedDates: openClosedDates(deps.database, deps.now),
        now: deps.now,
      }),
    };
    registerLeadList(inbox, context);
    registerLeadView(inbox, context);
    registerLeadActions(inbox, context);
    registerLeadDeletion(inbox, context);
    registerLeadExport(inbox, context);
    registerAuditPage(inbox, context);
    registerStaffPage(inbox, context, passkeys);
    registerRoutingPage(inbox, context);
    registerClosedDatesPage(inbox, context);
    registerAccountPage(inbox, context, passkeys);
    registerOverviewPage(inbox, context);
    registerInboxApi(inbox, context);
    registerContentStudio(inbox, deps);

    // Catch-alls: nothing about what exists under these addresses is told to
    // someone who is not signed in.
    const unknown = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!requireStaff(request, reply)) return reply;
      return reply.code(404).type("text/plain; charset=utf-8").send("There is nothing at this address in the inbox.");
    };
    inbox.all(`${INBOX_API_PATH}/*`, unknown);
    inbox.all(`${INBOX_PATH}/*`, unknown);
  });
}

/**
 * The site's Permissions-Policy, but the inbox's own pages may ask for a
 * passkey (publickey-credentials-get), which the public site denies; no
 * frame may (docs/decisions/020-passkeys-for-staff.md).
 */
export const INBOX_PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.filter((feature) => feature !== "publickey-credentials-get").map((feature) => `${feature}=()`),
  "publickey-credentials-get=(self)",
].join(", ");

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/**
 * A browser says where a request comes from: Sec-Fetch-Site (every current
 * browser), or else Origin. With neither, it is not one of our pages' forms,
 * so it is refused too.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
