/** Every /assets/ script and stylesheet a built page's HTML names, once each (see page-assets.mjs). */
export function pageAssets(html: string): string[];
/** The prerendered file of the page at `pagePath` in `clientDir`. */
export function pageHtmlFile(clientDir: string, pagePath: string): string;
