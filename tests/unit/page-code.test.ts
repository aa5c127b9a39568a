// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { CodeKind } from "../../app/content/page-code.ts";
import { moduleName } from "../../scripts/chunk-modules-plugin.ts";
import {
  type ChunkModules,
  kindOf,
  neverInTheBrowserProblems,
  pageCodeProblems,
  islandModules,
  pageDownloads,
} from "../support/page-code.ts";

const servicesPage = { path: "/services", module: "services" };
const aboutPage = { path: "/about", module: "about" };
const calculatorPage = { path: "/lrc", module: "loan-repayment-calculator" };

/**
 * A small browser build (decision 016): the page's script; the code that wakes
 * islands, which can import() every one; React's DOM, which hydrates any of
 * them; two islands' files.
 */
function build(plant: Partial<Record<string, string[]>> = {}): ChunkModules {
  const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
    modules: Object.fromEntries([...modules, ...(plant[modules[0] ?? ""] ?? [])].map((module) => [module, 100])),
    imports,
    dynamicImports,
  });
  return {
    "assets/page-start.js": chunk(["app/page-start.ts", "app/ui/reveal-watch.ts"], [], ["assets/island-wake.js"]),
    "assets/island-wake.js": chunk(
      ["app/island-wake.ts", "app/islands.ts"],
      [],
      ["assets/island-hydrate.js", "assets/team-carousel.js", "assets/loan-repayment-calculator.js"],
    ),
    "assets/island-hydrate.js": chunk(
      ["app/island-hydrate.tsx", "node_modules/react-dom/cjs/react-dom-client.production.js"],
      ["assets/react.js"],
    ),
    "assets/react.js": chunk(["node_modules/react/cjs/react.production.js", "app/ui/button-link.tsx"]),
    "assets/team-carousel.js": chunk(
      ["app/features/about/team-carousel.tsx", "node_modules/embla-carousel/esm/embla-carousel.esm.js"],
      ["assets/react.js"],
    ),
    "assets/loan-repayment-calculator.js": chunk(
      [
        "app/features/calculators/loan-repayment/loan-repayment-calculator.tsx",
        "contracts/calculator-scenario-handoff.ts",
      ],
      ["assets/react.js", "assets/chart.js"],
      ["assets/report.js"],
    ),
    "assets/chart.js": chunk(["app/features/calculators/balance-comparison-chart.tsx"]),
    "assets/report.js": chunk(
      ["app/features/calculators/calculator-report.lazy.ts", "node_modules/pdf-lib/es/index.js"],
      ["assets/pako.js"],
    ),
    "assets/pako.js": chunk(["node_modules/pako/dist/pako.esm.mjs"]),
  };
}

/** The files a page's HTML names: its one script (the stylesheet is not JavaScript). */
const named = ["/assets/page-start.js", "/assets/app.css"];
const islandsOf = {
  services: [],
  about: ["app/features/about/team-carousel.tsx"],
  calculator: ["app/features/calculators/loan-repayment/loan-repayment-calculator.tsx"],
} as const;

const calculatorKinds: readonly CodeKind[] = ["calculator", "chart", "scenario", "report"];
const calculatorDownloads = (chunks = build()) => pageDownloads(named, chunks, islandsOf.calculator);
const servicesDownloads = (chunks = build()) => pageDownloads(named, chunks, islandsOf.services);

