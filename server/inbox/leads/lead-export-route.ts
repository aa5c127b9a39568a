/**
 * GET /inbox/export.csv?<the list's filters>, admins only: the leads of the
 * current view as the command-line tool's CSV (formulas shown as text), as a
 * download that is never cached. The audit line says how many, never what
 * was searched for: a search is often a person's name.
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { melbourneDate } from "../../leads/melbourne-time.ts";
import { requireAdminPage, sendBadRequest } from "../inbox-refusals.tsx";
import type { LeadPagesContext } from "./lead-pages-context.ts";
import { readListQuery } from "./list-query.ts";

export const EXPORT_PATH = `${INBOX_PATH}/export.csv`;

export function registerLeadExport(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(EXPORT_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "export leads");
    if (!staff) return reply;
    const reading = readListQuery(request, staff.id);
    const problems = Object.values(reading.problems);
    // Exporting without a filter that was asked for would hand over more than was meant.
    if (problems.length > 0) return sendBadRequest(reply, staff, problems);
    const { csv, count } = context.leads.exportCsv(reading.filter, context.config.SITE_URL);
    await context.audit.record({
      staffId: staff.id,
      action: "exported leads",
      detail: count === 1 ? "1 lead" : `${count} leads`,
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${melbourneDate(context.now())}.csv"`)
      .send(csv);
  });
}
