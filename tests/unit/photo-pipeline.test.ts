// Proves the README's "Adding photos" recipe: a raster photo imported with
// `?...&as=picture` comes out of the build resized, in AVIF and WebP as well
// as JPEG, and fromPicture turns it into an image slot with a srcset.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build, type Rollup } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let workDir: string;
let output: Rollup.RollupOutput;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "photo-pipeline-"));
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f6b70" } })
    .jpeg()
    .toFile(path.join(workDir, "office.jpg"));
  await writeFile(
    path.join(workDir, "entry.js"),
    'import office from "./office.jpg?w=300;600&format=avif;webp;jpg&as=picture";\nexport default office;\n',
  );
  const result = await build({
    root: workDir,
    configFile: false,
    logLevel: "silent",
    plugins: [imagetools()],
    build: { write: false, lib: { entry: path.join(workDir, "entry.js"), formats: ["es"], fileName: "entry" } },
  });
  output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
}, 60_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("a photo added to the content folder", () => {
  it("is written in AVIF, WebP and JPEG at each requested width", () => {
    const files = output.output.filter((chunk) => chunk.type === "asset").map((asset) => asset.fileName);
    // imagetools names JPEGs .jpg or .jpeg depending on whether they came from its cache.
    for (const [format, extension] of [
      ["avif", /\.avif$/],
      ["webp", /\.webp$/],
      ["jpeg", /\.jpe?g$/],
    ] as const) {
      expect(files.filter((file) => extension.test(file)).length, format).toBeGreaterThanOrEqual(2);
    }
  });

  it("is described to the page with a srcset per format and its real size", () => {
    const entry = output.output.find((chunk) => chunk.type === "chunk");
    const code = entry?.type === "chunk" ? entry.code : "";
    expect(code).toMatch(/avif/);
    expect(code).toMatch(/ 300w/);
    expect(code).toMatch(/ 600w/);
  });
});
