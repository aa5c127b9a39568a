// @vitest-environment node
/**
 * No import cycles, anywhere: a cycle planted in the content layer must fail
 * lint. In a file of its own because import-x keeps a module graph for the
 * whole process, and a graph warmed by other planted files can hide a loop.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Linting walks the whole import graph: seconds, not milliseconds.
describe("the import graph", { timeout: 60_000 }, () => {
  it("refuses an import cycle", async () => {
    // pages.ts imports brand.ts; a brand.ts that imported pages.ts back would close the loop.
    const text = 'import { homePage } from "./pages.ts";\nexport const used = homePage;\n';
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(text, {
      filePath: "app/content/brand.ts",
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });

  it("accepts the same file without the loop", async () => {
    const text = 'import { serviceIds } from "./service-ids.ts";\nexport const used = serviceIds;\n';
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(text, {
      filePath: "app/content/brand.ts",
    });
    expect(result?.messages).toEqual([]);
  });
});
