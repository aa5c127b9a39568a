import { readdirSync } from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { brand } from "../../app/content/brand.ts";
import { businessPurchaseSteps } from "../../app/content/business-purchase.ts";
import { callToActionBlocks, whatWeOffer } from "../../app/content/home.ts";
import { lendingPartners } from "../../app/content/lending-partners.ts";
import { privacyPolicy } from "../../app/content/privacy-policy.ts";
import { servicePageContent } from "../../app/content/service-page-content.ts";
import { services } from "../../app/content/services.ts";
import { settlements } from "../../app/content/settlements.ts";
import { teamMembers } from "../../app/content/team.ts";
import { firstTestimonials as testimonials } from "../../app/content/first-version/testimonials.ts";
import { paths } from "../../app/content/site-paths.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { sitePages } from "../../app/content/pages.ts";

test.beforeEach(async ({ page }) => skipIntro(page));

test.describe("home", () => {
  test("holds the hero's four slides, the counter, What We Offer, the calls to action, the services and the testimonials", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(
      page
        .locator('[aria-roledescription="slide"]')
        .filter({ has: page.locator("img") })
        .first(),
    ).toBeVisible();
    const hero = page.locator('[aria-roledescription="carousel"]').first();
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(page.getByText("Businesses we helped")).toBeVisible();

    const offers = page.locator("#what-we-offer").getByRole("listitem");
    await expect(offers).toHaveCount(4);
    for (const card of whatWeOffer.cards) {
      await expect(page.locator("#what-we-offer").locator(`a[href="${card.to}"]`)).toHaveCount(1);
    }
    for (const block of callToActionBlocks) {
      await expect(page.getByRole("heading", { name: block.heading, exact: true })).toBeVisible();
      await expect(page.locator(`a[href="${block.to}"]`).filter({ hasText: block.label })).toHaveCount(1);
    }
    await expect(page.locator("#services article")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "What Our Clients Say About Us" })).toBeVisible();
    await expect(page.locator("#testimonials blockquote")).toHaveCount(testimonials.length);
    await expect(page.locator("#referral")).toBeAttached();
  });

  test("the hero slides' buttons lead to their service pages", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator('[aria-roledescription="carousel"]').first();
    const targets = await hero
      .locator('[aria-roledescription="slide"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(targets).toEqual([
      paths.service("businesspurchase"),
      paths.service("business-loans"),
      paths.service("residential-loans"),
      paths.service("asset-finance"),
    ]);
  });

  test("each testimonial is rated five stars for screen readers and shows the client's initials", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#testimonials").getByText("Rated 5 out of 5")).toHaveCount(testimonials.length);
    const initials = testimonials.map((t) =>
      t.name
        .split(/\s+/)
        .map((word) => word[0]?.toUpperCase())
        .join(""),
    );
    for (const letters of initials)
      await expect(page.locator("#testimonials").getByText(letters, { exact: true })).toBeAttached();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the counter already reads 100+", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("counter-figure")).toHaveText("100+");
    });
  });
});

