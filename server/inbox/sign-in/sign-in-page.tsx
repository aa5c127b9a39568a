/**
 * The two steps of signing in: e-mail and password, then the code from the
 * authenticator app (or a recovery code). Plain forms that post; no script.
 */
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { InboxDocument } from "../inbox-document.tsx";
import { SIGN_IN_PATH } from "../inbox-session.ts";
import { PasskeyButton, PasskeyProblem } from "../passkey-controls.tsx";
import { Field, type FieldProblem, ProblemSummary, problemOf, titled } from "./sign-in-fields.tsx";

export const SIGN_IN_CODE_PATH = `${SIGN_IN_PATH}/code`;
export const SIGN_OUT_PATH = `${INBOX_PATH}/sign-out`;

/** Notices the sign-in page shows when sent back to it. */
export const SIGN_IN_NOTICES = {
  "signed-out": "You have signed out.",
  "start-again": "That sign-in has ended: the code must follow the password within 5 minutes. Start again.",
} as const;
export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

/** Where a sign-in goes back to: a hidden field on both steps. */
function NextField({ next }: { next: string }) {
  return next === INBOX_PATH ? null : <input type="hidden" name="next" value={next} />;
}

export interface SignInPageProps {
  next: string;
  /** Where "Sign in with a passkey" asks (passkey-sign-in-routes.ts); none when this address cannot have passkeys. */
  passkeyPath?: string;
  email?: string;
  notice?: SignInNotice;
  problems?: readonly FieldProblem[];
}

export function SignInPage({ next, email, notice, passkeyPath, problems = [] }: SignInPageProps) {
  return (
    <InboxDocument title={titled("Sign in", problems)} staff={null} passkeys={Boolean(passkeyPath)}>
      <div className="narrow">
        <h1>Sign in</h1>
        {notice ? (
          <p className="notice" role="status">
            {SIGN_IN_NOTICES[notice]}
          </p>
        ) : null}
        <ProblemSummary problems={problems} />
        <form method="post" action={SIGN_IN_PATH} noValidate>
          <NextField next={next} />
          <Field
            id="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            defaultValue={email}
            problem={problemOf(problems, "email")}
            maxLength={254}
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            problem={problemOf(problems, "password")}
          />
          <button type="submit">Continue</button>
        </form>
        {passkeyPath ? (
          <div className="passkey-choice">
            <PasskeyProblem id="passkey-problem" />
            <PasskeyButton
              ceremony="get"
              options={`${passkeyPath}/options`}
              verify={passkeyPath}
              problem="passkey-problem"
              next={next === INBOX_PATH ? undefined : next}
              className="secondary"
            >
              Sign in with a passkey
            </PasskeyButton>
          </div>
        ) : null}
        <p className="hint">
          Accounts are made by an admin. Forgotten your password or lost your phone? Ask an admin to reset your account.
        </p>
      </div>
    </InboxDocument>
  );
}

export interface CodePageProps {
  next: string;
  /** Where "Use a passkey instead" asks; none when this address cannot have passkeys. */
  passkeyPath?: string;
  problems?: readonly FieldProblem[];
}

export function CodePage({ next, passkeyPath, problems = [] }: CodePageProps) {
  return (
    <InboxDocument title={titled("Enter your code", problems)} staff={null} passkeys={Boolean(passkeyPath)}>
      <div className="narrow">
        <h1>Enter your code</h1>
        <ProblemSummary problems={problems} />
        <form method="post" action={SIGN_IN_CODE_PATH} noValidate>
          <NextField next={next} />
          <Field
            id="code"
            label="Code"
            type="text"
            autoComplete="one-time-code"
            hint="The 6 digits your authenticator app shows for the Lead inbox. Lost your phone? Enter one of your recovery codes instead."
            problem={problemOf(problems, "code")}
            maxLength={32}
          />
          <button type="submit">Sign in</button>
        </form>
        {passkeyPath ? (
          <div className="passkey-choice">
            <PasskeyProblem id="passkey-problem" />
            <PasskeyButton
              ceremony="get"
              options={`${passkeyPath}/options`}
              verify={passkeyPath}
              problem="passkey-problem"
              next={next === INBOX_PATH ? undefined : next}
              className="secondary"
            >
              Use a passkey instead
            </PasskeyButton>
          </div>
        ) : null}
        <p>
          <a href={SIGN_IN_PATH}>Start again</a>
        </p>
      </div>
    </InboxDocument>
  );
}
