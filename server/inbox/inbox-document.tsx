/**
 * The frame of every inbox page: its head (noindex, our stylesheet), a skip
 * link, the header with the inbox's sections and "Sign out", and <main>.
 * Signed-out pages (sign-in, enrolment) pass no `staff` and get no navigation.
 */
import type { ReactNode } from "react";
import { CONTENT_STUDIO_PATH, INBOX_PATH } from "../../contracts/inbox-paths.ts";
import { LEAD_ROLES, type StaffRole } from "../staff/staff-directory.ts";
import type { SignedInStaff } from "./inbox-session.ts";

export const INBOX_STYLESHEET_PATH = `${INBOX_PATH}/assets/inbox.css`;
export const INBOX_SCRIPT_PATH = `${INBOX_PATH}/assets/inbox-live.js`;
export const INBOX_PASSKEY_SCRIPT_PATH = `${INBOX_PATH}/assets/inbox-passkeys.js`;
export const INBOX_PASSKEY_LIBRARY_PATH = `${INBOX_PATH}/assets/simplewebauthn-browser.js`;

export interface InboxSection {
  href: string;
  label: string;
  /** Who sees the link: the roles its pages let in (inbox-session.ts), so no one is shown a link that answers 403. */
  roles: readonly StaffRole[];
}

const EVERYONE: readonly StaffRole[] = ["admin", "broker", "editor"];
const ADMINS: readonly StaffRole[] = ["admin"];

/** The header's sections, in order; each person sees those of their role (an editor: only Content). */
export const INBOX_SECTIONS: readonly InboxSection[] = [
  { href: INBOX_PATH, label: "Leads", roles: LEAD_ROLES },
  { href: `${INBOX_PATH}?view=first-contact`, label: "Needs first contact", roles: LEAD_ROLES },
  { href: `${INBOX_PATH}?view=spam`, label: "Spam", roles: LEAD_ROLES },
  { href: `${INBOX_PATH}/overview`, label: "Overview", roles: LEAD_ROLES },
  { href: CONTENT_STUDIO_PATH, label: "Content", roles: EVERYONE },
  { href: `${INBOX_PATH}/audit`, label: "Audit trail", roles: ADMINS },
  { href: `${INBOX_PATH}/staff`, label: "Staff", roles: ADMINS },
  { href: `${INBOX_PATH}/account`, label: "Your account", roles: EVERYONE },
];

/** The sections `role` sees, in order. */
export function sectionsFor(role: StaffRole): InboxSection[] {
  return INBOX_SECTIONS.filter((entry) => entry.roles.includes(role));
}

/** Said after a person's name beside "Sign out": a broker's is the usual case, and says nothing. */
const ROLE_NOTES: Record<StaffRole, string> = { admin: " (admin)", broker: "", editor: " (editor)" };

export interface InboxDocumentProps {
  /** The page's own title; " · Lead inbox" is added. */
  title: string;
  /** Null on the signed-out pages. */
  staff: SignedInStaff | null;
  /** The section this page belongs to (its href), marked as the current one. */
  section?: string;
  /** Pages that update themselves (the list) load the live-update script. */
  live?: boolean;
  /** Pages with passkey buttons load the passkey script and its library (passkey-script.ts). */
  passkeys?: boolean;
  children: ReactNode;
}

export function InboxDocument({ title, staff, section, live = false, passkeys = false, children }: InboxDocumentProps) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* Our own forms say which page they were on (a stale session returns there after sign-in); no other site learns an inbox address. */}
        <meta name="referrer" content="same-origin" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${title} · Lead inbox`}</title>
        {/* No icon of its own: an empty one, so the browser does not ask for /favicon.ico on every page. */}
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={INBOX_STYLESHEET_PATH} />
        {live ? <script type="module" src={INBOX_SCRIPT_PATH} /> : null}
        {passkeys ? (
          <>
            <script defer src={INBOX_PASSKEY_LIBRARY_PATH} />
            <script defer src={INBOX_PASSKEY_SCRIPT_PATH} />
          </>
        ) : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="inbox-header">
          <p className="inbox-name">Lead inbox</p>
          {staff ? (
            <>
              <nav aria-label="Inbox">
                <ul>
                  {sectionsFor(staff.role).map((entry) => (
                    <li key={entry.href}>
                      <a href={entry.href} aria-current={entry.href === section ? "page" : undefined}>
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <form method="post" action={`${INBOX_PATH}/sign-out`} className="sign-out">
                <span>
                  {staff.name}
                  {ROLE_NOTES[staff.role]}
                </span>
                <button type="submit">Sign out</button>
              </form>
            </>
          ) : null}
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
