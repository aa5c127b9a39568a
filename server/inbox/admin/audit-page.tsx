/**
 * GET /inbox/audit, admins only: the inbox's audit trail, newest first, 50 to
 * a page, with "Older entries" paging back by entry id (?before=).
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { type AuditEntry, SERVER_ACTIONS } from "../../db/audit-trail.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireAdminPage, sendBadRequest } from "../inbox-refusals.tsx";
import { queryValue } from "../inbox-request.ts";
import type { SignedInStaff } from "../inbox-session.ts";
import { WhenTime } from "../inbox-time.tsx";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";
import { leadPath } from "../leads/lead-row.tsx";

export const AUDIT_PATH = `${INBOX_PATH}/audit`;
const PAGE_SIZE = 50;
const AUDIT_COLUMNS = ["When", "Who", "Action", "Lead", "Detail"] as const;

export function registerAuditPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(AUDIT_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "read the audit trail");
    if (!staff) return reply;
    const before = queryValue(request, "before");
    const beforeId = before === undefined || before === "" ? undefined : Number(before);
    if (beforeId !== undefined && !(Number.isSafeInteger(beforeId) && beforeId > 0)) {
      return sendBadRequest(reply, staff, [
        'before: give the number of an audit entry (from the "Older entries" link).',
      ]);
    }
    // One more than shown, to know whether there is an older page.
    const entries = await context.audit.entries({ beforeId, limit: PAGE_SIZE + 1 });
    const shown = entries.slice(0, PAGE_SIZE);
    const olderBefore = entries.length > PAGE_SIZE ? shown.at(-1)?.id : undefined;
    // Whether a line's lead still exists, for its link: one look-up of the page's leads.
    const existing = await context.leads.existing([
      ...new Set(shown.flatMap((entry) => (entry.leadId ? [entry.leadId] : []))),
    ]);
    return sendInboxPage(
      reply,
      <AuditPage
        staff={staff}
        entries={shown}
        existing={existing}
        olderBefore={olderBefore}
        paged={beforeId !== undefined}
      />,
    );
  });
}

interface AuditPageProps {
  staff: SignedInStaff;
  entries: readonly AuditEntry[];
  existing: ReadonlySet<string>;
  olderBefore: number | undefined;
  paged: boolean;
}

function AuditPage({ staff, entries, existing, olderBefore, paged }: AuditPageProps) {
  return (
    <InboxDocument title="Audit trail" staff={staff} section={AUDIT_PATH}>
      <h1>Audit trail</h1>
      <p>
        Who did what in the inbox, and when. It holds no lead&apos;s content: a deleted lead&apos;s lines keep only its
        id.
      </p>
      {entries.length === 0 ? (
        <p>No entries{paged ? " older than these" : " yet"}.</p>
      ) : (
        <DataTable id="audit" caption="Audit entries, newest first" columns={AUDIT_COLUMNS}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <WhenTime iso={entry.at} />
              </td>
              <td>{whoDid(entry)}</td>
              <td>{entry.action}</td>
              <td>
                <AuditLead leadId={entry.leadId} exists={entry.leadId !== null && existing.has(entry.leadId)} />
              </td>
              <td>{entry.detail ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <nav aria-label="Audit pages" className="pager">
        {paged ? <a href={AUDIT_PATH}>Newest entries</a> : null}
        {olderBefore !== undefined ? <a href={`${AUDIT_PATH}?before=${olderBefore}`}>Older entries</a> : null}
      </nav>
    </InboxDocument>
  );
}

function whoDid(entry: AuditEntry): string {
  if (entry.staffName) return `${entry.staffName} (${entry.staffEmail ?? ""})`;
  // With no one named, only a sign-in was tried by an address; anything else the server did itself (an automatic assignment).
  return SERVER_ACTIONS.has(entry.action) || entry.action === "assigned lead" ? "The server" : "Unknown address";
}

function AuditLead({ leadId, exists }: { leadId: string | null; exists: boolean }) {
  if (!leadId) return <>—</>;
  if (exists) return <a href={leadPath(leadId)}>{leadId}</a>;
  return (
    <>
      <code>{leadId}</code> (deleted)
    </>
  );
}
