/**
 * Routing rules (/inbox/staff/routing), admins only: for each enquiry type
 * the forms offer (contracts/lead-forms.ts), the admins and brokers its new
 * leads go to first, in turn, while any of them is available; otherwise the
 * round robin as usual (server/leads/store/lead-assignment.ts). One form per
 * enquiry type; each save is an audit line naming the type and the people.
 * An unknown enquiry type, or someone who cannot take leads, is refused with
 * a message naming it, and nothing changes.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { enquiryTypes } from "../../../contracts/lead-forms.ts";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { openRoutingRules, type RoutingRule, RoutingRuleError } from "../../leads/store/lead-assignment.ts";
import type { ActiveStaffMember } from "../../staff/staff-directory.ts";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireAdminPage } from "../inbox-refusals.tsx";
import { formField, queryValue } from "../inbox-request.ts";
import type { SignedInStaff } from "../inbox-session.ts";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";

export const ROUTING_PATH = `${INBOX_PATH}/staff/routing`;

const labelOf = (value: string) => enquiryTypes.find((type) => type.value === value)?.label ?? value;

/** Every value of a form field sent once or many times (checkboxes). */
function formValues(request: FastifyRequest, name: string): string[] {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  const values = Array.isArray(value) ? value : [value];
  return values.filter((each): each is string => typeof each === "string");
}

export function registerRoutingPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  const rules = openRoutingRules(context.database);

  const page = async (staff: SignedInStaff, extra: { saved?: string; problem?: string } = {}) => (
    <RoutingPage
      staff={staff}
      rules={await rules.list()}
      people={await context.staffDirectory.activeStaff()}
      {...extra}
    />
  );

  inbox.get(ROUTING_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "set routing rules");
    if (!staff) return reply;
    const saved = queryValue(request, "saved");
    return sendInboxPage(reply, await page(staff, saved === undefined ? {} : { saved }));
  });

  inbox.post(ROUTING_PATH, async (request, reply) => {
    const staff = requireAdminPage(request, reply, "set routing rules");
    if (!staff) return reply;
    const enquiryType = formField(request, "enquiry_type") ?? "";
    const chosen = formValues(request, "staff");
    const ids = chosen.map((each) => (/^\d{1,9}$/.test(each) ? Number(each) : NaN));
    try {
      if (ids.some((id) => !Number.isSafeInteger(id)))
        throw new RoutingRuleError("Send first to: choose admins and brokers from the list.");
      await rules.set(enquiryType, ids);
    } catch (error) {
      if (!(error instanceof RoutingRuleError)) throw error;
      return sendInboxPage(reply, await page(staff, { problem: error.message }), 400);
    }
    const people = await context.staffDirectory.activeStaff();
    const names = ids.map((id) => people.find((person) => person.id === id)?.name ?? `staff ${id}`);
    await context.audit.record({
      staffId: staff.id,
      action: "changed routing rule",
      detail: `${labelOf(enquiryType)} → ${names.length > 0 ? names.join(", ") : "the round robin"}`,
    });
    return reply.redirect(`${ROUTING_PATH}?saved=${encodeURIComponent(enquiryType)}`, 303);
  });
}

interface RoutingPageProps {
  staff: SignedInStaff;
  rules: readonly RoutingRule[];
  people: readonly ActiveStaffMember[];
  saved?: string;
  problem?: string;
}

function RoutingPage({ staff, rules, people, saved, problem }: RoutingPageProps) {
  return (
    <InboxDocument title="Routing rules" staff={staff} section={`${INBOX_PATH}/staff`}>
      <h1>Routing rules</h1>
      <p>
        A new lead goes in turn to the staff available for new leads. Here an enquiry type can go first to named people
        (for example Business Purchase to the business lending team): the one of them given a lead least recently gets
        it, while any of them is available. With none of them available, the round robin takes it as usual.
      </p>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      {saved !== undefined && !problem ? (
        <p className="notice" role="status">
          Saved the rule for {labelOf(saved)}.
        </p>
      ) : null}
      {rules.map((rule, index) => (
        <form key={rule.enquiryType} method="post" action={ROUTING_PATH} className="routing-rule">
          <input type="hidden" name="enquiry_type" value={rule.enquiryType} />
          <fieldset>
            <legend>{labelOf(rule.enquiryType)}: send first to</legend>
            {people.length === 0 ? <p>No one can take leads yet.</p> : null}
            {people.map((person) => (
              <p key={person.id} className="check">
                <input
                  type="checkbox"
                  id={`rule-${index}-${person.id}`}
                  name="staff"
                  value={String(person.id)}
                  defaultChecked={rule.staffIds.includes(person.id)}
                />{" "}
                <label htmlFor={`rule-${index}-${person.id}`}>{person.name}</label>
              </p>
            ))}
          </fieldset>
          <button type="submit">Save {labelOf(rule.enquiryType)}</button>
        </form>
      ))}
    </InboxDocument>
  );
}
