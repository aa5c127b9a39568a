/**
 * Every fact about the brokerage itself: the navigation, footer, meta tags,
 * canonical links and intro screen all read from here. Its name, logo and
 * address on the web are set here; its contact details, hours, ABN, licence
 * and social links are the office's to edit in the content studio, and this
 * reads them from the version being rendered (published-content.ts).
 *
 * Kestrel Ridge Finance is a fictional sample business. Its phone numbers are
 * in the (03) 5550 xxxx block that the ACMA reserves for use in fiction, its
 * web address uses the reserved `.example` domain, and its ABN and credit
 * licence number are made up (the ABN passes the ABR checksum, see abn.ts).
 */
import logoMarkup from "../../public/brand/logo.svg?raw";
import logoInline from "../../public/brand/logo.svg?inline";
import { normaliseAustralianPhone } from "../../contracts/australian-phone.ts";
import type { BusinessDetails } from "../../contracts/site-content.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../contracts/social-networks.ts";
import { publishedBusinessDetails } from "./published-content.ts";

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
  network: SocialNetwork;
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
  // The office edits these in the content studio: each is read from the
  // version being rendered (published-content.ts), never fixed at import.
  get phone() {
    const display = business().phone;
    return { display, e164: normaliseAustralianPhone(display) ?? display };
  },
  get email() {
    return business().email;
  },
  get postalAddress() {
    return business().postalAddress;
  },
  get abn() {
    return business().abn;
  },
  get australianCreditLicence() {
    return business().australianCreditLicence;
  },
  get openingHours() {
    return groupedOpeningHours(business().openingHours);
  },
  get socialLinks() {
    const links = business().socialLinks;
    return SOCIAL_NETWORKS.filter((network) => links[network] !== "").map((network) => ({
      network,
      href: links[network],
    }));
  },
  copyrightHolder: "Kestrel Ridge Finance Pty Ltd",
  siteUrl: "https://www.kestrelridge.example",
};

function business(): BusinessDetails {
  return publishedBusinessDetails();
}

/**
 * Days in a row with the same hours, as the footer and structured data show
 * them: Monday to Friday 08:00-18:00 is one "Mon-Fri" entry.
 */
export function groupedOpeningHours(week: BusinessDetails["openingHours"]): OpeningHours[] {
  const groups: OpeningHours[] = [];
  for (const day of week) {
    const last = groups.at(-1);
    if (last && last.opens === day.opens && last.closes === day.closes) {
      last.dayNames = [...last.dayNames, day.day];
    } else {
      groups.push({ days: "", dayNames: [day.day], opens: day.opens, closes: day.closes });
    }
  }
  for (const group of groups) {
    const first = group.dayNames[0]?.slice(0, 3) ?? "";
    const last = group.dayNames.at(-1)?.slice(0, 3) ?? "";
    group.days = group.dayNames.length === 1 ? first : `${first}-${last}`;
  }
  return groups;
}

/** "PO Box 4127, Ballarat VIC 3350" */
export function formatPostalAddress(address: Brand["postalAddress"]): string {
  return `${address.street}, ${address.locality} ${address.state} ${address.postcode}`;
}

/** "08:00-18:00" or "Closed" */
export function formatOpeningHours(hours: OpeningHours): string {
  return hours.opens && hours.closes ? `${hours.opens}-${hours.closes}` : "Closed";
}
