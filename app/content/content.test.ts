import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paths } from "./site-paths.ts";
import * as about from "./about.ts";
import { aboutSections, aboutWelcome } from "./about.ts";
import { siteContentSchema } from "../../contracts/site-content.ts";
import { brand, formatOpeningHours } from "./brand.ts";
import { firstVersion } from "./first-version/first-version.ts";
import * as businessPurchase from "./business-purchase.ts";
import * as creditGuideAside from "./credit-guide-aside.ts";
import { businessPurchaseClosing, businessPurchaseIntro, businessPurchaseSteps } from "./business-purchase.ts";
import * as errorPages from "./error-pages.ts";
import { notFoundScreen } from "./error-pages.ts";
import * as home from "./home.ts";
import { callToActionBlocks, heroCounter, homeHero, whatWeOffer } from "./home.ts";
import * as inquiry from "./inquiry.ts";
import { aboutSubject } from "./link-context.ts";
import * as navigation from "./navigation.ts";
import { talkToBrokerLink } from "./navigation.ts";
import { isValidAbn } from "#app/lib/abn.ts";
import type { ImageAsset } from "#app/lib/image-asset.ts";
import * as pageImages from "./page-images.ts";
import { inquiryImage, referralImage } from "./page-images.ts";
import * as businessLoanSegmentsModule from "./business-loan-segments.ts";
import { businessLoanSegments, businessLoanTags } from "./business-loan-segments.ts";
import * as servicePages from "./service-pages.ts";
import { servicePageContent } from "./service-page-content.ts";
import * as servicesModule from "./services.ts";
import { serviceIds, services } from "./services.ts";
import * as settlementsModule from "./settlements.ts";
import * as siteFooter from "./site-footer.ts";
import { settlements } from "./settlements.ts";
import * as slidesModule from "./slides.ts";
import { slides } from "./slides.ts";
import * as team from "./team.ts";
import { teamMembers } from "./team.ts";
import * as testimonialsModule from "./testimonials.ts";
import { shownTestimonials, testimonialsSection } from "./testimonials.ts";

const testimonials = shownTestimonials();

const contentModules = {
  "about.ts": about,
  "business-loan-segments.ts": businessLoanSegmentsModule,
  "business-purchase.ts": businessPurchase,
  "credit-guide-aside.ts": creditGuideAside,
  "error-pages.ts": errorPages,
  "home.ts": home,
  "inquiry.ts": inquiry,
  "navigation.ts": navigation,
  "page-images.ts": pageImages,
  "service-pages.ts": servicePages,
  // Each single-service page's own words, by file: "service-pages/asset-finance.ts".
  ...Object.fromEntries(
    Object.entries(import.meta.glob<Record<string, unknown>>("./service-pages/*.ts", { eager: true })).map(
      ([file, module]) => [file.slice(2), module],
    ),
  ),
  "services.ts": servicesModule,
  "settlements.ts": settlementsModule,
  "site-footer.ts": siteFooter,
  "slides.ts": slidesModule,
  "team.ts": team,
  "testimonials.ts": testimonialsModule,
};

/** Every string value reachable from a module's exports, with the key it sits under. */
function stringsIn(value: unknown, key = ""): { key: string; text: string }[] {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([childKey, child]) => stringsIn(child, childKey));
  }
  return [];
}

function isImageAsset(value: unknown): value is ImageAsset {
  return Boolean(value && typeof value === "object" && "src" in value);
}

/** Every image slot reachable from a module's exports. */
function imagesIn(value: unknown): unknown[] {
  if (isImageAsset(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagesIn);
  return [];
}

// Image sources are file paths, not copy.
const copy = stringsIn(Object.values(contentModules)).filter(({ key }) => key !== "src");

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== "").length;
}

describe("the home page", () => {
  it("the hero leads to a broker first, then to the services and the referral form", () => {
    expect(homeHero.actions).toEqual([talkToBrokerLink, { label: "Our services", to: paths.servicesSection }]);
    expect(talkToBrokerLink).toEqual({ label: "Talk to a broker", to: paths.inquiry });
    expect(homeHero.referralLink.to).toBe(paths.referralSection);
  });

  it("the hero has four slides, one for each flagship service, linking in the spec's order", () => {
    expect(slides.map((slide) => slide.button.link)).toEqual([
      paths.service("businesspurchase"),
      paths.service("business-loans"),
      paths.service("residential-loans"),
      paths.service("asset-finance"),
    ]);
    expect(new Set(slides.map((slide) => slide.id)).size).toBe(4);
  });

  it("the counter reads 100+ Businesses we helped", () => {
    expect(heroCounter).toEqual({ value: 100, suffix: "+", label: "Businesses we helped" });
  });

  it("What We Offer has four cards, to business, residential, asset and development lending", () => {
    expect(whatWeOffer.cards.map((card) => card.to)).toEqual([
      paths.service("business-loans"),
      paths.service("residential-loans"),
      paths.service("asset-finance"),
      paths.service("property-development-loans"),
    ]);
  });

  it("the three call-to-action blocks lead to the journey, the capitalised inquiry link and the services", () => {
    expect(callToActionBlocks.map(({ heading, to }) => [heading, to])).toEqual([
      ["Business Purchase Journey", paths.service("businesspurchase")],
      ["Get in touch", paths.inquiryCapitalised],
      ["Explore Services", paths.services],
    ]);
  });
});