describe("what a page downloads", () => {
  it("is its script, then its own islands' files and their static imports, then what they import()", () => {
    const downloads = calculatorDownloads();
    expect([...downloads.firstVisit.keys()]).toContain("app/features/calculators/balance-comparison-chart.tsx");
    expect([...downloads.firstVisit.keys()]).toContain("node_modules/react-dom/cjs/react-dom-client.production.js");
    expect([...downloads.firstVisit.keys()]).not.toContain("node_modules/pdf-lib/es/index.js");
    expect(Object.fromEntries(downloads.later)).toEqual({
      "app/features/calculators/calculator-report.lazy.ts": "assets/report.js",
      "node_modules/pdf-lib/es/index.js": "assets/report.js",
      "node_modules/pako/dist/pako.esm.mjs": "assets/pako.js",
    });
    expect(downloads.unknownFiles).toEqual([]);
  });

  it("is the script alone on a page with no islands: not React, nor another page's island", () => {
    const downloads = servicesDownloads();
    expect(Object.fromEntries(downloads.firstVisit)).toEqual({
      "app/page-start.ts": "assets/page-start.js",
      "app/ui/reveal-watch.ts": "assets/page-start.js",
    });
    expect(downloads.later.size).toBe(0);
  });

  it("names a file its HTML loads that the module map does not list", () => {
    expect(pageDownloads([...named, "/assets/stray.js"], build()).unknownFiles).toEqual(["assets/stray.js"]);
  });
});

describe("the islands' modules", () => {
  it("are read from the table of islands, by name", () => {
    const source = `export const islands = {
  "hero-slider": () => import("#app/features/home/hero-slider.tsx").then((module) => module.HeroSlider),
  testimonials: () =>
    import("#app/features/testimonials/testimonial-carousel.tsx").then((module) => module.TestimonialCarousel),
};`;
    expect(Object.fromEntries(islandModules(source))).toEqual({
      "hero-slider": "app/features/home/hero-slider.tsx",
      testimonials: "app/features/testimonials/testimonial-carousel.tsx",
    });
  });
});

describe("the kind of a module", () => {
  it.each([
    ["node_modules/embla-carousel/esm/embla-carousel.esm.js", "carousel"],
    ["app/ui/carousel/use-carousel.ts", "carousel"],
    ["node_modules/zod/v4/core/schemas.js", "lead form"],
    ["node_modules/@hookform/resolvers/zod/dist/zod.mjs", "lead form"],
    ["contracts/lead-forms.ts", "lead form"],
    ["app/features/calculators/balance-comparison-chart.tsx", "chart"],
    ["app/features/calculators/stamp-duty/duty-breakdown-chart.tsx", "chart"],
    ["app/features/calculators/stamp-duty/stamp-duty-calculator.tsx", "calculator"],
    ["app/lib/pdf-document.lazy.ts", "report"],
    ["node_modules/@pdf-lib/standard-fonts/es/index.js", "report"],
    ["app/content/images/settlement-bakery.svg", "settlements"],
    ["node_modules/react-dom/cjs/react-dom-client.production.js", "every page"],
    ["node_modules/react-router/dist/production/index.mjs", "unplaced"],
    ["app/lib/money-format.ts", "every page"],
    ["server/inbox/inbox-document.tsx", "never"],
    ["app/features/seo/sitemap.server.ts", "never"],
    ["node_modules/left-pad/index.js", "unplaced"],
  ])("%s is %s", (module, kind) => {
    expect(kindOf(module)).toBe(kind);
  });
});

