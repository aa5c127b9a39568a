import { describe, expect, it } from "vitest";
import { brand, type Brand } from "#app/content/brand.ts";
import { businessStructuredData } from "./business-structured-data.ts";

describe("businessStructuredData", () => {
  // What the page carries: the object as JSON, read back.
  const data = JSON.parse(JSON.stringify(businessStructuredData()));

  it("describes the brokerage as a schema.org FinancialService", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FinancialService");
    expect(data.name).toBe(brand.name);
    expect(data.legalName).toBe(brand.legalName);
  });

  it("gives the site, logo and image as absolute addresses on the brand's site", () => {
    expect(data.url).toBe(`${brand.siteUrl}/`);
    expect(data.logo).toBe(`${brand.siteUrl}${brand.logo.src}`);
    expect(data.image).toBe(`${brand.siteUrl}/social-card.png`);
  });

  it("carries the phone number with its country code, the e-mail address and the postal address", () => {
    expect(data.telephone).toBe("+61355500148");
    expect(data.email).toBe(brand.email);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: brand.postalAddress.street,
      addressLocality: brand.postalAddress.locality,
      addressRegion: brand.postalAddress.state,
      postalCode: brand.postalAddress.postcode,
      addressCountry: "AU",
    });
  });

  it("has the brand's opening hours, leaving out the days it is closed", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "15:00" },
    ]);
  });

  it("serves Australia and names the social profiles", () => {
    expect(data.areaServed).toEqual({ "@type": "Country", name: "Australia" });
    expect(data.sameAs).toEqual(brand.socialLinks.map((link) => link.href));
  });

  it("follows the brand module and skips social links that are not https addresses", () => {
    const other: Brand = {
      ...brand,
      name: "Other Finance",
      siteUrl: "https://other.example",
      socialLinks: [
        { network: "Facebook", href: "#" },
        { network: "LinkedIn", href: "https://www.linkedin.com/company/other" },
      ],
    };
    const otherData = businessStructuredData(other);
    expect(otherData.name).toBe("Other Finance");
    expect(otherData.url).toBe("https://other.example/");
    expect(otherData.sameAs).toEqual(["https://www.linkedin.com/company/other"]);
  });
});
