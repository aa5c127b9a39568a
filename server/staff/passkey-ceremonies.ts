/**
 * The passkey ceremonies of the staff inbox, on SimpleWebAuthn
 * (docs/decisions/020-passkeys-for-staff.md): the options a browser is
 * given, and the checks an answer must pass before a passkey is added or
 * used. The routes (server/inbox/) only carry them over HTTP.
 *
 * Every answer is checked in this order, and the first failure is the
 * refusal, with its own message and audit words (never a key, never an
 * e-mail): the challenge (live, of this purpose, of this session: spent
 * whatever follows), the origin, the passkey (known to us; a removed one
 * reads the same as one never seen), its owner (the account the ceremony is
 * for, and for a sign-in the user handle the passkey carries), the
 * signature, then the counter (an authenticator that counts must count up:
 * one that goes back is a copy), recorded in one conditional statement.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { RelyingParty } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import { type ChallengePurpose, openPasskeyChallenges } from "./passkey-challenges.ts";
import { openStaffPasskeys, type StaffPasskeys, type StoredPasskey } from "./staff-passkeys.ts";

/** What the firm is called in a passkey manager's list. */
export const RELYING_PARTY_NAME = "Kestrel Ridge Finance lead inbox";
export const PASSKEY_NAME_MAX = 60;

/** Why an answer was refused: the audit line's words. */
export type PasskeyRefusalReason =
  | "not a passkey answer"
  | "challenge used already or expired"
  | "answer for another origin"
  | "unknown or removed passkey"
  | "passkey of another account"
  | "signature did not verify"
  | "counter went backwards"
  | "no user verification"
  | "confirmation without user verification"
  | "already added";

/** What the person is told. None says whether an e-mail has an account. */
export const PASSKEY_MESSAGES: Record<PasskeyRefusalReason, string> = {
  "not a passkey answer": "That was not a passkey's answer. Try again.",
  "challenge used already or expired":
    "That passkey request has expired or was already used. Try again: each request is good once, for 5 minutes.",
  "answer for another origin":
    "That passkey answer was made for another web address. Use the passkey only on this inbox's own address.",
  "unknown or removed passkey":
    "That passkey is not one this inbox accepts. Sign in with your password and code, or use another passkey.",
  "passkey of another account": "That passkey belongs to another account. Use one of your own passkeys.",
  "signature did not verify": "That passkey's answer could not be checked. Try again, or use your password and code.",
  "counter went backwards":
    "That passkey was refused: its use count went backwards, as a copied passkey's would. Use another passkey or your password and code, and tell an admin.",
  "no user verification":
    "That passkey did not check it was you (no PIN, fingerprint or face), so on its own it cannot sign you in. Sign in with your password, then use the passkey instead of the code.",
  "confirmation without user verification":
    "To confirm, the passkey must check it is you with a PIN, fingerprint or face. Use a passkey that does, or confirm with your password.",
  "already added": "That passkey is already added.",
};

export interface PasskeyRefusal {
  ok: false;
  reason: PasskeyRefusalReason;
  message: string;
  /** Whose passkey it was, when known (the audit line names them). */
  staffId: number | null;
  passkeyId: number | null;
}

export interface AcceptedAssertion {
  ok: true;
  passkey: StoredPasskey;
  userVerified: boolean;
}

export interface CeremonyStaff {
  id: number;
  email: string;
  name: string;
}

export interface PasskeyCeremonies {
  relyingParty: RelyingParty;
  passkeys: StaffPasskeys;
  registrationOptions(staff: CeremonyStaff, sessionHash: string): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** Adds the passkey the answer made: its id, or a refusal. */
  register(
    staff: CeremonyStaff,
    sessionHash: string,
    name: string,
    answer: unknown,
  ): Promise<{ ok: true; passkeyId: number } | PasskeyRefusal>;
  /** Options for signing in (no one named: discoverable passkeys only), or for a known person's passkeys. */
  authenticationOptions(
    purpose: Exclude<ChallengePurpose, "add">,
    sessionHash: string,
    staffId: number | null,
  ): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /**
   * Checks an assertion. `staffId`: the account the ceremony is for (the
   * second factor, a confirmation); null for the sign-in, where the passkey
   * says whose it is.
   */
  verifyAssertion(
    purpose: Exclude<ChallengePurpose, "add">,
    sessionHash: string,
    staffId: number | null,
    answer: unknown,
  ): Promise<AcceptedAssertion | PasskeyRefusal>;
}

