import { describe, expect, it } from "vitest";
import { plainPostOutcome, plainPostRefusedLocation, plainPostSentLocation } from "./lead-protocol.ts";

describe("the plain HTML post's way back to the form", () => {
  it("sends a stored post back to its form's page with ?sent=1 and the thank-you notice's id", () => {
    expect(plainPostSentLocation("inquiry")).toBe("/inquiry?sent=1#inquiry-sent");
    expect(plainPostSentLocation("referral")).toBe("/referral?sent=1#referral-sent");
  });

  it("names the callback form, which shares /inquiry, and may point at a particular thank-you", () => {
    expect(plainPostSentLocation("callback")).toBe("/inquiry?sent=1&form=callback#callback-sent");
    expect(plainPostSentLocation("callback", "callback-sent-tuesday-1000")).toBe(
      "/inquiry?sent=1&form=callback#callback-sent-tuesday-1000",
    );
    expect(plainPostRefusedLocation("callback", "callbackTime")).toBe(
      "/inquiry?error=callbackTime&form=callback#callback-not-sent",
    );
  });

  it("sends a refused post back naming why, escaped, with the not-sent alert's id", () => {
    expect(plainPostRefusedLocation("inquiry", "mobile")).toBe("/inquiry?error=mobile#inquiry-not-sent");
    expect(plainPostRefusedLocation("referral", "a&b")).toBe("/referral?error=a%26b#referral-not-sent");
  });

  it("reads back on the page exactly what the server wrote, for the form posted only", () => {
    const queryOf = (location: string) => new URL(location, "https://example.org").searchParams;
    expect(plainPostOutcome(queryOf(plainPostSentLocation("inquiry")), "inquiry")).toBe("sent");
    expect(plainPostOutcome(queryOf(plainPostRefusedLocation("inquiry", "email")), "inquiry")).toBe("refused");
    expect(plainPostOutcome(queryOf(plainPostSentLocation("inquiry")), "callback")).toBeNull();
    expect(plainPostOutcome(queryOf(plainPostSentLocation("callback")), "callback")).toBe("sent");
    expect(plainPostOutcome(queryOf(plainPostSentLocation("callback")), "inquiry")).toBeNull();
    expect(plainPostOutcome(queryOf(plainPostRefusedLocation("callback", "x")), "callback")).toBe("refused");
    expect(plainPostOutcome(new URLSearchParams("sent=0"), "inquiry")).toBeNull();
    expect(plainPostOutcome(new URLSearchParams(""), "inquiry")).toBeNull();
  });
});