describe("a page's problems", () => {
  it("are none when it downloads only the kinds it declares", () => {
    expect(pageCodeProblems(servicesPage, [], servicesDownloads())).toEqual([]);
    expect(pageCodeProblems(aboutPage, ["about", "carousel"], pageDownloads(named, build(), islandsOf.about))).toEqual(
      [],
    );
    expect(pageCodeProblems(calculatorPage, calculatorKinds, calculatorDownloads())).toEqual([]);
  });

  it("name a module of a kind it does not use, planted in its script or in the code islands share", () => {
    const planted = build({
      "app/page-start.ts": ["node_modules/embla-carousel/esm/embla-carousel.esm.js"],
      "node_modules/react/cjs/react.production.js": ["node_modules/zod/v4/core/schemas.js"],
    });
    expect(pageCodeProblems(servicesPage, [], servicesDownloads(planted))).toEqual([
      "/services downloads carousel code, which it does not use: node_modules/embla-carousel/esm/embla-carousel.esm.js (assets/page-start.js)",
    ]);
    expect(pageCodeProblems(calculatorPage, calculatorKinds, calculatorDownloads(planted))).toEqual([
      "/lrc downloads carousel code, which it does not use: node_modules/embla-carousel/esm/embla-carousel.esm.js (assets/page-start.js)",
      "/lrc downloads lead form code, which it does not use: node_modules/zod/v4/core/schemas.js (assets/react.js)",
    ]);
  });

  it("name chart code on a calculator that draws no chart", () => {
    expect(pageCodeProblems(calculatorPage, ["calculator", "scenario", "report"], calculatorDownloads())).toEqual([
      "/lrc downloads chart code, which it does not use: app/features/calculators/balance-comparison-chart.tsx (assets/chart.js)",
    ]);
  });

  it("name the report's code when it comes with the first visit instead of on request", () => {
    const planted = build({
      "app/features/calculators/loan-repayment/loan-repayment-calculator.tsx": [
        "node_modules/pdf-lib/es/api/PDFDocument.js",
      ],
    });
    expect(pageCodeProblems(calculatorPage, calculatorKinds, calculatorDownloads(planted))).toEqual([
      "/lrc downloads report code on its first visit, which only import() on request may fetch: node_modules/pdf-lib/es/api/PDFDocument.js (assets/loan-repayment-calculator.js)",
    ]);
  });

  it("name a route module, a package of no kind and server code", () => {
    const planted = build({
      "app/page-start.ts": [
        "app/routes/about.tsx",
        "node_modules/left-pad/index.js",
        "server/inbox/leads/lead-inbox.ts",
      ],
    });
    expect(pageCodeProblems(servicesPage, [], servicesDownloads(planted))).toEqual([
      "/services downloads another page's route module: app/routes/about.tsx (assets/page-start.js)",
      '/services downloads package "left-pad", of no kind in app/content/page-code.ts: node_modules/left-pad/index.js (assets/page-start.js)',
      "/services downloads code that must never reach a browser: server/inbox/leads/lead-inbox.ts (assets/page-start.js)",
    ]);
  });

  it("name a kind it declares but downloads nothing of, so the table stays true", () => {
    expect(pageCodeProblems(servicesPage, ["services"], servicesDownloads())).toEqual([
      "/services declares services code but downloads none: take it out of app/content/page-code.ts",
    ]);
  });

  it("say so when the page has no row in the table", () => {
    expect(pageCodeProblems({ path: "/new", module: "new-page" }, undefined, servicesDownloads())).toEqual([
      '/new: app/content/page-code.ts does not say what "new-page" uses',
    ]);
  });
});

describe("the browser build as a whole", () => {
  it("holds nothing of the server, even in a file no page loads", () => {
    const planted = {
      ...build(),
      "assets/orphan.js": { modules: { "server/inbox/inbox-assets.ts": 10 }, imports: [], dynamicImports: [] },
    };
    expect(neverInTheBrowserProblems(build())).toEqual([]);
    expect(neverInTheBrowserProblems(planted)).toEqual([
      "assets/orphan.js holds server/inbox/inbox-assets.ts, which must never reach a browser",
    ]);
  });
});

describe("the build's module names", () => {
  it("start a package's file at node_modules, wherever that folder is linked from", () => {
    expect(moduleName("/work/main/node_modules/react/index.js", "/work/wt/site")).toBe("node_modules/react/index.js");
    expect(moduleName("/repo/node_modules/a/node_modules/b/x.js?commonjs-es-import", "/repo")).toBe(
      "node_modules/b/x.js",
    );
  });

  it("give a project file from the project's root, without its query", () => {
    expect(moduleName("/repo/app/routes/home.tsx?route-chunk=main", "/repo")).toBe("app/routes/home.tsx");
    expect(moduleName("\0vite/preload-helper.js", "/repo")).toBe("vite/preload-helper.js");
  });
});
