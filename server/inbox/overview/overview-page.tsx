/**
 * GET /inbox/overview, for admins and brokers: the last 12 weeks at a
 * glance. Leads per week (a chart, and the same numbers as tables, by form
 * and by enquiry type), where they heard about us, how long a lead waits,
 * at the median, for its first status change, and how fast the firm makes
 * first contact (first-contact-section.tsx).
 */
import type { FastifyInstance } from "fastify";
import { enquiryTypes, references } from "../../../contracts/lead-forms.ts";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { enquiryTypeLabel, FORM_LABELS } from "../leads/field-labels.ts";
import { DataTable } from "../data-table.tsx";
import { InboxDocument } from "../inbox-document.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import { requireLeadAccess, type SignedInStaff } from "../inbox-session.ts";
import { melbourneDay } from "../inbox-time.tsx";
import type { LeadPagesContext } from "../leads/lead-pages-context.ts";
import { WeeklyChart } from "./overview-chart.tsx";
import { type FirstContactFigures, readFirstContactFigures } from "./first-contact-figures.ts";
import { FirstContactSection } from "./first-contact-section.tsx";
import { type InboxOverview, readOverview } from "./overview-queries.ts";

export const OVERVIEW_PATH = `${INBOX_PATH}/overview`;

export function registerOverviewPage(inbox: FastifyInstance, context: LeadPagesContext): void {
  inbox.get(OVERVIEW_PATH, async (request, reply) => {
    const staff = requireLeadAccess(request, reply, "see the overview");
    if (!staff) return reply;
    const now = context.now();
    const overview = await readOverview(context.database, now);
    const speed = await readFirstContactFigures(context.database, now, context.config.LEAD_RESPONSE_MINUTES);
    return sendInboxPage(reply, <OverviewPage staff={staff} overview={overview} speed={speed} />);
  });
}

/** "3 hours 12 minutes": how long, in the words a person would say. */
export function durationWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "under a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count.toLocaleString("en-AU")} ${unit}${count === 1 ? "" : "s"}`;
  if (hours === 0) return part(rest, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
}

/** The keys in the forms' own order first, then any others seen (an older form's), so columns never move. */
function ordered(known: readonly string[], seen: Iterable<string>): string[] {
  const others = [...new Set(seen)].filter((key) => !known.includes(key)).sort();
  return [...known, ...others];
}

function OverviewPage({
  staff,
  overview,
  speed,
}: {
  staff: SignedInStaff;
  overview: InboxOverview;
  speed: FirstContactFigures;
}) {
  const { weeks } = overview;
  const forms = ordered(
    Object.keys(FORM_LABELS),
    weeks.flatMap((week) => Object.keys(week.byForm)),
  );
  const types = ordered(
    enquiryTypes.map((type) => type.value),
    weeks.flatMap((week) => Object.keys(week.byEnquiryType)),
  );
  const sources = ordered(references, Object.keys(overview.byReference));
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <InboxDocument title="Overview" staff={staff} section={OVERVIEW_PATH}>
      <h1>Overview</h1>
      <p>
        The last {weeks.length} weeks: {total.toLocaleString("en-AU")} {total === 1 ? "lead" : "leads"}, not counting
        spam. Weeks start on Monday, Melbourne time.
      </p>
      <WeeklyChart weeks={weeks} describedBy="by-form-caption" />

      <h2>Leads per week</h2>
      <DataTable
        id="by-form"
        caption="Leads per week by form"
        columns={[
          "Week starting",
          ...forms.map((form) => FORM_LABELS[form as keyof typeof FORM_LABELS] ?? form),
          "Total",
        ]}
      >
        {weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row">{melbourneDay(week.start)}</th>
            {forms.map((form) => (
              <td key={form}>{week.byForm[form] ?? 0}</td>
            ))}
            <td>{week.total}</td>
          </tr>
        ))}
      </DataTable>

      <DataTable
        id="by-type"
        caption="Leads per week by enquiry type (inquiries only: referrals have none)"
        columns={["Week starting", ...types.map((type) => enquiryTypeLabel(type))]}
      >
        {weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row">{melbourneDay(week.start)}</th>
            {types.map((type) => (
              <td key={type}>{week.byEnquiryType[type] ?? 0}</td>
            ))}
          </tr>
        ))}
      </DataTable>

      <h2>Where they heard about us</h2>
      <DataTable
        id="by-reference"
        caption={<>How inquirers heard about us, over the {weeks.length} weeks</>}
        columns={["Heard through", "Leads"]}
      >
        {sources.map((source) => (
          <tr key={source}>
            <th scope="row">{source}</th>
            <td>{overview.byReference[source] ?? 0}</td>
          </tr>
        ))}
      </DataTable>

      <h2>Time to first response</h2>
      <p>
        {overview.medianFirstResponseMs === null
          ? `No lead of these ${weeks.length} weeks has had its status changed yet.`
          : `At the median, a lead waited ${durationWords(overview.medianFirstResponseMs)} from arriving to its first status change (over the leads of these ${weeks.length} weeks that have had one).`}
      </p>

      <FirstContactSection speed={speed} />
    </InboxDocument>
  );
}
