/** The page's HTML with its hydration deferred until it has loaded and painted (see defer-hydration.mjs). */
export function deferHydration(html: string): string;
