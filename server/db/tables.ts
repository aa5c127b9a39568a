/**
 * The tables as the queries see them (Kysely's schema type), one interface a
 * table. The migrations (migrations.ts) make them; each table has one module
 * that writes it (docs/ARCHITECTURE.md, "One owner per table").
 *
 * Times: ISO instants as text where people read them (received_at, at),
 * epoch milliseconds as numbers where the server computes with them
 * (next_attempt_at, leased_until, sessions).
 */
import type { ColumnType, Generated } from "kysely";

/** Written by the database itself (a generated column, or a trigger): read, never written. */
type ReadOnly<T> = ColumnType<T, never, never>;

export interface LeadsTable {
  id: string;
  /** One of contracts/lead-forms.ts's forms; the column's CHECK names the same three (migration 17). */
  form: "inquiry" | "referral" | "callback";
  /** The form's fields as JSON text. */
  fields: string;
  received_at: string;
  delivery_state: "pending" | "delivered" | "spam";
  delivered_at: string | null;
  /** Arrival order (survives VACUUM): the search index and the inbox's paging use it. */
  seq: number;
  status: ColumnType<
    "new" | "contacted" | "qualified" | "won" | "lost",
    "new" | "contacted" | "qualified" | "won" | "lost" | undefined
  >;
  assigned_to: number | null;
  read_at: string | null;
  enquiry_type: ReadOnly<string | null>;
  reference: ReadOnly<string | null>;
  first_response_ms: ReadOnly<number | null>;
  /** JSON of contracts/calculator-scenario.ts, or null. */
  scenario: string | null;
  /** Who the visitor is, from the fields through contracts/lead-forms.ts's visitor map (leads/store/visitor-columns.ts); null when the form has none. */
  visitor_name: string | null;
  /** Lowercased: the person finder matches an address in any case. */
  visitor_email: string | null;
  /** As the fields store it, normalised (+61…). */
  visitor_phone: string | null;
  /** Migration 18 (decision 019): when the first contact is due; null for spam and for leads older than the clock. */
  first_contact_due_at: string | null;
  /** When the admins are told the lead still waits (LEAD_ESCALATE_MINUTES of opening time past the due time). */
  escalate_at: string | null;
  /** A callback request's chosen window's start; null for "as soon as possible" and other forms. */
  callback_at: string | null;
  /** The first contact attempt's time; it stops the clock. */
  first_contact_at: string | null;
  /** Business minutes from arrival to the first contact attempt. */
  first_contact_minutes: number | null;
  /** 1 when the first attempt came by the due time, else 0. */
  first_contact_on_time: number | null;
  escalated_at: string | null;
  callback_reminded_at: string | null;
}

export interface LeadDeliveriesTable {
  lead_id: string;
  channel: "email" | "webhook";
  state: "pending" | "delivered" | "skipped";
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  leased_until: number | null;
  leased_by: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

export interface PrivacyAuditTable {
  id: Generated<number>;
  at: string;
  action: "retention purge" | "deletion on request";
  lead_count: number;
  reason: string;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** Migration 13: "staff" became "broker", and "editor" was added. */
  role: "admin" | "broker" | "editor";
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  enrolment_token_hash: string | null;
  enrolment_expires_at: number | null;
  enrolled_at: string | null;
  disabled_at: string | null;
  created_at: string;
  /** Migration 16: the "Available for new leads" switch, 1 or 0 (brokers start at 1). */
  available_for_leads: ColumnType<number, number | undefined, number>;
}

export interface StaffRecoveryCodesTable {
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  stage: "password" | "signed-in";
  created_at: number;
  last_seen_at: number;
}

/** Migration 22: a staff member's passkeys (server/staff/staff-passkeys.ts); never a private key. */
export interface StaffPasskeysTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url, as the browser reports it. */
  credential_id: string;
  /** The COSE public key: BLOB on SQLite, bytea on PostgreSQL. */
  public_key: Uint8Array;
  /** bigint on PostgreSQL: read through Number(). */
  counter: ColumnType<number, number | undefined, number>;
  /** JSON array of the transports the browser named. */
  transports: string;
  device_type: "singleDevice" | "multiDevice";
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** Migration 22: a ceremony's challenge, single use, bound to the session that asked (server/staff/passkey-challenges.ts). */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: "add" | "sign-in" | "second-factor" | "confirm";
  /** SHA-256 of the session cookie's value that asked. */
  session_hash: string;
  staff_id: number | null;
  expires_at: number;
}

