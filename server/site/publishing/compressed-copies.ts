/**
 * The brotli and gzip copies written beside every text file of the site, so
 * the server sends compressed bytes without compressing on each request. The
 * build (scripts/post-build.ts) and a publish (site-versions.ts) both write
 * them here, with the same settings, so a published page's copies are the
 * build's byte for byte.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressionSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
}

/** Writes `.br` and `.gz` beside each compressible file under `folder`; the compressions run side by side. */
export async function writeCompressedCopies(folder: string): Promise<CompressionSummary> {
  const targets: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size >= MIN_BYTES) targets.push(file);
  }
  const sizes = await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return { raw: content.length, brotli: br.length };
    }),
  );
  return {
    files: sizes.length,
    rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
    brotliBytes: sizes.reduce((sum, size) => sum + size.brotli, 0),
  };
}
