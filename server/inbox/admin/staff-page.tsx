/**
 * GET /inbox/staff, admins only: who has an account, in what role and state,
 * and who is "Available for new leads" (POST /inbox/staff/:id/availability
 * switches it for anyone who takes leads; an audit line says who did).
 * Accounts are made, disabled and reset on the command line (npm run staff),
 * never here: a page that could make an admin would be the first thing an
 * intruder looked for.
 *
 * It also shows how many passkeys each person has, and holds the firm's
 * "Passkey required" (POST /inbox/staff/passkey-required; decision 020):
 * when on, the password and an authenticator code no longer sign in anyone
 * who has a passkey (a recovery code still does).
 */
import type { FastifyInstance } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import type { StaffAccount } from "../../staff/staff-directory.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { availabilityDetail } from "../account/account-page.tsx";
import { requireAdminPage } from "../inbox-refusals.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import type { SignedInStaff } from "../inbox-session.ts";
import { CLOSED_DATES_PATH } from "./closed-dates-page.tsx";
import { ROUTING_PATH } from "./routing-page.tsx";
import { WhenTime } from "../inbox-time.tsx";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";
import type { InboxPasskeys } from "../passkey-context.ts";

export const STAFF_PATH = `${INBOX_PATH}/staff`;

const ROLE_LABELS: Record<StaffAccount["role"], string> = { admin: "Admin", broker: "Broker", editor: "Editor" };
const STATE_LABELS: Record<StaffAccount["state"], string> = {
  invited: "Invited (not enrolled yet)",
  active: "Active",
  disabled: "Disabled",
};
const STAFF_COLUMNS = ["Name", "E-mail", "Role", "State", "Created", "Passkeys", "Available for new leads"] as const;
export const PASSKEY_REQUIRED_PATH = `${STAFF_PATH}/passkey-required`;
export const PASSKEY_REQUIRED_LABEL = "Passkey required";

const SAVED_NOTICES: Record<string, string> = {
  availability: "Availability saved.",
  "passkey-required": "Saved: anyone with a passkey now signs in with it (or a recovery code).",
  "passkey-not-required": "Saved: the password and code sign in everyone again.",
};

export function registerStaffPage(inbox: FastifyInstance, context: LeadPagesContext, passkeys: InboxPasskeys): void {
  inbox.get(STAFF_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "see the staff list");
    if (!staff) return reply;
    const done = queryValue(request, "done");
    return sendInboxPage(
      reply,
      <StaffPage
        staff={staff}
        accounts={await context.staffDirectory.list()}
        saved={done && Object.hasOwn(SAVED_NOTICES, done) ? SAVED_NOTICES[done] : undefined}
        passkeyCounts={await passkeys.passkeys.counts()}
        passkeyRequired={await passkeys.policy.passkeyRequired()}
      />,
    );
  });

  inbox.post(PASSKEY_REQUIRED_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, 'set "Passkey required"');
    if (!staff) return reply;
    const required = formField(request, "required") === "1";
    if (await passkeys.policy.setPasskeyRequired(required, staff.id))
      await context.audit.record({
        staffId: staff.id,
        action: "changed passkey requirement",
        detail: `Passkey required: ${required ? "on" : "off"}`,
      });
    return reply.redirect(`${STAFF_PATH}?done=${required ? "passkey-required" : "passkey-not-required"}`, 303);
  });

  inbox.post<{ Params: { id: string } }>(`${STAFF_PATH}/:id/availability`, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "set who is available for new leads");
    if (!staff) return reply;
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const account = Number.isSafeInteger(id) ? await context.staffDirectory.byId(id) : undefined;
    const available = formField(request, "available") === "1";
    const changed = account ? await context.staffDirectory.setAvailable(account.id, available) : null;
    if (!account || changed === null) {
      return reply
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("Only an enabled admin or broker can be made available for new leads.");
    }
    if (changed) {
      await context.audit.record({
        staffId: staff.id,
        action: "changed availability",
        detail: availabilityDetail(account.name, available),
      });
    }
    return reply.redirect(`${STAFF_PATH}?done=availability`, 303);
  });
}

function StaffPage({
  staff,
  accounts,
  saved,
  passkeyCounts,
  passkeyRequired,
}: {
  staff: SignedInStaff;
  accounts: readonly StaffAccount[];
  saved?: string;
  passkeyCounts: ReadonlyMap<number, number>;
  passkeyRequired: boolean;
}) {
  return (
    <InboxDocument title="Staff" staff={staff} section={STAFF_PATH}>
      <h1>Staff</h1>
      <p>
        Accounts are managed on the server with <code>npm run staff</code>: adding someone (who then enrols from the
        link it prints), disabling an account and resetting one.
      </p>
      <p>
        New leads go in turn to those available for them; <a href={ROUTING_PATH}>routing rules</a> send an enquiry type
        to named people first. The first-contact clock runs in opening hours, except on the{" "}
        <a href={CLOSED_DATES_PATH}>closed dates</a>, such as public holidays.
      </p>
      {saved ? (
        <p className="notice" role="status">
          {saved}
        </p>
      ) : null}
      <form method="post" action={PASSKEY_REQUIRED_PATH} className="inline-form">
        <p>
          <input
            type="checkbox"
            id="passkey-required"
            name="required"
            value="1"
            defaultChecked={passkeyRequired}
            aria-describedby="passkey-required-hint"
          />{" "}
          <label htmlFor="passkey-required">{PASSKEY_REQUIRED_LABEL}</label>
        </p>
        <p className="hint" id="passkey-required-hint">
          When on, anyone who has a passkey must sign in with it: their password and authenticator code are refused. A
          recovery code still works, for a lost device. Those without a passkey sign in as before.
        </p>
        <button type="submit">Save</button>
      </form>
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
            <td>{passkeyCounts.get(account.id) ?? 0}</td>
            <td>
              <AvailabilityCell account={account} />
            </td>
          </tr>
        ))}
      </DataTable>
    </InboxDocument>
  );
}

/** Yes or No, and a button that switches it, for an enabled admin or broker; an editor or a disabled account takes no leads. */
function AvailabilityCell({ account }: { account: StaffAccount }) {
  if (account.role === "editor" || account.state === "disabled") return <>Never</>;
  const next = !account.availableForLeads;
  return (
    <form method="post" action={`${STAFF_PATH}/${account.id}/availability`} className="inline-form">
      {account.availableForLeads ? "Yes" : "No"} <input type="hidden" name="available" value={next ? "1" : "0"} />
      <button
        type="submit"
        className="secondary"
        aria-label={`${next ? "Make" : "Stop making"} ${account.name} available for new leads`}
      >
        {next ? "Switch on" : "Switch off"}
      </button>
    </form>
  );
}
