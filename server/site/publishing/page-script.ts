// What the build (scripts/post-build.ts) and a publish (site-versions.ts) do to
// every rendered page: point it at the page's script
// (decision 016). The pages ask for it at a fixed placeholder address
// (app/features/shell/page-scripts.ts); the islands' build knows its hashed
// name. It also checks that no page still carries React Router's own browser
// markup: nothing may hydrate a whole page any more.

/** The placeholder the prerendered pages ask for, as React writes it. */
export const PAGE_START_PLACEHOLDER = '<script type="module" async="" src="/page-start.js"></script>';

/** What of React Router's browser markup would mean a page still hydrates as a whole. */
const ROUTER_MARKUP = [/rel="modulepreload"/, /window\.__reactRouter/, /__reactRouterContext/];

/**
 * The page with its script's real address.
 * Throws, naming the page, when the placeholder is not there exactly once,
 * or when the router's own scripts are, so no page ships half-made.
 */
export function pointAtPageScript(html: string, scriptAddress: string, page: string): string {
  const found = html.split(PAGE_START_PLACEHOLDER).length - 1;
  if (found !== 1) {
    throw new Error(`post-build: ${page} asks for the page script ${found} times (expected once: app/root.tsx)`);
  }
  const leftover = ROUTER_MARKUP.find((pattern) => pattern.test(html));
  if (leftover) {
    throw new Error(
      `post-build: ${page} still has React Router's browser markup (${leftover.source}); see decision 016`,
    );
  }
  return html.replace(PAGE_START_PLACEHOLDER, () => `<script type="module" async="" src="${scriptAddress}"></script>`);
}

/** The Vite manifest's entry for one source file, as much of it as we read. */
interface ManifestEntry {
  file: string;
}

/** The page script's address, from the islands build's Vite manifest. */
export function pageScriptAddress(manifest: Readonly<Record<string, ManifestEntry>>): string {
  const entry = manifest["app/page-start.ts"];
  if (!entry) throw new Error("post-build: the islands build has no app/page-start.ts (vite.islands.config.ts)");
  return `/${entry.file}`;
}
