/**
 * The home page's JSON-LD: the brokerage as a schema.org FinancialService,
 * from the brand module, so search engines show the same name, address,
 * phone number and hours as the footer.
 */
import { brand, type Brand } from "#app/content/brand.ts";
import { socialCard } from "./social-card.ts";

export function businessStructuredData(brandFacts: Brand = brand) {
  const siteUrl = (path: string) => new URL(path, brandFacts.siteUrl).href;
  const { postalAddress } = brandFacts;
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": `${siteUrl("/")}#business`,
    name: brandFacts.name,
    legalName: brandFacts.legalName,
    description: brandFacts.tagline,
    url: siteUrl("/"),
    logo: siteUrl(brandFacts.logo.src),
    image: siteUrl(socialCard.path),
    telephone: brandFacts.phone.e164,
    email: brandFacts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.locality,
      addressRegion: postalAddress.state,
      postalCode: postalAddress.postcode,
      addressCountry: "AU",
    },
    // Days without hours are left out, which schema.org reads as closed.
    openingHoursSpecification: brandFacts.openingHours.flatMap((hours) =>
      hours.opens && hours.closes
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: [...hours.dayNames],
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    areaServed: { "@type": "Country", name: "Australia" },
    taxID: brandFacts.abn,
    sameAs: brandFacts.socialLinks.map((link) => link.href).filter((href) => href.startsWith("https://")),
  };
}
