// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { CodeKind } from "../../app/content/page-code.ts";
import { moduleName } from "../../scripts/chunk-modules-plugin.mjs";
import {
  type ChunkModules,
  kindOf,
  neverInTheBrowserProblems,
  pageCodeProblems,
  pageDownloads,
} from "../support/page-code.ts";

const servicesPage = { path: "/services", module: "services" };
const calculatorPage = { path: "/lrc", module: "loan-repayment-calculator" };

/** A small browser build: the framework and shell every page loads, and two pages' own files. */
function build(plant: Partial<Record<string, string[]>> = {}): ChunkModules {
  const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
    modules: Object.fromEntries([...modules, ...(plant[modules[0] ?? ""] ?? [])].map((module) => [module, 100])),
    imports,
    dynamicImports,
  });
  return {
    "assets/entry.client.js": chunk(["node_modules/react-dom/cjs/react-dom-client.production.js"], ["assets/shell.js"]),
    "assets/shell.js": chunk([
      "node_modules/react-router/dist/production/index.mjs",
      "app/root.tsx",
      "app/ui/button-link.tsx",
    ]),
    "assets/services.js": chunk(
      ["app/routes/services.tsx", "app/features/services/service-card-grid.tsx"],
      ["assets/shell.js"],
    ),
    "assets/loan-repayment-calculator.js": chunk(
      [
        "app/routes/loan-repayment-calculator.tsx",
        "app/features/calculators/loan-repayment/loan-repayment-calculator.tsx",
        "contracts/calculator-scenario-handoff.ts",
      ],
      ["assets/shell.js", "assets/chart.js"],
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

/** The files the page's HTML names: the entry, the root and its own route module, and React Router's manifest. */
const named = (route: string) => [
  "/assets/manifest-0a1b2c3d.js",
  "/assets/entry.client.js",
  "/assets/shell.js",
  `/assets/${route}.js`,
];

const calculatorKinds: readonly CodeKind[] = ["calculator", "chart", "scenario", "report"];

describe("what a page downloads", () => {
  it("is the files its HTML names and their static imports first, then what import() fetches", () => {
    const downloads = pageDownloads(named("loan-repayment-calculator"), build());
    expect([...downloads.firstVisit.keys()]).toContain("app/features/calculators/balance-comparison-chart.tsx");
    expect([...downloads.firstVisit.keys()]).not.toContain("node_modules/pdf-lib/es/index.js");
    expect(Object.fromEntries(downloads.later)).toEqual({
      "app/features/calculators/calculator-report.lazy.ts": "assets/report.js",
      "node_modules/pdf-lib/es/index.js": "assets/report.js",
      "node_modules/pako/dist/pako.esm.mjs": "assets/pako.js",
    });
    expect(downloads.unknownFiles).toEqual([]);
  });

  it("names a file its HTML loads that the module map does not list, but not React Router's manifest", () => {
    expect(pageDownloads([...named("services"), "/assets/stray.js"], build()).unknownFiles).toEqual([
      "assets/stray.js",
    ]);
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
    ["node_modules/react-router/dist/production/index.mjs", "every page"],
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
    expect(pageCodeProblems(servicesPage, ["services"], pageDownloads(named("services"), build()))).toEqual([]);
    expect(
      pageCodeProblems(calculatorPage, calculatorKinds, pageDownloads(named("loan-repayment-calculator"), build())),
    ).toEqual([]);
  });

  it("name a module of a kind it does not use, planted in its own file or in the shell", () => {
    const planted = build({
      "app/routes/services.tsx": ["node_modules/embla-carousel/esm/embla-carousel.esm.js"],
      "node_modules/react-router/dist/production/index.mjs": ["node_modules/zod/v4/core/schemas.js"],
    });
    expect(pageCodeProblems(servicesPage, ["services"], pageDownloads(named("services"), planted))).toEqual([
      "/services downloads lead form code, which it does not use: node_modules/zod/v4/core/schemas.js (assets/shell.js)",
      "/services downloads carousel code, which it does not use: node_modules/embla-carousel/esm/embla-carousel.esm.js (assets/services.js)",
    ]);
  });

  it("name chart code on a calculator that draws no chart", () => {
    const problems = pageCodeProblems(
      calculatorPage,
      ["calculator", "scenario", "report"],
      pageDownloads(named("loan-repayment-calculator"), build()),
    );
    expect(problems).toEqual([
      "/lrc downloads chart code, which it does not use: app/features/calculators/balance-comparison-chart.tsx (assets/chart.js)",
    ]);
  });

  it("name the report's code when it comes with the first visit instead of on request", () => {
    const planted = build({
      "app/routes/loan-repayment-calculator.tsx": ["node_modules/pdf-lib/es/api/PDFDocument.js"],
    });
    expect(
      pageCodeProblems(calculatorPage, calculatorKinds, pageDownloads(named("loan-repayment-calculator"), planted)),
    ).toEqual([
      "/lrc downloads report code on its first visit, which only import() on request may fetch: node_modules/pdf-lib/es/api/PDFDocument.js (assets/loan-repayment-calculator.js)",
    ]);
  });

  it("name another page's route module, a package of no kind and server code", () => {
    const planted = build({
      "app/routes/services.tsx": [
        "app/routes/about.tsx",
        "node_modules/left-pad/index.js",
        "server/inbox/leads/lead-inbox.ts",
      ],
    });
    expect(pageCodeProblems(servicesPage, ["services"], pageDownloads(named("services"), planted))).toEqual([
      "/services downloads another page's route module: app/routes/about.tsx (assets/services.js)",
      '/services downloads package "left-pad", of no kind in app/content/page-code.ts: node_modules/left-pad/index.js (assets/services.js)',
      "/services downloads code that must never reach a browser: server/inbox/leads/lead-inbox.ts (assets/services.js)",
    ]);
  });

  it("name a kind it declares but downloads nothing of, so the table stays true", () => {
    expect(pageCodeProblems(servicesPage, ["services", "carousel"], pageDownloads(named("services"), build()))).toEqual(
      ["/services declares carousel code but downloads none: take it out of app/content/page-code.ts"],
    );
  });

  it("say so when the page has no row in the table", () => {
    expect(
      pageCodeProblems({ path: "/new", module: "new-page" }, undefined, pageDownloads(named("services"), build())),
    ).toEqual(['/new: app/content/page-code.ts does not say what "new-page" uses']);
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
