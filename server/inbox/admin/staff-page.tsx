/**
 * GET /inbox/staff, admins only: who has an account, in what role and state.
 * Accounts are made, disabled and reset on the command line (npm run staff),
 * never here: a page that could make an admin would be the first thing an
 * intruder looked for.
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import type { StaffAccount } from "../../staff/staff-directory.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireAdminPage } from "../inbox-refusals.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { WhenTime } from "../inbox-time.tsx";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const STAFF_PATH = `${INBOX_PATH}/staff`;

const ROLE_LABELS: Record<StaffAccount["role"], string> = { admin: "Admin", broker: "Broker", editor: "Editor" };
const STATE_LABELS: Record<StaffAccount["state"], string> = {
  invited: "Invited (not enrolled yet)",
  active: "Active",
  disabled: "Disabled",
};
const STAFF_COLUMNS = ["Name", "E-mail", "Role", "State", "Created"] as const;

export function registerStaffPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(STAFF_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "see the staff list");
    if (!staff) return reply;
    return sendInboxPage(reply, <StaffPage staff={staff} accounts={await context.staffDirectory.list()} />);
  });
}

function StaffPage({ staff, accounts }: { staff: SignedInStaff; accounts: readonly StaffAccount[] }) {
  return (
    <InboxDocument title="Staff" staff={staff} section={STAFF_PATH}>
      <h1>Staff</h1>
      <p>
        Accounts are managed on the server with <code>npm run staff</code>: adding someone (who then enrols from the
        link it prints), disabling an account and resetting one.
      </p>
      <DataTable id="staff" caption="Staff accounts, by name" columns={STAFF_COLUMNS}>
        {accounts.map((account) => (
          <tr key={account.id}>
            <th scope="row">{account.name}</th>
            <td>{account.email}</td>
            <td>{ROLE_LABELS[account.role]}</td>
            <td>{STATE_LABELS[account.state]}</td>
            <td>
              <WhenTime iso={account.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
    </InboxDocument>
  );
}
