import type { Page } from "@playwright/test";
import { brand } from "../../app/content/brand.ts";
import { callToActionBlocks, whatWeOffer } from "../../app/content/home.ts";
import { callbackLink, footerGroups, mainNavigation } from "../../app/content/navigation.ts";
import { services } from "../../app/content/services.ts";
import { slides } from "../../app/content/slides.ts";
import { firstTestimonials as testimonials } from "../../app/content/first-version/testimonials.ts";
import { enquiryTypes } from "../../contracts/lead-forms.ts";
import { expect, skipIntro, test, waitForHydration } from "../support/fixtures.ts";
import { focusedControl, installFocusInspector } from "../support/focus-indicator.ts";
import { type MiasInquiry, storedInquiry, typedInquiry } from "../support/inquiry-form-filler.ts";
import { storedLeadWith } from "../support/lead-database.ts";

/**
 * A keyboard-only visitor: every control is reached with Tab in reading order
 * (the expected orders are built from the same content modules the pages
 * render), each focused control shows a focus indicator with 3:1 contrast and
 * is not hidden behind the sticky header (tests/support/focus-indicator.ts),
 * Shift+Tab walks the same way back (so no widget traps focus), and Enter,
 * Space and the arrow keys work the controls. (accessibility.spec.ts checks
 * the focus indicator of every control on every page.)
 *
 * Reduced motion is on so that the carousels stand still and their controls
 * keep one name throughout (a rotating hero would change its slide's link
 * under the walk); scroll-in reveals then never hide anything either.
 */

const focused = focusedControl;

/**
 * Presses `key` once per expected stop and returns the names reached, with any
 * focus that was not visible; the caller compares both with what it expects.
 */
async function walk(
  page: Page,
  key: "Tab" | "Shift+Tab",
  stops: number,
): Promise<{ names: string[]; problems: string[] }> {
  const names: string[] = [];
  const problems: string[] = [];
  for (let step = 0; step < stops; step += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    names.push(now?.name ?? "(nothing focused)");
    if (now?.problem) problems.push(`${now.name}: ${now.problem}`);
  }
  return { names, problems };
}

/** Presses Tab (or Shift+Tab) until the control named `name` has focus, at most `max` times. */
async function tabTo(page: Page, name: string, key: "Tab" | "Shift+Tab" = "Tab", max = 80): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key);
    if ((await focused(page))?.name === name) return;
  }
  throw new Error(`${key} never reached "${name}"`);
}

/**
 * Tab reaches exactly `expected`, in order, each with a visible focus; then
 * Shift+Tab walks the same way back (the Contact panel, which opens on focus,
 * is passed over on the way back: its stops are left out).
 */
async function expectTabOrder(page: Page, expected: readonly string[]): Promise<void> {
  const forward = await walk(page, "Tab", expected.length);
  expect(forward.names).toEqual(expected);
  expect(forward.problems).toEqual([]);
  const backward = await walk(page, "Shift+Tab", expected.length - 1 - contactPanelStops.length);
  expect(backward.names).toEqual(backwardsOf(expected));
  expect(backward.problems).toEqual([]);
}

const focusedName = async (page: Page) => (await focused(page))?.name;

/** Header at 1280 px: focusing Contact opens its panel, and Tab goes through it. */
const headerStops = [
  "Skip to content",
  `${brand.name}, home page`,
  ...mainNavigation.map((entry) => entry.label),
  "Contact",
  brand.phone.display,
  callbackLink.label,
  "Dark theme",
];
/** The panel's links, which only a forward walk passes (see the backward walks). */
const contactPanelStops = [brand.phone.display, callbackLink.label];

const footerStops = [
  ...brand.socialLinks.map((social) => social.network),
  ...footerGroups.flatMap((group) => group.links.map((link) => link.label)),
  brand.phone.display,
  brand.email,
];

/**
 * Walking back, focus reaches Contact from after its panel: the panel is
 * closed then (it opens when Contact itself gets focus, below its links in
 * the walk), so its two links are not stops. Leaving the button backwards
 * closes it again, so Shift+Tab never gets stuck in it either.
 */
