import { describe, expect, it } from "vitest";
import { safeNext, signInLocation } from "./inbox-session.ts";

describe("where sign-in sends a person back to", () => {
  it("returns them to the inbox page they were on, with its filters", () => {
    expect(safeNext("/inbox?status=new&q=tran")).toBe("/inbox?status=new&q=tran");
    expect(safeNext("/inbox/leads/5b0c6a9e-0000-4000-8000-000000000000")).toBe(
      "/inbox/leads/5b0c6a9e-0000-4000-8000-000000000000",
    );
  });

  it("never sends them off the inbox: another site, another page of ours, or a look-alike path", () => {
    for (const next of [
      "https://attacker.example/inbox",
      "//attacker.example/inbox",
      "/\\attacker.example",
      "/inbox\\..\\x",
      "/inboxes",
      "/about",
      "",
      undefined,
    ]) {
      expect(safeNext(next), String(next)).toBe("/inbox");
    }
  });

  it("does not loop back to the sign-in page itself", () => {
    expect(safeNext("/inbox/sign-in?next=/inbox/audit")).toBe("/inbox");
  });

  it("carries the page in the sign-in address, encoded, and leaves it out for the inbox itself", () => {
    expect(signInLocation("/inbox?status=new&q=a b")).toBe("/inbox/sign-in?next=%2Finbox%3Fstatus%3Dnew%26q%3Da%20b");
    expect(signInLocation("/inbox")).toBe("/inbox/sign-in");
    expect(signInLocation("https://attacker.example")).toBe("/inbox/sign-in");
  });
});
