import { describe, expect, it } from "vitest";
import { deferHydration } from "../../scripts/defer-hydration.mjs";

/** A page as `react-router build` writes it (7.18), cut to the parts the rewrite reads. */
const builtPage = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/assets/app-1.css" as="style"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/shell-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/home-1.js"/>',
  '<link rel="stylesheet" href="/assets/app-1.css"/></head><body><main><h1>Home</h1></main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-1.js";\n',
  'import * as route1 from "/assets/home-1.js";\n',
  "  \n",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-1.js");</script></body></html>',
].join("");

describe("deferHydration", () => {
  const page = deferHydration(builtPage);
  const starter = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";

  it("removes the framework's high-priority preloads from the head", () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
  });

  it("replaces the route-modules script with one that waits for load and the first contentful paint", () => {
    expect(page).not.toContain('<script type="module" async="">');
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain('"first-contentful-paint"');
  });

  it("hears of a first paint that came before it started listening", () => {
    // Pages usually paint before `load`; without `buffered` the observer
    // would wait for a paint that already happened.
    expect(starter).toContain('observe({type:"paint",buffered:true})');
  });

  it("still preloads every module, runs one module per task, registers each route module under its id and imports the client entry last", async () => {
    const steps = await runStarter(starter);
    expect(steps.filter((step) => step.startsWith("preload")).sort()).toEqual(
      ["manifest-1", "entry.client-1", "shell-1", "root-1", "home-1"]
        .map((module) => `preload /assets/${module}.js`)
        .sort(),
    );
    const imports = steps.filter((step) => step.startsWith("import"));
    expect(imports).toEqual([
      "import /assets/manifest-1.js",
      "import /assets/shell-1.js",
      "import /assets/root-1.js",
      "import /assets/home-1.js",
      "import /assets/entry.client-1.js",
    ]);
    expect(steps).toContain('registered {"root":"/assets/root-1.js","routes/home":"/assets/home-1.js"}');
    expect(steps.indexOf('registered {"root":"/assets/root-1.js","routes/home":"/assets/home-1.js"}')).toBeLessThan(
      steps.indexOf("import /assets/entry.client-1.js"),
    );
    // Between any two modules' runs the browser gets a task boundary.
    const runs = steps.map((step, index) => (step.startsWith("import") ? index : -1)).filter((index) => index >= 0);
    for (let index = 1; index < runs.length; index += 1)
      expect(steps.slice(runs[index - 1], runs[index])).toContain("task");
  });

  it("keeps the inline script free of a closing tag sequence", () => {
    expect(starter).not.toContain("</");
  });

  it("leaves the rest of the page as it was", () => {
    expect(page).toContain("<main><h1>Home</h1></main>");
    expect(page).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("fails the build when React Router's markup is not what it expects", () => {
    expect(() => deferHydration("<html><head></head><body></body></html>")).toThrow(/modulepreload/);
    expect(() => deferHydration(builtPage.replace('import("/assets/entry.client-1.js");', ""))).toThrow(
      /unexpected shape/,
    );
  });
});

/**
 * Runs the starter in a painted, loaded page of its own: import() and the
 * page's APIs are stand-ins that write down what happens, and timers and
 * messages run one at a time ("task" marks each), so the order of preloads,
 * module runs and tasks can be read back.
 */
async function runStarter(starter: string): Promise<string[]> {
  const steps: string[] = [];
  const timers: { run: () => void; at: number; order: number }[] = [];
  let order = 0;
  const setTimeout = (run: () => void, delay = 0) => void timers.push({ run, at: delay, order: order++ });
  const document = {
    readyState: "complete",
    visibilityState: "visible",
    createElement: () => ({ rel: "", href: "" }),
    head: {
      appendChild: (link: { rel: string; href: string }) =>
        void steps.push(`${link.rel === "modulepreload" ? "preload" : link.rel} ${link.href}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(
      private readonly callback: (list: { getEntriesByName: () => unknown[] }, observer: PerformanceObserver) => void,
    ) {}
    observe() {
      queueMicrotask(() => this.callback({ getEntriesByName: () => [{}] }, this));
    }
    disconnect() {}
  }
  // A message to itself is a task too, queued like a timer at no delay.
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
  }
  const window: { __reactRouterRouteModules?: Record<string, { url: string }> } = {};
  const load = (url: string) => {
    steps.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const page = new Function(
    "document",
    "PerformanceObserver",
    "setTimeout",
    "MessageChannel",
    "window",
    "addEventListener",
    "load",
    starter.replaceAll("import(", "load("),
  );
  page(document, PerformanceObserver, setTimeout, MessageChannel, window, () => {}, load);
  const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  for (let turn = 0; turn < 100; turn += 1) {
    await settle();
    if (window.__reactRouterRouteModules && !steps.some((step) => step.startsWith("registered"))) {
      const registry = Object.fromEntries(
        Object.entries(window.__reactRouterRouteModules).map(([id, module]) => [id, module.url]),
      );
      steps.push(`registered ${JSON.stringify(registry)}`);
    }
    timers.sort((a, b) => a.at - b.at || a.order - b.order);
    const next = timers.shift();
    if (!next) break;
    steps.push("task");
    next.run();
  }
  return steps;
}
