/** What clients say, as first published (the studio edits them from then on). All clients are fictional. */
import type { TestimonialEntry } from "../../../contracts/site-content.ts";

export const firstTestimonials: TestimonialEntry[] = [
  {
    name: "Darcy Whitlow",
    quote:
      "We'd found the café we wanted but had no idea how to fund it. Our broker explained every step, lined up the lender and kept our solicitor in the loop. We got the keys on the day we'd planned.",
  },
  {
    name: "Mei Lin Gardiner",
    quote:
      "As first home buyers we were nervous about the whole process. The team at Kestrel Ridge Finance compared the options with us patiently and never made us feel rushed. We're now in our own place.",
  },
  {
    name: "Tomasz Ferraby",
    quote:
      "Two new excavators meant winning a bigger contract. The repayments were set around our seasonal cash flow, and the machines were on site within a fortnight of our first call.",
  },
  {
    name: "Leilani Ashcombe",
    quote:
      "Our SMSF purchase of the clinic's premises had a lot of moving parts. The broker worked closely with our accountant and adviser, and everything was set up properly from the start.",
  },
];
