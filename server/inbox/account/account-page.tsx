/**
 * "Your account" (/inbox/account), for everyone signed in: who you are, in
 * what role, and for an admin or a broker the "Available for new leads"
 * switch (decision 018): on, new leads come to you in turn (lead-assignment.ts);
 * off, they go to the others. An editor, who never takes a lead, sees no
 * switch and cannot post one (403). Each change is an audit line.
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { LEAD_ROLES, type StaffAccount } from "../../staff/staff-directory.ts";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import { requireLeadAccess, requireStaff, type SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const ACCOUNT_PATH = `${INBOX_PATH}/account`;
export const AVAILABILITY_LABEL = "Available for new leads";

const ROLE_NAMES: Record<StaffAccount["role"], string> = { admin: "Admin", broker: "Broker", editor: "Editor" };

/** The audit line's words for a switch: whose, and which way; a staff member's name is ours, not a lead's. */
export function availabilityDetail(name: string, available: boolean): string {
  return `${name}: ${available ? "available" : "not available"} for new leads`;
}

export function registerAccountPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(ACCOUNT_PATH, async (request, reply) => {
    const staff = requireStaff(request, reply);
    if (!staff) return reply;
    const account = await context.staffDirectory.byId(staff.id);
    if (!account) return reply.redirect(INBOX_PATH, 303);
    return sendInboxPage(
      reply,
      <AccountPage staff={staff} account={account} saved={queryValue(request, "done") === "availability"} />,
    );
  });

  inbox.post(`${ACCOUNT_PATH}/availability`, async (request, reply) => {
    const staff = requireLeadAccess(request, reply, "take new leads");
    if (!staff) return reply;
    const available = formField(request, "available") === "1";
    const changed = await context.staffDirectory.setAvailable(staff.id, available);
    if (changed) {
      await context.audit.record({
        staffId: staff.id,
        action: "changed availability",
        detail: availabilityDetail(staff.name, available),
      });
    }
    return reply.redirect(`${ACCOUNT_PATH}?done=availability`, 303);
  });
}

function AccountPage({ staff, account, saved }: { staff: SignedInStaff; account: StaffAccount; saved: boolean }) {
  return (
    <InboxDocument title="Your account" staff={staff} section={ACCOUNT_PATH}>
      <h1>Your account</h1>
      {saved ? (
        <p className="notice" role="status">
          {account.availableForLeads
            ? "Saved: new leads come to you in turn."
            : "Saved: new leads go to the others until you switch this on again."}
        </p>
      ) : null}
      <dl className="lead-facts">
        <dt>Name</dt>
        <dd>{account.name}</dd>
        <dt>E-mail</dt>
        <dd>{account.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_NAMES[account.role]}</dd>
      </dl>
      {LEAD_ROLES.includes(account.role) ? <AvailabilityForm available={account.availableForLeads} /> : null}
    </InboxDocument>
  );
}

function AvailabilityForm({ available }: { available: boolean }) {
  return (
    <form method="post" action={`${ACCOUNT_PATH}/availability`} className="inline-form">
      <p>
        <input type="checkbox" id="available" name="available" value="1" defaultChecked={available} />{" "}
        <label htmlFor="available">{AVAILABILITY_LABEL}</label>
      </p>
      <p className="hint">
        New enquiries are shared in turn among those available; a routing rule may send some types to named people
        first. With nobody available, they go to the admins.
      </p>
      <button type="submit">Save</button>
    </form>
  );
}