/**
 * The user handle a staff member's passkeys carry: their staff id as text.
 * Not personal information, fixed for the account's life (a person is
 * disabled, never deleted, and a reset removes their passkeys).
 */
export function userHandleOf(staffId: number): string {
  return Buffer.from(String(staffId), "utf8").toString("base64url");
}

/** What is wrong with a passkey's name, or null. */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return 'Give the passkey a name, like "Work laptop".';
  if ([...trimmed].length > PASSKEY_NAME_MAX) return `Keep the name to ${PASSKEY_NAME_MAX} characters.`;
  // Control and format characters (a right-to-left override among them) could make a name read as another.
  if (/[\p{Cc}\p{Cf}]/u.test(trimmed)) return "Use letters, numbers and spaces in the name.";
  return null;
}

export function openPasskeyCeremonies(
  database: AppDatabase,
  relyingParty: RelyingParty,
  now: () => number = Date.now,
): PasskeyCeremonies {
  const passkeys = openStaffPasskeys(database, now);
  const challenges = openPasskeyChallenges(database, now);
  const refusal = (
    reason: PasskeyRefusalReason,
    staffId: number | null = null,
    passkeyId: number | null = null,
  ): PasskeyRefusal => ({ ok: false, reason, message: PASSKEY_MESSAGES[reason], staffId, passkeyId });

  /** The challenge and origin the answer's client data names, or null when it cannot be read. */
  const clientDataOf = (encoded: string, type: string): { challenge: string; origin: string } | null => {
    try {
      const data = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as Record<string, unknown>;
      if (data.type !== type || typeof data.challenge !== "string" || typeof data.origin !== "string") return null;
      return { challenge: data.challenge, origin: data.origin };
    } catch {
      return null;
    }
  };

  return {
    relyingParty,
    passkeys,
    async registrationOptions(staff, sessionHash) {
      const options = await generateRegistrationOptions({
        rpName: RELYING_PARTY_NAME,
        rpID: relyingParty.id,
        userName: staff.email,
        userDisplayName: staff.name,
        userID: Buffer.from(userHandleOf(staff.id), "base64url"),
        attestationType: "none",
        excludeCredentials: await passkeys.descriptors(staff.id),
        // A passkey (a discoverable credential), so that sign-in asks no e-mail.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await challenges.issue({ challenge: options.challenge, purpose: "add", sessionHash, staffId: staff.id });
      return options;
    },
    async register(staff, sessionHash, name, answer) {
      if (!isRegistrationAnswer(answer) || !isCredentialIdLength(answer.id))
        return refusal("not a passkey answer", staff.id);
      const clientData = clientDataOf(answer.response.clientDataJSON, "webauthn.create");
      if (!clientData) return refusal("not a passkey answer", staff.id);
      const spent = await challenges.spend(clientData.challenge, "add", sessionHash);
      if (!spent || spent.staffId !== staff.id) return refusal("challenge used already or expired", staff.id);
      if (clientData.origin !== relyingParty.origin) return refusal("answer for another origin", staff.id);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: answer,
          expectedChallenge: clientData.challenge,
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          // Adding a passkey needs a signed-in session already; whether it can sign in alone is decided when it is used.
          requireUserVerification: false,
        });
      } catch {
        return refusal("signature did not verify", staff.id);
      }
      if (!verified.verified) return refusal("signature did not verify", staff.id);
      const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
      if (!isCredentialIdLength(credential.id)) return refusal("not a passkey answer", staff.id);
      const passkeyId = await passkeys.add(staff.id, {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? answer.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: name.trim(),
      });
      if (passkeyId === null) return refusal("already added", staff.id);
      return { ok: true, passkeyId };
    },
    async authenticationOptions(purpose, sessionHash, staffId) {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        // Signing in names no one: the passkey says whose it is, so no e-mail is asked, and none is confirmed.
        allowCredentials: staffId === null ? [] : await passkeys.descriptors(staffId),
        // Asked for, not demanded: a passkey without it still answers, and the server then says what it may do.
        userVerification: "preferred",
      });
      await challenges.issue({ challenge: options.challenge, purpose, sessionHash, staffId });
      return options;
    },
    async verifyAssertion(purpose, sessionHash, staffId, answer) {
      if (!isAuthenticationAnswer(answer)) return refusal("not a passkey answer", staffId);
      const clientData = clientDataOf(answer.response.clientDataJSON, "webauthn.get");
      if (!clientData) return refusal("not a passkey answer", staffId);
      const spent = await challenges.spend(clientData.challenge, purpose, sessionHash);
      if (!spent || spent.staffId !== staffId) return refusal("challenge used already or expired", staffId);
      if (clientData.origin !== relyingParty.origin) return refusal("answer for another origin", staffId);

      const passkey = await passkeys.byCredentialId(answer.id);
      if (!passkey || !passkey.owner.maySignIn) return refusal("unknown or removed passkey", staffId);
      if (staffId !== null && passkey.staffId !== staffId)
        return refusal("passkey of another account", staffId, passkey.id);
      if (staffId === null && answer.response.userHandle !== userHandleOf(passkey.staffId))
        return refusal("passkey of another account", passkey.staffId, passkey.id);

      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: clientData.challenge,
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          // The counter is checked below, after the signature, so that a refusal says which it was.
          credential: {
            id: passkey.credentialId,
            publicKey: passkey.publicKey,
            counter: 0,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch {
        return refusal("signature did not verify", passkey.staffId, passkey.id);
      }
      if (!verified.verified) return refusal("signature did not verify", passkey.staffId, passkey.id);
      const { newCounter, userVerified } = verified.authenticationInfo;
      // WebAuthn's rule: once either count is above zero, the new one must be greater.
      if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter)
        return refusal("counter went backwards", passkey.staffId, passkey.id);
      // A confirmation stands in for the password: only a passkey that checked it was the person may give it.
      if (purpose === "confirm" && !userVerified)
        return refusal("confirmation without user verification", passkey.staffId, passkey.id);
      // The last word is the row's: removed meanwhile, or another server took this count first.
      if (!(await passkeys.recordUse(passkey.id, newCounter)))
        return refusal("unknown or removed passkey", passkey.staffId, passkey.id);
      return { ok: true, passkey, userVerified };
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string" && value.length <= 65_536;
const isBase64url = (value: unknown): value is string =>
  isText(value) && value.length > 0 && /^[A-Za-z0-9_-]+$/.test(value);

/** WebAuthn's credential IDs are 16 to 1023 bytes; the store's CHECK refuses others, so they are refused first. */
function isCredentialIdLength(id: string): boolean {
  const bytes = Buffer.from(id, "base64url").length;
  return bytes >= 16 && bytes <= 1023;
}

/** What every passkey answer carries, added or signing in: its ID, twice, and the client's data. */
function isPasskeyAnswer(value: unknown): value is { response: Record<string, unknown> } & Record<string, unknown> {
  return (
    isObject(value) &&
    isBase64url(value.id) &&
    value.rawId === value.id &&
    value.type === "public-key" &&
    isObject(value.response) &&
    isBase64url(value.response.clientDataJSON) &&
    (value.clientExtensionResults === undefined || isObject(value.clientExtensionResults))
  );
}

function isRegistrationAnswer(value: unknown): value is RegistrationResponseJSON {
  return (
    isPasskeyAnswer(value) &&
    isBase64url(value.response.attestationObject) &&
    (value.response.transports === undefined ||
      (Array.isArray(value.response.transports) && value.response.transports.every(isText)))
  );
}

function isAuthenticationAnswer(value: unknown): value is AuthenticationResponseJSON {
  return (
    isPasskeyAnswer(value) &&
    isBase64url(value.response.authenticatorData) &&
    isBase64url(value.response.signature) &&
    (value.response.userHandle === undefined || isBase64url(value.response.userHandle))
  );
}
