import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Build-time code and Node's modules: never in browser code. */
const buildTimeImports = [
  {
    group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
    message: "Build-time code (*.server.ts) must not be imported by browser code.",
  },
  {
    group: ["node:*", "sharp", "opentype.js", "@fontsource/*"],
    message: "Browser code must not import build-time modules; put this in a *.server.ts file.",
  },
];

/** Browser code that is part of a page's first download: pdf-lib and on-demand code come only through import(). */
const pageImports = [
  ...buildTimeImports,
  {
    group: ["pdf-lib"],
    message: "pdf-lib is loaded only by on-demand code (*.lazy.ts), which a page loads with import().",
  },
  {
    group: ["**/*.lazy", "**/*.lazy.ts", "**/*.lazy.tsx"],
    allowTypeImports: true,
    message:
      "On-demand code (*.lazy.ts) is loaded with import() when a visitor asks for it; a static import puts it in the page's first download.",
  },
];

/** Code islands are made of: hydrated alone, with no router above it (decision 016). */
const islandImports = [
  ...pageImports,
  {
    group: ["react-router", "react-router/*"],
    allowTypeImports: true,
    message:
      "Islands run without the router (decision 016): link with <a href>, read the address with #app/lib/page-address.ts.",
  },
];

/**
 * The server's folders and what each may import besides itself and
 * contracts/: imports flow one way, db ← leads ← staff, leads ← site, and
 * every folder ← inbox ← the root (app.ts, main.ts). The settings
 * (config.ts, command-line.ts, trust-proxy.ts) are read by every folder's
 * command-line tool; they read the database address and the HSTS setting in
 * turn. tests/unit/architecture-lint.test.ts plants wrong-way imports.
 */
