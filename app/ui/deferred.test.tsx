// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, whenDeferredHydrated } from "./deferred.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/**
 * Until React has run the effects of what is on screen: text can show before
 * its passive effects (the deferred count's release) have run, more so on a
 * busy machine.
 */
const effectsRun = () => act(async () => {});

function controlledLoad() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => arrived.then(() => Greeting));
  return { load, arrive: () => act(async () => arrive()) };
}

describe("deferred", () => {
  it("starts loading as soon as it is defined, in the browser", () => {
    const { load } = controlledLoad();
    deferred(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the component with its props once its code has arrived, loading it once", async () => {
    const { load, arrive } = controlledLoad();
    const DeferredGreeting = deferred(load);
    render(
      <>
        <DeferredGreeting name="Aria" />
        <DeferredGreeting name="Sam" />
      </>,
    );
    expect(screen.queryByText(/Hello/)).toBeNull();
    await arrive();
    expect(await screen.findByText("Hello, Aria")).toBeInTheDocument();
    expect(screen.getByText("Hello, Sam")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds the page's hydrated mark until every deferred component is in place", async () => {
    const { load, arrive } = controlledLoad();
    const DeferredGreeting = deferred(load);
    render(<DeferredGreeting name="Aria" />);
    const done = vi.fn();
    whenDeferredHydrated(done);
    expect(done).not.toHaveBeenCalled();
    await arrive();
    await screen.findByText("Hello, Aria");
    await effectsRun();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("gives the mark at once when nothing is waiting, or when the code was already here", async () => {
    const { load, arrive } = controlledLoad();
    const DeferredGreeting = deferred(load);
    await arrive();
    render(<DeferredGreeting name="Aria" />);
    await screen.findByText("Hello, Aria");
    await effectsRun();
    const done = vi.fn();
    whenDeferredHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for a deferred component that leaves before its code arrives", async () => {
    const { load } = controlledLoad();
    const DeferredGreeting = deferred(load);
    const { unmount } = render(<DeferredGreeting name="Aria" />);
    const done = vi.fn();
    whenDeferredHydrated(done);
    unmount();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