function backwardsOf(forward: readonly string[]): string[] {
  const contact = forward.indexOf("Contact");
  const withoutPanel = [...forward.slice(0, contact + 1), ...forward.slice(contact + 1 + contactPanelStops.length)];
  return withoutPanel.reverse().slice(1);
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  await installFocusInspector(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the home page: every control in reading order with visible focus, and the same way back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const expected = [
      ...headerStops,
      "Talk to a broker",
      "Our services",
      "Refer them to us",
      // Hero: the slide on show, its arrows, then Play (reduced motion holds it still).
      slides[0]?.button.text ?? "",
      "Previous slide",
      "Next slide",
      "Play slides",
      ...whatWeOffer.cards.map((card) => `Learn more about ${card.title}`),
      ...callToActionBlocks.map((block) => block.label),
      ...services.map((service) => service.cta),
      // Testimonials: no links in the cards, so Play and one dot per slide.
      "Play slides",
      ...testimonials.map((_, index) => `Show slide ${index + 1} of ${testimonials.length}`),
      "Your name",
      "Your email",
      "Your phone",
      "Message",
      "Send Referral",
      "privacy policy",
      ...footerStops,
    ];

    await expectTabOrder(page, expected);
  });

  test("the home page: Enter and Space work the skip link, theme, carousels and Contact", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);

    // The skip link moves focus past the header: the next stop is the page's first link.
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Talk to a broker");

    // Theme: Space and Enter both toggle it, and focus stays on the button.
    await page.keyboard.press("Shift+Tab");
    const theme = page.getByRole("button", { name: "Dark theme" });
    await expect(theme).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(theme).toHaveAttribute("aria-pressed", "true");
    expect((await focused(page))?.problem).toBeNull();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(theme).toBeFocused();

    // Contact: focus opened it, Enter keeps it open; Escape closes it with focus on the button.
    await page.keyboard.press("Shift+Tab");
    const contact = page.getByRole("button", { name: "Contact" });
    await expect(contact).toBeFocused();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe(brand.phone.display);
    await page.keyboard.press("Escape");
    await expect(contact).toBeFocused();
    await expect(contact).toHaveAttribute("aria-expanded", "false");

    // Hero: Enter on Next shows the next slide, whose link is then the one Tab reaches.
    const hero = page.getByRole("region", { name: "Featured services" });
    await tabTo(page, "Next slide");
    await page.keyboard.press("Enter");
    await expect(hero.locator('[aria-roledescription="slide"]:not([inert]) h2')).toHaveText(slides[1]?.title ?? "");
    await expect(hero.getByRole("button", { name: "Next slide" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe(slides[1]?.button.text);
    // Space on Play starts it; its name then says Pause, and focus stays on it.
    await tabTo(page, "Play slides");
    await page.keyboard.press("Space");
    await expect(hero.getByRole("button", { name: "Pause slides" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(hero.getByRole("button", { name: "Play slides" })).toBeFocused();

    // Testimonials: Enter on a dot shows that slide.
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await tabTo(page, `Show slide 2 of ${testimonials.length}`);
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: `Show slide 2 of ${testimonials.length}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAccessibleName(
      `2 of ${testimonials.length}`,
    );

    // A link: Enter follows it.
    await tabTo(page, "Send Referral");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("privacy policy");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("the inquiry form: reading order, errors by keyboard, then filled and sent by keyboard alone", async ({
    page,
  }) => {
    await page.goto("/inquiry");
    await waitForHydration(page);
    const fields = [
      "First name",
      "Last name",
      "Email",
      "Mobile",
      "Enquiry type",
      "How did you hear about us?",
      "Postcode",
      "Message",
    ];
    // The short callback form comes first: it sits under the picture, which reads before the inquiry form.
    const callbackStops = ["Your name", "Your phone", "Preferred time", "Request a Callback", "privacy policy"];
    const expected = [
      ...headerStops,
      ...callbackStops,
      ...fields,
      "Submit Inquiry",
      "privacy policy",
      brand.phone.display,
      ...footerStops,
    ];
    await expectTabOrder(page, expected);

    // Space on Submit with nothing filled in: focus goes to the first field to fix.
    await page.reload();
    await waitForHydration(page);
    await tabTo(page, "Submit Inquiry");
    await page.keyboard.press("Space");
    const firstName = page.getByLabel("First name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(/first name/i);

    const inquiry: MiasInquiry = {
      email: `keyboard.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`,
      enquiryType: "Commercial Loans",
      // The first option: one press of the down arrow.
      reference: "Google",
      message: "Typed with the keyboard alone.\nSecond line.",
    };
    const typed = typedInquiry(inquiry);
    await page.keyboard.type(typed.firstName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(typed.lastName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(typed.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(typed.mobile);
    await page.keyboard.press("Tab");
    // A closed drop-down: the arrow keys step through its options.
    const enquiryType = page.getByLabel("Enquiry type");
    await expect(enquiryType).toBeFocused();
    const chosen = enquiryTypes.findIndex((type) => type.value === inquiry.enquiryType);
    for (let step = 0; step <= chosen; step += 1) await page.keyboard.press("ArrowDown");
    await expect(enquiryType).toHaveValue(inquiry.enquiryType);
    await page.keyboard.press("Tab");
    const reference = page.getByLabel("How did you hear about us?");
    await expect(reference).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(reference).toHaveValue(inquiry.reference);
    await page.keyboard.press("Tab");
    await page.keyboard.type(typed.postCode);
    await page.keyboard.press("Tab");
    // Enter in the message starts a new line; it does not send the form.
    await page.keyboard.type("Typed with the keyboard alone.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Second line.");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Submit Inquiry");
    await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0);
    await page.keyboard.press("Enter");

    await expect(
      page.getByRole("status").filter({ hasText: "Thank you! Your inquiry has been sent successfully." }),
    ).toBeVisible();
    expect(storedLeadWith("email", inquiry.email)).toEqual(storedInquiry(inquiry));
  });

  test("a calculator: reading order, typing, radios by arrow keys, the schedule opened and downloaded by keyboard", async ({
    page,
  }) => {
    await page.goto("/lrc");
    await waitForHydration(page);
    // A radio group is one stop (its checked radio); the schedule's download
    // button is inside the closed <details>, so not a stop until it is opened.
    const expected = [
      ...headerStops,
      "Loan amount",
      "Interest rate (% a year)",
      "Loan term",
      "Monthly",
      "Principal and interest",
      "Extra repayment (each repayment)",
      "Lump sum",
      "Lump sum paid in year",
      "Talk to a broker about this",
      "Download report (PDF)",
      "Yearly repayment schedule",
      "Talk to a broker",
      ...footerStops,
    ];
    await expectTabOrder(page, expected);

    await page.reload();
    await waitForHydration(page);
    const repayment = page.getByLabel("Repayment", { exact: true });
    const before = await repayment.textContent();
    await tabTo(page, "Loan amount");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("400000");
    await expect(page).toHaveURL(/amount=400000/);
    await expect(repayment).not.toHaveText(before ?? "");

    // A value that will not do gets its message at the field, read with it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("abc");
    const rate = page.getByLabel("Interest rate (% a year)");
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAccessibleDescription(/.{10,}/);
    expect((await focused(page))?.problem).toBeNull();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("6");
    await expect(rate).not.toHaveAttribute("aria-invalid");

    // Arrow keys move the choice within a radio group; Tab leaves the group.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Monthly");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedName(page)).toBe("Fortnightly");
    await expect(page).toHaveURL(/frequency=fortnightly/);
    await expect(page.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Principal and interest");

    // The extras, then the result's two actions, then the schedule: Enter opens it; its download
    // button is then the next stop, and Space presses it.
    for (const stop of [
      "Extra repayment (each repayment)",
      "Lump sum",
      "Lump sum paid in year",
      "Talk to a broker about this",
      "Download report (PDF)",
      "Yearly repayment schedule",
    ]) {
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe(stop);
    }
    await page.keyboard.press("Enter");
    await expect(page.locator("details")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Download the schedule (CSV)");
    expect((await focused(page))?.problem).toBeNull();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Space")]);
    expect(download.suggestedFilename()).toBe("loan-repayment-schedule.csv");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Talk to a broker");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the yearly schedule, wider than a phone, takes focus and scrolls sideways with the arrow keys", async ({
    page,
  }) => {
    await page.goto("/lrc");
    await waitForHydration(page);
    await tabTo(page, "Yearly repayment schedule");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Download the schedule (CSV)");
    await page.keyboard.press("Tab");
    const table = page.getByRole("region", { name: "The loan year by year" });
    await expect(table).toBeFocused();
    expect((await focused(page))?.problem).toBeNull();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Talk to a broker");
  });

  // Both ways: under reduced motion, focus once failed to move into the opened
  // drawer (a 1 ms transition of its buttons' inherited visibility, app.css).
  for (const motion of ["reduce", "no-preference"] as const) {
    test(`the drawer (${motion} motion): opened with Enter, Tab cycles inside it while open, Escape closes it and Tab goes on into the page`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto("/");
      await waitForHydration(page);
      const header = await walk(page, "Tab", 7);
      expect(header.names).toEqual([
        "Skip to content",
        `${brand.name}, home page`,
        "Contact",
        ...contactPanelStops,
        "Dark theme",
        "Menu",
      ]);
      expect(header.problems).toEqual([]);

      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer).toBeVisible();
      // With motion it slides in for 300 ms, partly off screen until then.
      await expect
        .poll(() => drawer.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth + 0.5))
        .toBe(true);
      expect(await focusedName(page)).toBe("Close menu");
      const inside = [
        ...mainNavigation.map((entry) => entry.label),
        brand.phone.display,
        callbackLink.label,
        "Close menu",
      ];
      const cycle = await walk(page, "Tab", inside.length);
      expect(cycle.names).toEqual(inside);
      expect(cycle.problems).toEqual([]);
      const back = await walk(page, "Shift+Tab", 2);
      expect(back.names).toEqual([callbackLink.label, brand.phone.display]);

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      expect(await focusedName(page)).toBe("Menu");
      const onwards = await walk(page, "Tab", 5);
      // With motion the hero may have moved on to another slide, and it offers Pause.
      const [slideLink, ...rest] = onwards.names.slice(3);
      expect(onwards.names.slice(0, 3)).toEqual(["Talk to a broker", "Our services", "Refer them to us"]);
      expect(slides.map((slide) => slide.button.text)).toContain(slideLink);
      expect(rest).toEqual([motion === "reduce" ? "Play slides" : "Pause slides"]);
      expect(onwards.problems).toEqual([]);

      // Enter on an entry follows it and closes the drawer.
      await tabTo(page, "Menu", "Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("About");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/about$/);
      await expect(drawer).toBeHidden();
    });
  }
});
