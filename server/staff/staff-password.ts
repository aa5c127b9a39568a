/**
 * Staff passwords: what a new one must be, and argon2id to keep and check it.
 *
 * The rules follow NIST SP 800-63B rather than composition rules: long
 * enough, not one of the passwords attackers try first (the 49,000 most
 * common and leaked ones, the list zxcvbn ships), not the person's own
 * e-mail or name, and not easy to guess by zxcvbn's estimate. Passwords are compared after Unicode NFKC normalisation, so
 * the same characters typed on another keyboard still match.
 */
import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const PASSWORD_MIN_CHARACTERS = 12;
/** A long passphrase fits; a megabyte of text does not get hashed. */
export const PASSWORD_MAX_CHARACTERS = 256;

interface PasswordJudges {
  commonPasswords: Set<string>;
  strength: ZxcvbnFactory;
}

let judges: Promise<PasswordJudges> | undefined;

/**
 * The common-password list and zxcvbn, loaded on first use (7 MB of
 * dictionaries): a server that is not enrolling anyone never holds them in
 * its heap, where every garbage collection of the lead intake would walk them.
 */
function passwordJudges(): Promise<PasswordJudges> {
  judges ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return {
      commonPasswords: new Set(common.dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
      // Only the first 64 characters are weighed: zxcvbn's time grows steeply with length (1.7 s for 256
      // characters here), and a password that long is not guessed through its tail.
      strength: new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        maxLength: 64,
      }),
    };
  })();
  return judges;
}

function isCommonPassword(password: string, commonPasswords: Set<string>): boolean {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || commonPasswords.has(lower.trim());
}

/**
 * zxcvbn's guess estimate (score 0 to 4), with the common passwords, English
 * words and keyboard patterns: it catches what a plain list cannot at 12
 * characters and more (only 308 of the list's entries are that long), such
 * as "P@ssw0rd2024", "iloveyou1234" or "qwertyuiop12". Score 3 is zxcvbn's
 * "safely unguessable" (under 10^10 guesses), enough behind argon2id and a
 * second factor. Made on first use, like the list.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Letters and digits only, lower case: "Mia Chen" and "mia.chen" both become "miachen". */
function compact(value: string): string {
  return value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Short names or local parts ("Al", "jo@") would refuse too many good passwords. */
const SHORTEST_PERSONAL_WORD = 4;

/** What is wrong with a new password for this person, as a sentence naming the field, or null. */
export async function newPasswordProblem(
  password: string,
  person: { email: string; name: string },
): Promise<string | null> {
  const length = [...password.normalize("NFKC")].length;
  if (length === 0) return "Enter a password.";
  if (length < PASSWORD_MIN_CHARACTERS)
    return `Password must be at least ${PASSWORD_MIN_CHARACTERS} characters (it has ${length}).`;
  if (length > PASSWORD_MAX_CHARACTERS) return `Password must be at most ${PASSWORD_MAX_CHARACTERS} characters.`;
  const { commonPasswords, strength } = await passwordJudges();
  if (isCommonPassword(password.normalize("NFKC"), commonPasswords))
    return "Password is on a list of common or leaked passwords. Choose another, such as a few unrelated words.";
  const typed = compact(password);
  const [localPart = ""] = person.email.split("@");
  const personal = [compact(person.email), compact(localPart), compact(person.name)].filter(
    (word) => word.length >= SHORTEST_PERSONAL_WORD,
  );
  if (personal.some((word) => typed.includes(word))) return "Password must not contain your e-mail address or name.";
  const { score, feedback } = strength.check(password.normalize("NFKC"), personal);
  const { warning } = feedback;
  if (score < MIN_PASSWORD_SCORE) {
    return `Password is too easy to guess${warning ? ` (${warning.replace(/\.$/, "").replace(/^./, (first) => first.toLowerCase())})` : ""}. Choose another, such as a few unrelated words.`;
  }
  return null;
}

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum), as a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"));
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. With no hash (no such account,
 * disabled, not enrolled) it still checks against a throw-away hash, so the
 * answer takes as long either way and the time cannot tell anyone which
 * addresses have accounts. An over-long password is refused without hashing:
 * no stored password can be that long, and its length tells nothing.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if ([...password].length > PASSWORD_MAX_CHARACTERS) return false;
  dummyHash ??= hash(`no account ${randomUUID()}`);
  const against = passwordHash ?? (await dummyHash);
  try {
    const matches = await verify(against, password.normalize("NFKC"));
    return matches && passwordHash !== null;
  } catch {
    // A malformed stored hash is a refusal, not a crash of the sign-in page.
    return false;
  }
}
