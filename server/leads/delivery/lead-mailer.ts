/**
 * E-mails a lead to the brokerage: a readable plain-text part and an HTML
 * part listing every field, Reply-To the visitor so a broker can answer with
 * one click. Visitors' words go into headers and HTML, so both are made safe
 * here even though the shared schema already refuses most of the bad input.
 */
import nodemailer from "nodemailer";
import { enquiryTypes, fieldLabel, leadFieldOrder, visitorOf } from "../../../contracts/lead-forms.ts";
import { isLoopbackHost } from "../../config.ts";
import { type ScenarioRecord, scenarioRecord } from "../store/lead-scenario.ts";
import type { DueNotice, StoredLead } from "../store/lead-store.ts";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { spokenDate, spokenTime } from "../../../contracts/business-clock.ts";
import { melbourneDateTime } from "../melbourne-time.ts";

export interface LeadEmail {
  messageId: string;
  from: string;
  to: string;
  replyTo: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface LeadMailer {
  /** Resolves only once the SMTP server accepted the message for the recipient; rejects otherwise. */
  send(lead: StoredLead): Promise<void>;
  /** Tells a staff member a lead is theirs, overdue or due a callback (composeStaffNotice); resolves once accepted. */
  sendNotice(notice: DueNotice): Promise<void>;
  close(): void;
}

export interface LeadMailerSettings {
  /** smtps://... (TLS from the start) or smtp://... (STARTTLS required unless `allowPlaintext`). */
  smtpUrl: string;
  from: string;
  to: string;
  /** SITE_URL: the public site, where a scenario's link leads. */
  siteUrl: string;
  /** SMTP_ALLOW_PLAINTEXT: smtp:// without STARTTLS, honoured only for a loopback host. */
  allowPlaintext?: boolean;
  /** The only certificate authority to trust (PEM), in place of the system's: for tests, whose server signs its own certificate. */
  ca?: string;
}

export function createLeadMailer(settings: LeadMailerSettings): LeadMailer {
  const transport = nodemailer.createTransport({
    ...connectionOptions(settings),
    // A mail server that hangs must not hold the outbox (or a shutdown) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Lead e-mails carry visitors' text only: never let it pull in files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const sendAccepted = async (email: Parameters<typeof transport.sendMail>[0]) => {
    const info = await transport.sendMail(email);
    if (!info.accepted.length || info.rejected.length) {
      throw Object.assign(new Error(`The SMTP server did not accept the recipient (${info.response})`), {
        code: "EENVELOPE",
      });
    }
  };
  return {
    async send(lead) {
      await sendAccepted(composeLeadEmail(lead, settings));
    },
    async sendNotice(notice) {
      await sendAccepted(composeStaffNotice(notice, settings));
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Where and how to connect, from SMTP_URL. The address is read here rather
 * than handed to nodemailer as `url`, whose query settings (?ignoreTLS=true,
 * ?tls.rejectUnauthorized=false) would override the ones below. A lead is
 * personal information: over smtp:// the connection must be upgraded with
 * STARTTLS (requireTLS), and a server that does not offer it gets nothing,
 * so the lead stays pending and is retried. Only a relay on this machine may
 * be spoken to in plain text, and only when SMTP_ALLOW_PLAINTEXT says so.
 */
function connectionOptions(settings: LeadMailerSettings) {
  const url = new URL(settings.smtpUrl);
  const secure = url.protocol === "smtps:";
  const plaintext = !secure && settings.allowPlaintext === true && isLoopbackHost(url.hostname);
  const auth =
    url.username || url.password
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined;
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !plaintext,
    // Plain text was asked for: a local relay's STARTTLS (often with a certificate for another name) would only fail.
    ignoreTLS: plaintext,
    ...(auth ? { auth } : {}),
    // The certificate is always checked (nodemailer's default, said here so no option turns it off).
    tls: { rejectUnauthorized: true, ...(settings.ca ? { ca: settings.ca } : {}) },
  };
}

/** What a lead's e-mail needs besides the lead: who it is from and to, and the site a scenario's link leads to. */
export type LeadEmailSettings = Pick<LeadMailerSettings, "from" | "to" | "siteUrl">;

/** The message for one lead, ready for nodemailer; pure, so it can be read in tests. */
export function composeLeadEmail(lead: StoredLead, settings: LeadEmailSettings): LeadEmail {
  const visitor = visitorOf(lead.form, lead.fields);
  const visitorName = oneLine(visitor.name);
  const subject = leadSubject(lead);
  const rows = fieldRows(lead);
  const received = melbourneTime(lead.receivedAt);
  const domain = settings.from.split("@").at(-1) ?? "localhost";
  const scenario = lead.scenario ? scenarioRecord(lead.scenario, settings.siteUrl) : undefined;

  const text = [
    subject,
    "",
    ...rows.map(({ label, value }) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(scenario ? ["", ...scenarioText(scenario)] : []),
    "",
    `Received: ${received} (Melbourne time)`,
    `Lead id: ${lead.id}`,
    "",
  ].join("\n");

  const html = [
    "<!doctype html>",
    '<html lang="en-AU"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(htmlRow),
    "</table>",
    ...(scenario ? scenarioHtml(scenario) : []),
    `<p style="color:#4b5563;font-size:13px">Received ${escapeHtml(received)} (Melbourne time)<br>Lead id ${escapeHtml(lead.id)}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    // The lead id makes a resend (after a crash between "accepted" and "marked") recognisable as the same message.
    messageId: `<lead-${lead.id}@${domain}>`,
    from: settings.from,
    to: settings.to,
    replyTo: visitor.email ? { name: visitorName, address: oneLine(visitor.email) } : undefined,
    subject,
    text,
    html,
    headers: { "X-Lead-Id": lead.id },
  };
}

/** The e-mail that tells a staff member a lead is theirs. */
export interface AssignmentNoticeEmail {
  messageId: string;
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** What a notice needs to know besides the notice: who it is from, and the site the inbox link is on. */
type NoticeSettings = Pick<LeadMailerSettings, "from" | "siteUrl">;

/** The e-mail for a notice of any kind: assigned, overdue or callback due. */
export function composeStaffNotice(notice: DueNotice, settings: NoticeSettings): AssignmentNoticeEmail {
  switch (notice.kind) {
    case "overdue":
      return composeOverdueNotice(notice, settings);
    case "callback due":
      return composeCallbackReminder(notice, settings);
    default:
      return composeAssignmentNotice(notice, settings);
  }
}

/**
 * "New lead for you: Mia Tran (First Home)": the lead's name, its enquiry
 * type and the link to it in the inbox, and nothing else of it. The message
 * and the contact details are behind the sign-in; a staff member's mailbox
 * (a phone's lock screen, a forward) is not. Plain text, so no visitor's text
 * is ever read as markup.
 */
export function composeAssignmentNotice(notice: DueNotice, settings: NoticeSettings): AssignmentNoticeEmail {
  const { name, kind, link } = noticeParts(notice, settings);
  const subject = `New lead for you: ${name} (${kind})`;
  return {
    ...noticeEnvelope(notice, settings, "assigned"),
    subject,
    text: [
      `${oneLine(notice.to.name)}, a new lead is yours.`,
      "",
      `Name: ${name}`,
      `Enquiry type: ${kind}`,
      "",
      `Open it in the inbox: ${link}`,
      "",
      "The message and the contact details are in the inbox, after you sign in.",
      "",
    ].join("\n"),
  };
}

/**
 * "Overdue: Business Purchase lead from Sam Citizen, owned by Rae Routed", to
 * each admin once a lead has waited LEAD_ESCALATE_MINUTES past its
 * first-contact deadline (decision 019): the lead's name, enquiry type, owner
 * and when it was due, and the link where they can reassign it. As with the
 * assignee's notice, nothing the visitor wrote beyond the name.
 */
export function composeOverdueNotice(notice: DueNotice, settings: NoticeSettings): AssignmentNoticeEmail {
  const { name, kind, link } = noticeParts(notice, settings);
  const owner = notice.ownerName === null ? "nobody" : oneLine(notice.ownerName);
  const subject = `Overdue: ${kind} lead from ${name}, owned by ${owner}`;
  return {
    ...noticeEnvelope(notice, settings, "overdue"),
    subject,
    text: [
      `${oneLine(notice.to.name)}, nobody has tried to contact this lead yet.`,
      "",
      `Name: ${name}`,
      `Enquiry type: ${kind}`,
      `Owner: ${owner}`,
      ...(notice.dueAt ? [`First contact was due: ${melbourneWords(notice.dueAt)} (Melbourne time)`] : []),
      "",
      `Open it in the inbox to reassign it: ${link}`,
      "",
      "The message and the contact details are in the inbox, after you sign in.",
      "",
    ].join("\n"),
  };
}

/**
 * "A callback is due at 10 am", to the lead's owner ten minutes before the
 * window the visitor chose. No personal detail at all, not even the name:
 * a reminder is read on a lock screen in front of anyone. The time, the form
 * and the link say which lead; the rest is behind the sign-in.
 */
export function composeCallbackReminder(notice: DueNotice, settings: NoticeSettings): AssignmentNoticeEmail {
  const { link } = noticeParts(notice, settings);
  const at = notice.callbackAt ?? notice.dueAt;
  const time = at ? spokenTime(melbourneDateTime(at).slice(11)) : "now";
  const subject = at ? `A callback is due at ${time}` : "A callback is due";
  return {
    ...noticeEnvelope(notice, settings, "callback"),
    subject,
    text: [
      `${oneLine(notice.to.name)}, a visitor asked us to call them back.`,
      "",
      ...(at ? [`When: ${melbourneWords(at)} (Melbourne time)`] : []),
      `Form: ${formName(notice.form)}`,
      "",
      `Open it in the inbox for the name and number: ${link}`,
      "",
    ].join("\n"),
  };
}

/** The lead's name (one line, no encoded words), its enquiry type as the form shows it, and its inbox link. */
function noticeParts(notice: DueNotice, settings: NoticeSettings): { name: string; kind: string; link: string } {
  const name = oneLine(notice.visitorName).replaceAll("=?", "= ?").slice(0, 120) || "(no name given)";
  const kind =
    notice.enquiryType === null
      ? formName(notice.form)
      : (enquiryTypes.find((type) => type.value === notice.enquiryType)?.label ?? oneLine(notice.enquiryType));
  const link = `${settings.siteUrl}${INBOX_PATH}/leads/${encodeURIComponent(notice.leadId)}`;
  return { name, kind, link };
}

/** Whom a notice goes to and its Message-ID, which stays the same if it is sent again after a crash. */
function noticeEnvelope(
  notice: DueNotice,
  settings: NoticeSettings,
  idPrefix: string,
): Pick<AssignmentNoticeEmail, "messageId" | "from" | "to" | "headers"> {
  const domain = settings.from.split("@").at(-1) ?? "localhost";
  return {
    messageId: `<${idPrefix}-${notice.id}@${domain}>`,
    from: settings.from,
    to: { name: oneLine(notice.to.name), address: notice.to.email },
    headers: { "X-Lead-Id": notice.leadId },
  };
}

/** "Referral", "Callback": a form's name as a heading says it. */
function formName(form: string): string {
  return form.charAt(0).toUpperCase() + form.slice(1);
}

/** "Wednesday 25 November at 10:15 am": an instant as the firm's clock read it. */
function melbourneWords(iso: string): string {
  const [date = "", time = "00:00"] = melbourneDateTime(iso).split(" ");
  return `${spokenDate(date)} at ${spokenTime(time)}`;
}

const CELL = "padding:6px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top";

function htmlRow({ label, value }: { label: string; value: string }): string {
  return (
    `<tr><th scope="row" style="${CELL};text-align:left;white-space:nowrap">${escapeHtml(label)}</th>` +
    `<td style="${CELL};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`
  );
}

/**
 * What the e-mail says of the lines: the visitor's browser sent them, so they
 * are worth a check against the link, which our own site recomputes. The link
 * comes first, before any line a stranger wrote.
 */
const SCENARIO_NOTE = "Figures as the visitor's browser sent them; the link recomputes them on our site.";

/** The scenario in the plain-text part: the calculator, the link, then its lines "label: value". */
function scenarioText(scenario: ScenarioRecord): string[] {
  const lines = (heading: string, each: ScenarioRecord["inputs"]) => [
    heading,
    ...each.map(({ label, value }) => `  ${label}: ${value}`),
  ];
  return [
    `Calculator scenario: ${scenario.calculatorName}`,
    `Recreate it: ${scenario.link}`,
    SCENARIO_NOTE,
    ...lines("Inputs", scenario.inputs),
    ...lines("Results", scenario.results),
  ];
}

/** The scenario in the HTML part: the link, then a short table of its inputs and results. */
function scenarioHtml(scenario: ScenarioRecord): string[] {
  const heading = (text: string) =>
    `<tr><th scope="colgroup" colspan="2" style="${CELL};text-align:left;background:#f3f4f6">${text}</th></tr>`;
  const link = escapeHtml(scenario.link);
  return [
    `<h2 style="font-size:16px;margin:20px 0 8px">Calculator scenario: ${escapeHtml(scenario.calculatorName)}</h2>`,
    `<p style="margin:0 0 8px">Recreate it: <a href="${link}">${link}</a><br>${escapeHtml(SCENARIO_NOTE)}</p>`,
    '<table style="border-collapse:collapse">',
    heading("Inputs"),
    ...scenario.inputs.map(htmlRow),
    heading("Results"),
    ...scenario.results.map(htmlRow),
    "</table>",
  ];
}

/** "New inquiry from Mia Tran": never more than one line, whatever the name holds. Exported, like escapeHtml, for its own tests. */
export function leadSubject(lead: Pick<StoredLead, "form" | "fields">): string {
  // A mail reader decodes "=?utf-8?q?...?=" in a subject as an encoded word
  // (RFC 2047): a name spelling one would be read as other text, a line
  // break even, so it is broken up. Found by the rendering fuzz test.
  const name = oneLine(visitorOf(lead.form, lead.fields).name).replaceAll("=?", "= ?").slice(0, 120);
  return name ? `New ${lead.form} from ${name}` : `New ${lead.form} from the website`;
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Every field of the lead with its label, in form order; a field we have no label for still shows. */
function fieldRows(lead: StoredLead): { label: string; value: string }[] {
  const known: string[] = [...leadFieldOrder[lead.form]];
  const names = [...known, ...Object.keys(lead.fields).filter((name) => !known.includes(name))];
  // fieldLabel reads own labels only: a field named "constructor" or
  // "toString" labelled with Object.prototype's function would fail the
  // e-mail, and with it every retry of its delivery.
  return names
    .filter((name) => lead.fields[name] !== undefined)
    .map((name) => ({ label: fieldLabel(name), value: displayValue(name, lead.fields[name] ?? "") }));
}

/** The enquiry type as the visitor saw it in the form ("Commercial Property Loan"); line breaks as one kind. */
function displayValue(name: string, value: string): string {
  const shown = name === "enquiryType" ? (enquiryTypes.find((type) => type.value === value)?.label ?? value) : value;
  return shown.replace(/\r\n?/g, "\n");
}

/** Line breaks and other control characters would end a header early: each run of them becomes one space. */
function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const melbourneFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Melbourne",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZoneName: "short",
});

function melbourneTime(iso: string): string {
  return melbourneFormat.format(new Date(iso));
}