/** Migration 22: the firm's sign-in rules, one row (server/staff/sign-in-policy.ts). */
export interface StaffSignInPolicyTable {
  id: number;
  passkey_required: number;
  changed_by: number | null;
  changed_at: string;
}

export interface InboxAuditTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  action: string;
  lead_id: string | null;
  detail: string | null;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: string;
  staff_id: number;
  at: string;
  body: string;
}

export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: string;
  staff_id: number;
  at: string;
  from_status: string;
  to_status: string;
}

export interface SignInLimitKeyTable {
  id: number;
  /** base64 of 32 random bytes: the HMAC key of every key_hash below. */
  secret: string;
}

/** key_hash: HMAC-SHA-256 of "account:EMAIL" or "address:BLOCK", never the e-mail or address itself. */
export interface SignInFailuresTable {
  key_hash: string;
  at: number;
}

export interface SignInChecksTable {
  check_id: string;
  key_hash: string;
  started_at: number;
}

export interface SignInLocksTable {
  key_hash: string;
  locked_until: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

/** Per address and form while its window lasts; the key is an HMAC, never the address (decision 007). */
export interface LeadRateLimitsTable {
  key_hash: string;
  window_started_at: number;
  count: number;
}

export interface LeadRateLimitSecretTable {
  id: number;
  secret: string;
}

/** Which server ran a daily job on a day: the one that inserted the row. */
export interface JobRunsTable {
  job: string;
  /** YYYY-MM-DD, Melbourne. */
  day: string;
  started_at: string;
}

export interface HealthChecksTable {
  id: number;
  checked_at: number;
}

/**
 * The content studio's drafts, one row a collection once saved (migration 14,
 * server/site/content/content-store.ts).
 */
export interface ContentDraftsTable {
  /** contracts/site-content.ts's collection name: "testimonials", "business". */
  collection: string;
  /** The collection as JSON; null when nothing waits to be published (the current version's value is the draft). */
  body: string | null;
  /** Grows by one with every change of what the draft is: a save is refused when it moved since the form was opened. */
  revision: number;
  updated_by: number;
  /** Epoch milliseconds. */
  updated_at: number;
}

/** Every published version of the content, whole (migration 14, content-store.ts). */
export interface ContentVersionsTable {
  number: number;
  /** The whole SiteContent (contracts/site-content.ts) as JSON. */
  body: string;
  /** Null for the first version, loaded from the repository. */
  published_by: number | null;
  /** Epoch milliseconds. */
  published_at: number;
  /** JSON: the field-by-field changes from the version before, as the history shows them. */
  changes: ColumnType<string, string | undefined, string>;
  /** JSON: the day ("2026-11-26") each page last changed in a publish, by address: the sitemap's lastmod. */
  pages_changed_on: ColumnType<string, string | undefined, string>;
  /** The version whose content a roll back brought back; null for a publish. */
  rolled_back_to: number | null;
}

/**
 * The content studio's uploaded originals, by the SHA-256 of their bytes
 * (migration 15, server/site/content/images/content-image-store.ts).
 */
export interface ContentImagesTable {
  /** Lowercase hex SHA-256 of `original`. */
  hash: string;
  /** As sniffed from the bytes: image/jpeg, image/png, image/webp or image/avif. */
  media_type: string;
  /** As the picture is seen, after its EXIF orientation. */
  width: number;
  height: number;
  byte_size: number;
  /** The file as uploaded. */
  original: Buffer;
  /** Who uploaded it first. */
  uploaded_by: number;
  /** Epoch milliseconds: when it was last uploaded (an unused upload is removed 7 days after, unused-uploads.ts). */
  uploaded_at: number;
}

/** Migration 16: an enquiry type's leads go first to these staff (server/leads/store/lead-assignment.ts). */
export interface LeadRoutingRulesTable {
  /** One of contracts/lead-forms.ts's enquiryTypes values. */
  enquiry_type: string;
  staff_id: number;
}

/** Migration 16: the round robin's memory, the seq of the last lead it gave each staff member. */
export interface LeadAssignmentTurnsTable {
  staff_id: number;
  last_seq: number;
}

/** Migration 16: the e-mail telling an assignee a lead is theirs, queued like a delivery (delivery-queue.ts). */
export interface AssignmentNoticesTable {
  id: Generated<number>;
  lead_id: string;
  staff_id: number;
  state: "pending" | "sent";
  attempts: ColumnType<number, number | undefined, number>;
  /** Epoch milliseconds. */
  next_attempt_at: number;
  leased_until: number | null;
  leased_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** Migration 18: what the notice says: a lead is yours, a lead is overdue (to the admins), or a callback is due. */
  kind: ColumnType<NoticeKind, NoticeKind | undefined, never>;
}

export type NoticeKind = "assigned" | "overdue" | "callback due";

/** Migration 18: a contact attempt a broker logged on a lead (server/inbox/leads/contact-attempts.ts). */
export interface ContactAttemptsTable {
  id: Generated<number>;
  lead_id: string;
  staff_id: number | null;
  at: string;
  channel: "call" | "email" | "sms";
  outcome: "reached" | "left a message" | "no answer";
  note: string | null;
}

/** Migration 19: a day the firm is shut, added by an admin (server/site/content/closed-dates.ts). */
export interface FirmClosedDatesTable {
  /** "2026-12-25", the firm's own date (Australia/Melbourne). */
  date: string;
  /** "Christmas Day". */
  name: string;
  added_by: number | null;
  added_at: string;
}

/**
 * PostgreSQL only (migration 21): how many clocked leads, not spam, were first
 * contacted after each number of business minutes, per Melbourne week of
 * arrival, owner and form. Kept by the leads' triggers; read by the
 * overview's first-contact figures.
 */
export interface FirstContactTalliesTable {
  /** The Melbourne Monday of the leads' arrival, YYYY-MM-DD. */
  week: string;
  /** The leads' owner (staff.id), 0 for nobody. */
  owner: number;
  form: string;
  /** Business minutes to the first contact attempt. */
  minutes: number;
  contacted: number;
  /** Of those, contacted by their due time. */
  within: number;
}

/** Every table the server reads or writes through Kysely. The search index is engine-specific SQL (inbox search). */
export interface Tables {
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  privacy_audit: PrivacyAuditTable;
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  inbox_audit: InboxAuditTable;
  lead_notes: LeadNotesTable;
  lead_status_changes: LeadStatusChangesTable;
  sign_in_limit_key: SignInLimitKeyTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_checks: SignInChecksTable;
  sign_in_locks: SignInLocksTable;
  schema_migrations: SchemaMigrationsTable;
  lead_rate_limits: LeadRateLimitsTable;
  lead_rate_limit_secret: LeadRateLimitSecretTable;
  job_runs: JobRunsTable;
  health_checks: HealthChecksTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  content_images: ContentImagesTable;
  lead_routing_rules: LeadRoutingRulesTable;
  lead_assignment_turns: LeadAssignmentTurnsTable;
  assignment_notices: AssignmentNoticesTable;
  contact_attempts: ContactAttemptsTable;
  firm_closed_dates: FirmClosedDatesTable;
  first_contact_tallies: FirstContactTalliesTable;
  staff_passkeys: StaffPasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  staff_sign_in_policy: StaffSignInPolicyTable;
}
