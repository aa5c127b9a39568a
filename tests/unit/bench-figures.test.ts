import { describe, expect, it } from "vitest";
import { interactionToNextPaint, markdownTable, median, missedScriptGoals } from "../../scripts/bench-figures.ts";

describe("median", () => {
  it("takes the middle run of an odd number, and the mean of the middle two of an even one", () => {
    expect(median([2400, 900, 1300])).toBe(1300);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves out runs that measured nothing, and gives null when none did", () => {
    expect(median([null, 700, undefined, Number.NaN, 500])).toBe(600);
    expect(median([null, null])).toBeNull();
  });
});

/** `count` interactions, one entry each, lasting 1, 2, ... ms, plus a second, shorter entry for the first. */
const interactions = (count: number) => [
  ...Array.from({ length: count }, (_, index) => ({ interactionId: 7 * (index + 1), duration: index + 1 })),
  { interactionId: 7, duration: 0.5 },
];

describe("interactionToNextPaint", () => {
  it("is an interaction's longest entry: keydown, input and keyup of one key are one interaction", () => {
    const key = [
      { interactionId: 14, duration: 48, name: "keydown" },
      { interactionId: 14, duration: 112, name: "keyup" },
      { interactionId: 21, duration: 64, name: "click" },
    ];
    expect(interactionToNextPaint(key)).toEqual({ inp: 112, worst: key[1], interactions: 2 });
  });

  it("is the slowest interaction while there are fewer than 50", () => {
    expect(interactionToNextPaint(interactions(49)).inp).toBe(49);
  });

  it("sets aside one interaction in every 50, as Chrome does, so past 50 it nears the 98th percentile", () => {
    expect(interactionToNextPaint(interactions(50)).inp).toBe(49);
    expect(interactionToNextPaint(interactions(120)).inp).toBe(118);
  });

  it("counts the quick interactions no entry reported when the page gives its interaction count", () => {
    expect(interactionToNextPaint(interactions(10), 100)).toMatchObject({ inp: 8, interactions: 100 });
  });

  it("ignores entries that are no interaction (interactionId 0), and is 0 with none", () => {
    expect(interactionToNextPaint([{ interactionId: 0, duration: 300 }])).toEqual({
      inp: 0,
      worst: null,
      interactions: 0,
    });
  });
});

describe("markdownTable", () => {
  it("pads each column to its widest cell and aligns the named ones right", () => {
    expect(
      markdownTable(
        ["Page", "Gap ms"],
        [
          ["/", 1413],
          ["/services", 0],
        ],
        ["Gap ms"],
      ),
    ).toBe(
      ["| Page      | Gap ms |", "| --------- | -----: |", "| /         |   1413 |", "| /services |      0 |"].join(
        "\n",
      ),
    );
  });
});

describe("missedScriptGoals", () => {
  it("holds a page with nothing interactive to the floor's JavaScript and 15 KB", () => {
    expect(missedScriptGoals({ interactive: false, scriptMs: 24, scriptBytes: 15 * 1024 }, 4)).toEqual([]);
    expect(missedScriptGoals({ interactive: false, scriptMs: 242, scriptBytes: 120_000 }, 4)).toEqual([
      "JavaScript 242 ms (goal ≤ floor + 20 ms)",
      "117.2 KB of JavaScript (goal ≤ 15 KB)",
    ]);
  });

  it("holds an interactive page to 120 ms and to less than half its figure from before", () => {
    expect(missedScriptGoals({ interactive: true, scriptMs: 119, scriptBytes: 90_000 }, 4, 300)).toEqual([]);
    expect(missedScriptGoals({ interactive: true, scriptMs: 110, scriptBytes: 90_000 }, 4, 200)).toEqual([
      "JavaScript 110 ms (goal < half of 200 ms before)",
    ]);
    expect(missedScriptGoals({ interactive: true, scriptMs: 465, scriptBytes: 170_000 }, 4)).toEqual([
      "JavaScript 465 ms (goal ≤ 120 ms)",
    ]);
  });

  it("counts a figure that was not measured as missed, never as met", () => {
    expect(missedScriptGoals({ interactive: true, scriptMs: Number.NaN, scriptBytes: 0 }, 0)).toHaveLength(1);
  });
});
