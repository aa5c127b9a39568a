import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { hashPassword, newPasswordProblem, PASSWORD_MAX_CHARACTERS, verifyPassword } from "./staff-password.ts";

const mia = { email: "mia.chen@example.com.au", name: "Mia Chen" };

describe("a new staff password", () => {
  it("is accepted when long, uncommon and not the person's own words", async () => {
    expect(await newPasswordProblem("kettle orbit tram saffron", mia)).toBeNull();
    expect(await newPasswordProblem("tram 7 saffron", mia)).toBeNull();
  });

  it("is refused when it is easy to guess, though long and not on the list: repeats, keyboard runs, a common word with digits", async () => {
    for (const password of ["aaaaaaaaaaaa", "P@ssw0rd2024", "iloveyou1234", "qwertyuiop12", "Melbourne2026"]) {
      expect(await newPasswordProblem(password, mia), password).toMatch(
        /^Password (is too easy to guess|is on a list of common or leaked passwords)/,
      );
    }
    expect(await newPasswordProblem("aaaaaaaaaaaa", mia)).toBe(
      'Password is too easy to guess (repeated characters like "aaa" are easy to guess). Choose another, such as a few unrelated words.',
    );
  });

  it("must be at least 12 characters, counted as characters rather than bytes", async () => {
    expect(await newPasswordProblem("", mia)).toBe("Enter a password.");
    expect(await newPasswordProblem("short pass!", mia)).toBe("Password must be at least 12 characters (it has 11).");
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(await newPasswordProblem("🦘".repeat(11), mia)).toMatch(
      /^Password must be at least 12 characters \(it has 11\)/,
    );
    expect(await newPasswordProblem("🦘🐨🦩🌏🚋🍍🦀🐙🦑🌵🚲🥝", mia)).toBeNull();
  });

  it("has a ceiling, so a megabyte of text is never hashed", async () => {
    const longest = Array.from({ length: PASSWORD_MAX_CHARACTERS }, (_, index) =>
      String.fromCharCode(97 + ((index * index * 7 + 3 * index) % 26)),
    ).join("");
    expect(await newPasswordProblem(longest, mia)).toBeNull();
    expect(await newPasswordProblem("z".repeat(PASSWORD_MAX_CHARACTERS + 1), mia)).toBe(
      `Password must be at most ${PASSWORD_MAX_CHARACTERS} characters.`,
    );
  });

  it("is refused when it is on the common and leaked passwords list, in any case", async () => {
    const listed = dictionary["passwords-common"].filter((password) => password.length >= 12);
    expect(listed.length).toBeGreaterThan(100);
    for (const password of [
      listed[0] as string,
      (listed[1] as string).toUpperCase(),
      "password1234",
      "qwertyuiop123",
    ]) {
      expect(await newPasswordProblem(password, mia), password).toMatch(
        /^Password is on a list of common or leaked passwords/,
      );
    }
  });

  it("is refused when it contains the person's e-mail address or name", async () => {
    expect(await newPasswordProblem("mia.chen@example.com.au", mia)).toBe(
      "Password must not contain your e-mail address or name.",
    );
    expect(await newPasswordProblem("MiaChen-2026-rocks", mia)).toBe(
      "Password must not contain your e-mail address or name.",
    );
    expect(await newPasswordProblem("hello mia chen!!", mia)).toBe(
      "Password must not contain your e-mail address or name.",
    );
    // A short name is no reason to refuse every password containing those letters.
    expect(await newPasswordProblem("also a fine passphrase", { email: "al@example.com", name: "Al" })).toBeNull();
  });
});

describe("stored passwords", () => {
  it("are argon2id, and only the same password (after Unicode normalisation) matches", async () => {
    const stored = await hashPassword("Café au lait, très chaud");
    expect(stored).toMatch(/^\$argon2id\$v=19\$/);
    expect(stored).not.toContain("Café");
    expect(await verifyPassword(stored, "Café au lait, très chaud")).toBe(true);
    // The same words typed with a combining accent (as some keyboards send them).
    expect(await verifyPassword(stored, "Cafe\u0301 au lait, tre\u0300s chaud")).toBe(true);
    expect(await verifyPassword(stored, "cafe au lait, tres chaud")).toBe(false);
  });

  it("never match when there is no account, even the password the throw-away hash was made from", async () => {
    expect(await verifyPassword(null, "anything at all here")).toBe(false);
    expect(await verifyPassword(null, "")).toBe(false);
  });

  it("refuse a malformed stored hash or an over-long attempt instead of failing", async () => {
    expect(await verifyPassword("not a hash", "whatever it is")).toBe(false);
    const stored = await hashPassword("kettle orbit tram saffron");
    expect(await verifyPassword(stored, "k".repeat(PASSWORD_MAX_CHARACTERS + 1))).toBe(false);
  });
});
