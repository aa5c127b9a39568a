/** The footer's own words around the brand facts (brand.ts) and its link groups (navigation.ts). */
export const footerCopy = {
  socialLinksLabel: "Social media",
  contactHeading: "Contact",
  phoneLabel: "Phone:",
  emailLabel: "Email:",
  postalAddressLabel: "Postal address:",
  openingHoursHeading: "Opening hours",
  rightsReserved: "All rights reserved.",
} as const;
