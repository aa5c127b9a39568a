/**
 * The passkey controls the inbox's pages render for its passkey script
 * (passkey-script.ts): a button that runs a ceremony, and the alert that
 * says what went wrong. Both are rendered `hidden`: the script shows the
 * button only where passkeys can work, and the alert only with a message,
 * moving focus to it so it is read out.
 */
import type { ReactNode } from "react";

export interface PasskeyButtonProps {
  ceremony: "create" | "get";
  /** Where the options are asked for; the answer goes to `verify`. */
  options: string;
  verify: string;
  /** The PasskeyProblem's id. */
  problem: string;
  next?: string;
  /** The id of the input naming a new passkey. */
  nameInput?: string;
  /** The id of the password input confirming a new passkey (sent as `password`). */
  passwordInput?: string;
  /** Where a confirming passkey ceremony's options are asked for: its answer goes with the options request. */
  confirm?: string;
  className?: string;
  label?: string;
  children: ReactNode;
}

export function PasskeyButton({
  ceremony,
  options,
  verify,
  problem,
  next,
  nameInput,
  passwordInput,
  confirm,
  className,
  label,
  children,
}: PasskeyButtonProps) {
  return (
    <button
      type="button"
      hidden
      className={className}
      aria-label={label}
      data-passkey-ceremony={ceremony}
      data-passkey-options={options}
      data-passkey-verify={verify}
      data-passkey-problem={problem}
      data-passkey-next={next}
      data-passkey-name={nameInput}
      data-passkey-password={passwordInput}
      data-passkey-confirm={confirm}
    >
      {children}
    </button>
  );
}

export function PasskeyProblem({ id }: { id: string }) {
  return <p className="alert" role="alert" id={id} tabIndex={-1} hidden />;
}
