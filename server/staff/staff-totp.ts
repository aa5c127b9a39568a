/**
 * The authenticator codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds, the
 * settings every authenticator app reads from the QR code), through otpauth.
 *
 * A code is accepted one step either side of now, for a phone clock a little
 * off, and only at a step later than the last one accepted: a code seen over
 * someone's shoulder, or replayed, is refused.
 */
import { Secret, TOTP } from "otpauth";

/** What the authenticator app shows above the codes (no brand in server code). */
export const TOTP_ISSUER = "Lead inbox";
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";
/** Steps either side of now that are still accepted. */
const WINDOW = 1;

/** A new key: 20 random bytes (RFC 4226's recommended 160 bits), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, email = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// address the QR code holds. */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The key as a person types it into an app: groups of four, "JBSW Y3DP EHPK 3PXP". */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The time step `now` falls in. */
export function totpStep(now: number): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now });
}

/** Six digits, with the spaces some apps show ("123 456") taken out; anything else is not a code. */
export function typedTotpCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step `code` belongs to when it is right at `now` (±1 step) and
 * later than `lastStep`; otherwise null. The caller stores the step it gets,
 * so the same code cannot be used again.
 */
export function acceptedTotpStep(secret: string, typed: string, lastStep: number | null, now: number): number | null {
  const code = typedTotpCode(typed);
  if (!code) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
