import { describe, expect, it } from "vitest";
import { sampleInquiry } from "../../../tests/support/lead-server/sample-leads.ts";
import { createLeadIntake } from "./lead-intake.ts";
import type { NewLead, StoringOutcome } from "../store/lead-store.ts";

/** A store that records its batches; the lead whose e-mail is "refused@example.com" cannot be stored. */
function recordingStore() {
  const batches: NewLead[][] = [];
  return {
    batches,
    async insertMany(leads: readonly NewLead[]): Promise<StoringOutcome[]> {
      batches.push([...leads]);
      // A commit takes a moment: what arrives meanwhile waits for the next.
      await new Promise((resolve) => setImmediate(resolve));
      return leads.map((lead, index) =>
        lead.fields.email === "refused@example.com"
          ? { stored: false, error: new Error("constraint") }
          : {
              stored: true,
              id: `lead-${String(batches.length)}-${String(index)}`,
              receivedAt: "2026-11-21T00:00:00.000Z",
            },
      );
    },
  };
}

const leadFrom = (email: string): NewLead => ({ ...sampleInquiry(), fields: { ...sampleInquiry().fields, email } });

describe("createLeadIntake", () => {
  it("commits the leads that arrive in the same turn together, and answers each once its commit is done", async () => {
    const store = recordingStore();
    const intake = createLeadIntake(store);
    const answers = await Promise.all(
      ["a@example.com", "b@example.com", "c@example.com"].map((email) => intake.store(leadFrom(email))),
    );
    expect(store.batches).toHaveLength(1);
    expect(answers.map((answer) => answer.id)).toEqual(["lead-1-0", "lead-1-1", "lead-1-2"]);
  });

  it("starts a new commit for a lead that arrives after the last one", async () => {
    const store = recordingStore();
    const intake = createLeadIntake(store);
    await intake.store(leadFrom("a@example.com"));
    await intake.store(leadFrom("b@example.com"));
    expect(store.batches).toHaveLength(2);
  });

  it("refuses only the lead that could not be stored; the others in its commit are answered", async () => {
    const store = recordingStore();
    const intake = createLeadIntake(store);
    const results = await Promise.allSettled(
      ["a@example.com", "refused@example.com", "c@example.com"].map((email) => intake.store(leadFrom(email))),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("gathers the leads that arrive while a commit is in flight into the next commit, together", async () => {
    const store = recordingStore();
    const intake = createLeadIntake(store);
    const first = intake.store(leadFrom("a@example.com"));
    await new Promise((resolve) => setImmediate(resolve));
    // The first commit has started and not finished: these two wait for it.
    const later = [intake.store(leadFrom("b@example.com")), intake.store(leadFrom("c@example.com"))];
    await Promise.all([first, ...later]);
    expect(store.batches.map((batch) => batch.map((lead) => lead.fields.email))).toEqual([
      ["a@example.com"],
      ["b@example.com", "c@example.com"],
    ]);
  });
});
