/**
 * The site's own pages, by address, in the sitemap's order: where a home
 * slide's button may go (contracts/site-content.ts refuses any other). The
 * app's page list (app/content/pages.ts's `sitePages`) is the source; a test
 * (app/content/site-page-paths.test.ts) holds this copy to it, so the studio,
 * which may not import the app, offers exactly the pages there are. No zod here.
 */
export const SITE_PAGE_PATHS = [
  "/",
  "/services",
  "/services/businesspurchase",
  "/services/business-loans",
  "/services/residential-loans",
  "/services/commercial-property-loans",
  "/services/asset-finance",
  "/services/private-equity-loan",
  "/services/property-development-loans",
  "/services/smsf-loans",
  "/about",
  "/referral",
  "/inquiry",
  "/settlements",
  "/calculator",
  "/bpc",
  "/lrc",
  "/sdc",
  "/oc",
  "/lmi",
  "/refinance",
  "/privacy",
] as const;

export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];
