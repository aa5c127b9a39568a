import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { inquiryPage, sitePages } from "./content/pages.ts";
import { paths } from "./content/site-paths.ts";

/** React Router wants paths without the leading slash; "/" is the index route. */
function pageRoute(path: string, module: string, options: { id?: string } = {}) {
  const file = `routes/${module}.tsx`;
  return path === paths.home ? index(file, options) : route(path.slice(1), file, options);
}

// The site's route table, built from the one list of pages (content/pages.ts).
export default [
  ...sitePages.map((page) => pageRoute(page.path, page.module)),
  // Route matching ignores case, so /inquiry also serves the old site's /Inquiry links.
  // The About page's "Get in Touch" links go to /contact: the same screen, canonical /inquiry.
  pageRoute(paths.contact, inquiryPage.module, { id: "contact" }),
  // Resource routes, whose loaders run at build time and write build/client/credit-guide.pdf,
  // and, for search engines and link previews, sitemap.xml, robots.txt and social-card.png.
  route(paths.creditGuide.slice(1), "routes/credit-guide-pdf.ts"),
  route(paths.sitemap.slice(1), "routes/sitemap-xml.ts"),
  route(paths.robots.slice(1), "routes/robots-txt.ts"),
  route(paths.socialCard.slice(1), "routes/social-card-png.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