describe("the services catalogue", () => {
  it("lists the spec's eight services in order, each with an icon, an image and a button label", () => {
    expect(services.map((service) => service.id)).toEqual([...serviceIds]);
    expect(services.map((service) => service.title)).toEqual([
      "Business Purchase",
      "Business Loans",
      "Residential Loans",
      "Commercial Property Loans",
      "Asset Finance",
      "Private Equity Loan",
      "Property Development Loans",
      "SMSF Loans",
    ]);
    for (const service of services) {
      expect(service.icon).not.toBe("");
      expect(service.image.src).not.toBe("");
      expect(service.cta.trim()).not.toBe("");
    }
  });

  it("gives every service an icon and an illustration of its own", () => {
    expect(new Set(services.map((service) => service.icon)).size).toBe(8);
    expect(new Set(services.map((service) => service.image.src)).size).toBe(8);
  });

  it("marks card images decorative, since the card's title already names the service", () => {
    for (const service of services) expect(service.image.alt).toBe("");
  });
});

describe("the business purchase journey", () => {
  it("has the spec's eight steps in order, each with two bullet points and an image", () => {
    expect(businessPurchaseSteps.map((step) => step.title)).toEqual([
      "Find the Right Business",
      "Negotiate the Price & Sign Heads of Agreement",
      "Engage Solicitors",
      "Finance Approval",
      "Complete Financial & Legal Due Diligence",
      "Exchange of Contracts",
      "Settlement",
      "Hand Over",
    ]);
    for (const step of businessPurchaseSteps) {
      expect(step.bullets).toHaveLength(2);
      expect(step.image.src).not.toBe("");
    }
  });

  it("names its steps with their number, for screen readers", () => {
    const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    expect(businessPurchaseIntro.stepsHeading).toBe(`The ${numberWords[businessPurchaseSteps.length]} steps`);
  });

  it("closes with the button Get your business today!", () => {
    expect(businessPurchaseClosing.button).toBe("Get your business today!");
  });
});

describe("the single-service pages", () => {
  it("cover the seven services other than the business purchase journey", () => {
    expect(Object.keys(servicePageContent).sort()).toEqual(serviceIds.filter((id) => id !== "businesspurchase").sort());
  });

  it("each have three benefits, four to six bullets and the spec's call to action", () => {
    const callsToAction = Object.fromEntries(
      Object.entries(servicePageContent).map(([id, page]) => [id, page.callToAction]),
    );
    expect(callsToAction).toEqual({
      "business-loans": "Inquire Now",
      "residential-loans": "Get Started Now",
      "commercial-property-loans": "Inquire Now",
      "asset-finance": "Apply Now",
      "private-equity-loan": "Inquire Now",
      "property-development-loans": "Get Started Now",
      "smsf-loans": "Get Started Now",
    });
    for (const page of Object.values(servicePageContent)) {
      expect(page.benefits).toHaveLength(3);
      expect(page.bullets.length).toBeGreaterThanOrEqual(4);
      expect(page.bullets.length).toBeLessThanOrEqual(6);
    }
  });

  it("show the service card's illustration, described since it stands beside a list", () => {
    for (const service of services.filter((candidate) => candidate.id !== "businesspurchase")) {
      const page = servicePageContent[service.id as keyof typeof servicePageContent];
      expect(page.image.src).toBe(service.image.src);
      expect(page.image.alt).not.toBe("");
    }
  });

  it("business loans has the three loan segments and the tags We Listen, We Understand, We Deliver", () => {
    expect(businessLoanSegments.map((segment) => segment.label)).toEqual([
      "Less than $2M",
      "$2M to $10M",
      "Greater than $10M",
    ]);
    expect(businessLoanTags).toEqual(["We Listen", "We Understand", "We Deliver"]);
  });
});

describe("the testimonials", () => {
  it("use the spec's heading and intro", () => {
    expect(testimonialsSection.heading).toBe("What Our Clients Say About Us");
    expect(testimonialsSection.intro).toBe(
      "Discover the impact we've made on our clients. Their stories speak volumes about our commitment to excellence and satisfaction.",
    );
  });

  it("are four, fading in with delays of 0, 300, 600 and 900 ms", () => {
    expect(testimonials.map((testimonial) => testimonial.aosDelay)).toEqual(["0", "300", "600", "900"]);
  });

  it("each name has two or three words, so the initials fit the circle", () => {
    for (const { name } of testimonials) {
      const words = name.split(" ");
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(3);
    }
  });
});

