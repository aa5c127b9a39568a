/** The box under the privacy policy that leads to the Credit Guide PDF (the guide's own words are in credit-guide.ts). */
export const creditGuideAside = {
  heading: "Credit Guide",
  text: "Our licence details, the fees and commissions that may apply, the lenders we use most and how to make a complaint.",
  link: "Open the Credit Guide",
  /** Heard, not seen: warns that the link leaves the page for a file. */
  linkNote: " (PDF, opens in a new tab)",
} as const;
