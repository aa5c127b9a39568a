/**
 * "Your account" (/inbox/account), for everyone signed in: who you are, in
 * what role, and for an admin or a broker the "Available for new leads"
 * switch (decision 018): on, new leads come to you in turn (lead-assignment.ts);
 * off, they go to the others. An editor, who never takes a lead, sees no
 * switch and cannot post one (403). Each change is an audit line.
 *
 * Everyone's passkeys are listed here too, with when each was added and last
 * used, "Add a passkey" and "Remove" (passkey-routes.tsx; decision 020).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { LEAD_ROLES, type StaffAccount } from "../../staff/staff-directory.ts";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import { requireLeadAccess, requireStaff, type SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";
import { DataTable } from "../data-table.tsx";
import { WhenTime } from "../inbox-time.tsx";
import type { InboxPasskeys } from "../passkey-context.ts";
import { PasskeyButton, PasskeyProblem } from "../passkey-controls.tsx";
import type { PasskeySummary } from "../../staff/staff-passkeys.ts";
import { openStaffSessions } from "../../staff/staff-sessions.ts";
import { PASSKEYS_PATH, registerPasskeyRoutes, type RemovalProblem } from "./passkey-routes.tsx";

export const ACCOUNT_PATH = `${INBOX_PATH}/account`;
export const AVAILABILITY_LABEL = "Available for new leads";

const ROLE_NAMES: Record<StaffAccount["role"], string> = { admin: "Admin", broker: "Broker", editor: "Editor" };

/** The audit line's words for a switch: whose, and which way; a staff member's name is ours, not a lead's. */
export function availabilityDetail(name: string, available: boolean): string {
  return `${name}: ${available ? "available" : "not available"} for new leads`;
}

const DONE_NOTICES: Record<string, (account: StaffAccount) => string> = {
  availability: (account) =>
    account.availableForLeads
      ? "Saved: new leads come to you in turn."
      : "Saved: new leads go to the others until you switch this on again.",
  "passkey-added": () => "Passkey added. You can sign in with it from the sign-in page.",
  "passkey-removed": () => "Passkey removed: it no longer signs in to the inbox. Signed out everywhere else.",
};

