/**
 * Recovery codes: ten per person, shown once at enrolment, each good for one
 * sign-in when the phone with the authenticator is lost. They are random
 * (50 bits each), so they are kept as SHA-256 hashes; a copy of the database
 * still needs the person's password, which argon2id protects.
 */
import { randomInt } from "node:crypto";
import { sha256Hex } from "./sha256.ts";

export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base32: no i, l, o or u, so nothing reads as another character;
 * a typed i or l is read as 1 and o as 0.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const GROUP = 5;

/** Ten new codes, "xxxxx-xxxxx", to show the person once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${characters.slice(0, GROUP)}-${characters.slice(GROUP)}`;
  });
}

/** The code as stored: lower case, without spaces or the hyphen, look-alike letters read as digits. Null when it cannot be a recovery code. */
function canonical(typed: string): string | null {
  const code = typed
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  return code.length === GROUP * 2 && [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}

/** Whether the typed text has a recovery code's shape (so the sign-in step knows which kind of code it was given). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return canonical(typed) !== null;
}

/** The hash stored for a code (as shown or as typed), or null for text that is no code. */
export function recoveryCodeHash(typed: string): string | null {
  const code = canonical(typed);
  return code === null ? null : sha256Hex(code);
}