describe("the recent settlements", () => {
  it("are 18 cards, the first eight with the spec's example headings as the spec spells them", () => {
    expect(settlements).toHaveLength(18);
    expect(settlements.slice(0, 8).map((settlement) => settlement.heading)).toEqual([
      "Wedding Halls",
      "Equipments Business",
      "Childcare",
      "Restaurants",
      "Law Firm",
      "Telecommunication",
      "Construction Equipment",
      "Accomodation/Resort",
    ]);
  });

  it("each have a unique id, a described image and a description of two or three sentences", () => {
    expect(new Set(settlements.map((settlement) => settlement.id)).size).toBe(18);
    expect(new Set(settlements.map((settlement) => settlement.image.src)).size).toBe(18);
    for (const settlement of settlements) {
      expect(settlement.image.alt).not.toBe("");
      expect(sentenceCount(settlement.description)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(settlement.description)).toBeLessThanOrEqual(3);
    }
  });
});

describe("the About page", () => {
  it("the team carousel has three people: principal broker, commercial lending specialist, client services manager", () => {
    expect(teamMembers.map((member) => member.role)).toEqual([
      "Principal Broker",
      "Commercial Lending Specialist",
      "Client Services Manager",
    ]);
    for (const member of teamMembers) expect(member.image.alt).toContain(member.name);
  });

  it("has the four sections Why Choose, Our Foundation, Our Experience and Our Vision, in that order", () => {
    const openings = ["Why Choose", "Our Foundation", "Our Experience", "Our Vision"];
    expect(aboutSections).toHaveLength(4);
    aboutSections.forEach((section, index) => {
      expect(section.heading.startsWith(openings[index] ?? "")).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
  });
});

describe("repeated links", () => {
  it("tell screen readers what each is about, after the words on screen", () => {
    expect(`${whatWeOffer.cardLink}${aboutSubject("Business Loans")}`).toBe("Learn more about Business Loans");
  });
});

describe("the 404 screen", () => {
  it("offers the home page, the services and the inquiry form", () => {
    expect(notFoundScreen.destinations.map((destination) => destination.to)).toEqual([
      paths.home,
      paths.services,
      paths.inquiry,
    ]);
  });
});

describe("the images", () => {
  const allImages = imagesIn(Object.values(contentModules));

  it("every image slot has a source, a width and height, and a string alt", () => {
    expect(allImages.length).toBeGreaterThan(0);
    for (const image of allImages) {
      // toMatchObject: a raster photo may also carry srcSet and sources.
      expect(image).toMatchObject({
        src: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
        alt: expect.any(String),
      });
    }
  });

  it("images that add information are described: hero slides, portraits, feature images", () => {
    const informative = [
      ...slides.map((slide) => slide.image),
      ...teamMembers.map((member) => member.image),
      aboutWelcome.image,
      inquiryImage,
      referralImage,
    ];
    for (const image of informative) expect(image.alt.trim()).not.toBe("");
  });
});

describe("the copy", () => {
  it("has no placeholder text", () => {
    expect(copy.length).toBeGreaterThan(100);
    for (const { text } of copy) expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b/i);
  });

  it("never repeats the phone number or e-mail address, pointing to the contact details instead", () => {
    const digits = brand.phone.display.replace(/\D/g, "");
    for (const { text } of copy) {
      expect(text).not.toContain(brand.phone.display);
      expect(text.replace(/\D/g, "")).not.toContain(digits);
      expect(text).not.toContain(brand.email);
    }
  });

  it("has no brand fact typed in by hand: each comes from the brand module", () => {
    const brandFacts = [
      brand.name,
      brand.legalName,
      brand.phone.display,
      brand.email,
      brand.abn,
      brand.australianCreditLicence,
    ];
    for (const file of Object.keys(contentModules)) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      for (const fact of brandFacts) expect(source, `${file} types "${fact}"`).not.toContain(fact);
    }
  });
});

describe("the brand", () => {
  it("has an ABN that passes the ABR's check digit", () => {
    expect(isValidAbn(brand.abn)).toBe(true);
  });
});

describe("lending partners", () => {
  it("are the spec's eighteen, each named once", async () => {
    const { lendingPartners } = await import("./lending-partners.ts");
    expect(lendingPartners).toHaveLength(18);
    expect(new Set(lendingPartners).size).toBe(18);
  });
});

describe("the first published version", () => {
  it("is what the content studio's schemas accept", () => {
    expect(siteContentSchema.safeParse(firstVersion).success).toBe(true);
  });

  it("shows today's footer hours: Monday to Friday as one entry", () => {
    expect(brand.openingHours.map((hours) => [hours.days, formatOpeningHours(hours)])).toEqual([
      ["Mon-Fri", "08:00-18:00"],
      ["Sat", "08:00-15:00"],
      ["Sun", "Closed"],
    ]);
  });
});
