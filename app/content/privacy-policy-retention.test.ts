// The policy must state the periods the lead server applies. Both read
// contracts/lead-retention.ts: here that module says other figures, and the
// policy must follow them, so a period typed into the policy fails.
import { describe, expect, it, vi } from "vitest";

vi.mock("../../contracts/lead-retention.ts", () => ({
  DEFAULT_LEAD_RETENTION_DAYS: 417,
  DEFAULT_SPAM_RETENTION_DAYS: 19,
}));

const { privacyPolicy } = await import("./privacy-policy.ts");

const fullText = privacyPolicy.sections
  .flatMap((section) => section.body.map((block) => (block.kind === "paragraph" ? block.text : block.items.join("\n"))))
  .join("\n");

describe("the privacy policy's retention periods", () => {
  it("states how long a form's lead and a spam message are kept, from the module the server reads", () => {
    expect(fullText).toContain("delete it for good 417 days after it arrives");
    expect(fullText).toContain("spam check catches after 19 days");
  });

  it("states exactly what is kept with a form, and that the IP address and browser details are not", () => {
    expect(fullText).toMatch(/only the fields you filled in, the time it arrived and whether it has reached our team/);
    expect(fullText).toMatch(/not your IP address, nor your browser's details/);
    expect(fullText).not.toMatch(/hash/i);
  });
});
