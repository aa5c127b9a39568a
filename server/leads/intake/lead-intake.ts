/**
 * Group commit for incoming leads. Every lead must be stored before it is
 * answered "OK", and each commit waits for the disk (synchronous=FULL on
 * SQLite, the WAL flush on PostgreSQL). So the leads that arrive in one turn
 * of the loop, or while the previous commit is in flight, are stored
 * together in one commit (LeadStore.insertMany, where a lead that breaks a
 * rule of the tables fails alone), and each is answered once that commit is
 * done.
 */
import type { LeadStore, NewLead } from "../store/lead-store.ts";
import { batchedByTurn } from "./batched-by-turn.ts";

export interface LeadIntake {
  /** Resolves once the lead is committed; rejects if it could not be stored (nothing of it is). */
  store(lead: NewLead): Promise<{ id: string; receivedAt: string }>;
}

export function createLeadIntake(store: Pick<LeadStore, "insertMany">): LeadIntake {
  const storeInTurn = batchedByTurn((leads: readonly NewLead[]) => store.insertMany(leads));
  return {
    async store(lead) {
      const outcome = await storeInTurn(lead);
      if (!outcome.stored) throw outcome.error ?? new Error("lead not stored");
      return { id: outcome.id, receivedAt: outcome.receivedAt };
    },
  };
}