const SERVER_LAYERS = {
  "server-db": ["server-settings"],
  "server-leads": ["server-db", "server-settings"],
  "server-staff": ["server-leads", "server-db", "server-settings"],
  "server-site": ["server-leads", "server-db", "server-settings"],
  "server-inbox": ["server-site", "server-staff", "server-leads", "server-db", "server-settings"],
  "server-settings": ["server-site", "server-db"],
  "server-root": ["server-inbox", "server-site", "server-staff", "server-leads", "server-db", "server-settings"],
};
const SERVER_TYPES = Object.keys(SERVER_LAYERS);
const serverPolicies = Object.entries(SERVER_LAYERS).map(([type, below]) => ({
  from: { element: { type } },
  allow: { to: { element: { types: { anyOf: [type, ...below, "contracts"] } } } },
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
      "tests/lint/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    // The public site's components, and the staff inbox's server-rendered pages.
    files: ["app/**/*.tsx", "server/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // The layers, and the one direction imports flow between them
    // (docs/ARCHITECTURE.md, "Layers"): contracts, lib, content, ui, features,
    // then routes and the document root. Tests of a layer may also use
    // tests/support and tests/setup. tests/lint/architecture.test.ts plants a
    // wrong-way import and a cycle and expects this to refuse both.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "tsconfig.json" } },
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true, project: "tsconfig.json" })],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      // Folders, matched from the repository root; the first that matches wins,
      // so "root" (the files directly in app/) comes after app's folders.
      "boundaries/elements": [
        { type: "contracts", pattern: "contracts", partialMatch: false },
        { type: "lib", pattern: "app/lib", partialMatch: false },
        { type: "content", pattern: "app/content", partialMatch: false },
        { type: "ui", pattern: "app/ui", partialMatch: false },
        { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
        { type: "routes", pattern: "app/routes", partialMatch: false },
        { type: "root", pattern: "app", partialMatch: false },
        // The server's folders, each the one owner of its tables (docs/ARCHITECTURE.md, "The server's folders").
        { type: "server-db", pattern: "server/db", partialMatch: false },
        { type: "server-leads", pattern: "server/leads", partialMatch: false },
        { type: "server-staff", pattern: "server/staff", partialMatch: false },
        { type: "server-site", pattern: "server/site", partialMatch: false },
        { type: "server-inbox", pattern: "server/inbox", partialMatch: false },
        // The settings and the command line's plumbing every folder's tools read, beside app.ts.
        // Three files, not a folder: only the deprecated mode "full" matches a file here in boundaries 7 (partialMatch
        // does not); it prints a deprecation notice once a run. Moving them into a folder would retire it.
        { type: "server-settings", pattern: "server/{config,command-line,trust-proxy}.ts", mode: "full" },
        // app.ts, main.ts and the rest directly in server/: they put the folders together.
        { type: "server-root", pattern: "server", partialMatch: false },
        { type: "scripts", pattern: "scripts", partialMatch: false },
        { type: "tests", pattern: "tests", partialMatch: false },
      ],
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
    },
    rules: {
      "import-x/no-cycle": "error",
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{ from.element.type }} must not import {{ to.element.type }}: imports flow contracts → lib → content → ui → features → routes and root, features never import each other, and app and server share only contracts; in the server, db ← leads ← staff, leads ← site, and all ← inbox ← app.ts and main.ts.",
          policies: [
            { from: { element: { type: "contracts" } }, allow: { to: { element: { type: "contracts" } } } },
            {
              from: { element: { type: "lib" } },
              allow: { to: { element: { types: { anyOf: ["lib", "contracts"] } } } },
            },
            {
              from: { element: { type: "content" } },
              allow: { to: { element: { types: { anyOf: ["content", "lib", "contracts"] } } } },
            },
            // ui is generic: it knows no brokerage words, so not content either.
            {
              from: { element: { type: "ui" } },
              allow: { to: { element: { types: { anyOf: ["ui", "lib", "contracts"] } } } },
            },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { types: { anyOf: ["ui", "content", "lib", "contracts"] } } } },
            },
            {
              from: { element: { type: "feature" } },
              allow: {
                to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
              },
            },
            {
              from: { element: { types: { anyOf: ["routes", "root"] } } },
              allow: {
                to: {
                  element: { types: { anyOf: ["routes", "root", "feature", "ui", "content", "lib", "contracts"] } },
                },
              },
            },
            // The server's folders, one way: db ← leads ← staff; leads ← site; all of them ← inbox ← the root.
            // (Staff sits above leads because disabling someone hands their waiting leads on, decision 018.)
            ...serverPolicies,
            // Benchmarks and build steps drive the built server and read the built site.
            {
              from: { element: { type: "scripts" } },
              allow: { to: { element: { types: { anyOf: ["scripts", ...SERVER_TYPES, "contracts", "tests"] } } } },
            },
            {
              from: { element: { type: "tests" } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        "tests",
                        "scripts",
                        ...SERVER_TYPES,
                        "contracts",
                        "routes",
                        "root",
                        "feature",
                        "ui",
                        "content",
                        "lib",
                      ],
                    },
                  },
                },
              },
            },
            { from: { file: { categories: "test" } }, allow: { to: { element: { type: "tests" } } } },
            // A server test may start a whole server, or read what another folder stored, to see its own code at work.
            {
              from: { element: { types: { anyOf: SERVER_TYPES } }, file: { categories: "test" } },
              allow: { to: { element: { types: { anyOf: SERVER_TYPES } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time code (the credit guide PDF, the social card, fonts, sharp,
    // node:fs) is named *.server.ts and never reaches a visitor's browser;
    // pdf-lib reaches it only in on-demand code (*.lazy.ts, below).
    // Only other build-time code, resource routes (app/routes/*.ts, whose
    // loaders run at build) and tests may import it.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/routes/*.ts", "app/routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: pageImports,
        },
      ],
    },
  },
  {
    // No page runs the router in the browser (decision 016): an island is
    // hydrated alone, with no router above it, so the code islands are made of
    // (features, ui, lib) links with <a href> and reads the address with
    // lib/page-address.ts. Only the build-time shell may ask the router which
    // page it is rendering, and page-meta names the router's meta type.
    files: ["app/features/**/*.{ts,tsx}", "app/ui/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/**/*.server.{ts,tsx}",
      "app/**/*.lazy.{ts,tsx}",
      "app/features/shell/nav-entry-link.tsx",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: islandImports }] },
  },
  {
    // On-demand code (*.lazy.ts: the PDF typesetter and a calculator's report)
    // runs in the browser but is loaded only by import() when a visitor asks
    // for it, so it may use pdf-lib and other on-demand modules; build-time
    // code and Node's modules stay out of it as out of all browser code.
    files: ["app/**/*.lazy.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: buildTimeImports,
        },
      ],
    },
  },
  {
    // A calculator page builds its scenario's link but never validates one, so it
    // takes the zod-free half of the contract: the schema would add zod (about
    // 23 KiB gzip) to every calculator's first download.
    files: ["app/features/calculators/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/**/*.lazy.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...islandImports,
            {
              group: ["**/contracts/calculator-scenario.ts"],
              allowTypeImports: true,
              message:
                "Import what a calculator needs from contracts/calculator-scenario-handoff.ts: the schema here brings zod into the page.",
            },
          ],
        },
      ],
    },
  },
);
