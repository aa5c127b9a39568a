// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateIsland } from "./island-hydrate.tsx";
import { Island } from "#app/ui/island.tsx";

/** A part with what hydration is touchy about: ids from useId, and state that changes on a click. */
function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Add one
      </button>
    </div>
  );
}

/** A page as the build writes it: things before the island, so the page's own ids differ from the island's. */
function prerenderedPage(children: ReactNode): HTMLElement {
  const page = document.createElement("div");
  page.innerHTML = renderToString(children);
  document.body.replaceChildren(page);
  return page;
}

describe("an island", () => {
  it("is written as its name, its wake and its props beside its own HTML", () => {
    const page = prerenderedPage(
      <Island name="counter" component={Counter} props={{ label: "Visits", start: 3 }} wake="load" />,
    );
    const island = page.querySelector<HTMLElement>("[data-island]");
    expect(island?.dataset.island).toBe("counter");
    expect(island?.dataset.wake).toBe("load");
    expect(JSON.parse(island?.dataset.props ?? "")).toEqual({ label: "Visits", start: 3 });
    expect(island?.querySelector("input")?.value).toBe("3");
    expect(island?.querySelector("label")?.htmlFor).toBe(island?.querySelector("input")?.id);
  });

  it("wakes as a root of its own on the HTML it was written as, with the same ids, and then works", async () => {
    const page = prerenderedPage(
      <main>
        <p>Text before the island</p>
        <Island name="counter" component={Counter} props={{ label: "Visits", start: 3 }} />
      </main>,
    );
    const island = page.querySelector<HTMLElement>("[data-island]");
    if (!island) throw new Error("no island");
    const before = island.innerHTML;
    const input = island.querySelector("input");
    // A mismatch would be reported through console.error, which fails the test (tests/setup).
    let awake = false;
    await act(async () => {
      void hydrateIsland(island, "counter", Counter as never, JSON.parse(island.dataset.props ?? "") as object).then(
        () => (awake = true),
      );
    });
    // Awake only once the render after hydration has run its effects.
    expect(awake).toBe(true);
    expect(island.querySelector("input")).toBe(input);
    expect(island.innerHTML).toBe(before);
    await userEvent.setup().click(screen.getByRole("button", { name: "Add one" }));
    expect(screen.getByLabelText("Visits")).toHaveValue("4");
  });

  it("has its fallback before it in a <noscript>, for the browser to show without JavaScript", () => {
    const page = prerenderedPage(
      <Island name="counter" component={Counter} props={{ label: "Visits", start: 0 }} fallback={<p>Call us</p>} />,
    );
    const fallback = page.querySelector<HTMLElement>('noscript[data-island-fallback="counter"]');
    expect(fallback?.textContent).toContain("Call us");
    expect(fallback?.nextElementSibling).toBe(page.querySelector("[data-island]"));
  });
});
