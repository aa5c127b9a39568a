/**
 * Group commit for incoming leads. Every lead must be stored before it is
 * answered "OK", and each commit waits for the disk (synchronous=FULL on
 * SQLite, the WAL flush on PostgreSQL). So the leads that arrive in one turn
 * of the loop, or while the previous commit is in flight, are stored
 * together: one commit, each lead in a savepoint of its own
 * (LeadStore.insertMany), and each answered once that commit is done. Alone,
 * a lead waits only for the current turn to end (setImmediate).
 */
import type { LeadStore, NewLead, StoringOutcome } from "../store/lead-store.ts";

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
  let committing = false;

  async function commitWaiting(): Promise<void> {
    committing = true;
    // Leads that arrive during a commit wait for it, then go in the next one together.
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      let outcomes: StoringOutcome[];
      try {
        outcomes = await store.insertMany(batch.map((entry) => entry.lead));
      } catch (error) {
        outcomes = batch.map(() => ({ stored: false, error }));
      }
      batch.forEach((entry, index) => {
        const outcome = outcomes[index];
        if (outcome?.stored) entry.resolve({ id: outcome.id, receivedAt: outcome.receivedAt });
        else entry.reject(outcome?.error ?? new Error("lead not stored"));
      });
    }
    committing = false;
  }

  return {
    store(lead) {
      return new Promise((resolve, reject) => {
        waiting.push({ lead, resolve, reject });
        if (waiting.length === 1 && !committing) setImmediate(() => void commitWaiting());
      });
    },
  };
}
