/**
 * The inbox's pages for working the leads (issue 14): the list and the spam
 * folder, one lead and its forms, deletion, export, the audit trail, the
 * staff list, the overview, and the live API. Every route checks its own
 * session and role; admins-only routes answer 403 to anyone else.
 *
 *   GET  /inbox                            list (view=spam: the spam folder)    staff
 *   GET  /inbox/leads/:id                  one lead (marks it read)              staff
 *   POST /inbox/leads/:id/status|assignee|notes|spam|not-spam|retry           staff
 *   GET  /inbox/leads/:id/delete[-person]  confirmation                          admin
 *   POST /inbox/leads/:id/delete[-person]  erasure                               admin
 *   GET  /inbox/deleted                    after an erasure                      admin
 *   GET  /inbox/export.csv                 the filtered view as CSV              admin
 *   GET  /inbox/audit                      audit trail                           admin
 *   GET  /inbox/staff                      staff accounts                        admin
 *   GET  /inbox/overview                   the last 12 weeks                     staff
 *   GET  /api/inbox/leads                  new rows for the live script          staff
 */
import type { FastifyInstance } from "fastify";
import { openStaffDirectory } from "../../staff/staff-directory.ts";
import { registerAuditPage } from "../admin/audit-page.tsx";
import { registerInboxApi } from "./inbox-api.ts";
import { openLeadInbox } from "./lead-inbox.ts";
import { registerLeadActions } from "./lead-actions.ts";
import { registerLeadDeletion } from "./lead-deletion.tsx";
import { registerLeadExport } from "./lead-export-route.ts";
import { registerLeadList } from "./lead-list-route.tsx";
import type { LeadPagesContext, LeadPagesDeps } from "./lead-pages-context.ts";
import { registerLeadView } from "./lead-view-route.tsx";
import { registerOverviewPage } from "../overview/overview-page.tsx";
import { registerStaffPage } from "../admin/staff-page.tsx";

export function registerLeadPages(inbox: FastifyInstance, deps: LeadPagesDeps): void {
  const context: LeadPagesContext = {
    ...deps,
    leads: openLeadInbox(deps.database, deps.now),
    staffDirectory: openStaffDirectory(deps.database, deps.now),
  };
  registerLeadList(inbox, context);
  registerLeadView(inbox, context);
  registerLeadActions(inbox, context);
  registerLeadDeletion(inbox, context);
  registerLeadExport(inbox, context);
  registerAuditPage(inbox, context);
  registerStaffPage(inbox, context);
  registerOverviewPage(inbox, context);
  registerInboxApi(inbox, context);
}
