import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The site's route table. Paths match app/route-paths.ts; a test checks the two agree.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/businesspurchase", "routes/services.businesspurchase.tsx"),
  route("services/business-loans", "routes/services.business-loans.tsx"),
  route("services/residential-loans", "routes/services.residential-loans.tsx"),
  route("services/commercial-property-loans", "routes/services.commercial-property-loans.tsx"),
  route("services/asset-finance", "routes/services.asset-finance.tsx"),
  route("services/private-equity-loan", "routes/services.private-equity-loan.tsx"),
  route("services/property-development-loans", "routes/services.property-development-loans.tsx"),
  route("services/smsf-loans", "routes/services.smsf-loans.tsx"),
  route("about", "routes/about.tsx"),
  route("referral", "routes/referral.tsx"),
  // Route matching ignores case, so this also serves the old site's /Inquiry links.
  route("inquiry", "routes/inquiry.tsx"),
  // The About page's "Get in Touch" links: the same screen, canonical /inquiry.
  route("contact", "routes/inquiry.tsx", { id: "contact" }),
  route("settlements", "routes/settlements.tsx"),
  route("calculator", "routes/calculator.tsx"),
  route("bpc", "routes/bpc.tsx"),
  route("lrc", "routes/lrc.tsx"),
  route("sdc", "routes/sdc.tsx"),
  route("oc", "routes/oc.tsx"),
  route("lmi", "routes/lmi.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // A resource route: prerendered to build/client/credit-guide.pdf at build time.
  route("credit-guide.pdf", "routes/credit-guide-pdf.ts"),
  // Resource routes for search engines and link previews, prerendered to
  // build/client/sitemap.xml, robots.txt and social-card.png.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("social-card.png", "routes/social-card-png.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
