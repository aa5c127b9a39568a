// @vitest-environment node
/**
 * The layer rules in eslint.config.js hold only if they refuse what they
 * claim to. Each case lints a planted file (its text given here, its
 * imports resolved against the real tree) with the project's own config.
 */
import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rules that fail when `text`, saved at `filePath`, is linted. */
async function failingRules(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => message.ruleId ?? message.message);
}

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The first lint walks the whole import graph (for no-cycle): seconds, not milliseconds.
describe("the layer rules", { timeout: 60_000 }, () => {
  it("let a feature use its own files, ui, content, lib and contracts", async () => {
    const text = [
      'import { brand } from "#app/content/brand.ts";',
      'import { isValidAbn } from "#app/lib/abn.ts";',
      'import { PageBanner } from "#app/ui/page-banner.tsx";',
      'import { FIELD_LIMITS } from "../../../contracts/lead-forms.ts";',
      'import { InquiryForm } from "./inquiry-form.tsx";',
      "export const used = [brand, isValidAbn, PageBanner, FIELD_LIMITS, InquiryForm];",
    ].join("\n");
    expect(await failingRules("app/features/leads/planted.ts", text)).toEqual([]);
  });

  it.each(features)("refuse an import of another feature planted in features/%s", async (feature) => {
    const other = features.find((name) => name !== feature) ?? "";
    const otherFile = readdirSync(`app/features/${other}`).find(
      (file) => /^[a-z-]+\.tsx?$/.test(file) && !file.includes(".server."),
    );
    const text = `import * as other from "#app/features/${other}/${otherFile}";\nexport const used = other;\n`;
    expect(await failingRules(`app/features/${feature}/planted.ts`, text)).toContain("boundaries/dependencies");
  });

  it.each(features)("refuse an import of a route planted in features/%s", async (feature) => {
    const text = 'import * as home from "#app/routes/home.tsx";\nexport const used = home;\n';
    expect(await failingRules(`app/features/${feature}/planted.ts`, text)).toContain("boundaries/dependencies");
  });

  it.each([
    ["lib", "app/lib/planted.ts", "#app/content/brand.ts"],
    ["lib", "app/lib/planted.ts", "#app/features/shell/theme.ts"],
    ["content", "app/content/planted.ts", "#app/features/calculators/maths/money.ts"],
    ["content", "app/content/planted.ts", "#app/ui/page-banner.tsx"],
    ["ui", "app/ui/planted.ts", "#app/content/brand.ts"],
    ["contracts", "contracts/planted.ts", "#app/lib/abn.ts"],
    ["the server", "server/planted.ts", "#app/content/brand.ts"],
    ["the server's folders", "server/leads/planted.ts", "#app/content/brand.ts"],
    ["the app", "app/features/leads/planted.ts", "../../../server/config.ts"],
  ])("refuse a wrong-way import from %s (%s imports %s)", async (_layer, filePath, target) => {
    const text = `import * as target from "${target}";\nexport const used = target;\n`;
    expect(await failingRules(filePath, text)).toContain("boundaries/dependencies");
  });

  it.each([
    ["the lead server", "server/leads/planted.ts", "../db/audit-trail.ts"],
    ["the lead server", "server/leads/planted.ts", "../config.ts"],
    ["the staff accounts", "server/staff/planted.ts", "../leads/store/lead-assignment.ts"],
    ["the site", "server/site/planted.ts", "../leads/store/lead-retention.ts"],
    ["the inbox", "server/inbox/planted.ts", "../site/content/closed-dates.ts"],
    ["the root", "server/planted.ts", "./inbox/inbox-plugin.ts"],
  ])("let %s import what is below it (%s imports %s)", async (_folder, filePath, target) => {
    const text = `import * as target from "${target}";\nexport const used = target;\n`;
    expect(await failingRules(filePath, text)).toEqual([]);
  });

  it.each([
    ["the lead server", "server/leads/planted.ts", "../inbox/admin/routing-page.tsx"],
    ["the lead server", "server/leads/planted.ts", "../staff/staff-directory.ts"],
    ["the lead server", "server/leads/planted.ts", "../site/content/content-store.ts"],
    ["the database layer", "server/db/planted.ts", "../leads/store/lead-store.ts"],
    ["the staff accounts", "server/staff/planted.ts", "../inbox/inbox-session.ts"],
    ["the site", "server/site/planted.ts", "../staff/staff-directory.ts"],
    ["a folder", "server/inbox/planted.ts", "../app.ts"],
  ])(
    "refuse a wrong-way import between the server's folders from %s (%s imports %s)",
    async (_folder, filePath, target) => {
      const text = `import * as target from "${target}";\nexport const used = target;\n`;
      expect(await failingRules(filePath, text)).toContain("boundaries/dependencies");
    },
  );

  it("let a server test start a whole server, whatever its folder", async () => {
    const text = 'import { buildServer } from "../../app.ts";\nexport const used = buildServer;\n';
    expect(await failingRules("server/leads/store/planted.test.ts", text)).toEqual([]);
  });

  it("refuse build-time code and Node's modules in browser code, and allow them in a resource route", async () => {
    const buildTime = 'import { loadInter } from "./card-font.server.ts";\nexport const used = loadInter;\n';
    expect(await failingRules("app/features/seo/planted.ts", buildTime)).toContain("no-restricted-imports");
    const nodeFs = 'import { readFile } from "node:fs/promises";\nexport const used = readFile;\n';
    expect(await failingRules("app/features/shell/planted.ts", nodeFs)).toContain("no-restricted-imports");
    expect(await failingRules("app/features/seo/planted.server.ts", buildTime)).toEqual([]);
    const resourceRoute =
      'import { buildSocialCardPng } from "#app/features/seo/social-card-png.server.ts";\nexport const used = buildSocialCardPng;\n';
    expect(await failingRules("app/routes/planted.ts", resourceRoute)).toEqual([]);
  });

  it("let pdf-lib into on-demand code (*.lazy.ts) only, and on-demand code into a page only through import()", async () => {
    const pdfLib = 'import { PDFDocument } from "pdf-lib";\nexport const used = PDFDocument;\n';
    expect(await failingRules("app/features/calculators/planted.ts", pdfLib)).toContain("no-restricted-imports");
    expect(await failingRules("app/features/calculators/planted.lazy.ts", pdfLib)).toEqual([]);
    const staticImport =
      'import { buildCalculatorReport } from "./calculator-report.lazy.ts";\nexport const used = buildCalculatorReport;\n';
    expect(await failingRules("app/features/calculators/planted.ts", staticImport)).toContain("no-restricted-imports");
    const onDemand = 'export const load = () => import("./calculator-report.lazy.ts");\n';
    expect(await failingRules("app/features/calculators/planted.ts", onDemand)).toEqual([]);
    const nodeInLazy = 'import { readFile } from "node:fs/promises";\nexport const used = readFile;\n';
    expect(await failingRules("app/features/calculators/planted.lazy.ts", nodeInLazy)).toContain(
      "no-restricted-imports",
    );
  });

  it("keep the scenario's validator (and zod) out of a calculator page, its types and the zod-free handoff allowed", async () => {
    const schema =
      'import { readScenarioField } from "../../../contracts/calculator-scenario.ts";\nexport const used = readScenarioField;\n';
    expect(await failingRules("app/features/calculators/planted.ts", schema)).toContain("no-restricted-imports");
    const handoff = [
      'import type { CalculatorScenario } from "../../../contracts/calculator-scenario.ts";',
      'import { scenarioFragment } from "../../../contracts/calculator-scenario-handoff.ts";',
      "export const used = (scenario: CalculatorScenario) => scenarioFragment(scenario);",
    ].join("\n");
    expect(await failingRules("app/features/calculators/planted.ts", `${handoff}\n`)).toEqual([]);
  });
});
