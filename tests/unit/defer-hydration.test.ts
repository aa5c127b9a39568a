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

  it("still preloads every module, registers each route module under its id and imports the client entry last", () => {
    for (const module of ["manifest-1", "entry.client-1", "shell-1", "root-1", "home-1"]) {
      expect(starter).toContain(`"/assets/${module}.js"`);
    }
    expect(starter).toContain('{"root":"/assets/root-1.js","routes/home":"/assets/home-1.js"}');
    expect(starter).toMatch(/window\.__reactRouterRouteModules=o;return import\("\/assets\/entry\.client-1\.js"\)/);
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
    expect(() => deferHydration(builtPage.replace('import("/assets/entry.client-1.js");', ""))).toThrow(/unexpected shape/);
  });
});
