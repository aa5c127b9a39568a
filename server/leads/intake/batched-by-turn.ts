/**
 * One write for many requests: what arrives in one turn of the event loop,
 * or while the previous write is in flight, goes to the database together,
 * one write at a time. A request alone waits only for its turn to end
 * (setImmediate). Intake stores its leads this way (one commit for many,
 * decision 004) and the rate limit counts its posts (decision 015).
 */
export function batchedByTurn<Item, Outcome>(
  write: (items: readonly Item[]) => Promise<readonly Outcome[]>,
): (item: Item) => Promise<Outcome> {
  interface Waiting {
    item: Item;
    resolve: (outcome: Outcome) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    writing = true;
    // What arrives during a write waits for it, then goes in the next one together.
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const outcomes = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          if (index < outcomes.length) entry.resolve(outcomes[index] as Outcome);
          else entry.reject(new Error(`A batched write gave ${outcomes.length} outcomes for ${batch.length} items`));
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (waiting.length === 1 && !writing) setImmediate(() => void writeWaiting());
    });
}
