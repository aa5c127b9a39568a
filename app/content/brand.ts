/**
 * Every fact about the brokerage itself. Rebranding the site means editing
 * this file only: the navigation, footer, meta tags, canonical links and
 * intro screen all read from here.
 *
 * Kestrel Ridge Finance is a fictional sample business. Its phone numbers are
 * in the (03) 5550 xxxx block that the ACMA reserves for use in fiction, its
 * web address uses the reserved `.example` domain, and its ABN and credit
 * licence number are made up (the ABN passes the ABR checksum, see abn.ts).
 */
import logoMarkup from "../../public/brand/logo.svg?raw";
import logoInline from "../../public/brand/logo.svg?inline";

export interface OpeningHours {
  /** Short day range as shown in the footer, e.g. "Mon-Fri". */
  days: string;
  /** Machine-readable day names for structured data. */
  dayNames: readonly string[];
  /** 24-hour "HH:MM" opening time, or null when closed all day. */
  opens: string | null;
  closes: string | null;
}

export interface SocialLink {
  network: "Facebook" | "LinkedIn" | "Instagram";
  href: string;
}

export interface Brand {
  name: string;
  legalName: string;
  tagline: string;
  /**
   * The mark. `src` is its address (structured data, the social card); the same
   * file is also in every page, where it costs no request before the first
   * paint (docs/PERFORMANCE.md): `markup`, its SVG, which the header and the
   * intro draw inline, and `inlineSrc`, a data: URL, the browser tab's icon.
   */
  logo: { src: string; markup: string; inlineSrc: string; alt: string; width: number; height: number };
  phone: { display: string; e164: string };
  email: string;
  postalAddress: {
    street: string;
    locality: string;
    state: string;
    postcode: string;
  };
  abn: string;
  australianCreditLicence: string;
  openingHours: readonly OpeningHours[];
  socialLinks: readonly SocialLink[];
  copyrightHolder: string;
  siteUrl: string;
}

export const brand: Brand = {
  name: "Kestrel Ridge Finance",
  legalName: "Kestrel Ridge Finance Pty Ltd",
  tagline: "Business, property and asset lending, brokered with care.",
  logo: {
    src: "/brand/logo.svg",
    markup: logoMarkup,
    inlineSrc: logoInline,
    alt: "Kestrel Ridge Finance",
    width: 176,
    height: 40,
  },
  phone: { display: "(03) 5550 0148", e164: "+61355500148" },
  email: "hello@kestrelridge.example",
  postalAddress: {
    street: "PO Box 4127",
    locality: "Ballarat",
    state: "VIC",
    postcode: "3350",
  },
  abn: "49 962 793 283",
  australianCreditLicence: "548913",
  openingHours: [
    {
      days: "Mon-Fri",
      dayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: "Sat", dayNames: ["Saturday"], opens: "08:00", closes: "15:00" },
    { days: "Sun", dayNames: ["Sunday"], opens: null, closes: null },
  ],
  socialLinks: [
    { network: "Facebook", href: "https://www.facebook.com/kestrelridgefinance.example" },
    { network: "LinkedIn", href: "https://www.linkedin.com/company/kestrelridgefinance-example" },
    { network: "Instagram", href: "https://www.instagram.com/kestrelridgefinance.example" },
  ],
  copyrightHolder: "Kestrel Ridge Finance Pty Ltd",
  siteUrl: "https://www.kestrelridge.example",
};

/** "PO Box 4127, Ballarat VIC 3350" */
export function formatPostalAddress(address: Brand["postalAddress"]): string {
  return `${address.street}, ${address.locality} ${address.state} ${address.postcode}`;
}

/** "08:00-18:00" or "Closed" */
export function formatOpeningHours(hours: OpeningHours): string {
  return hours.opens && hours.closes ? `${hours.opens}-${hours.closes}` : "Closed";
}
