/**
 * Every path the site links to, in one place: links, the route table, the
 * prerender list and the tests all read from here instead of URL literals.
 * Which of them are pages, and what renders each, is pages.ts's `sitePages`.
 */
import type { ServiceId } from "./service-ids.ts";

export const paths = {
  home: "/",
  services: "/services",
  service: (id: ServiceId) => `/services/${id}` as const,
  about: "/about",
  referral: "/referral",
  inquiry: "/inquiry",
  settlements: "/settlements",
  calculators: "/calculator",
  borrowingPowerCalculator: "/bpc",
  loanRepaymentCalculator: "/lrc",
  stampDutyCalculator: "/sdc",
  offsetCalculator: "/oc",
  howLongToRepayCalculator: "/lmi",
  refinanceCalculator: "/refinance",
  privacy: "/privacy",
  /** Anchors on the home page. */
  servicesSection: "/#services",
  referralSection: "/#referral",
  /** Older spellings that other sites and the old site's pages link to. */
  inquiryCapitalised: "/Inquiry",
  contact: "/contact",
  /** The credit guide, a PDF generated at build time from the brand module. */
  creditGuide: "/credit-guide.pdf",
  /** For search engines and link previews, generated at build time from the route table and brand. */
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  socialCard: "/social-card.png",
  /** Where the designed not-found page is prerendered (served for any unknown path). */
  notFound: "/404",
} as const;

/** Other addresses of a page, each with that page as its canonical address. */
export const aliasPaths: readonly string[] = [paths.inquiryCapitalised, paths.contact];

/** Files that resource routes write at build time: not pages, so never in the sitemap. */
export const resourcePaths: readonly string[] = [paths.creditGuide, paths.sitemap, paths.robots, paths.socialCard];
