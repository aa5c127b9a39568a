/** What clients say: the home page's testimonial carousel. All clients are fictional. */
import { brand } from "./brand.ts";

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

export const testimonials: readonly Testimonial[] = [
  {
    name: "Darcy Whitlow",
    description:
      "We'd found the café we wanted but had no idea how to fund it. Our broker explained every step, lined up the lender and kept our solicitor in the loop. We got the keys on the day we'd planned.",
    aosDelay: "0",
  },
  {
    name: "Mei Lin Gardiner",
    description: `As first home buyers we were nervous about the whole process. The team at ${brand.name} compared the options with us patiently and never made us feel rushed. We're now in our own place.`,
    aosDelay: "300",
  },
  {
    name: "Tomasz Ferraby",
    description:
      "Two new excavators meant winning a bigger contract. The repayments were set around our seasonal cash flow, and the machines were on site within a fortnight of our first call.",
    aosDelay: "600",
  },
  {
    name: "Leilani Ashcombe",
    description:
      "Our SMSF purchase of the clinic's premises had a lot of moving parts. The broker worked closely with our accountant and adviser, and everything was set up properly from the start.",
    aosDelay: "900",
  },
];
