import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../../contracts/site-content.ts";
import { sampleSiteContent } from "../../../tests/support/sample-site-content.ts";
import { contentChanges } from "./content-changes.ts";

function changed(edit: (content: SiteContent) => void): string[] {
  const after = sampleSiteContent();
  edit(after);
  return contentChanges(sampleSiteContent(), after);
}

describe("the changes from one version to the next", () => {
  it("are none between two versions alike", () => {
    expect(contentChanges(sampleSiteContent(), sampleSiteContent())).toEqual([]);
  });

  it("name each business detail changed, from and to, in the form's order", () => {
    expect(
      changed((content) => {
        content.business.socialLinks.Instagram = "https://www.instagram.com/kestrel.example";
        content.business.phone = "(03) 5550 0199";
        content.business.postalAddress.postcode = "3351";
        content.business.openingHours[6] = { day: "Sunday", opens: "10:00", closes: "14:00" };
        content.business.openingHours[5] = { day: "Saturday", opens: null, closes: null };
        content.business.socialLinks.Facebook = "";
      }),
    ).toEqual([
      "Business details › Phone: (03) 5550 0148 → (03) 5550 0199",
      "Business details › Postal address › Postcode: 3350 → 3351",
      "Business details › Opening hours › Saturday: 08:00–15:00 → Closed",
      "Business details › Opening hours › Sunday: Closed → 10:00–14:00",
      "Business details › Social links › Facebook: https://www.facebook.com/kestrelridgefinance.example → (none)",
      "Business details › Social links › Instagram: (none) → https://www.instagram.com/kestrel.example",
    ]);
  });

  it("name each lending assumption changed: its figure, source, link and the day it took effect", () => {
    expect(
      changed((content) => {
        content.assumptions.loanRepaymentRate = {
          value: 5.84,
          source: "RBA F5, owner-occupier variable",
          sourceUrl: "https://www.rba.gov.au/statistics/tables/",
          since: "2026-12-02",
        };
        content.assumptions.assessmentBuffer.value = 2.5;
      }),
    ).toEqual([
      "Lending assumptions › Borrowing power assessment buffer: 3 percentage points → 2.5 percentage points",
      "Lending assumptions › Loan repayment default rate: 6 % → 5.84 %",
      "Lending assumptions › Loan repayment default rate › Source: Our own example rate → RBA F5, owner-occupier variable",
      "Lending assumptions › Loan repayment default rate › Source link: (none) → https://www.rba.gov.au/statistics/tables/",
      "Lending assumptions › Loan repayment default rate › Took effect: 2026-07-01 → 2026-12-02",
    ]);
  });

  it("say a quote changed without quoting it, and a client's name from and to", () => {
    expect(
      changed((content) => {
        content.testimonials[1] = { name: "Thomas Hughes", quote: "Something else entirely." };
      }),
    ).toEqual(["Testimonials › 2 › Client name: Tom Hughes → Thomas Hughes", "Testimonials › 2 › Quote: changed"]);
  });

  it("read a testimonial taken out of the middle as one removal, and one put in as one addition", () => {
    expect(changed((content) => content.testimonials.splice(0, 1))).toEqual([
      "Testimonials › 1: removed (Priya Raman)",
    ]);
    expect(
      changed((content) => content.testimonials.splice(1, 0, { name: "Jo Citizen", quote: "Five stars." })),
    ).toEqual(["Testimonials › 2: added (Jo Citizen)"]);
    expect(
      changed((content) => {
        content.testimonials.push({ name: "Jo Citizen", quote: "Five stars." });
        content.testimonials.push({ name: "Ana Silva", quote: "Quick." });
      }),
    ).toEqual(["Testimonials › 4: added (Jo Citizen)", "Testimonials › 5: added (Ana Silva)"]);
  });

  it("list testimonials first, then the business details", () => {
    expect(
      changed((content) => {
        content.business.abn = "51 824 753 556";
        content.testimonials.pop();
      }),
    ).toEqual(["Testimonials › 3: removed (Grace Liu)", "Business details › ABN: 49 962 793 283 → 51 824 753 556"]);
  });

  it("name each list field's change by the entry's place and the field's label", () => {
    expect(
      changed((content) => {
        const [cafe, bakery] = content.settlements;
        if (cafe) cafe.heading = "Corner Café";
        if (bakery) bakery.hidden = true;
        const [alex] = content.team;
        if (alex) alex.role = "Managing Broker";
        const [bluegum] = content.lendingPartners;
        if (bluegum) bluegum.name = "Bluegum Bank";
        const [slide] = content.homeSlides;
        if (slide) slide.buttonTarget = "/settlements";
      }),
    ).toEqual([
      "Settlements › 1 › Heading: Café → Corner Café",
      "Settlements › 2 › Hidden: no → yes",
      "Team › 1 › Role: Principal Broker → Managing Broker",
      "Lending partners › 1 › Name: Bluegum Mutual Bank → Bluegum Bank",
      "Home slides › 1 › Button target: /services/businesspurchase → /settlements",
    ]);
  });

  it("say a story moved, once, rather than removed and added", () => {
    expect(
      changed((content) => {
        const winery = content.settlements.pop();
        if (winery) content.settlements.unshift(winery);
      }),
    ).toEqual(["Settlements › 3: moved to 1 (Winery)"]);
  });

  it("name a picture and its alt text from and to", () => {
    expect(
      changed((content) => {
        const [slide] = content.homeSlides;
        if (slide) slide.image = { kind: "built", name: "hero-business-loans", alt: "A rising bar chart" };
      }),
    ).toEqual([
      "Home slides › 1 › Image: hero-business-purchase → hero-business-loans",
      "Home slides › 1 › Image › Alt text: Two people shaking hands in front of a shop → A rising bar chart",
    ]);
  });

  it("compare nothing for a collection an older version did not have yet", () => {
    const older = sampleSiteContent() as Partial<SiteContent>;
    delete older.settlements;
    expect(contentChanges(older as SiteContent, sampleSiteContent())).toEqual([]);
  });
});
