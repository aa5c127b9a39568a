/**
 * The content shipped in the repository: the sample brokerage's first
 * published version. A fresh build renders it; the lead server loads it into
 * the database on its first start, and the content studio edits it from there
 * (decision 017).
 */
import type { SiteContent } from "../../../contracts/site-content.ts";
import { firstBusinessDetails } from "./business-details.ts";
import { firstHomeSlides } from "./home-slides.ts";
import { firstLendingPartners } from "./lending-partners.ts";
import { firstSettlements } from "./settlements.ts";
import { firstTeam } from "./team.ts";
import { firstLendingAssumptions } from "./lending-assumptions.ts";
import { firstTestimonials } from "./testimonials.ts";

export const firstVersion: SiteContent = {
  testimonials: firstTestimonials,
  business: firstBusinessDetails,
  settlements: firstSettlements,
  team: firstTeam,
  lendingPartners: firstLendingPartners,
  homeSlides: firstHomeSlides,
  assumptions: firstLendingAssumptions,
};