export function registerAccountPage(inbox: FastifyInstance, context: LeadPagesContext, passkeys: InboxPasskeys): void {
  const show = async (
    reply: FastifyReply,
    staff: SignedInStaff,
    options: { done?: string; problem?: RemovalProblem },
    status = 200,
  ) => {
    const account = await context.staffDirectory.byId(staff.id);
    if (!account) return reply.redirect(INBOX_PATH, 303);
    const done = options.done && Object.hasOwn(DONE_NOTICES, options.done) ? DONE_NOTICES[options.done] : undefined;
    return sendInboxPage(
      reply,
      <AccountPage
        staff={staff}
        account={account}
        notice={done?.(account)}
        passkeys={await passkeys.passkeys.list(staff.id)}
        canAddPasskeys={passkeys.ceremonies !== null}
        problem={options.problem}
      />,
      status,
    );
  };

  inbox.get(ACCOUNT_PATH, async (request, reply) => {
    const staff = requireStaff(request, reply);
    if (!staff) return reply;
    return show(reply, staff, { done: queryValue(request, "done") });
  });

  registerPasskeyRoutes(
    inbox,
    context,
    passkeys,
    openStaffSessions(context.database, context.now),
    (reply, staff, problem, status) => show(reply, staff, { problem }, status),
  );

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

interface AccountPageProps {
  staff: SignedInStaff;
  account: StaffAccount;
  notice?: string;
  passkeys: readonly PasskeySummary[];
  canAddPasskeys: boolean;
  problem?: RemovalProblem;
}

function AccountPage({ staff, account, notice, passkeys, canAddPasskeys, problem }: AccountPageProps) {
  return (
    <InboxDocument
      title={problem ? "Error: Your account" : "Your account"}
      staff={staff}
      section={ACCOUNT_PATH}
      passkeys={canAddPasskeys}
    >
      <h1>Your account</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <div className="alert" role="alert" aria-labelledby="problem-summary-title" tabIndex={-1}>
          <h2 id="problem-summary-title">There is a problem</h2>
          <ul>
            <li>
              <a href={`#remove-password-${problem.passkeyId}`}>{problem.message}</a>
            </li>
          </ul>
        </div>
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
      <PasskeysSection passkeys={passkeys} canAdd={canAddPasskeys} problem={problem} />
    </InboxDocument>
  );
}

/** Your passkeys, each with its Remove form, and "Add a passkey" (shown by the passkey script). */
function PasskeysSection({
  passkeys,
  canAdd,
  problem,
}: {
  passkeys: readonly PasskeySummary[];
  canAdd: boolean;
  problem?: RemovalProblem;
}) {
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        A passkey signs you in with this device&apos;s PIN, fingerprint or face instead of your password and code, and
        only on this inbox&apos;s own address, so a fake sign-in page cannot use it.
      </p>
      {canAdd ? <PasskeyProblem id="passkey-problem" /> : null}
      {passkeys.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <DataTable id="passkeys" caption="Your passkeys" columns={["Name", "Added", "Last used", "Remove"]}>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.name}</th>
              <td>
                <WhenTime iso={passkey.createdAt} />
              </td>
              <td>{passkey.lastUsedAt ? <WhenTime iso={passkey.lastUsedAt} /> : "Not used yet"}</td>
              <td>
                <RemovePasskeyForm
                  passkey={passkey}
                  problem={problem?.passkeyId === passkey.id ? problem.message : undefined}
                  withPasskey={canAdd}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {canAdd ? (
        <>
          <div className="inline-form" data-passkey-only hidden>
            <h3>Add a passkey</h3>
            <p>
              <label htmlFor="passkey-name">Name of the passkey</label>
            </p>
            <p className="hint" id="passkey-name-hint">
              So you can tell your passkeys apart, like &quot;Work laptop&quot; or &quot;Phone&quot;.
            </p>
            <input
              id="passkey-name"
              name="passkey-name"
              type="text"
              maxLength={60}
              autoComplete="off"
              aria-describedby="passkey-name-hint"
            />
            <p>
              <label htmlFor="passkey-password">Your password, to confirm the new passkey</label>{" "}
              <input id="passkey-password" name="passkey-password" type="password" autoComplete="current-password" />
            </p>
            <PasskeyButton
              ceremony="create"
              options={`${PASSKEYS_PATH}/options`}
              verify={PASSKEYS_PATH}
              problem="passkey-problem"
              nameInput="passkey-name"
              passwordInput="passkey-password"
            >
              Add a passkey
            </PasskeyButton>
            {passkeys.length > 0 ? (
              <>
                {" "}
                <PasskeyButton
                  ceremony="create"
                  options={`${PASSKEYS_PATH}/options`}
                  verify={PASSKEYS_PATH}
                  problem="passkey-problem"
                  nameInput="passkey-name"
                  confirm={`${PASSKEYS_PATH}/confirm-options`}
                  className="secondary"
                >
                  Add a passkey, confirming with a passkey instead
                </PasskeyButton>
              </>
            ) : null}
          </div>
          <p className="hint" data-passkey-fallback>
            Adding a passkey needs a browser that supports passkeys, with JavaScript on.
          </p>
        </>
      ) : null}
    </section>
  );
}

/** Remove, confirmed with the password (a form that needs no script) or with a passkey (the script). */
function RemovePasskeyForm({
  passkey,
  problem,
  withPasskey,
}: {
  passkey: PasskeySummary;
  problem?: string;
  withPasskey: boolean;
}) {
  const field = `remove-password-${passkey.id}`;
  const action = `${PASSKEYS_PATH}/${passkey.id}/remove`;
  return (
    <form method="post" action={action} className="inline-form">
      <label htmlFor={field}>Your password, to confirm</label>{" "}
      {problem ? (
        <span className="field-error" id={`${field}-problem`}>
          {problem}{" "}
        </span>
      ) : null}
      <input
        id={field}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={problem ? `${field}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
      />{" "}
      <button type="submit" aria-label={`Remove ${passkey.name}`}>
        Remove
      </button>
      {withPasskey ? (
        <>
          {" "}
          <PasskeyButton
            ceremony="get"
            options={`${PASSKEYS_PATH}/confirm-options`}
            verify={action}
            problem="passkey-problem"
            className="secondary"
            label={`Remove ${passkey.name}, confirming with a passkey`}
          >
            Remove with a passkey instead
          </PasskeyButton>
        </>
      ) : null}
    </form>
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
