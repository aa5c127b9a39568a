// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LAZY_IMAGES_WAIT_CLASS, lazyImagesWaitScript } from "./lazy-images-wait.ts";

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A PerformanceObserver whose paint entries the test delivers. */
function fakePaintTiming(supportedEntryTypes: string[] = ["paint", "largest-contentful-paint"]) {
  let deliver: (name: string) => void = () => {};
  const disconnect = vi.fn();
  const Observer = vi.fn(function (this: { observe: () => void }, callback: PaintCallback) {
    deliver = (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect });
    this.observe = () => {};
  });
  vi.stubGlobal("PerformanceObserver", Object.assign(Observer, { supportedEntryTypes }));
  return { paint: (name: string) => deliver(name), disconnect };
}

function runHeadScript() {
  // The exact text that goes into <head>.
  new Function(lazyImagesWaitScript)();
}

const root = document.documentElement;

afterEach(() => {
  root.className = "";
  vi.unstubAllGlobals();
});

describe("the lazy images' head script", () => {
  it("holds lazy images back until the first contentful paint, then lets them load", () => {
    const timing = fakePaintTiming();
    runHeadScript();
    expect(root).toHaveClass(LAZY_IMAGES_WAIT_CLASS);
    timing.paint("first-paint");
    expect(root).toHaveClass(LAZY_IMAGES_WAIT_CLASS);
    timing.paint("first-contentful-paint");
    expect(root).not.toHaveClass(LAZY_IMAGES_WAIT_CLASS);
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it("holds nothing back in a browser that cannot tell when the page painted", () => {
    fakePaintTiming(["navigation", "resource"]);
    runHeadScript();
    expect(root).not.toHaveClass(LAZY_IMAGES_WAIT_CLASS);
    vi.stubGlobal("PerformanceObserver", undefined);
    runHeadScript();
    expect(root).not.toHaveClass(LAZY_IMAGES_WAIT_CLASS);
  });

  it("holds nothing back when the browser refuses to observe paints", () => {
    fakePaintTiming();
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        function () {
          return {
            observe: () => {
              throw new TypeError("type is not supported");
            },
          };
        },
        { supportedEntryTypes: ["paint"] },
      ),
    );
    runHeadScript();
    expect(root).not.toHaveClass(LAZY_IMAGES_WAIT_CLASS);
  });

  it("is the class the stylesheet moves lazy images away by, and only lazy ones", () => {
    const css = readFileSync("app/app.css", "utf8");
    expect(css).toMatch(
      new RegExp(`html\\.${LAZY_IMAGES_WAIT_CLASS} img\\[loading="lazy"\\] \\{\\s*translate: -100000px;\\s*\\}`),
    );
  });

  it("can sit inside a <script> element and a strict CSP hash: one constant expression", () => {
    expect(lazyImagesWaitScript).not.toMatch(/<\/script/i);
    expect(lazyImagesWaitScript).toMatch(
      /^\(function\(r,P\)\{.*\}\)\(document\.documentElement,window\.PerformanceObserver\)$/s,
    );
  });
});
