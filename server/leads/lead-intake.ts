/**
 * Group commit for incoming leads. Every lead must be on disk before it is
 * answered "OK", and each commit waits for the disk (synchronous=FULL), which
 * better-sqlite3 does on the event loop. So the leads that arrive in one turn
 * of the loop are stored together: one commit, each lead in a savepoint of its
 * own (LeadStore.insertMany), and each answered once that commit is done.
 * Alone, a lead waits only for the current turn to end (setImmediate).
 */
import type { LeadStore, NewLead } from "./lead-store.ts";

export interface LeadIntake {
  /** Resolves once the lead is committed; rejects if it could not be stored (nothing of it is). */
  store(lead: NewLead): Promise<{ id: string; receivedAt: string }>;
}

interface Waiting {
  lead: NewLead;
  resolve: (stored: { id: string; receivedAt: string }) => void;
  reject: (error: unknown) => void;
}

export function createLeadIntake(store: Pick<LeadStore, "insertMany">): LeadIntake {
  let waiting: Waiting[] = [];

  function commitWaiting(): void {
    const batch = waiting;
    waiting = [];
    const outcomes = store.insertMany(batch.map((entry) => entry.lead));
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome?.stored) entry.resolve({ id: outcome.id, receivedAt: outcome.receivedAt });
      else entry.reject(outcome?.error ?? new Error("lead not stored"));
    });
  }

  return {
    store(lead) {
      return new Promise((resolve, reject) => {
        waiting.push({ lead, resolve, reject });
        if (waiting.length === 1) setImmediate(commitWaiting);
      });
    },
  };
}
