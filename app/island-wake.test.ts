// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { wakeIslands } from "./island-wake.ts";

// An island whose name no component has: waking it fails at once, which marks it "failed".
// What is tested here is only when it starts waking (it then has a state), which every
// island does the same way.
function sleepingIsland(wake: string): HTMLElement {
  const island = document.createElement("div");
  island.dataset.island = "nothing-by-this-name";
  island.dataset.wake = wake;
  island.innerHTML = '<form><label>Name <input name="name"></label></form>';
  document.body.replaceChildren(island);
  return island;
}

const input = (island: HTMLElement) => island.querySelector("input") as HTMLInputElement;
const startedWaking = (island: HTMLElement) => island.dataset.islandState !== undefined;

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("An island that waits for the visitor", () => {
  it("sleeps until the visitor reaches for it, and the page counts as interactive without it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const island = sleepingIsland("interaction");
    const pageInteractive = vi.fn();
    wakeIslands([island], pageInteractive);
    await Promise.resolve();
    expect(pageInteractive).toHaveBeenCalledOnce();
    expect(startedWaking(island)).toBe(false);

    input(island).focus();
    expect(startedWaking(island)).toBe(true);
  });

  it("wakes on a pointer coming over it, before any click", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const island = sleepingIsland("interaction");
    wakeIslands([island], () => {});
    input(island).dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(startedWaking(island)).toBe(true);
  });

  it("wakes at once when focus reached it before its code did", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const island = sleepingIsland("interaction");
    input(island).focus();
    wakeIslands([island], () => {});
    expect(startedWaking(island)).toBe(true);
  });

  it("wakes at load when the address has a query the static page could not know", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    window.history.replaceState(null, "", "/sdc?state=nsw&price=850000");
    const island = sleepingIsland("interaction");
    const pageInteractive = vi.fn();
    wakeIslands([island], pageInteractive);
    expect(startedWaking(island)).toBe(true);
    expect(pageInteractive).not.toHaveBeenCalled();
  });
});
