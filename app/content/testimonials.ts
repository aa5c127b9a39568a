/**
 * What clients say: the home page's testimonial carousel. The office edits the
 * clients' names and quotes in the content studio (first-version/testimonials.ts
 * holds the first ones); the initials and five stars are derived (spec §9).
 */
import { publishedContent } from "./published-content.ts";

export interface Testimonial {
  name: string;
  /** The quote itself. */
  description: string;
  /** Scroll-in delay in milliseconds, as a string because the animation attribute takes one. */
  aosDelay: "0" | "300" | "600" | "900";
}

export const testimonialsSection = {
  heading: "What Our Clients Say About Us",
  intro:
    "Discover the impact we've made on our clients. Their stories speak volumes about our commitment to excellence and satisfaction.",
} as const;

const SCROLL_IN_DELAYS = ["0", "300", "600", "900"] as const;

/** The testimonials of the version being rendered, each with its scroll-in delay (0, 300, 600, 900 ms, then again). */
export function shownTestimonials(): Testimonial[] {
  return publishedContent().testimonials.map((entry, index) => ({
    name: entry.name,
    description: entry.quote,
    aosDelay: SCROLL_IN_DELAYS[index % SCROLL_IN_DELAYS.length] ?? "0",
  }));
}
