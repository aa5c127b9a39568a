/**
 * The enrolment link's pages: choose a password, add the authenticator and
 * confirm it with a code, then the recovery codes (shown once). And the one
 * page for a link that no longer works, whatever the reason.
 */
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import type { Enrolment } from "../../staff/staff-enrolment.ts";
import { PASSWORD_MIN_CHARACTERS } from "../../staff/staff-password.ts";
import { InboxDocument } from "../inbox-document.tsx";
import type { SignedInStaff } from "../inbox-session.ts";
import { Field, type FieldProblem, ProblemSummary, problemOf, titled } from "./sign-in-fields.tsx";

export interface EnrolPasswordPageProps {
  enrolment: Enrolment;
  /** The link's address; the form posts to `${link}/password`. */
  link: string;
  problems?: readonly FieldProblem[];
}

export function EnrolPasswordPage({ enrolment, link, problems = [] }: EnrolPasswordPageProps) {
  return (
    <InboxDocument title={titled("Set up your account: password", problems)} staff={null}>
      <div className="narrow">
        <h1>Set up your account</h1>
        <p>
          Welcome, {enrolment.name}. Step 1 of 3: choose a password for <strong>{enrolment.email}</strong>.
        </p>
        <ProblemSummary problems={problems} />
        <form method="post" action={`${link}/password`} noValidate>
          {/* Read-only, so a password manager saves the new password under the right name. */}
          <Field
            id="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            defaultValue={enrolment.email}
            readOnly
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_CHARACTERS} characters. A few unrelated words make a strong one that is easy to type. Common and leaked passwords are refused.`}
            problem={problemOf(problems, "password")}
          />
          <Field
            id="password-again"
            label="Password again"
            type="password"
            autoComplete="new-password"
            problem={problemOf(problems, "password-again")}
          />
          <button type="submit">Continue</button>
        </form>
      </div>
    </InboxDocument>
  );
}

export interface EnrolAuthenticatorPageProps {
  enrolment: Enrolment;
  link: string;
  /** The QR code of the otpauth:// address, as SVG markup from the qrcode package (no style attributes, so the CSP allows it). */
  qrSvg: string;
  /** The key in groups of four. */
  authenticatorKey: string;
  problems?: readonly FieldProblem[];
}

export function EnrolAuthenticatorPage({
  enrolment,
  link,
  qrSvg,
  authenticatorKey,
  problems = [],
}: EnrolAuthenticatorPageProps) {
  return (
    <InboxDocument title={titled("Set up your account: authenticator", problems)} staff={null}>
      <div className="narrow">
        <h1>Set up your account</h1>
        <h2>Step 2 of 3: add the inbox to an authenticator app</h2>
        <p>
          Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password),
          choose to add an account, and scan this code.
        </p>
        <figure
          className="qr-code"
          role="img"
          aria-label={`QR code that adds the Lead inbox for ${enrolment.email} to an authenticator app`}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p>Cannot scan it? Choose to enter a key instead, and type this one:</p>
        <dl className="authenticator-key">
          <dt>Account</dt>
          <dd>{enrolment.email}</dd>
          <dt>Key</dt>
          <dd>
            <code>{authenticatorKey}</code>
          </dd>
          <dt>Type</dt>
          <dd>Time-based, 6 digits</dd>
        </dl>
        <h2>Step 3 of 3: confirm with a code</h2>
        <ProblemSummary problems={problems} />
        <form method="post" action={`${link}/authenticator`} noValidate>
          <Field
            id="code"
            label="Code from the app"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="The 6 digits the app now shows for the Lead inbox."
            problem={problemOf(problems, "code")}
            maxLength={16}
          />
          <button type="submit">Confirm</button>
        </form>
        <p>
          <a href={`${link}/password`}>Choose a different password</a>
        </p>
      </div>
    </InboxDocument>
  );
}

export interface RecoveryCodesPageProps {
  staff: SignedInStaff;
  codes: readonly string[];
}

export function RecoveryCodesPage({ staff, codes }: RecoveryCodesPageProps) {
  return (
    <InboxDocument title="Your recovery codes" staff={staff}>
      <div className="narrow">
        <h1>Your recovery codes</h1>
        <p className="notice" role="status">
          Your account is set up and you are signed in.
        </p>
        <p>
          If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. Keep
          them somewhere safe, such as a password manager or on paper: <strong>they are shown only this once.</strong>
        </p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>
          <a className="button" href={INBOX_PATH}>
            I have saved them: go to the inbox
          </a>
        </p>
      </div>
    </InboxDocument>
  );
}

export const ENROLMENT_GONE_MESSAGE =
  "This enrolment link has expired or has been used. Ask an admin for a new one: npm run staff -- reset EMAIL";

export function EnrolmentGonePage() {
  return (
    <InboxDocument title="Enrolment link not valid" staff={null}>
      <div className="narrow">
        <h1>This link no longer works</h1>
        <p>
          This enrolment link has expired or has been used. Ask an admin for a new one:{" "}
          <code>npm run staff -- reset EMAIL</code>
        </p>
        <p>
          Already set up? <a href={`${INBOX_PATH}/sign-in`}>Sign in</a>.
        </p>
      </div>
    </InboxDocument>
  );
}
