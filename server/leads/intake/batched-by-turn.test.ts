import { describe, expect, test } from "vitest";
import { batchedByTurn } from "./batched-by-turn.ts";

describe("one write for the requests of a turn", () => {
  test("writes what arrives in one turn together, and what arrives during a write in the next", async () => {
    const writes: string[][] = [];
    let finishFirst: () => void = () => undefined;
    const firstWrite = new Promise<void>((resolve) => (finishFirst = resolve));
    const write = batchedByTurn(async (items: readonly string[]) => {
      writes.push([...items]);
      if (writes.length === 1) await firstWrite;
      return items.map((item) => item.toUpperCase());
    });

    const first = [write("a"), write("b")];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [write("c"), write("d")];
    finishFirst();

    expect(await Promise.all([...first, ...second])).toEqual(["A", "B", "C", "D"]);
    expect(writes).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  test("fails every request of a write that failed, and goes on with the next", async () => {
    let fail = true;
    const write = batchedByTurn(async (items: readonly number[]) => {
      if (fail) throw new Error("the database is away");
      return items.map((item) => item * 2);
    });
    const failed = await Promise.allSettled([write(1), write(2)]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await write(3)).toBe(6);
  });
});
