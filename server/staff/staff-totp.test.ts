import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { acceptedTotpStep, groupedKey, newTotpSecret, totpStep, totpUri } from "./staff-totp.ts";

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
/** 09:00:10 on 1 July 2026, 10 s into its 30-second step. */
const at = Date.parse("2026-07-01T09:00:10+10:00");
const codeAt = (time: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: time });

describe("authenticator keys", () => {
  it("are 160 random bits in base32, new every time", () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(first);
  });

  it("are offered to apps as RFC 6238 with the inbox's name as the issuer", () => {
    const uri = new URL(totpUri(secret, "mia@example.com.au"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Lead inbox:mia@example.com.au");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Lead inbox",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });

  it("are shown for typing in groups of four", () => {
    expect(groupedKey(secret)).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  });
});

describe("an authenticator code", () => {
  it("is accepted at its own step, and the step it belongs to is returned", () => {
    expect(acceptedTotpStep(secret, codeAt(at), null, at)).toBe(totpStep(at));
    expect(acceptedTotpStep(secret, ` ${codeAt(at).slice(0, 3)} ${codeAt(at).slice(3)} `, null, at)).toBe(totpStep(at));
  });

  it("is accepted one step either side of now, for a phone clock a little off, but not two", () => {
    expect(acceptedTotpStep(secret, codeAt(at - 30_000), null, at)).toBe(totpStep(at) - 1);
    expect(acceptedTotpStep(secret, codeAt(at + 30_000), null, at)).toBe(totpStep(at) + 1);
    expect(acceptedTotpStep(secret, codeAt(at - 60_000), null, at)).toBeNull();
    expect(acceptedTotpStep(secret, codeAt(at + 60_000), null, at)).toBeNull();
  });

  it("is refused when its step, or a later one, was accepted before: a code cannot be replayed", () => {
    const step = acceptedTotpStep(secret, codeAt(at), null, at);
    expect(acceptedTotpStep(secret, codeAt(at), step, at)).toBeNull();
    expect(acceptedTotpStep(secret, codeAt(at), step, at + 5_000)).toBeNull();
    // The code of the step before is inside the window but older than the last one used.
    expect(acceptedTotpStep(secret, codeAt(at - 30_000), step, at)).toBeNull();
    // The next step's code is new.
    expect(acceptedTotpStep(secret, codeAt(at + 30_000), step, at + 30_000)).toBe((step as number) + 1);
  });

  it("is refused when wrong, or not six digits", () => {
    const right = codeAt(at);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (const typed of [wrong, right.slice(0, 5), `${right}0`, "abcdef", ""]) {
      expect(acceptedTotpStep(secret, typed, null, at), typed).toBeNull();
    }
  });
});