test("the services catalogue lists the eight services in order, each leading to its page", async ({ page }) => {
  await page.goto(paths.services);
  await waitForHydration(page);
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(8);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(services.map((service) => service.title));
  for (const [index, service] of services.entries()) {
    await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", paths.service(service.id));
  }
  await cards.nth(2).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${paths.service(services[2]?.id ?? "residential-loans")}$`));
});

test("the business purchase journey shows eight steps in order, each with two points, and ends with a way to inquire", async ({
  page,
}) => {
  await page.goto(paths.service("businesspurchase"));
  const steps = page.locator("main ol > li");
  await expect(steps).toHaveCount(8);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(businessPurchaseSteps.map((step) => step.title));
  for (let index = 0; index < 8; index += 1) await expect(steps.nth(index).locator("ul > li")).toHaveCount(2);
  await page.getByRole("link", { name: "Get your business today!" }).click();
  await expect(page).toHaveURL(/\/inquiry$/);
});

for (const [id, content] of Object.entries(servicePageContent)) {
  test(`/services/${id} has three benefits, its list and a "${content.callToAction}" button to the inquiry form`, async ({
    page,
  }) => {
    await page.goto(`/services/${id}`);
    await expect(page.locator("main").getByRole("heading", { level: 3 })).toHaveCount(id === "business-loans" ? 6 : 3);
    for (const bullet of content.bullets) await expect(page.getByText(bullet, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: content.callToAction })).toHaveAttribute("href", paths.inquiry);
  });
}

test("the business loans page shows the three loan segments and how we work", async ({ page }) => {
  await page.goto(paths.service("business-loans"));
  for (const segment of ["Less than $2M", "$2M to $10M", "Greater than $10M"]) {
    await expect(page.getByRole("heading", { name: segment })).toBeVisible();
  }
  const tags = page.getByRole("list", { name: "How we work" });
  await expect(tags.getByRole("listitem")).toHaveText(["We Listen", "We Understand", "We Deliver"]);
});

/** The built confetti library (canvas-confetti), which the settlements page loads only when it plays. */
function confettiLibraryFile(): string {
  const file = readdirSync(path.resolve("build", "client", "assets")).find((name) =>
    /^confetti\.module-[\w-]+\.js$/.test(name),
  );
  if (!file) throw new Error("No confetti library in build/client/assets: has canvas-confetti's file name changed?");
  return file;
}

/** The spec's loading message for more settlement stories lasts half a second. */
const STORIES_LOADING_MS = 500;

test.describe("settlements", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("show three stories, then all eighteen after a short loading message, with focus on the first new one", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-07-01T09:00:00+10:00") });
    await page.goto(paths.settlements);
    await waitForHydration(page);
    // Every story is in the HTML; those not yet shown are hidden.
    const cards = page.locator("main article:visible");
    const viewMore = page.locator("main summary", { hasText: "View More Stories" });
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("heading")).toHaveText(settlements[0]?.heading ?? "");
    // The page's clock stands still from the click on, so the loading half
    // second passes only when the test moves it, however slow the machine.
    await page.clock.pauseAt(new Date("2026-07-01T10:00:00+10:00"));
    await viewMore.click();
    await expect(page.getByRole("status")).toHaveText("Loading more stories...");
    // The control keeps keyboard focus while the stories load.
    await expect(viewMore).toBeFocused();
    await page.clock.runFor(STORIES_LOADING_MS - 1);
    await expect(cards).toHaveCount(3);
    await page.clock.runFor(1);
    await expect(cards).toHaveCount(18);
    await expect(viewMore).toBeHidden();
    await expect(page.getByRole("heading", { name: settlements[3]?.heading ?? "" })).toBeFocused();
  });

  test("celebrate with confetti on arrival, which clears itself away after five seconds", async ({ page }) => {
    await page.goto(paths.settlements);
    const confetti = page.getByTestId("confetti");
    await expect(confetti).toBeAttached();
    await expect(confetti).toHaveCSS("position", "fixed");
    await expect(confetti).toHaveCSS("pointer-events", "none");
    await expect(confetti).not.toBeAttached({ timeout: 7000 });
  });

  test("play no confetti for visitors who prefer reduced motion", async ({ page }) => {
    // Confetti clears itself away: what counts is whether it was ever put up.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        if (added.some((node) => node instanceof HTMLElement && node.dataset.testid === "confetti"))
          Object.assign(window, { confettiShown: true });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(paths.settlements);
    // Hydrated: the page's effects have run, so the confetti library is loading by now if it ever will.
    await waitForHydration(page);
    // Loading it here too ends after the page's own load would have, and the
    // confetti goes up as soon as the library is in: after this, none shown is none to come.
    const shown = await page.evaluate(async (library) => {
      await import(library);
      return "confettiShown" in window;
    }, `/assets/${confettiLibraryFile()}`);
    expect(shown).toBe(false);
  });
});

test("about shows the team, the eighteen lending partners, four sections with Get in Touch, and the referral call to action", async ({
  page,
}) => {
  await page.goto(paths.about);
  await waitForHydration(page);
  for (const member of teamMembers)
    await expect(page.getByRole("button", { name: new RegExp(member.name) })).toBeVisible();
  const partners = page.locator("#lending-partners li");
  await expect(partners).toHaveText([...lendingPartners]);
  const getInTouch = page.getByRole("link", { name: /^Get in Touch/ });
  await expect(getInTouch).toHaveCount(4);
  for (const link of await getInTouch.all()) await expect(link).toHaveAttribute("href", paths.contact);
  await getInTouch.first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiry Form");
});

test.describe("privacy", () => {
  test("has the nine sections, no stray Asset Finance, and opens one at a time", async ({ page }) => {
    await page.goto(paths.privacy);
    await waitForHydration(page);
    const titles = page.locator("main summary > h2");
    await expect(titles).toHaveText(privacyPolicy.sections.map((section) => section.title));
    await expect(page.locator("main summary", { hasText: "Asset Finance" })).toHaveCount(0);
    const third = page.locator("main details").nth(2);
    await third.locator("summary").click();
    await expect(third).toHaveAttribute("open");
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await third.locator("summary").click();
    await expect(page.locator("main details[open]")).toHaveCount(0);
  });

  test("its Credit Guide link opens a PDF in a new tab that carries the ABN and licence number", async ({
    page,
    request,
  }) => {
    await page.goto(paths.privacy);
    const link = page.getByRole("link", { name: /Open the Credit Guide/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = (await link.getAttribute("href")) ?? "";
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const pdf = await getDocument({
      data: new Uint8Array(await response.body()),
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    let text = "";
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    }
    expect(text.replace(/\s+/g, " ")).toContain(brand.abn);
    expect(text).toContain(brand.australianCreditLicence);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page has one h1 and headings that never skip a level", async ({ page }) => {
    for (const { path } of sitePages) {
      await page.goto(path);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4, main h5, main h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(
        levels.filter((level) => level === 1),
        `h1s on ${path}`,
      ).toHaveLength(1);
      expect(levels[0], `first heading on ${path}`).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading jump on ${path}`).toBeLessThanOrEqual(1);
      });
    }
  });

  test("every image has its size set and an alt attribute", async ({ page }) => {
    for (const { path } of sitePages) {
      await page.goto(path);
      const problems = await page
        .locator("img")
        .evaluateAll((images) =>
          images
            .filter(
              (image) => !image.hasAttribute("alt") || !image.getAttribute("width") || !image.getAttribute("height"),
            )
            .map((image) => image.getAttribute("src")),
        );
      expect(problems, `images on ${path}`).toEqual([]);
    }
  });
});
