import { describe, expect, it } from "vitest";
import { plainPostOutcome, plainPostRefusedLocation, plainPostSentLocation } from "./lead-protocol.ts";

describe("the plain HTML post's way back to the form", () => {
  it("sends a stored post back to its form's page with ?sent=1 and the thank-you notice's id", () => {
    expect(plainPostSentLocation("inquiry")).toBe("/inquiry?sent=1#inquiry-sent");
    expect(plainPostSentLocation("referral")).toBe("/referral?sent=1#referral-sent");
  });

  it("sends a refused post back naming why, escaped, with the not-sent alert's id", () => {
    expect(plainPostRefusedLocation("inquiry", "mobile")).toBe("/inquiry?error=mobile#inquiry-not-sent");
    expect(plainPostRefusedLocation("referral", "a&b")).toBe("/referral?error=a%26b#referral-not-sent");
  });

  it("reads back on the page exactly what the server wrote", () => {
    const queryOf = (location: string) => new URL(location, "https://example.org").searchParams;
    expect(plainPostOutcome(queryOf(plainPostSentLocation("inquiry")))).toBe("sent");
    expect(plainPostOutcome(queryOf(plainPostRefusedLocation("inquiry", "email")))).toBe("refused");
    expect(plainPostOutcome(new URLSearchParams("sent=0"))).toBeNull();
    expect(plainPostOutcome(new URLSearchParams(""))).toBeNull();
  });
});
