// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  PAGE_START_PLACEHOLDER,
  pageScriptAddress,
  pointAtPageScript,
} from "../../server/site/publishing/page-script.ts";

const page = (body: string) => `<!DOCTYPE html><html><head></head><body><main>Hello</main>${body}</body></html>`;

describe("pointing a page at its script", () => {
  it("writes the bundled script's address in place of the placeholder", () => {
    expect(pointAtPageScript(page(PAGE_START_PLACEHOLDER), "/assets/page-start-AbC123.js", "about/index.html")).toBe(
      page('<script type="module" async="" src="/assets/page-start-AbC123.js"></script>'),
    );
  });

  it("fails the build when a page does not ask for it, or asks twice", () => {
    expect(() => pointAtPageScript(page(""), "/assets/p.js", "about/index.html")).toThrow(
      "about/index.html asks for the page script 0 times",
    );
    expect(() =>
      pointAtPageScript(page(PAGE_START_PLACEHOLDER + PAGE_START_PLACEHOLDER), "/assets/p.js", "index.html"),
    ).toThrow("index.html asks for the page script 2 times");
  });

  it("fails the build when a page still carries React Router's browser markup", () => {
    for (const markup of [
      '<link rel="modulepreload" href="/assets/entry.client-x.js"/>',
      "<script>window.__reactRouterContext = {};</script>",
      '<script type="module">window.__reactRouterRouteModules = {};</script>',
    ]) {
      expect(() => pointAtPageScript(page(markup + PAGE_START_PLACEHOLDER), "/assets/p.js", "sdc/index.html")).toThrow(
        /sdc\/index.html still has React Router's browser markup/,
      );
    }
  });

  it("reads the script's hashed file from the islands build's manifest", () => {
    expect(pageScriptAddress({ "app/page-start.ts": { file: "assets/page-start-AbC123.js" } })).toBe(
      "/assets/page-start-AbC123.js",
    );
    expect(() => pageScriptAddress({})).toThrow("the islands build has no app/page-start.ts");
  });
});
