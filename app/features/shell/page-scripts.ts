import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { resourcePaths } from "#app/content/site-paths.ts";

/**
 * Where the prerendered HTML asks for the page's script (app/page-start.ts).
 * The build writes the bundled file's hashed address in its place
 * (scripts/post-build.ts); under `npm run dev` the dev server serves the module itself.
 */
export const PAGE_START_SRC = import.meta.env.DEV ? "/app/page-start.ts" : "/page-start.js";

/**
 * Speculation rules: a page linked from this one is fetched while the pointer
 * rests on the link or a finger presses it ("moderate"), so the next page
 * opens at once, without a router (decision 016). Only fetched, never
 * prerendered: a prerendered page would run its script, intro and confetti
 * unseen. Not the staff inbox, nor the files that are not pages.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${INBOX_PATH}{/*}?` } },
          ...resourcePaths.map((path) => ({ not: { href_matches: path } })),
        ],
      },
      eagerness: "moderate",
    },
  ],
});
